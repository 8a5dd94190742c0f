/**
 * Contactează un madrigalist: a member's message goes to the team (stored, mailed), staff reply,
 * the reply reaches the member by mail, on the page and, unread, in the dashboard's messages box.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dashboardMessageSchema } from '../../src/lib/api/dashboard.ts';
import {
  madrigalistInboxPageSchema,
  madrigalistPageSchema,
  madrigalistReplySchema,
  madrigalistThreadSchema,
} from '../../src/lib/api/messaging.ts';
import {
  DASHBOARD_LIST_SIZE,
  DASHBOARD_MESSAGE_EXCERPT_LENGTH,
  MADRIGALIST_MESSAGE_MAX_LENGTH,
  MADRIGALIST_MESSAGE_MIN_LENGTH,
  MADRIGALIST_PAGE_SIZE,
  MADRIGALIST_READ_MAX_IDS,
  RATE_LIMITS,
} from '../../src/lib/limits.ts';
import { http, madrigalist as m, mail as mailTexts, validation } from '../../src/lib/messages.ts';
import { madrigalistMessages, madrigalistReplies, outbox } from '../../src/server/db/schema.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { addMembership, createChoir, createMember, demoAccounts } from '../helpers/members.ts';
import { expectTooMany } from '../helpers/signups.ts';

let t: TestApp;
let tokens: Record<string, string>;
/** A message of the demo singer, made before the tests: the one staff reply to in the matrix. */
let singerMessage = 0;
beforeAll(async () => {
  t = await testApp();
  ({ tokens } = await demoAccounts(t));
  const res = await send(tokens.singer, 'Cum țin nota lungă de la sfârșitul cântecului?');
  singerMessage = (await res.json()).id;
});
afterAll(() => t.close());

