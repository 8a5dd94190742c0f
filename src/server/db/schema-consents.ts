/**
 * Parental consents (/formular-gdpr, issue #11, F3). One row per signed form, written once
 * (`submission_id` unique, as every sign-up: src/server/signups/submit.ts), with the signed PDF
 * itself and its SHA-256: the document the parent received by mail is the one kept, byte for byte,
 * in the same transaction as the row (no file without its row, nor a row without its file), and
 * it is never public (GET /api/sign-ups/consent/{id}/pdf/ is for staff). A consent is valid
 * CONSENT_VALID_YEARS from `signed_at`, or until `withdrawn_at`: the parent's mail carries a
 * private link whose token is stored hashed. Re-exported by schema.ts.
 *
 * Issue #25: a consent signed through the private link mailed to a child's parent names the child
 * (`child_user_id`); its optional purposes may later be withdrawn and given again one by one
 * (`withheld`, the record in `consent_changes`), while the PDF stays the document as signed. A
 * child's consent state is computed from these rows (src/server/consents/state.ts), never stored.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './schema-core.ts';

/** PostgreSQL's bytea: PGlite answers a Uint8Array, pg a Buffer (a Uint8Array too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    submissionId: uuid('submission_id').notNull().unique(),
    formVersion: integer('form_version').notNull(),
    createdAt: createdAt(),
    /** The parent or legal guardian. */
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    childName: text('child_name').notNull(),
    choirName: text('choir_name').notNull(),
    /** The date the parent wrote on the form (YYYY-MM-DD). */
    date: date('date', { mode: 'string' }).notNull(),
    /** The agreements ticked ('agree1'…'agree10': all of them, or the form is refused). */
    agreed: text('agreed').array().notNull(),
    /** 'drawn' (an image, in the PDF) or 'typed' (the parent's full name, kept here and in the PDF). */
    signatureKind: text('signature_kind', { enum: ['drawn', 'typed'] }).notNull(),
    signatureName: text('signature_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    pdf: bytea('pdf').notNull(),
    /** Hex SHA-256 of `pdf`. */
    pdfSha256: text('pdf_sha256').notNull(),
    /** SHA-256 of the withdrawal link's token: the link is in the parent's mail only. */
    withdrawTokenHash: text('withdraw_token_hash').notNull().unique(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The child's account, when signed through the link mailed to the child's parent (issue #25). */
    childUserId: integer('child_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The optional purposes withdrawn since signing ('agree4'…): the record is consent_changes. */
    withheld: text('withheld').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    // A child's newest consent (state.ts) in one index read.
    index('consents_child_idx')
      .on(t.childUserId, t.signedAt)
      .where(sql`${t.childUserId} is not null`),
    check(
      'consents_signature_check',
      sql`(${t.signatureKind} = 'typed') = (${t.signatureName} is not null)`,
    ),
  ],
);

/**
 * Each change to a consent after signing: an optional purpose withdrawn or given again, or the
 * whole consent withdrawn (`purpose` 'all'), with its time and who made it.
 */
export const consentChanges = pgTable(
  'consent_changes',
  {
    id: serial('id').primaryKey(),
    consentId: integer('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    /** 'agree4'…'agree7' (an optional purpose) or 'all' (the consent withdrawn). */
    purpose: text('purpose').notNull(),
    given: text('given', { enum: ['given', 'withdrawn'] }).notNull(),
    /** 'parent' (the mail's private link) or 'staff'. */
    changedBy: text('changed_by', { enum: ['parent', 'staff'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_changes_consent_idx').on(t.consentId, t.at)],
);

/**
 * The parent a child under CHILD_CONSENT_AGE named (one per child: a new address replaces it),
 * and the private link to the prefilled consent form mailed to them (its token stored hashed).
 */
export const consentRequests = pgTable('consent_requests', {
  childUserId: integer('child_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  parentEmail: text('parent_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A linked child of CHILD_CONSENT_AGE or older who took over their own consent and account
 * (issue #25, src/server/consents/takeover.ts): once per child, with their choice on the parents'
 * links (ended then, or kept). Its absence is what asks the child at their next login.
 */
export const consentTakeovers = pgTable('consent_takeovers', {
  childUserId: integer('child_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  linksEnded: boolean('links_ended').notNull(),
});
