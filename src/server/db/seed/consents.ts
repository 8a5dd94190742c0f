/**
 * Parental consents linked to children (issue #25). The demo: a valid consent signed by the demo
 * parent (seed/families.ts) for her son Matei, the demo choir's child (corist@example.com), and
 * for the children waiting for approval (so the pending box's bulk approval works from the first
 * start); her younger son Luca, managed by her, has none yet (his state: missing), and Ioana
 * (nou@example.com, 12) waits for her parent: her request names the same address. The
 * full-scale data: the children of every choir in realistic proportions (consentMix).
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { CONSENT_AGREEMENTS } from '../../../lib/consent-agreements.ts';
import { CONSENT_FORM_VERSION } from '../../../lib/schemas/consent.ts';
import { childCutoffSql } from '../../consents/state.ts';
import { randomToken, sha256 } from '../../services/tokens.ts';
import { buildConsentPdf } from '../../signups/consent-pdf.ts';
import type { Db } from '../client.ts';
import { choirs, consentRequests, consents, memberships, users } from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO_PARENT } from './families.ts';
import { DEMO_PENDING_REQUESTS, pendingEmail } from './pending.ts';

const PARENT = {
  name: `${DEMO_PARENT.firstName} ${DEMO_PARENT.lastName}`,
  phone: '0722000111',
  email: DEMO_PARENT.email,
};
const AGREED = CONSENT_AGREEMENTS.map(({ field }) => field);

/** One signed PDF for `childName` (typed signature), its hash, and the row's common columns. */
async function signedFor(childName: string, choirName: string, signedAt: Date) {
  const submissionId = randomUUID();
  const details = {
    formVersion: CONSENT_FORM_VERSION,
    ...PARENT,
    childName,
    choirName,
    date: signedAt.toISOString().slice(0, 10),
  };
  const pdf = await buildConsentPdf({
    reference: submissionId,
    ...details,
    signature: { kind: 'typed', name: PARENT.name },
    signedAt,
  });
  return {
    submissionId,
    ...details,
    agreed: AGREED,
    signatureKind: 'typed' as const,
    signatureName: PARENT.name,
    signedAt,
    pdf: Buffer.from(pdf),
    pdfSha256: createHash('sha256').update(pdf).digest('hex'),
    withdrawTokenHash: sha256(randomToken()),
  };
}

export async function seedDemoConsents(db: Db, choirId: number) {
  const [choir] = await db.select({ name: choirs.name }).from(choirs).where(eq(choirs.id, choirId));
  const signedEmails = [
    DEMO_ACCOUNTS.singer.email,
    ...DEMO_PENDING_REQUESTS.map(([first, last]) => pendingEmail(first, last)),
  ];
  const kids = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.email, signedEmails));
  const signedAt = new Date(Date.now() - 30 * 86_400_000);
  for (const kid of kids) {
    const row = await signedFor(`${kid.first} ${kid.last}`, choir?.name ?? '', signedAt);
    await db.insert(consents).values({ ...row, childUserId: kid.id });
  }
  const [waiting] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.pending.email));
  if (waiting) {
    await db.insert(consentRequests).values({
      childUserId: waiting.id,
      parentEmail: DEMO_PARENT.email,
      tokenHash: sha256(randomToken()),
    });
  }
}

/**
 * Every child under 16 without a consent, in one statement, by a stable hash of the id: 85 in 100
 * valid (one in ten of those without photographs, one in twenty without audio), 9 missing, 4
 * withdrawn, 2 expired. One PDF is shared (bench data: its bytes are not read by any list).
 */
export async function seedFullConsents(db: Db, now: Date) {
  const row = await signedFor('Copil', 'Cor', now);
  const bucket = sql`(abs(hashtext(${users.id}::text)) % 100)`;
  await db.execute(sql`
    insert into ${consents} (submission_id, form_version, name, phone, email, child_name, choir_name,
      date, agreed, signature_kind, signature_name, signed_at, pdf, pdf_sha256, withdraw_token_hash,
      withdrawn_at, child_user_id, withheld)
    select gen_random_uuid(), ${row.formVersion}, ${row.name}, ${row.phone}, ${row.email},
      ${users.firstName} || ' ' || ${users.lastName}, '', ${row.date}::date, ${sql.raw(`'{${AGREED.join(',')}}'`)}::text[],
      'typed', ${row.signatureName},
      ${now.toISOString()}::timestamptz - make_interval(days => (${bucket} * 7 + 30)::int
        + case when ${bucket} >= 98 then 2600 else 0 end),
      ${row.pdf}, ${row.pdfSha256}, md5(${users.id}::text || random()::text),
      case when ${bucket} between 94 and 97 then ${now.toISOString()}::timestamptz - interval '3 days' end,
      ${users.id},
      case when ${bucket} < 9 then '{agree4}'::text[] when ${bucket} < 13 then '{agree6}'::text[] else '{}'::text[] end
    from ${users}
    where ${users.birthDate} > ${childCutoffSql()}
      and not exists (select 1 from ${consents} c where c.child_user_id = ${users.id})
      and (${bucket} < 85 or ${bucket} >= 94)
      and exists (select 1 from ${memberships} m where m.user_id = ${users.id})`);
}
