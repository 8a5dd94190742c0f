/**
 * The back office's messages (GET /api/staff/messages/…, issue #12): the contact messages and the
 * madrigal singers' inbox, listed, searched, filtered by answer, exported; a reply is stored,
 * mailed to the sender through the outbox and recorded as a staff action.
 */
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  contactPageSchema,
  contactThreadSchema,
  madrigalistPageSchema,
  madrigalistStaffThreadSchema,
  staffReplySchema,
} from '../../src/lib/api/staff-messages.ts';
import { STAFF_REPLY_MAX_LENGTH } from '../../src/lib/limits.ts';
import { madrigalist as madrigalistTexts, validation } from '../../src/lib/messages.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { staffMessages as m } from '../../src/lib/messages-staff-messages.ts';
import { contactReplies, outbox, staffActions } from '../../src/server/db/schema.ts';
import { client } from '../helpers/app.ts';
import type { DemoApp } from '../helpers/members.ts';
import { demoApp } from '../helpers/members.ts';

let { t, tokens, ids } = {} as DemoApp;
const contactIds: number[] = [];
let singerMessage = 0;

const BASE = '/api/staff/messages';
let ipCounter = 0;
const api = (token?: string) => client(t.app, token, `10.8.0.${++ipCounter % 250}`);
const staffGet = async (path: string) => {
  const res = await api(tokens.staff).get(`${BASE}/${path}`);
  expect(res.status).toBe(200);
  return res.json();
};
const lastAction = async () => {
  const [row] = await t.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
  return row;
};
const mailsTo = (to: string) =>
  t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

beforeAll(async () => {
  ({ t, tokens, ids } = await demoApp());
  for (const [name, email, message] of [
    ['Maria Popescu', 'maria.popescu@example.com', 'Cum se poate înscrie școala noastră?'],
    ['Ștefan Țăranu', 'stefan@example.com', 'Când este următorul concert la Iași?'],
  ] as const) {
    const res = await api().post('/api/messaging/contact/', { name, email, message, gdpr: true });
    expect(res.status).toBe(201);
    contactIds.push(((await res.json()) as { id: number }).id);
  }
  const res = await api(tokens.singer).post('/api/messaging/madrigalist/', {
    message: 'Cum țin nota lungă de la sfârșitul cântecului?',
  });
  expect(res.status).toBe(201);
  singerMessage = ((await res.json()) as { id: number }).id;
});
afterAll(() => t.close());

describe('contact messages', () => {
  test('newest first, unanswered, searched without diacritics', async () => {
    const page = v.parse(contactPageSchema, await staffGet('contact/'));
    expect(page.results.map((row) => row.id)).toEqual([...contactIds].reverse());
    expect(page.results[0]).toMatchObject({
      name: 'Ștefan Țăranu',
      email: 'stefan@example.com',
      answered: false,
      replies: 0,
    });
    const found = v.parse(contactPageSchema, await staffGet('contact/?q=taranu'));
    expect(found.results.map((row) => row.id)).toEqual([contactIds[1]]);
    const byText = v.parse(contactPageSchema, await staffGet('contact/?q=SCOALA'));
    expect(byText.results.map((row) => row.id)).toEqual([contactIds[0]]);
  });

  test('a reply is mailed to the visitor, stored, recorded and shown; the list says answered', async () => {
    // The second message: its id is not the reply's (a subquery must not mix them up).
    const id = contactIds[1] ?? 0;
    const text = 'Bună ziua! Următorul concert este la Iași, pe 14 decembrie.';
    const res = await api(tokens.staff).post(`${BASE}/contact/${id}/reply/`, { message: text });
    expect(res.status).toBe(201);
    const reply = v.parse(staffReplySchema, await res.json());
    expect(reply).toMatchObject({ message: text, author: { id: ids.staff }, read: null });

    const [mail] = await mailsTo('stefan@example.com');
    expect(mail?.subject).toBe(m.contactMailSubject);
    expect(mail?.text).toContain(text);
    expect(mail?.text).toContain('Când este următorul concert la Iași?');
    const stored = await t.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.contactMessageId, id));
    expect(stored).toMatchObject([{ message: text, authorId: ids.staff }]);
    expect(await lastAction()).toMatchObject({
      actorId: ids.staff,
      action: 'contact.reply',
      targetType: 'contact_message',
      targetId: id,
      targetLabel: m.contactLabel('Ștefan Țăranu'),
    });

    const thread = v.parse(contactThreadSchema, await staffGet(`contact/${id}/`));
    expect(thread.replies.map((r) => r.message)).toEqual([text]);
    expect(thread.answered).toBe(true);
    const answered = v.parse(contactPageSchema, await staffGet('contact/?answered=yes'));
    expect(answered.results.map((row) => [row.id, row.replies])).toEqual([[id, 1]]);
    const waiting = v.parse(contactPageSchema, await staffGet('contact/?answered=no'));
    expect(waiting.results.map((row) => row.id)).toEqual([contactIds[0]]);
  });

  test('the CSV export: one row per message with the filters, recorded', async () => {
    const res = await api(tokens.staff).get(`${BASE}/contact/?format=csv&answered=no`);
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('maria.popescu@example.com');
    expect(await lastAction()).toMatchObject({
      actorId: ids.staff,
      action: 'list.export',
      targetLabel: m.contactList,
      detail: { format: 'csv', filters: { answered: 'no', q: '' } },
    });
  });

  test.each([
    ['no message', {}, { message: [validation.required] }],
    ['an empty message', { message: '   ' }, { message: [validation.required] }],
    [
      'a message too long',
      { message: 'a'.repeat(STAFF_REPLY_MAX_LENGTH + 1) },
      { message: [validation.maxLength(STAFF_REPLY_MAX_LENGTH)] },
    ],
  ])('answers 400 for %s and mails nothing', async (_case, body, errors) => {
    const before = (await mailsTo('maria.popescu@example.com')).length;
    const res = await api(tokens.staff).post(`${BASE}/contact/${contactIds[0]}/reply/`, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errors);
    expect(await mailsTo('maria.popescu@example.com')).toHaveLength(before);
  });

  test('answers 404 for a missing message, 400 for a bad filter', async () => {
    const res = await api(tokens.staff).post(`${BASE}/contact/999999/reply/`, {
      message: 'Un răspuns.',
    });
    expect(res.status).toBe(404);
    expect((await api(tokens.staff).get(`${BASE}/contact/999999/`)).status).toBe(404);
    const bad = await api(tokens.staff).get(`${BASE}/contact/?answered=maybe`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ answered: [staff.badFilter] });
  });
});

