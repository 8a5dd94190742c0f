import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSENT_VALID_YEARS, MAIL_KEEP_DAYS } from '../../src/lib/limits.ts';
import {
  consents,
  oneTimeCodes,
  outbox,
  rateLimits,
  sessions,
  users,
} from '../../src/server/db/schema.ts';
import { sweep } from '../../src/server/services/housekeeping.ts';
import { hit } from '../../src/server/services/rate-limit.ts';
import { login, type TestApp, testApp } from '../helpers/app.ts';
import { signConsent } from '../helpers/consent.ts';

let t: TestApp;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

describe('sweep', () => {
  test('deletes what expired and keeps what still counts', async () => {
    // A consent past its validity is deleted; one just short of it, even withdrawn, is kept.
    const expired = await signConsent(t);
    const kept = await signConsent(t);
    const years = (n: number, days: number) =>
      sql`now() - ${sql.raw(`interval '${n} years ${days} days'`)}`;
    await t.db
      .update(consents)
      .set({ signedAt: years(CONSENT_VALID_YEARS, 1) })
      .where(eq(consents.id, expired));
    await t.db
      .update(consents)
      .set({ signedAt: years(CONSENT_VALID_YEARS, -1), withdrawnAt: sql`now()` })
      .where(eq(consents.id, kept));
    // Their mails and rate-limit counts are not what this test counts.
    await t.db.delete(outbox);
    await t.db.delete(rateLimits);
    await login(t.app, 'corist@example.com'); // a live session
    const [user] = await t.db.select().from(users).where(eq(users.email, 'corist@example.com'));
    const userId = user?.id ?? 0;
    await t.db.insert(sessions).values({
      userId,
      tokenHash: 'expirat',
      expiresAt: sql`now() - interval '1 second'`,
    });
    await t.db
      .insert(rateLimits)
      .values([{ key: 'vechi', windowStart: sql`now() - interval '2 days'`, count: 3 }]);
    await hit(t.db, 'proaspat', 5, 3600);
    await t.db.insert(oneTimeCodes).values([
      {
        userId,
        purpose: 'reset',
        codeHash: 'expirat',
        expiresAt: sql`now() - interval '1 minute'`,
      },
      { userId, purpose: 'reset', codeHash: 'valabil', expiresAt: sql`now() + interval '1 hour'` },
    ]);
    await t.db.insert(outbox).values([
      {
        to: 'a@b.ro',
        subject: 'vechi',
        text: '-',
        sentAt: sql`now() - interval '${sql.raw(String(MAIL_KEEP_DAYS + 1))} days'`,
      },
      { to: 'a@b.ro', subject: 'recent', text: '-', sentAt: sql`now()` },
      { to: 'a@b.ro', subject: 'netrimis', text: '-' },
    ]);

    expect(await sweep(t.db)).toEqual({
      rateLimits: 1,
      sessions: 1,
      codes: 1,
      mails: 1,
      consents: 1,
    });
    expect((await t.db.select({ id: consents.id }).from(consents)).map((c) => c.id)).toEqual([
      kept,
    ]);
    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toEqual(['proaspat']);
    expect(await t.db.select().from(sessions)).toHaveLength(1);
    expect((await t.db.select().from(oneTimeCodes)).map((c) => c.codeHash)).toEqual(['valabil']);
    expect((await t.db.select().from(outbox)).map((m) => m.subject).sort()).toEqual([
      'netrimis',
      'recent',
    ]);
  });
});
