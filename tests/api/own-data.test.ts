/**
 * POST /api/account/own-data/ ('Datele mele', issue #26): a member with a long history (five years
 * of answers, more than one batch; choirs, their history, consents, messages, family, sign-ups
 * with their e-mail) downloads a ZIP that holds every row the personal columns' map finds for
 * them and nothing of another member; who may download whose data; the journal and the limit.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ACTING_HEADER,
  EXPORT_BATCH_SIZE,
  OWN_DATA_EXPORTS_PER_DAY,
} from '../../src/lib/limits.ts';
import { http } from '../../src/lib/messages.ts';
import { OWN_DATA_FILES } from '../../src/lib/messages-own-data.ts';
import {
  accountDeletions,
  auditionSignups,
  calendarFeeds,
  campaignAnswers,
  choirHistory,
  choirs,
  consentChanges,
  consentRequests,
  consents,
  consentTakeovers,
  contactMessages,
  contactReplies,
  familyLinks,
  madrigalistMessages,
  madrigalistReplies,
  oneTimeCodes,
  outbox,
  staffActions,
  users,
  workshopSessions,
  workshopSignUps,
  workshops,
} from '../../src/server/db/schema.ts';
import { rowsOf } from '../../src/server/ops/catalog.ts';
import { PERSONAL_COLUMNS } from '../../src/server/own-data/personal-columns.ts';
import { client, lastStaffAction, type TestApp } from '../helpers/app.ts';
import { consentRow } from '../helpers/consent.ts';
import { addMembership, createChoir, createMember, demoApp } from '../helpers/members.ts';
import { unzip } from '../helpers/zip.ts';

const PATH = '/api/account/own-data/';
const YEARS = 5;
/** More answers than one batch: the paging is read through. */
const EVENTS = EXPORT_BATCH_SIZE + 200;
const OTHER = 'altcineva.colegul@example.com';
const OTHER_NOTE = 'Nota colegului, nu a mea';

let t: TestApp;
let staffToken = '';
let member = { id: 0, token: '' };
let other = { id: 0, token: '' };
let parent = { id: 0, token: '' };
let stranger = { id: 0, token: '' };
const email = 'istoric.lung@example.com';
const avatarBytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
const pdfBytes = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55]);

