/**
 * Deleting one's account (issue #26): asking with the password, the last conductor refused, a
 * second request, the cancellation by login and by the mail's link, a parent for a managed child;
 * and, once the retention run has deleted the account, no text column of any table holds the
 * person's e-mail or name (a signed consent kept apart as proof), no file of theirs remains, their
 * open session is over, and a conductor's approval racing the deletion leaves nothing behind.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACTING_HEADER, RETENTION } from '../../src/lib/limits.ts';
import { deletionMail, accountDeletion as m } from '../../src/lib/messages-account-deletion.ts';
import { accountDeletionPaths as P } from '../../src/lib/paths/account-deletion.ts';
import { avatarKey } from '../../src/server/avatars.ts';
import {
  accountDeletions,
  auditionSignups,
  choirHistory,
  consents,
  contactMessages,
  eventAnswers,
  events,
  madrigalistMessages,
  memberships,
  outbox,
  staffActions,
  users,
} from '../../src/server/db/schema.ts';
import { rowsOf } from '../../src/server/ops/catalog.ts';
import { ERASED } from '../../src/server/retention/erase.ts';
import { runRetention } from '../../src/server/retention/run.ts';
import { hashPassword } from '../../src/server/services/passwords.ts';
import { client, login, type TestApp } from '../helpers/app.ts';
import { consentRow } from '../helpers/consent.ts';
import { addMembership, createChoir, type DemoApp, demoApp } from '../helpers/members.ts';

let t: TestApp;
let tokens: DemoApp['tokens'];
let password = '';
beforeAll(async () => {
  ({ t, tokens } = await demoApp());
  password = await hashPassword('parola-demo');
});
afterAll(() => t.close());

/** An activated account with the demo password, signed in through the login route. */
async function member(email: string, firstName: string, lastName: string) {
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash: password,
      firstName,
      lastName,
      phone: '0722333444',
      city: 'Iași',
      county: 'IS',
      birthDate: '2010-05-04',
      activatedAt: sql`now()`,
      gdprAgreedAt: sql`now()`,
    })
    .returning({ id: users.id });
  const id = row?.id ?? 0;
  return { id, email, token: await login(t.app, email) };
}

const ask = (token: string, body: unknown = { password: 'parola-demo' }) =>
  client(t.app, token).post(P.deletion, body);

/** Moves the account's request past the grace period, as if the days had passed. */
const pastGrace = (userId: number) =>
  t.db
    .update(accountDeletions)
    .set({ requestedAt: sql`now() - make_interval(days => ${RETENTION.deletionGraceDays + 1})` })
    .where(eq(accountDeletions.userId, userId));

const exists = async (id: number) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;

describe('POST /api/account/deletion/', () => {
  test('answers 401 without a session and 400 to a wrong or missing password', async () => {
    expect((await client(t.app).post(P.deletion, { password: 'x' })).status).toBe(401);
    const person = await member('parola-gresita@example.com', 'Ana', 'Greșeală');
    const wrong = await ask(person.token, { password: 'nu-este-parola' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ password: [m.wrongPassword] });
    expect((await ask(person.token, {})).status).toBe(400);
    expect((await ask(person.token, { password: 42 })).status).toBe(400);
    expect((await ask(person.token, { password: 'x'.repeat(10_000) })).status).toBe(400);
    expect((await client(t.app).post(P.cancel, { token: ['a'] })).status).toBe(400);
    expect(await exists(person.id)).toBe(true);
  });

  test('refuses the last conductor of a choir until another conductor is named', async () => {
    const conductor = await member('singurul-dirijor@example.com', 'Radu', 'Dirijorescu');
    const choir = await createChoir(t, { name: 'Corul Singur' });
    await addMembership(t, conductor.id, choir, { confirmed: true, conductor: true });
    const refused = await ask(conductor.token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      non_field_errors: [m.lastConductor('„Corul Singur”')],
    });
    const other = await member('al-doilea-dirijor@example.com', 'Dan', 'Doilea');
    await addMembership(t, other.id, choir, { confirmed: true, conductor: true });
    expect((await ask(conductor.token)).status).toBe(201);
  });

  test('a second request answers the first one and mails nothing', async () => {
    const person = await member('de-doua-ori@example.com', 'Ilie', 'Dublu');
    const mark = await t.mailMark();
    const first = await ask(person.token);
    expect(first.status).toBe(201);
    const state = (await first.json()) as { requested_at: string; deletes_after: string };
    const mail = await t.lastMail(mark, person.email, deletionMail.subject);
    const second = await ask(person.token);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(state);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, person.email));
    expect(mails.filter((row) => row.id > mark)).toHaveLength(1);
    expect(mail.text).toContain('/cont/anuleaza-stergerea/#');
    const days = new Date(state.deletes_after).getTime() - new Date(state.requested_at).getTime();
    expect(days).toBe(RETENTION.deletionGraceDays * 86_400_000);
  });
});

