/**
 * The back office's list of the parental consents (src/server/staff/submission-form.ts): each
 * with its state, computed in SQL by the one rule of src/server/consents/state.ts (withdrawn,
 * else expired CONSENT_VALID_YEARS after signing, else valid), and the address of its signed PDF.
 */
import { desc, sql } from 'drizzle-orm';
import { CONSENT_STATES } from '../../lib/api/staff-submissions.ts';
import { apiHref } from '../../lib/api-path.ts';
import { CONSENT_AGREEMENTS } from '../../lib/consent-agreements.ts';
import { formatDate } from '../../lib/dates.ts';
import { consentPdf as consentTexts } from '../../lib/messages.ts';
import { submissions as m } from '../../lib/messages-staff-submissions.ts';
import { submissionPaths } from '../../lib/paths/staff-submissions.ts';
import { consentExpirySql, consentRowStateSql } from '../consents/state.ts';
import type { Db } from '../db/client.ts';
import { consents } from '../db/schema.ts';
import { foldedSearch } from './folded-search.ts';
import { readChoice } from './list.ts';
import { defineForm, joined } from './submission-form.ts';

const consentColumns = {
  id: consents.id,
  createdAt: consents.createdAt,
  name: consents.name,
  phone: consents.phone,
  email: consents.email,
  childName: consents.childName,
  choirName: consents.choirName,
  date: consents.date,
  agreed: consents.agreed,
  signatureKind: consents.signatureKind,
  signatureName: consents.signatureName,
  signedAt: consents.signedAt,
  withdrawnAt: consents.withdrawnAt,
  state: consentRowStateSql,
  expiresAt: consentExpirySql,
};
export const consentsForm = (db: Db) =>
  defineForm({
    table: consents,
    id: consents.id,
    createdAt: consents.createdAt,
    rows: async (where, limit, offset = 0) =>
      (
        await db
          .select(consentColumns)
          .from(consents)
          .where(where)
          .orderBy(desc(consents.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => ({ ...row, expiresAt: new Date(row.expiresAt) })),
    search: (q) =>
      foldedSearch(q, consents.name, consents.email, consents.childName, consents.choirName),
    filters: (c) => {
      const state = readChoice(c, 'state', CONSENT_STATES);
      return { where: state ? [sql`${consentRowStateSql} = ${state}`] : [], applied: { state } };
    },
    row: (row) => ({
      child_name: row.childName,
      name: row.name,
      choir_name: row.choirName,
      email: row.email,
      state: row.state,
      state_label: m.states[row.state],
    }),
    fields: [
      { label: consentTexts.child, value: (row) => row.childName },
      { label: consentTexts.parent, value: (row) => row.name },
      { label: consentTexts.phone, value: (row) => row.phone },
      { label: consentTexts.email, value: (row) => row.email },
      { label: consentTexts.choir, value: (row) => row.choirName },
      { label: m.date, value: (row) => formatDate(row.date) },
      {
        label: m.agreements,
        value: (row) =>
          joined(
            CONSENT_AGREEMENTS.filter(({ field }) => row.agreed.includes(field)).map(
              ({ title }) => title,
            ),
          ),
      },
      {
        label: m.signature,
        value: (row) =>
          row.signatureKind === 'typed'
            ? m.signatureTyped(row.signatureName ?? '')
            : m.signatureDrawn,
      },
      { label: m.signedAt, value: (row) => row.signedAt },
      { label: m.state, value: (row) => m.states[row.state] },
      { label: m.withdrawnAt, value: (row) => row.withdrawnAt },
      { label: m.expiresAt, value: (row) => row.expiresAt },
    ],
    consent: (row) => ({
      state: row.state,
      signed_at: row.signedAt.toISOString(),
      withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
      expires_at: row.expiresAt.toISOString(),
      pdf: apiHref(submissionPaths.consentPdf, { id: row.id }),
    }),
  });
