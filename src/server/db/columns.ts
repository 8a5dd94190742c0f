/** Columns that many tables share, defined once. */
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was written, in UTC. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
