import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAIL_KEEP_DAYS } from '../../src/lib/limits.ts';
import { outbox, rateLimits } from '../../src/server/db/schema.ts';
import { sweep } from '../../src/server/services/housekeeping.ts';
import { hit } from '../../src/server/services/rate-limit.ts';
import { type TestApp, testApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

// Sessions, one-time codes and consents are the retention rules' (tests/api/retention.test.ts).
describe('sweep', () => {
  test('deletes what expired and keeps what still counts', async () => {
    await t.db.delete(outbox);
    await t.db.delete(rateLimits);
    await t.db
      .insert(rateLimits)
      .values([{ key: 'vechi', windowStart: sql`now() - interval '2 days'`, count: 3 }]);
    await hit(t.db, 'proaspat', 5, 3600);
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

    expect(await sweep(t.db)).toEqual({ rateLimits: 1, mails: 1 });
    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toEqual(['proaspat']);
    expect((await t.db.select().from(outbox)).map((m) => m.subject).sort()).toEqual([
      'netrimis',
      'recent',
    ]);
  });
});