describe('cancelling', () => {
  test('a login cancels the deletion and says so', async () => {
    const person = await member('se-razgandeste@example.com', 'Maria', 'Răzgândită');
    expect((await ask(person.token)).status).toBe(201);
    const res = await client(t.app).post('/api/token-auth/', {
      username: person.email,
      password: 'parola-demo',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deletion_cancelled: true });
    const state = await client(t.app, person.token).get(P.deletion);
    expect(await state.json()).toEqual({ requested_at: null, deletes_after: null });
    // A later login says nothing.
    const again = await client(t.app).post('/api/token-auth/', {
      username: person.email,
      password: 'parola-demo',
    });
    expect(await again.json()).not.toHaveProperty('deletion_cancelled');
  });

  test("the mail's link cancels it once; a made-up token cancels nothing", async () => {
    const person = await member('din-mail@example.com', 'Petru', 'Linkescu');
    const mark = await t.mailMark();
    expect((await ask(person.token)).status).toBe(201);
    const mail = await t.lastMail(mark, person.email, deletionMail.subject);
    const token = /#(\S+)/.exec(mail.text)?.[1] ?? '';
    const bad = await client(t.app).post(P.cancel, { token: 'inventat' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ token: [m.cancelInvalid] });
    const done = await client(t.app).post(P.cancel, { token });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ detail: m.cancelDone });
    expect((await client(t.app).post(P.cancel, { token })).status).toBe(400);
    await runRetention(t.deps);
    expect(await exists(person.id)).toBe(true);
  });

  test('DELETE /api/account/deletion/ cancels it from the page', async () => {
    const person = await member('din-pagina@example.com', 'Sorin', 'Pagină');
    expect((await ask(person.token)).status).toBe(201);
    const res = await t.app.request(P.deletion, {
      method: 'DELETE',
      headers: { authorization: `Token ${person.token}` },
    });
    expect(res.status).toBe(204);
    const rows = await t.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, person.id));
    expect(rows).toEqual([]);
  });
});

