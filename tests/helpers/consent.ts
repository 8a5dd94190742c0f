/**
 * A parental consent signed through the real API (POST /api/sign-ups/consent/), for any test; or,
 * for a count that needs a date the API cannot give (a consent signed years ago), its row alone.
 */
import { randomUUID } from 'node:crypto';
import { CONSENT_AGREEMENTS } from '../../src/lib/consent-agreements.ts';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { consents } from '../../src/server/db/schema.ts';
import { client, type TestApp } from './app.ts';
import { solveCaptcha } from './captcha.ts';
import { drawnSignaturePng, pngDataUrl } from './pdf.ts';

/** Every field valid, the ten agreements ticked, a drawn signature; `change` overrides. */
export async function validConsent(change: Record<string, unknown> = {}) {
  return {
    name: 'Ștefania Țăranu',
    phone: '0722123456',
    email: 'stefania.taranu@example.com',
    childName: 'Ioana Țăranu',
    choirName: 'Corul „Armonia” Iași',
    date: todayInBucharest(),
    ...Object.fromEntries(CONSENT_AGREEMENTS.map(({ field }) => [field, true])),
    signature: pngDataUrl(await drawnSignaturePng()),
    submission_id: randomUUID(),
    ...change,
  };
}

/** Signs a consent from `ip`; returns its id (fails unless the API answers 201). */
export async function signConsent(
  t: TestApp,
  change: Record<string, unknown> = {},
  ip = '10.9.0.1',
) {
  const res = await client(t.app, undefined, ip).post('/api/sign-ups/consent/', {
    ...(await validConsent(change)),
    altcha: await solveCaptcha(t.deps.captcha),
  });
  if (res.status !== 201) throw new Error(`consent refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** A consents row signed at `signedAt` (its PDF a few bytes), to insert directly; `change` overrides. */
export const consentRow = (
  signedAt: Date,
  change: Partial<typeof consents.$inferInsert> = {},
): typeof consents.$inferInsert => ({
  submissionId: randomUUID(),
  formVersion: 1,
  name: 'Maria Pop',
  phone: '0722123456',
  email: 'maria.pop@example.com',
  childName: 'Ana Pop',
  choirName: 'Corul Acasă',
  date: '2026-01-10',
  agreed: ['agree1'],
  signatureKind: 'typed',
  signatureName: 'Maria Pop',
  signedAt,
  pdf: new Uint8Array([37, 80, 68, 70]),
  pdfSha256: '0'.repeat(64),
  withdrawTokenHash: randomUUID(),
  ...change,
});

/** A valid consent for the child `userId` (issue #25), so that the child's membership counts. */
export async function giveConsent(t: Pick<TestApp, 'db'>, userId: number) {
  await t.db.insert(consents).values(consentRow(new Date(), { childUserId: userId }));
}
