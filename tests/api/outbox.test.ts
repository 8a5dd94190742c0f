/**
 * Every change and the mails that report it are one transaction (services/mail.ts queueMail):
 * when the mail cannot be stored, the change is not kept either; and every mail is signed once.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { mail as mailTexts } from '../../src/lib/messages.ts';
import { choirs, contactMessages, memberships, outbox, users } from '../../src/server/db/schema.ts';
import { renderMail } from '../../src/server/services/mail.ts';
import { client, login, TEST_MAIL_FROM, type TestApp, testApp } from '../helpers/app.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { giveConsent } from '../helpers/consent.ts';
import { parseMessage } from '../helpers/smtp.ts';

let t: TestApp;
let conductor: string;
let pendingId: number;
beforeAll(async () => {
  t = await testApp();
  conductor = await login(t.app, 'dirijor@example.com');
  const [pending] = await t.db.select().from(users).where(eq(users.email, 'nou@example.com'));
  pendingId = pending?.id ?? 0;
  // She is 12: her parent's consent first, or no approval (issue #25).
  await giveConsent(t, pendingId);
});
afterAll(() => t.close());

let ip = 0;
const api = (token?: string) => client(t.app, token, `10.5.0.${++ip}`);

/** Makes every insert into the outbox fail, as a full disk or a lost connection would. */
async function breakOutbox() {
  await t.db.execute(sql`
    create or replace function refuse_mail() returns trigger language plpgsql as
    $$ begin raise exception 'outbox unavailable'; end $$`);
  await t.db.execute(sql`
    create trigger refuse_mail before insert on outbox for each row execute function refuse_mail()`);
}
afterEach(async () => {
  await t.db.execute(sql`drop trigger if exists refuse_mail on outbox`);
});

const rowsOf = async (table: typeof contactMessages | typeof choirs) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n;

describe('a change is kept only with its mails', () => {
  test('a contact message is not stored without its team mail', async () => {
    const before = await rowsOf(contactMessages);
    await breakOutbox();
    const res = await api().post('/api/messaging/contact/', {
      name: 'Maria Popescu',
      email: 'maria@example.com',
      message: 'Un mesaj destul de lung pentru a trece de regula formularului.',
      gdpr: true,
    });
    expect(res.status).toBe(500);
    expect(await rowsOf(contactMessages)).toBe(before);
  });

  test('a choir is not founded without the staff mail', async () => {
    const before = await rowsOf(choirs);
    await breakOutbox();
    const res = await api(conductor).post('/api/choir/', {
      name: 'Corul Fără Poștă',
      entity: 'Școala Gimnazială 1',
      city: 'Iași',
      address: 'Strada Mare 1',
      county: 'IS',
      choir_members: 20,
      contact: 'Ana Pop',
      phone: '0722123456',
      email: 'cor@example.com',
    });
    expect(res.status).toBe(500);
    expect(await rowsOf(choirs)).toBe(before);
  });

  test('a member is not approved without the approval mail', async () => {
    await breakOutbox();
    const res = await api(conductor).post(`/api/choir/${t.choirId}/approve-member/`, {
      user_id: pendingId,
    });
    expect(res.status).toBe(500);
    const [row] = await t.db
      .select({ isConfirmed: memberships.isConfirmed })
      .from(memberships)
      .where(eq(memberships.userId, pendingId));
    expect(row?.isConfirmed).toBe(false);
  });

  test('an account is not created without its activation mail', async () => {
    const altcha = await solveCaptcha(t.deps.captcha);
    await breakOutbox();
    const res = await api().post('/api/auth/register/', {
      email: 'fara-posta@example.com',
      first_name: 'Ana',
      last_name: 'Pop',
      password: 'parola-buna',
      repeat_password: 'parola-buna',
      agreed: true,
      altcha,
    });
    expect(res.status).toBe(500);
    expect(
      await t.db.select().from(users).where(eq(users.email, 'fara-posta@example.com')),
    ).toEqual([]);
  });
});

describe('every mail as rendered', () => {
  test('is signed once, with its own Message-ID', async () => {
    // One mail of each kind the API sends so far.
    const mark = await t.mailMark();
    await api(conductor).post(`/api/choir/${t.choirId}/approve-member/`, { user_id: pendingId });
    await api().post('/api/messaging/contact/', {
      name: 'Maria Popescu',
      email: 'maria@example.com',
      message: 'Un mesaj destul de lung pentru a trece de regula formularului.',
      gdpr: true,
    });
    await api().post('/api/auth/reset_password/', { email: 'corist@example.com' });
    await t.lastMail(mark, 'corist@example.com');
    const rows = await t.db.select().from(outbox);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const ids = new Set<string>();
    for (const row of rows) {
      const message = parseMessage(await renderMail(row, TEST_MAIL_FROM));
      expect(message.text.split(mailTexts.signature), row.subject).toHaveLength(2);
      ids.add(message.headers.get('message-id') ?? '');
    }
    expect(ids.size).toBe(rows.length);
  });
});