const PATH = '/api/messaging/madrigalist/';
const QUESTION = 'Cum respir corect înainte de o frază lungă?';
let ipCounter = 0;
/** Each call from a new IP, so the per-IP limit stays out of the way unless a test wants it. */
const api = (token?: string) =>
  client(t.app, token, `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);
/** `args` rather than defaults: a test passes `undefined` on purpose (a visitor, no message). */
const send = (token: string | undefined, ...args: [message?: unknown]) =>
  api(token).post(PATH, { message: args.length ? args[0] : QUESTION });
const reply = (id: number | string, message: unknown, ...args: [token?: string]) =>
  api(args.length ? args[0] : tokens.staff).post(`${PATH}${id}/reply/`, { message });
const threads = async (token: string, query = '') =>
  v.parse(madrigalistPageSchema, await (await api(token).get(`${PATH}${query}`)).json());
const dashboardMessages = async (token: string) =>
  v.parse(
    v.array(dashboardMessageSchema),
    await (await api(token).get(`/api/dashboard/${t.choirId}/messages`)).json(),
  );

/** A new member confirmed in the demo choir, with a session. */
async function newSinger(email: string, firstName = 'Elena') {
  const member = await createMember(t, email, { firstName });
  await addMembership(t, member.id, t.choirId, { confirmed: true });
  return member;
}

describe('permissions of every route', () => {
  const routes = [
    ['GET', PATH, () => api(current).get(PATH)],
    ['POST', PATH, () => send(current)],
    ['POST', `${PATH}read/`, () => api(current).post(`${PATH}read/`, { replies: [] })],
    ['GET', `${PATH}inbox/`, () => api(current).get(`${PATH}inbox/`)],
    [
      'POST',
      `${PATH}{id}/reply/`,
      () => reply(singerMessage, 'Ține aerul jos, în burtă.', current),
    ],
  ] as const;
  let current: string | undefined;
  /** Expected status of each route above, by who asks. */
  describe.each([
    ['a visitor', undefined, [401, 401, 401, 401, 401]],
    ['a member waiting for approval (nou@)', 'pending', [403, 403, 403, 403, 403]],
    ['a confirmed singer (corist@)', 'singer', [200, 201, 200, 403, 403]],
    ['a conductor (dirijor@)', 'conductor', [200, 201, 200, 403, 403]],
    ['staff (admin@)', 'staff', [200, 201, 200, 200, 201]],
  ] as const)('for %s', (_who, role, statuses) => {
    test.each(routes.map(([method, path, call], i) => [method, path, statuses[i], call] as const))(
      '%s %s answers %i',
      async (_method, _path, status, call) => {
        current = role ? tokens[role] : undefined;
        const res = await call();
        expect(res.status).toBe(status);
        if (status === 401) expect(await res.json()).toEqual({ detail: http.unauthorized });
        if (status === 403) expect(await res.json()).toEqual({ detail: http.forbidden });
      },
    );
  });

  test('answers 403 to a member of a choir the programme has not confirmed yet', async () => {
    const choir = await createChoir(t, { name: 'Corul Neconfirmat', confirmed: false });
    const founder = await createMember(t, 'fondator@example.com');
    await addMembership(t, founder.id, choir, { confirmed: true, conductor: true });
    expect((await send(founder.token)).status).toBe(403);
    expect((await api(founder.token).get(PATH)).status).toBe(403);
  });

  test('answers 403 to an account without a choir', async () => {
    const lone = await createMember(t, 'singur@example.com');
    expect((await send(lone.token)).status).toBe(403);
  });
});

describe('POST /api/messaging/madrigalist/', () => {
  const min = MADRIGALIST_MESSAGE_MIN_LENGTH;
  const max = MADRIGALIST_MESSAGE_MAX_LENGTH;
  test.each([
    ['missing', undefined, validation.required],
    ['empty', '', validation.required],
    ['only spaces', '   \n\t ', validation.required],
    ['too short', 'Bună!', validation.minLength(min)],
    ['too short once trimmed', `   ${'a'.repeat(min - 1)}   `, validation.minLength(min)],
    ['too long', 'a'.repeat(max + 1), validation.maxLength(max)],
    ['a number', 12345678901, validation.required],
    ['a list', [QUESTION], validation.required],
    ['holding U+0000', `${QUESTION}\u0000`, validation.controlCharacters],
    ['holding half of a surrogate pair', `${QUESTION}\ud800`, validation.controlCharacters],
  ])('answers 400 when the message is %s', async (_case, message, error) => {
    const res = await send(tokens.conductor, message);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: [error] });
  });

  test.each([
    ['not JSON', '{"message": "Bun'],
    ['a list', '["Cum respir corect?"]'],
    ['null', 'null'],
  ])('answers 400 when the body is %s', async (_case, body) => {
    const res = await t.app.request(PATH, {
      method: 'POST',
      headers: { authorization: `Token ${tokens.conductor}`, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [validation.invalidBody] });
  });

  test('answers 201 with the stored, trimmed message and mails every staff account, signed once', async () => {
    const member = await newSinger('maria.mesaj@example.com', 'Maria');
    const mark = await t.mailMark();
    const res = await send(member.token, `  ${QUESTION}\n`);
    expect(res.status).toBe(201);
    const body = v.parse(madrigalistThreadSchema, await res.json());
    expect(body).toMatchObject({ message: QUESTION, replies: [] });
    const [row] = await t.db
      .select()
      .from(madrigalistMessages)
      .where(eq(madrigalistMessages.id, body.id));
    expect(row).toMatchObject({ userId: member.id, message: QUESTION });

    const subject = m.teamMailSubject('Maria Test');
    const mail = await t.lastMail(mark, 'admin@example.com', subject);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(QUESTION);
    expect(mail.text).toContain('maria.mesaj@example.com');
    expect(mail.text).toContain(`nr. ${body.id}`);
    expect(mail.text.split(mailTexts.signature)).toHaveLength(2);
    // Only staff hear of it.
    const sent = await t.db.select().from(outbox).where(eq(outbox.subject, subject));
    expect(sent.map((r) => r.to)).toEqual(['admin@example.com']);
  });

  test('keeps hostile text as text: markup, quotes, emoji and Romanian letters', async () => {
    const member = await newSinger('ostil@example.com');
    const text = `<script>alert("ș")</script> ' OR 1=1; -- 🎶 țâșnește`;
    const res = await send(member.token, text);
    expect(res.status).toBe(201);
    expect((await threads(member.token)).results[0]?.message).toBe(text);
  });

  test(`answers 429 with Retry-After past ${RATE_LIMITS.madrigalist.perEmail} an hour for one account`, async () => {
    const member = await newSinger('grabit@example.com');
    for (let i = 0; i < RATE_LIMITS.madrigalist.perEmail; i++)
      expect((await send(member.token, `${QUESTION} (${i})`)).status).toBe(201);
    const res = await send(member.token);
    await expectTooMany(res);
    const stored = await t.db
      .select()
      .from(madrigalistMessages)
      .where(eq(madrigalistMessages.userId, member.id));
    expect(stored).toHaveLength(RATE_LIMITS.madrigalist.perEmail);
    // Another account is not held back by it.
    expect((await send((await newSinger('rabdator@example.com')).token)).status).toBe(201);
  });

  test(`answers 429 past ${RATE_LIMITS.madrigalist.perIp} an hour from one IP`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < RATE_LIMITS.madrigalist.perIp; i++) {
      const member = await newSinger(`scoala-${i}@example.com`);
      expect((await client(t.app, member.token, ip).post(PATH, { message: QUESTION })).status).toBe(
        201,
      );
    }
    const last = await newSinger('scoala-ultim@example.com');
    expect((await client(t.app, last.token, ip).post(PATH, { message: QUESTION })).status).toBe(
      429,
    );
  });
});

