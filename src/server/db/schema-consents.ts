/**
 * Parental consents (/formular-gdpr, issue #11, F3). One row per signed form, written once
 * (`submission_id` unique, as every sign-up: src/server/signups/submit.ts), with the signed PDF
 * itself and its SHA-256: the document the parent received by mail is the one kept, byte for byte,
 * in the same transaction as the row (no file without its row, nor a row without its file), and
 * it is never public (GET /api/sign-ups/consent/{id}/pdf/ is for staff). A consent is valid
 * CONSENT_VALID_YEARS from `signed_at`, or until `withdrawn_at`: the parent's mail carries a
 * private link whose token is stored hashed. Re-exported by schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
  },
  (t) => [
    check(
      'consents_signature_check',
      sql`(${t.signatureKind} = 'typed') = (${t.signatureName} is not null)`,
    ),
  ],
);
