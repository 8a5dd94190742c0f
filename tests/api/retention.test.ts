/**
 * The retention rules (issue #26): on a database with rows on both sides of every period, a run
 * deletes exactly what the preview listed, nothing held and no last conductor of a choir; the
 * inactivity warning is mailed once and a login keeps the account; the day runs once when two apps
 * share a database; staff only.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  retentionItemPageSchema,
  retentionPreviewSchema,
  retentionRunSchema,
} from '../../src/lib/api/staff-retention.ts';
import { RETENTION } from '../../src/lib/limits.ts';
import { RETENTION_RULE_KEYS, retention, retentionMail } from '../../src/lib/messages-retention.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import {
  auditionSignups,
  choirs,
  consents,
  contactMessages,
  contactReplies,
  familyLinks,
  madrigalistMessages,
  memberships,
  oneTimeCodes,
  retentionRuns,
  sessions,
  users,
  workshopSessions,
  workshopSignUps,
  workshops,
} from '../../src/server/db/schema.ts';
import { runRetention } from '../../src/server/retention/run.ts';
import { client, type TestApp } from '../helpers/app.ts';
import { consentRow } from '../helpers/consent.ts';
import { databaseUrl } from '../helpers/db.ts';
import {
  addMembership,
  createChoir,
  createMember,
  type DemoApp,
  demoApp,
} from '../helpers/members.ts';

let t: TestApp;
let tokens: DemoApp['tokens'];
beforeAll(async () => ({ t, tokens } = await demoApp()));
afterAll(() => t.close());

const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
const yearsAgo = (years: number, days = 0) =>
  sql`now() - make_interval(years => ${years}) - make_interval(days => ${days})`;
const staffApi = () => client(t.app, tokens.staff);
const P = '/api/staff/retention';

async function preview() {
  const res = await staffApi().get(`${P}/`);
  expect(res.status).toBe(200);
  return v.parse(retentionPreviewSchema, await res.json());
}

/** Every due item of a rule (all pages), as 'item' keys. */
async function dueItems(rule: string) {
  const found: { item: string; held: boolean; skip: string | null }[] = [];
  for (let page = 1; ; page++) {
    const res = await staffApi().get(`${P}/items/?rule=${rule}&page=${page}`);
    expect(res.status).toBe(200);
    const body = v.parse(retentionItemPageSchema, await res.json());
    found.push(...body.results.map((r) => ({ item: r.item, held: r.hold !== null, skip: r.skip })));
    if (!body.next) return found;
  }
}

/** An account of `email` created, activated and last logged in as given. */
async function account(email: string, values: Record<string, SQL | null | string>) {
  const [row] = await t.db
    .insert(users)
    .values({ email, passwordHash: 'x', firstName: 'Ion', lastName: 'Vechi', ...values })
    .returning({ id: users.id });
  return row?.id ?? 0;
}

const idsOf = async (table: typeof contactMessages | typeof auditionSignups | typeof consents) =>
  (await t.db.select({ id: table.id }).from(table)).map((r) => r.id);

describe('GET /api/staff/retention/ permissions', () => {
  test.each([
    ['get', `${P}/`],
    ['get', `${P}/items/?rule=sessions`],
    ['get', `${P}/runs/`],
    ['post', `${P}/run/`],
    ['post', `${P}/holds/`],
  ] as const)('%s %s answers 401 to a visitor and 403 to a member', async (method, path) => {
    expect((await client(t.app)[method](path)).status).toBe(401);
    expect((await client(t.app, tokens.singer)[method](path, {})).status).toBe(403);
    expect((await client(t.app, tokens.conductor)[method](path, {})).status).toBe(403);
  });
});