describe('GET /api/messaging/madrigalist/', () => {
  test.each(['0', 'abc', '-1', '2'])('answers 404 for the page %s', async (page) => {
    const member = await newSinger(`pagina-${page}@example.com`);
    await send(member.token);
    expect((await api(member.token).get(`${PATH}?page=${page}`)).status).toBe(404);
  });

  test("lists only the user's own messages, latest activity first, paged by 10", async () => {
    const [ana, radu] = [
      await newSinger('ana.lista@example.com'),
      await newSinger('radu.lista@example.com'),
    ];
    expect(await threads(ana.token)).toEqual({ count: 0, next: null, previous: null, results: [] });
    // Written straight into the table, a minute apart: the hourly limit is another test's matter.
    const sent: number[] = [];
    for (let i = 0; i <= MADRIGALIST_PAGE_SIZE; i++) {
      const [row] = await t.db
        .insert(madrigalistMessages)
        .values({
          userId: ana.id,
          message: `${QUESTION} ${i}`,
          createdAt: new Date(Date.now() - (MADRIGALIST_PAGE_SIZE + 1 - i) * 60_000),
        })
        .returning({ id: madrigalistMessages.id });
      sent.push(row?.id ?? 0);
    }
    await send(radu.token, 'Mesajul lui Radu, pe care Ana nu îl vede.');

    const first = await threads(ana.token);
    expect(first.count).toBe(MADRIGALIST_PAGE_SIZE + 1);
    expect(first.next).toBe(`${PATH}?page=2`);
    expect(first.previous).toBeNull();
    expect(first.results.map((r) => r.id)).toEqual(
      [...sent].reverse().slice(0, MADRIGALIST_PAGE_SIZE),
    );
    const second = await threads(ana.token, '?page=2');
    expect(second.results.map((r) => r.id)).toEqual([sent[0]]);
    expect(second.previous).toBe(`${PATH}?page=1`);

    // A reply brings its (oldest) message back to the top.
    expect((await reply(sent[0] ?? 0, 'Răspunsul vine acum.')).status).toBe(201);
    expect((await threads(ana.token)).results[0]?.id).toBe(sent[0]);
    // Radu never sees Ana's messages, nor she his.
    const raduThreads = await threads(radu.token);
    expect(raduThreads.results.map((r) => r.message)).toEqual([
      'Mesajul lui Radu, pe care Ana nu îl vede.',
    ]);
  });
});

describe('POST /api/messaging/madrigalist/{id}/reply/', () => {
  test.each(['999999', 'abc', '0', '2147483648'])(
    'answers 404 for the message id %s',
    async (id) => {
      const res = await reply(id, 'Un răspuns fără mesaj.');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: http.notFound });
    },
  );

  test.each([
    ['missing', undefined, validation.required],
    ['too short', 'Da.', validation.minLength(MADRIGALIST_MESSAGE_MIN_LENGTH)],
    [
      'too long',
      'b'.repeat(MADRIGALIST_MESSAGE_MAX_LENGTH + 1),
      validation.maxLength(MADRIGALIST_MESSAGE_MAX_LENGTH),
    ],
    ['holding U+0000', 'Răspuns\u0000 ascuns', validation.controlCharacters],
  ])('answers 400 when the reply is %s', async (_case, message, error) => {
    const res = await reply(singerMessage, message);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: [error] });
  });

  test('stores the reply unread, mails the member with a link, and the dashboard box shows it until read', async () => {
    const member = await newSinger('ioana.raspuns@example.com', 'Ioana');
    const { id } = await (await send(member.token)).json();
    expect(await dashboardMessages(member.token)).toEqual([]);

    const answer = 'Inspiră pe nas, adânc, cu umerii jos, înainte de fiecare frază.';
    const mark = await t.mailMark();
    const res = await reply(id, `  ${answer}  `);
    expect(res.status).toBe(201);
    const stored = v.parse(madrigalistReplySchema, await res.json());
    expect(stored).toMatchObject({ author: m.team, message: answer, read: false });
    const [row] = await t.db
      .select()
      .from(madrigalistReplies)
      .where(eq(madrigalistReplies.id, stored.id));
    expect(row?.readAt).toBeNull();

    const mail = await t.lastMail(mark, 'ioana.raspuns@example.com', m.replyMailSubject);
    expect(mail.subject).toBe(m.replyMailSubject);
    expect(mail.text).toContain('Bună, Ioana!');
    expect(mail.text).toContain(QUESTION);
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain('http://localhost:4321/cont/contacteaza-un-madrigalist');
    expect(mail.text.split(mailTexts.signature)).toHaveLength(2);
    expect(mail.row.priority).toBe(0);

    const [thread] = (await threads(member.token)).results;
    expect(thread?.replies).toEqual([stored]);
    // Reading the page changes nothing: only POST …/read/ marks a reply read.
    expect((await threads(member.token)).results[0]?.replies[0]?.read).toBe(false);

    expect(await dashboardMessages(member.token)).toEqual([
      { id: stored.id, name: m.team, message: answer, avatar: null, date: stored.created_at },
    ]);

    const read = await api(member.token).post(`${PATH}read/`, { replies: [stored.id] });
    expect(await read.json()).toEqual({ read: 1 });
    expect(await dashboardMessages(member.token)).toEqual([]);
    expect((await threads(member.token)).results[0]?.replies[0]?.read).toBe(true);
    // Marking again finds nothing unread.
    expect(
      await (await api(member.token).post(`${PATH}read/`, { replies: [stored.id] })).json(),
    ).toEqual({ read: 0 });
  });
});

