/**
 * The database, one table per concept, as drizzle-kit and the db client read it: every table of
 * the schema-*.ts files. Times are stored in UTC (timestamptz). Derived facts are not stored: a
 * user's `is_completed` and GDPR `status` come from their columns.
 */
export * from './schema-attendance.ts';
export * from './schema-consents.ts';
export * from './schema-core.ts';
export * from './schema-events.ts';
export * from './schema-families.ts';
export * from './schema-library.ts';
export * from './schema-madrigalist.ts';
export * from './schema-notifications.ts';
export * from './schema-programme.ts';
export * from './schema-reminders.ts';
export * from './schema-retention.ts';
export * from './schema-series.ts';
export * from './schema-signups.ts';
export * from './schema-staff.ts';
export * from './schema-staff-messages.ts';
export * from './schema-workshops.ts';