beforeAll(async () => {
  const demo = await demoApp();
  t = demo.t;
  staffToken = demo.staffToken;
  member = await createMember(t, email, { firstName: 'Ioana' });
  other = await createMember(t, OTHER, { firstName: 'Altcineva' });
  parent = await createMember(t, 'parinte.istoric@example.com', { firstName: 'Părinte' });
  stranger = await createMember(t, 'strain@example.com');
  const choirA = await createChoir(t, { name: 'Corul Lung' });
  const choirB = await createChoir(t, { name: 'Corul Doi' });
  await addMembership(t, member.id, choirA, { confirmed: true });
  await addMembership(t, member.id, choirB);
  await addMembership(t, other.id, choirA, { confirmed: true });
  await t.db.update(choirs).set({ email, contact: 'Ioana Test' }).where(sql`id = ${choirB}`);
  const avatar = await t.deps.storage.save(`avatars/${member.id}-test.webp`, avatarBytes);
  await t.db.update(users).set({ avatar }).where(sql`id = ${member.id}`);

  // Five years of weekly rehearsals, both members answering each.
  await t.db.execute(sql`insert into events (choir_id, title, type, location, description,
    starts_at, ends_at, created_by)
    select ${choirA}::int, 'Repetiția ' || g, 2, 'Sala mare', '', now() - make_interval(days => d),
      now() - make_interval(days => d) + interval '2 hours', case when g % 100 = 0 then ${member.id}::int end
    from generate_series(1, ${EVENTS}::int) g, lateral (select g * ${YEARS * 365}::int / ${EVENTS}::int as d) x`);
  await t.db.execute(sql`insert into event_answers (event_id, user_id, answer, note)
    select id, ${member.id}::int, 'yes', 'vin' from events where choir_id = ${choirA}`);
  await t.db.execute(sql`insert into event_answers (event_id, user_id, answer, note)
    select id, ${other.id}::int, 'no', ${OTHER_NOTE} from events where choir_id = ${choirA}`);
  // A year of attendance for both, and an absence the member announced.
  await t.db.execute(sql`insert into attendance (event_id, user_id, status, marked_by)
    select id, u, 'present', ${other.id}::int from events, unnest(array[${member.id}::int, ${other.id}::int]) u
    where choir_id = ${choirA} and starts_at > now() - interval '1 year'`);
  await t.db.execute(sql`insert into absences (user_id, starts_on, ends_on, reason)
    values (${member.id}, current_date, current_date + 3, 'tabără')`);
  await t.db.execute(sql`insert into notification_preferences (user_id, kind, channel)
    values (${member.id}, 'event_new', 'both'), (${other.id}, 'event_new', 'none')`);
  await t.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    values (${member.id}, 'https://push.example.com/own-data-member', 'k', 'a'),
      (${other.id}, 'https://push.example.com/own-data-other', 'k', 'a')`);
  await t.db.execute(sql`insert into score_progress (user_id, score_id, state)
    select ${member.id}::int, id, 'known' from scores order by id limit 2`);

  await t.db.insert(choirHistory).values([
    { choirId: choirA, actorId: other.id, action: 'approved', subjectId: member.id },
    { choirId: choirA, actorId: member.id, action: 'profile', details: { fields: ['name'] } },
    { choirId: choirA, actorId: member.id, action: 'approved', subjectId: other.id },
  ]);
  const [consent] = await t.db
    .insert(consents)
    .values(consentRow(new Date(), { childUserId: member.id, pdf: pdfBytes }))
    .returning({ id: consents.id });
  await t.db.insert(consentChanges).values({
    consentId: consent?.id ?? 0,
    purpose: 'agree4',
    given: 'withdrawn',
    changedBy: 'parent',
  });
  await t.db
    .insert(consents)
    .values(consentRow(new Date(), { childUserId: other.id, email: OTHER }));
  await t.db.insert(consents).values(consentRow(new Date(), { email: email.toUpperCase() }));
  await t.db.insert(consentRequests).values([
    { childUserId: member.id, parentEmail: 'parinte.istoric@example.com', tokenHash: 'h1' },
    // The member named as another child's parent: the request mailed to them.
    { childUserId: stranger.id, parentEmail: email, tokenHash: 'h2' },
  ]);
  const [message] = await t.db
    .insert(madrigalistMessages)
    .values({ userId: member.id, message: 'Cum respir corect?' })
    .returning({ id: madrigalistMessages.id });
  await t.db
    .insert(madrigalistReplies)
    .values({ messageId: message?.id ?? 0, message: 'Din diafragmă.' });
  await t.db.insert(madrigalistMessages).values({ userId: other.id, message: 'Mesajul colegului' });
  // Both sides of a family: the member's parent, and a younger sibling the member looks after.
  const sibling = await createMember(t, 'frate.mic@example.com');
  await t.db.insert(familyLinks).values([
    { parentId: parent.id, childId: member.id, requestedBy: parent.id, confirmedAt: new Date() },
    { parentId: member.id, childId: sibling.id, requestedBy: member.id },
  ]);
  // The member took over their consent at 16, and has asked for the account's deletion.
  await t.db.insert(consentTakeovers).values({ childUserId: member.id, linksEnded: false });
  await t.db
    .insert(accountDeletions)
    .values({ userId: member.id, cancelTokenHash: 'cancel-hash-secret' });
  await t.db.insert(auditionSignups).values({
    submissionId: crypto.randomUUID(),
    formVersion: 1,
    category: 'copii',
    firstName: 'Ioana',
    lastName: 'Test',
    age: 10,
    email,
    phone: '0722000000',
    school: 'Școala 1',
    reason: 'Îmi place să cânt',
    experience: 'Nu',
    agreed: true,
  });
  await t.db.insert(campaignAnswers).values({
    submissionId: crypto.randomUUID(),
    formVersion: 1,
    name: 'Ioana Test',
    county: 'IS',
    area: 'urban',
    education: 'x',
    workplace: 'x',
    involved: 'x',
    q2: 'x',
    q3: 'x',
    q4: 'x',
    q5: 'x',
    q6: 'x',
    q7: 'x',
    email,
    agreed: true,
  });
  const [session] = await t.db
    .insert(workshopSessions)
    .values({ date: '2025-05-10', availabilityStart: '2025-04-01', availabilityEnd: '2025-05-01' })
    .returning({ id: workshopSessions.id });
  const [workshop] = await t.db
    .insert(workshops)
    .values({ sessionId: session?.id ?? 0, title: 'Atelier de canto', hour: '10:00' })
    .returning({ id: workshops.id });
  await t.db.insert(workshopSignUps).values({
    submissionId: crypto.randomUUID(),
    formVersion: 1,
    name: 'Ioana Test',
    email,
    phone: '0722000000',
    age: 30,
    school: 'Școala 1',
    workplace: 'Școala 1',
    knowledge: 'da',
    experience: 'da',
    workshops: [workshop?.id ?? 0],
    agreed: true,
  });
  const [contact] = await t.db
    .insert(contactMessages)
    .values({ name: 'Ioana Test', email, message: 'Aș vrea să mă înscriu în cor.' })
    .returning({ id: contactMessages.id });
  await t.db
    .insert(contactReplies)
    .values({ contactMessageId: contact?.id ?? 0, message: 'Bine ai venit!' });
  await t.db
    .insert(contactMessages)
    .values({ name: 'Altcineva', email: OTHER, message: 'Mesaj străin.' });
  await t.db.insert(outbox).values([
    { to: email, subject: 'Bun venit', text: 'link secret https://x/activate/abc' },
    { to: OTHER, subject: 'Pentru altcineva', text: 'nu' },
  ]);
  await t.db.insert(calendarFeeds).values({ userId: member.id, token: 'feed-token-secret' });
  await t.db.insert(oneTimeCodes).values({
    userId: member.id,
    purpose: 'reset',
    codeHash: 'code-hash-secret',
    expiresAt: new Date(),
  });
  await t.db.insert(staffActions).values({
    action: 'user.edit',
    targetType: 'user',
    targetId: member.id,
    targetLabel: email,
  });
}, 120_000);
afterAll(() => t.close());

const download = (token: string, actingFor?: number) =>
  t.app.request(PATH, {
    method: 'POST',
    headers: {
      authorization: `Token ${token}`,
      'x-forwarded-for': '10.0.0.1',
      ...(actingFor ? { [ACTING_HEADER]: String(actingFor) } : {}),
    },
  });

async function filesOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const files = await unzip(Buffer.from(await res.arrayBuffer()));
  return new Map(files.map((file) => [file.name, file.bytes]));
}

describe(`POST ${PATH}`, () => {
  test('answers 401 without a session', async () => {
    const res = await client(t.app).post(PATH);
    expect(res.status).toBe(401);
  });

  test.each([
    ['a stranger', () => stranger.token],
    ['staff', () => staffToken],
    ['the child, for their parent', () => member.token],
  ])('answers 403 to %s acting for someone not their linked child', async (_, token) => {
    const target = token() === member.token ? parent.id : member.id;
    const res = await download(token(), target);
    expect(res.status).toBe(403);
  });

  test('holds every row the personal columns map finds for the member, and nothing of another', async () => {
    const files = await filesOf(await download(member.token));
    for (const file of ['README.txt', 'rezumat.html', ...Object.keys(OWN_DATA_FILES)])
      expect(files.has(file), file).toBe(true);

    for (const [table, columns] of Object.entries(PERSONAL_COLUMNS))
      for (const [column, coverage] of Object.entries(columns)) {
        if (!('rows' in coverage)) continue;
        const value = coverage.match === 'id' ? sql`${member.id}` : sql`${email}`;
        const target =
          coverage.match === 'id' ? sql.identifier(column) : sql`lower(${sql.identifier(column)})`;
        const expected = await rowsOf<Record<string, unknown>>(
          t.db,
          sql`select ${sql.identifier(coverage.key)} as key from ${sql.identifier(table)}
              where ${target} = ${value} ${coverage.where ? sql.raw(`and ${coverage.where}`) : sql``}`,
        );
        const rows = JSON.parse(files.get(coverage.rows)?.toString('utf8') ?? '[]') as Record<
          string,
          unknown
        >[];
        const keys = new Set(rows.map((row) => row[coverage.key]));
        expect(expected.length, `${table}.${column}`).toBeGreaterThan(0);
        for (const row of expected)
          expect(keys.has(row.key), `${table}.${column} ${row.key}`).toBe(true);
      }

    const answers = JSON.parse(files.get('raspunsuri-calendar.json')?.toString('utf8') ?? '');
    expect(answers).toHaveLength(EVENTS);
    expect(new Set(answers.map((a: { event_id: number }) => a.event_id)).size).toBe(EVENTS);
    const everything = [...files.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    for (const foreign of [OTHER, OTHER_NOTE, 'Mesajul colegului', 'Mesaj străin', 'Altcineva'])
      expect(everything).not.toContain(foreign);
    for (const secret of ['feed-token-secret', 'code-hash-secret', 'activate/abc', 'no-password'])
      expect(everything).not.toContain(secret);

    expect(files.get(`avatar.webp`)).toEqual(Buffer.from(avatarBytes));
    const consentPdfs = [...files.keys()].filter((name) => name.startsWith('acorduri/'));
    expect(consentPdfs).toHaveLength(2);
    expect(consentPdfs.some((name) => files.get(name)?.equals(Buffer.from(pdfBytes)))).toBe(true);
    const summary = files.get('rezumat.html')?.toString('utf8') ?? '';
    expect(summary).toContain('Corul Lung');
    expect(summary).toContain('<td>raspunsuri-calendar.json</td>');
    expect(summary).toContain(`<td>${EVENTS}</td>`);
  });

  test('journals the download, and a parent downloads their linked child’s data', async () => {
    const files = await filesOf(await download(parent.token, member.id));
    const [profile] = JSON.parse(files.get('profil.json')?.toString('utf8') ?? '');
    expect(profile.id).toBe(member.id);
    const action = await lastStaffAction(t, 'own-data.export');
    expect(action).toMatchObject({ actorId: parent.id, targetType: 'user', targetId: member.id });
  });

  test('answers 429 with Retry-After past the day’s downloads of one person', async () => {
    const fresh = await createMember(t, 'limita@example.com');
    for (let i = 0; i < OWN_DATA_EXPORTS_PER_DAY; i++) {
      const res = await download(fresh.token);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const res = await download(fresh.token);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await res.json()).toEqual({ detail: http.tooManyRequests });
  });
});