describe('POST /api/messaging/madrigalist/read/', () => {
  test.each([
    ['missing', {}, 'replies', validation.required],
    ['not a list', { replies: 4 }, 'replies', m.invalidReplies],
    ['a text id', { replies: ['4'] }, 'replies.0', m.invalidReplies],
    ['a zero id', { replies: [0] }, 'replies.0', m.invalidReplies],
    ['a fraction', { replies: [1.5] }, 'replies.0', m.invalidReplies],
    ['an id past PostgreSQL integers', { replies: [2 ** 31] }, 'replies.0', m.invalidReplies],
    [
      'too long a list',
      { replies: Array.from({ length: MADRIGALIST_READ_MAX_IDS + 1 }, (_, i) => i + 1) },
      'replies',
      m.tooManyReplies(MADRIGALIST_READ_MAX_IDS),
    ],
  ])('answers 400 when the list is %s', async (_case, body, field, error) => {
    const res = await api(tokens.singer).post(`${PATH}read/`, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [error] });
  });

  test("never marks another member's replies", async () => {
    const [owner, other] = [
      await newSinger('proprietar@example.com'),
      await newSinger('strain@example.com'),
    ];
    const { id } = await (await send(owner.token)).json();
    const { id: replyId } = await (await reply(id, 'Un răspuns doar pentru proprietar.')).json();
    expect(
      await (await api(other.token).post(`${PATH}read/`, { replies: [replyId] })).json(),
    ).toEqual({ read: 0 });
    expect((await dashboardMessages(owner.token)).map((d) => d.id)).toEqual([replyId]);
  });
});

describe('GET /api/messaging/madrigalist/inbox/', () => {
  test("lists every member's messages newest first, with sender and replies, for staff", async () => {
    const member = await newSinger('inbox@example.com', 'Sorina');
    const { id } = await (await send(member.token, 'Ultima întrebare din inbox.')).json();
    const res = await api(tokens.staff).get(`${PATH}inbox/`);
    const body = v.parse(madrigalistInboxPageSchema, await res.json());
    expect(body.results[0]).toEqual({
      id,
      message: 'Ultima întrebare din inbox.',
      created_at: expect.any(String),
      replies: [],
      sender: { id: member.id, name: 'Sorina Test', email: 'inbox@example.com' },
    });
    const senders = new Set(body.results.map((r) => r.sender.email));
    expect(senders.size).toBeGreaterThan(1);
    expect((await api(tokens.staff).get(`${PATH}inbox/?page=999`)).status).toBe(404);
  });
});

describe('GET /api/dashboard/{id}/messages', () => {
  test(`shows the ${DASHBOARD_LIST_SIZE} newest unread replies, each cut to one short line`, async () => {
    const member = await newSinger('multe@example.com');
    const { id } = await (await send(member.token)).json();
    const long = `Un răspuns\nfoarte lung: ${'ă'.repeat(DASHBOARD_MESSAGE_EXCERPT_LENGTH)}`;
    const ids: number[] = [];
    for (let i = 0; i <= DASHBOARD_LIST_SIZE; i++)
      ids.push((await (await reply(id, `${i} ${long}`)).json()).id);
    const box = await dashboardMessages(member.token);
    expect(box.map((d) => d.id)).toEqual(ids.reverse().slice(0, DASHBOARD_LIST_SIZE));
    const first = box[0]?.message ?? '';
    expect([...first]).toHaveLength(DASHBOARD_MESSAGE_EXCERPT_LENGTH);
    expect(first.startsWith(`${DASHBOARD_LIST_SIZE} Un răspuns foarte lung: ăăă`)).toBe(true);
    expect(first.endsWith('…')).toBe(true);
  });
});