describe('the retention run', () => {
  const due: Record<string, number> = {};
  const kept: Record<string, number> = {};
  let lastConductor = 0;
  let avatarFile = '';

  beforeAll(async () => {
    const D = RETENTION;
    // Both sides of every period: one day past it, one day short of it.
    due.unactivated = await account('neactivat@example.com', {
      createdAt: ago(D.unactivatedAccountDays + 1),
    });
    kept.unactivated = await account('neactivat2@example.com', {
      createdAt: ago(D.unactivatedAccountDays - 1),
    });
    due.warn = await account('de-avertizat@example.com', {
      activatedAt: yearsAgo(5),
      lastLoginAt: yearsAgo(D.inactiveAccountYears, 1),
    });
    kept.warn = await account('activ@example.com', {
      activatedAt: yearsAgo(5),
      lastLoginAt: yearsAgo(D.inactiveAccountYears, -1),
    });
    const avatar = await t.deps.storage.save('avatars/1-test.webp', new Uint8Array([1, 2, 3]));
    avatarFile = join(t.dir, 'uploads', 'avatars/1-test.webp');
    due.inactive = await account('inactiv@example.com', {
      activatedAt: yearsAgo(5),
      lastLoginAt: yearsAgo(4),
      inactivityWarnedAt: ago(D.inactiveWarningDays + 1),
      avatar,
    });
    kept.inactive = await account('avertizat@example.com', {
      activatedAt: yearsAgo(5),
      lastLoginAt: yearsAgo(4),
      inactivityWarnedAt: ago(D.inactiveWarningDays - 1),
    });
    // The only conductor of a choir with a singer: due, but skipped.
    lastConductor = await account('ultimul-dirijor@example.com', {
      activatedAt: yearsAgo(5),
      lastLoginAt: yearsAgo(4),
      inactivityWarnedAt: ago(D.inactiveWarningDays + 1),
    });
    const choir = await createChoir(t, { name: 'Corul Ultimul' });
    await addMembership(t, lastConductor, choir, { confirmed: true, conductor: true });
    const singer = await createMember(t, 'corist-ultimul@example.com');
    await addMembership(t, singer.id, choir, { confirmed: true });
    // Requests to join.
    const other = await createChoir(t, { name: 'Corul Cereri' });
    await t.db.insert(memberships).values([
      {
        userId: kept.unactivated ?? 0,
        choirId: other,
        createdAt: ago(D.unansweredRequestDays + 1),
      },
      { userId: singer.id, choirId: other, createdAt: ago(D.unansweredRequestDays - 1) },
    ]);
    // Sign-ups, messages, tokens, consents.
    const audition = (days: number, firstName: string) => ({
      submissionId: crypto.randomUUID(),
      formVersion: 1,
      category: 'copii',
      firstName,
      lastName: 'Pop',
      age: 9,
      email: 'a@example.com',
      phone: '0722123456',
      school: 'Școala 1',
      reason: '-',
      experience: '-',
      agreed: true,
      createdAt: ago(days),
    });
    await t.db.delete(auditionSignups);
    await t.db
      .insert(auditionSignups)
      .values([audition(D.auditionDays + 1, 'Vechi'), audition(D.auditionDays - 1, 'Nou')]);
    await t.db.delete(contactMessages);
    const [oldMessage, answered] = await t.db
      .insert(contactMessages)
      .values([
        { name: 'Vechi', email: 'v@example.com', message: 'x', createdAt: ago(D.contactDays + 1) },
        {
          name: 'Răspuns recent',
          email: 'r@example.com',
          message: 'x',
          createdAt: ago(D.contactDays + 50),
        },
      ])
      .returning({ id: contactMessages.id });
    due.contact = oldMessage?.id ?? 0;
    kept.contact = answered?.id ?? 0;
    // A reply a day short of the period keeps the old message.
    await t.db
      .insert(contactReplies)
      .values({ contactMessageId: kept.contact, message: 'r', createdAt: ago(D.contactDays - 1) });
    await t.db.delete(consents);
    const [oldConsent, newConsent] = await t.db
      .insert(consents)
      .values([
        consentRow(new Date(Date.now() - (D.consentYears * 366 + 1) * 86_400_000), {
          withdrawTokenHash: 'a',
        }),
        consentRow(new Date(Date.now() - (D.consentYears * 365 - 10) * 86_400_000), {
          withdrawTokenHash: 'b',
          withdrawnAt: new Date(),
        }),
      ])
      .returning({ id: consents.id });
    due.consent = oldConsent?.id ?? 0;
    kept.consent = newConsent?.id ?? 0;
    // Workshop sign-ups: counted from the last day of the workshops chosen.
    const dayAgo = (days: number) =>
      new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const workshopOn = async (days: number) => {
      const day = dayAgo(days);
      const [session] = await t.db
        .insert(workshopSessions)
        .values({ date: day, availabilityStart: day, availabilityEnd: day })
        .returning({ id: workshopSessions.id });
      const [workshop] = await t.db
        .insert(workshops)
        .values({ sessionId: session?.id ?? 0, title: `Atelier ${days}`, hour: '10:00' })
        .returning({ id: workshops.id });
      const [signUp] = await t.db
        .insert(workshopSignUps)
        .values({
          submissionId: crypto.randomUUID(),
          formVersion: 1,
          name: `Copil ${days}`,
          email: 'p@example.com',
          phone: '0722123456',
          age: 9,
          school: '-',
          workplace: '-',
          knowledge: '-',
          experience: '-',
          workshops: [workshop?.id ?? 0],
          agreed: true,
          createdAt: ago(days + 30),
        })
        .returning({ id: workshopSignUps.id });
      return signUp?.id ?? 0;
    };
    due.workshop = await workshopOn(D.workshopAfterDays + 2);
    kept.workshop = await workshopOn(D.workshopAfterDays - 1);
    const [oldQuestion, newQuestion] = await t.db
      .insert(madrigalistMessages)
      .values([
        {
          userId: kept.warn ?? 0,
          message: 'Întrebare veche',
          createdAt: ago(D.madrigalistDays + 1),
        },
        {
          userId: kept.warn ?? 0,
          message: 'Întrebare nouă',
          createdAt: ago(D.madrigalistDays - 1),
        },
      ])
      .returning({ id: madrigalistMessages.id });
    due.madrigalist = oldQuestion?.id ?? 0;
    kept.madrigalist = newQuestion?.id ?? 0;
    kept.requester = singer.id;
    await t.db
      .insert(sessions)
      .values({ userId: kept.warn ?? 0, tokenHash: 'expirat', expiresAt: ago(1) });
    await t.db.insert(oneTimeCodes).values([
      { userId: kept.warn ?? 0, purpose: 'reset', codeHash: 'expirat', expiresAt: ago(1) },
      {
        userId: kept.warn ?? 0,
        purpose: 'reset',
        codeHash: 'valabil',
        expiresAt: sql`now() + interval '1 hour'`,
      },
    ]);
  });

  test('POST /api/staff/retention/holds/ refuses a reason too short and an item that is not due', async () => {
    const short = await staffApi().post(`${P}/holds/`, {
      rule: 'contact_messages',
      item: String(due.contact),
      reason: 'nu',
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ reason: [retention.reasonShort] });
    const notDue = await staffApi().post(`${P}/holds/`, {
      rule: 'contact_messages',
      item: String(kept.contact),
      reason: 'un motiv bun',
    });
    expect(notDue.status).toBe(400);
    expect(await notDue.json()).toEqual({ item: [retention.badItem] });
    const badRule = await staffApi().get(`${P}/items/?rule=nimic`);
    expect(badRule.status).toBe(400);
  });

  test('deletes exactly what the preview listed, less the held and the skipped items', async () => {
    // Hold the old audition sign-up; release a hold on the consent: it goes.
    const [oldAudition] = await t.db
      .select({ id: auditionSignups.id })
      .from(auditionSignups)
      .where(eq(auditionSignups.firstName, 'Vechi'));
    const held = await staffApi().post(`${P}/holds/`, {
      rule: 'audition_signups',
      item: String(oldAudition?.id),
      reason: 'Contestație în curs',
    });
    expect(held.status).toBe(201);
    const again = await staffApi().post(`${P}/holds/`, {
      rule: 'audition_signups',
      item: String(oldAudition?.id),
      reason: 'Contestație în curs',
    });
    expect(again.status).toBe(409);
    const released = await staffApi().post(`${P}/holds/`, {
      rule: 'consents',
      item: String(due.consent),
      reason: 'Verificare',
    });
    const { id: holdId } = (await released.json()) as { id: number };
    const release = await t.app.request(`${P}/holds/${holdId}/`, {
      method: 'DELETE',
      headers: { authorization: `Token ${tokens.staff}` },
    });
    expect(release.status).toBe(204);

    const listed: Record<string, { item: string; held: boolean; skip: string | null }[]> = {};
    for (const rule of RETENTION_RULE_KEYS) listed[rule] = await dueItems(rule);
    const summary = await preview();
    for (const rule of summary.rules) {
      const items = listed[rule.rule] ?? [];
      expect(rule.count + rule.held + rule.skipped).toBe(items.length);
    }
    expect(listed.audition_signups).toEqual([
      { item: String(oldAudition?.id), held: true, skip: null },
    ]);
    expect(listed.inactive_accounts).toContainEqual({
      item: String(lastConductor),
      held: false,
      skip: '„Corul Ultimul”',
    });
    expect(listed.unactivated_accounts?.map((i) => i.item)).toContain(String(due.unactivated));
    expect(listed.unactivated_accounts?.map((i) => i.item)).not.toContain(String(kept.unactivated));
    expect(listed.inactive_warning?.map((i) => i.item)).toEqual([String(due.warn)]);

    const mark = await t.mailMark();
    const res = await staffApi().post(`${P}/run/`);
    expect(res.status).toBe(200);
    const run = v.parse(retentionRunSchema, await res.json());

    // The run did what the preview said, rule by rule.
    for (const rule of summary.rules)
      expect(run.rules[rule.rule]?.count, rule.rule).toBe(rule.count);
    expect(run.rules.audition_signups?.held).toEqual([
      { item: String(oldAudition?.id), reason: 'Contestație în curs', heldBy: expect.any(Number) },
    ]);
    expect(run.rules.inactive_accounts?.skipped).toEqual([
      { item: String(lastConductor), why: 'last_conductor' },
    ]);
    // Nothing of the deleted data is in the journal.
    expect(JSON.stringify(run)).not.toContain('inactiv@example.com');
    expect(JSON.stringify(run)).not.toContain('Vechi');

    const userIds = (await t.db.select({ id: users.id }).from(users)).map((u) => u.id);
    expect(userIds).not.toContain(due.unactivated);
    expect(userIds).not.toContain(due.inactive);
    expect(userIds).toEqual(
      expect.arrayContaining([kept.unactivated, kept.inactive, kept.warn, lastConductor]),
    );
    expect(existsSync(avatarFile)).toBe(false);
    expect(await idsOf(contactMessages)).toEqual([kept.contact]);
    expect(await idsOf(consents)).toEqual([kept.consent]);
    expect((await t.db.select().from(auditionSignups)).map((a) => a.firstName).sort()).toEqual([
      'Nou',
      'Vechi',
    ]);
    expect((await t.db.select().from(oneTimeCodes)).map((c) => c.codeHash)).toEqual(['valabil']);
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, 'expirat'))).toEqual([]);
    const requests = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.isConfirmed, false));
    expect(requests.map((r) => r.userId)).not.toContain(kept.unactivated);
    expect(requests.map((r) => r.userId)).toContain(kept.requester);
    const signUps = (await t.db.select({ id: workshopSignUps.id }).from(workshopSignUps)).map(
      (w) => w.id,
    );
    expect(signUps).toContain(kept.workshop);
    expect(signUps).not.toContain(due.workshop);
    const questions = (
      await t.db.select({ id: madrigalistMessages.id }).from(madrigalistMessages)
    ).map((m) => m.id);
    expect(questions).toContain(kept.madrigalist);
    expect(questions).not.toContain(due.madrigalist);
    expect((await t.db.select().from(choirs).where(eq(choirs.name, 'Corul Ultimul'))).length).toBe(
      1,
    );

    // The warning went out once; the warned account is kept.
    const warning = await t.lastMail(mark, 'de-avertizat@example.com', retentionMail.subject);
    expect(warning.text).toContain('/cont/login');
    const [warned] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, due.warn ?? 0));
    expect(warned?.inactivityWarnedAt).not.toBeNull();

    // The next preview has nothing left to do but the held and skipped items.
    const after = await preview();
    for (const rule of after.rules) expect(rule.count, rule.rule).toBe(0);
  });

  test('a login keeps a warned account', async () => {
    await t.db
      .update(users)
      .set({ inactivityWarnedAt: ago(60) })
      .where(eq(users.email, 'avertizat@example.com'));
    expect((await dueItems('inactive_accounts')).map((i) => i.item)).toContain(
      String(kept.inactive),
    );
    await t.db
      .update(users)
      .set({
        passwordHash:
          (
            await t.db
              .select({ h: users.passwordHash })
              .from(users)
              .where(eq(users.email, 'corist@example.com'))
          )[0]?.h ?? '',
      })
      .where(eq(users.email, 'avertizat@example.com'));
    const login = await client(t.app).post('/api/token-auth/', {
      username: 'avertizat@example.com',
      password: 'parola-demo',
    });
    expect(login.status).toBe(200);
    expect((await dueItems('inactive_accounts')).map((i) => i.item)).not.toContain(
      String(kept.inactive),
    );
    const [row] = await t.db.select().from(users).where(eq(users.email, 'avertizat@example.com'));
    expect(row?.inactivityWarnedAt).toBeNull();
  });

  test('a child with a linked parent is kept while the link lasts, however old their last login', async () => {
    const parent = await account('parinte-vechi@example.com', { activatedAt: yearsAgo(5) });
    const child = await account('copil-vechi@example.com', {
      activatedAt: yearsAgo(5),
      lastLoginAt: yearsAgo(RETENTION.inactiveAccountYears, 1),
    });
    const [link] = await t.db
      .insert(familyLinks)
      .values({ parentId: parent, childId: child, requestedBy: parent, confirmedAt: yearsAgo(5) })
      .returning({ id: familyLinks.id });
    const warned = async () => (await dueItems('inactive_warning')).map((i) => i.item);
    expect(await warned()).not.toContain(String(child));
    await t.db
      .update(familyLinks)
      .set({ endedAt: sql`now()` })
      .where(eq(familyLinks.id, link?.id ?? 0));
    expect(await warned()).toContain(String(child));
  });

  test('the day runs once when two apps share the database', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const second = serverUrl
      ? await openDatabase({
          url: await databaseUrl({ db: t.db } as never, serverUrl),
          dataDir: null,
        })
      : undefined;
    try {
      const day = '2099-01-01';
      const runs = await Promise.all([
        runRetention(t.deps, { day }),
        runRetention({ ...t.deps, db: second?.db ?? t.db }, { day }),
      ]);
      expect(runs.filter((run) => run !== null)).toHaveLength(1);
      expect(
        await t.db.select().from(retentionRuns).where(eq(retentionRuns.day, day)),
      ).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });

  test('GET /api/staff/retention/runs/ lists the runs, newest first', async () => {
    const res = await staffApi().get(`${P}/runs/`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      count: number;
      results: { day: string | null; started_by: string | null }[];
    };
    expect(body.count).toBe(2);
    expect(body.results[0]?.day).toBe('2099-01-01');
    expect(body.results[1]?.started_by).toBe('admin@example.com');
  });
});