describe("the madrigal singers' inbox", () => {
  test('threads newest first with their sender, searched by name', async () => {
    const page = v.parse(madrigalistPageSchema, await staffGet('madrigalist/?q=matei'));
    expect(page.results.map((row) => row.id)).toEqual([singerMessage]);
    expect(page.results[0]).toMatchObject({
      sender: { id: ids.singer, email: 'corist@example.com', name: 'Matei Ionescu' },
      answered: false,
    });
    const none = v.parse(madrigalistPageSchema, await staffGet('madrigalist/?q=nimeni-nu-scrie'));
    expect(none.count).toBe(0);
  });

  test('a reply reaches the member by mail and on their page, and is recorded', async () => {
    const text = 'Respiră adânc înainte și sprijină sunetul cu abdomenul.';
    const res = await api(tokens.staff).post(`${BASE}/madrigalist/${singerMessage}/reply/`, {
      message: text,
    });
    expect(res.status).toBe(201);
    expect(v.parse(staffReplySchema, await res.json())).toMatchObject({
      message: text,
      author: { id: ids.staff },
      read: false,
    });
    const [mail] = await mailsTo('corist@example.com');
    expect(mail?.subject).toBe(madrigalistTexts.replyMailSubject);
    expect(mail?.text).toContain(text);
    expect(await lastAction()).toMatchObject({
      actorId: ids.staff,
      action: 'madrigalist.reply',
      targetType: 'madrigalist_message',
      targetId: singerMessage,
    });
    const own = (await (await api(tokens.singer).get('/api/messaging/madrigalist/')).json()) as {
      results: { id: number; replies: { message: string }[] }[];
    };
    const thread = own.results.find((row) => row.id === singerMessage);
    expect(thread?.replies.map((r) => r.message)).toEqual([text]);

    const whole = v.parse(
      madrigalistStaffThreadSchema,
      await staffGet(`madrigalist/${singerMessage}/`),
    );
    expect(whole.replies).toMatchObject([{ message: text, author: { id: ids.staff } }]);
    const answered = v.parse(madrigalistPageSchema, await staffGet('madrigalist/?answered=yes'));
    expect(answered.results.map((row) => row.id)).toContain(singerMessage);
    const waiting = v.parse(madrigalistPageSchema, await staffGet('madrigalist/?answered=no'));
    expect(waiting.results.map((row) => row.id)).not.toContain(singerMessage);
  });

  test('the XLSX export is recorded with its filters', async () => {
    const res = await api(tokens.staff).get(`${BASE}/madrigalist/?format=xlsx&q=matei`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 2))).toBe('PK');
    expect(await lastAction()).toMatchObject({
      action: 'list.export',
      targetLabel: m.madrigalistList,
      detail: { format: 'xlsx', filters: { q: 'matei' } },
    });
  });

  test('answers 400 for a reply too short, 404 for a missing message, records nothing', async () => {
    const before = await lastAction();
    const short = await api(tokens.staff).post(`${BASE}/madrigalist/${singerMessage}/reply/`, {
      message: 'Da.',
    });
    expect(short.status).toBe(400);
    expect(Object.keys(await short.json())).toEqual(['message']);
    const missing = await api(tokens.staff).post(`${BASE}/madrigalist/999999/reply/`, {
      message: 'Un răspuns destul de lung.',
    });
    expect(missing.status).toBe(404);
    expect((await lastAction())?.id).toBe(before?.id);
    const count = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'madrigalist.reply'), eq(staffActions.targetId, 999999)));
    expect(count).toHaveLength(0);
  });
});