describe('the deletion, when the retention run reaches it', () => {
  const EMAIL = 'zamfira.stergescu@example.com';
  const LAST = 'Ștergescu';
  let person: { id: number; email: string; token: string };
  let choir = 0;
  let consentId = 0;

  beforeAll(async () => {
    person = await member(EMAIL, 'Zamfira', LAST);
    choir = t.choirId;
    // A photo, a request to join approved by the conductor (history and a mail naming her), a
    // calendar answer, a message, public sign-ups with her address, a failed login, a staff
    // action naming her, and a consent she signed as a parent.
    const avatar = await t.deps.storage.save(avatarKey(person.id), new Uint8Array([1, 2, 3]));
    await t.db.update(users).set({ avatar }).where(eq(users.id, person.id));
    expect(await readdir(join(t.dir, 'uploads', 'avatars'))).toContain(avatar.split('/').pop());
    await addMembership(t, person.id, choir);
    const approved = await client(t.app, tokens.conductor).post(
      `/api/choir/${choir}/approve-member/`,
      { user_id: person.id },
    );
    expect(approved.status).toBe(200);
    const [event] = await t.db.select({ id: events.id }).from(events).limit(1);
    await t.db
      .insert(eventAnswers)
      .values({ eventId: event?.id ?? 0, userId: person.id, answer: 'yes', note: 'Vin cu mama' });
    await t.db.insert(madrigalistMessages).values({ userId: person.id, message: 'O întrebare' });
    await t.db.insert(contactMessages).values({ name: 'Zamfira', email: EMAIL, message: 'Salut' });
    await t.db.insert(auditionSignups).values({
      submissionId: crypto.randomUUID(),
      formVersion: 1,
      category: 'copii',
      firstName: 'Zamfira',
      lastName: LAST,
      age: 12,
      email: EMAIL,
      phone: '0722123456',
      school: 'Școala 1',
      reason: '-',
      experience: '-',
      agreed: true,
    });
    await client(t.app).post('/api/token-auth/', { username: EMAIL, password: 'greșită' });
    await t.db.insert(staffActions).values({
      action: 'user.block',
      targetType: 'user',
      targetId: person.id,
      targetLabel: EMAIL,
    });
    const [consent] = await t.db
      .insert(consents)
      .values(
        consentRow(new Date(), {
          withdrawTokenHash: 'zamfira',
          email: EMAIL,
          name: `Zamfira ${LAST}`,
        }),
      )
      .returning({ id: consents.id });
    consentId = consent?.id ?? 0;

    expect((await ask(person.token)).status).toBe(201);
    // Still hers during the grace period: the run does not touch her.
    await runRetention(t.deps);
    expect(await exists(person.id)).toBe(true);
    await pastGrace(person.id);
    const run = await runRetention(t.deps);
    expect(run?.rules.account_deletions?.count).toBe(1);
  });

  test('no text column of any table holds her e-mail or name, but the consent kept apart', async () => {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      t.db,
      sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema
          and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
        where c.table_schema = 'public'
          and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const col = sql.identifier(column);
      const [row] = await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}
          where position(${EMAIL} in lower(${col}::text)) > 0 or position(${LAST} in ${col}::text) > 0`,
      );
      if ((row?.n ?? 0) > 0) found.push(`${table}.${column}`);
    }
    // The consent she signed as a parent is the proof of what was agreed (GDPR art. 7(1)).
    expect(found.sort()).toEqual(['consents.email', 'consents.name']);
    const [kept] = await t.db.select().from(consents).where(eq(consents.id, consentId));
    expect(kept?.email).toBe(EMAIL);
  });

  test('the open session ends and the login fails (after the scan: a failed login counts by address)', async () => {
    expect((await client(t.app, person.token).get('/api/account/details/')).status).toBe(401);
    const res = await client(t.app).post('/api/token-auth/', {
      username: EMAIL,
      password: 'parola-demo',
    });
    expect(res.status).toBe(400);
  });

  test('no file of hers remains under DATA_DIR', async () => {
    const files = await readdir(t.dir, { recursive: true });
    expect(files.filter((file) => file.includes(`avatars/${person.id}-`))).toEqual([]);
  });

  test("the choir's history keeps its rows without her (shown as 'cont șters')", async () => {
    const rows = await t.db.select().from(choirHistory).where(eq(choirHistory.choirId, choir));
    expect(rows.some((row) => row.action === 'approved' && row.subjectId === null)).toBe(true);
    const res = await client(t.app, tokens.conductor).get(`/api/choir/${choir}/history/`);
    const page = (await res.json()) as { results: { action: string; subject_name: string }[] };
    expect(page.results[0]).toMatchObject({ action: 'approved', subject_name: null });
  });
});

describe('a deletion racing a conductor approving the join', () => {
  // Five times: on PostgreSQL the two transactions interleave differently from one try to the next.
  test.each([1, 2, 3, 4, 5])(
    'either order leaves no account, membership or mail behind (%i)',
    async (n) => {
      const person = await member(`in-cursa-${n}@example.com`, 'Viorel', 'Cursaru');
      await addMembership(t, person.id, t.choirId);
      expect((await ask(person.token)).status).toBe(201);
      await pastGrace(person.id);
      const [approved] = await Promise.all([
        client(t.app, tokens.conductor).post(`/api/choir/${t.choirId}/approve-member/`, {
          user_id: person.id,
        }),
        runRetention(t.deps),
      ]);
      expect([200, 404]).toContain(approved.status);
      expect(await exists(person.id)).toBe(false);
      expect(
        await t.db.select().from(memberships).where(eq(memberships.userId, person.id)),
      ).toEqual([]);
      expect(await t.db.select().from(outbox).where(eq(outbox.to, person.email))).toEqual([]);
    },
  );
});

describe('a parent for a managed child', () => {
  test('asks with their own password; the run deletes the child, not the parent', async () => {
    const parent = await member('parinte-sterge@example.com', 'Ioana', 'Părinte');
    const added = await client(t.app, parent.token).post('/api/families/children/', {
      first_name: 'Tudor',
      last_name: 'Copilescu',
      birth_date: '2016-03-02',
    });
    expect(added.status).toBe(201);
    const child = (await added.json()) as { id: number };
    const asChild = (body: unknown) =>
      t.app.request(P.deletion, {
        method: 'POST',
        headers: {
          authorization: `Token ${parent.token}`,
          'content-type': 'application/json',
          [ACTING_HEADER]: String(child.id),
        },
        body: JSON.stringify(body),
      });
    const mark = await t.mailMark();
    expect((await asChild({ password: 'alta' })).status).toBe(400);
    expect((await asChild({ password: 'parola-demo' })).status).toBe(201);
    const mail = await t.lastMail(mark, parent.email, deletionMail.subject);
    expect(mail.text).toContain('Tudor Copilescu');
    await pastGrace(child.id);
    await runRetention(t.deps);
    expect(await exists(child.id)).toBe(false);
    expect(await exists(parent.id)).toBe(true);
  });

  test("a parent's deletion takes the managed children nobody else can reach", async () => {
    const parent = await member('parinte-singur@example.com', 'Elena', 'Singură');
    const added = await client(t.app, parent.token).post('/api/families/children/', {
      first_name: 'Mihai',
      last_name: 'Orfanescu',
      birth_date: '2017-01-02',
    });
    const child = (await added.json()) as { id: number };
    expect((await ask(parent.token)).status).toBe(201);
    await pastGrace(parent.id);
    await runRetention(t.deps);
    expect(await exists(parent.id)).toBe(false);
    expect(await exists(child.id)).toBe(false);
  });
});

describe('erase.ts', () => {
  test('names every table that points to an account', async () => {
    const tables = await rowsOf<{ table_name: string }>(
      t.db,
      sql`select distinct tc.table_name from information_schema.table_constraints tc
        join information_schema.constraint_column_usage cu
          on cu.constraint_name = tc.constraint_name and cu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and cu.table_name = 'users'
          and tc.table_schema = 'public'`,
    );
    const missing = tables.map((row) => row.table_name).filter((table) => !(table in ERASED));
    expect(missing).toEqual([]);
  });
});
