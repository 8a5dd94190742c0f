/**
 * GET /api/staff/home/ (issue #23): what waits for the staff, counted in the database; each count
 * agrees with the count the database gives with plain SQL, and with its list's count under the
 * filter its link carries.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type StaffHome, staffHomeSchema } from '../../src/lib/api/staff-home.ts';
import { SUBMISSION_FORMS } from '../../src/lib/api/staff-submissions.ts';
import {
  CONSENT_VALID_YEARS,
  STAFF_HOME_RECENT_DAYS,
  STAFF_HOME_SWEEP_NOTICE_DAYS,
} from '../../src/lib/limits.ts';
import {
  consents,
  contactMessages,
  contactReplies,
  madrigalistMessages,
} from '../../src/server/db/schema.ts';
import { client, type TestApp } from '../helpers/app.ts';
import { consentRow } from '../helpers/consent.ts';
import { createChoir, demoApp } from '../helpers/members.ts';
import { auditionBody } from '../helpers/signup-bodies.ts';
import { signupSender } from '../helpers/signups.ts';

let t: TestApp;
let staffToken: string;
let tokens: Record<string, string>;
let ids: Record<string, number>;
beforeAll(async () => {
  ({ t, staffToken, tokens, ids } = await demoApp());
});
afterAll(() => t.close());

const PATH = '/api/staff/home/';
async function home(): Promise<StaffHome> {
  const res = await client(t.app, staffToken).get(PATH);
  expect(res.status).toBe(200);
  return v.parse(staffHomeSchema, await res.json());
}
/** A list's count through the API, as the home's link opens it. */
async function listCount(path: string): Promise<number> {
  const res = await client(t.app, staffToken).get(path);
  expect(res.status).toBe(200);
  return ((await res.json()) as { count: number }).count;
}
async function sqlCount(query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = (await t.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n);
}
const audition = signupSender(() => t, '/api/signup/auditions/');

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const consent = (signedAt: Date) => consentRow(signedAt, { createdAt: signedAt });

describe('GET /api/staff/home/', () => {
  test('answers 401 without a session and 403 to every account but staff', async () => {
    expect((await client(t.app).get(PATH)).status).toBe(401);
    for (const role of ['conductor', 'singer', 'pending']) {
      expect((await client(t.app, tokens[role]).get(PATH)).status).toBe(403);
    }
  });

  test('counts what the seeded rows add, as plain SQL and the linked lists count them', async () => {
    const before = await home();
    const sweptFrom = new Date(daysAgo(0));
    sweptFrom.setUTCFullYear(sweptFrom.getUTCFullYear() - CONSENT_VALID_YEARS);

    // Each count gets rows that must count and rows that must not.
    await createChoir(t, { name: 'Corul Așteptării', confirmed: false });
    await createChoir(t, { name: 'Corul Confirmat', confirmed: true });
    const [open, answered] = await t.db
      .insert(contactMessages)
      .values([
        { name: 'Ion Pop', email: 'ion@example.com', message: 'Bună ziua' },
        { name: 'Ioana Pop', email: 'ioana@example.com', message: 'Mulțumesc' },
      ])
      .returning({ id: contactMessages.id });
    await t.db
      .insert(contactReplies)
      .values({ contactMessageId: answered?.id ?? 0, message: 'Cu drag' });
    expect(open).toBeDefined();
    await t.db.insert(madrigalistMessages).values({ userId: ids.singer ?? 0, message: 'Salut' });
    expect((await audition.post(auditionBody())).status).toBe(201);
    const { rows } = (await t.db.execute(
      sql`select id from audition_signups order by id desc limit 1`,
    )) as unknown as { rows: { id: number }[] };
    expect((await audition.post(auditionBody())).status).toBe(201);
    // One audition older than the days counted.
    await t.db.execute(
      sql`update audition_signups set created_at = now() - interval '${sql.raw(`${STAFF_HOME_RECENT_DAYS + 1}`)} days' where id = ${rows[0]?.id}`,
    );
    // Consents: one swept within the notice, one long after it, one recent.
    const soon = new Date(sweptFrom.getTime() + 10 * 86_400_000);
    const later = new Date(sweptFrom.getTime() + (STAFF_HOME_SWEEP_NOTICE_DAYS + 5) * 86_400_000);
    await t.db.insert(consents).values([consent(soon), consent(later), consent(daysAgo(1))]);

    const after = await home();
    expect(after.choirs_waiting).toBe(before.choirs_waiting + 1);
    expect(after.messages_unanswered).toEqual({
      contact: before.messages_unanswered.contact + 1,
      madrigalist: before.messages_unanswered.madrigalist + 1,
    });
    expect(after.sign_ups.counts.auditions).toBe(before.sign_ups.counts.auditions + 1);
    expect(after.sign_ups.counts.consents).toBe(before.sign_ups.counts.consents + 1);
    expect(after.consents_swept.count).toBe(before.consents_swept.count + 1);

    // Plain SQL agrees.
    expect(after.choirs_waiting).toBe(
      await sqlCount(sql`select count(*) as n from choirs where not is_confirmed`),
    );
    expect(after.messages_unanswered.contact).toBe(
      await sqlCount(
        sql`select count(*) as n from contact_messages m where m.id not in (select contact_message_id from contact_replies)`,
      ),
    );
    const since = sql`(${after.sign_ups.since}::date::timestamp at time zone 'Europe/Bucharest')`;
    expect(after.sign_ups.counts.auditions).toBe(
      await sqlCount(sql`select count(*) as n from audition_signups where created_at >= ${since}`),
    );
    // Each link's list shows as many.
    expect(after.choirs_waiting).toBe(await listCount('/api/staff/choirs/?status=waiting'));
    expect(after.messages_unanswered.contact).toBe(
      await listCount('/api/staff/messages/contact/?answered=no'),
    );
    expect(after.messages_unanswered.madrigalist).toBe(
      await listCount('/api/staff/messages/madrigalist/?answered=no'),
    );
    for (const form of SUBMISSION_FORMS) {
      expect(after.sign_ups.counts[form]).toBe(
        await listCount(`/api/staff/submissions/${form}/?from=${after.sign_ups.since}`),
      );
    }
    expect(after.consents_swept.count).toBe(
      await listCount(`/api/staff/submissions/consents/?to=${after.consents_swept.until}`),
    );
  });
});
