import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MIN_LENGTH_MEDIUM, MIN_LENGTH_MESSAGE, RATE_LIMITS } from '../../src/lib/limits.ts';
import { contact, validation } from '../../src/lib/messages.ts';
import { contactMessages, outbox } from '../../src/server/db/schema.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { expectTooMany } from '../helpers/signups.ts';

let t: TestApp;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

const PATH = '/api/messaging/contact/';
const valid = {
  name: 'Maria Popescu',
  email: 'maria.popescu@example.com',
  message: 'Aș vrea să aflu cum poate intra corul școlii noastre în program.',
  gdpr: true,
};
let ipCounter = 0;
/** Each call from a new IP, so the rate limit stays out of the way unless a test wants it. */
const post = (body: unknown) => client(t.app, undefined, `10.1.0.${++ipCounter}`).post(PATH, body);

describe('POST /api/messaging/contact/', () => {
  test.each([
    ['name missing', { name: undefined }, 'name', contact.nameMissing],
    ['name empty', { name: '   ' }, 'name', contact.nameMissing],
    ['name too short', { name: 'Ana' }, 'name', validation.minLength(MIN_LENGTH_MEDIUM)],
    ['e-mail missing', { email: '' }, 'email', validation.emailMissing],
    ['e-mail invalid', { email: 'maria@' }, 'email', validation.email],
    ['message missing', { message: undefined }, 'message', contact.messageMissing],
    [
      'message too short',
      { message: 'Bună ziua!' },
      'message',
      validation.minLength(MIN_LENGTH_MESSAGE),
    ],
    ['GDPR unticked', { gdpr: false }, 'gdpr', validation.agreementRequired],
    // A missing field reads as 'required', as for every schema (fields.ts).
    ['GDPR missing', { gdpr: undefined }, 'gdpr', validation.required],
  ])('answers 400 when the %s', async (_case, change, field, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
  });

  test('answers 400 with every field error for an empty body, each naming what to write', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      name: [contact.nameMissing],
      email: [validation.emailMissing],
      message: [contact.messageMissing],
      gdpr: [validation.required],
    });
  });

  test('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.2.0.1' },
      body: '{"name": "Maria',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [validation.invalidBody] });
  });

  test('answers 201, stores the message and mails every staff account, without a token', async () => {
    const mark = await t.mailMark();
    const res = await post({ ...valid, email: ' Maria.Popescu@Example.com ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: valid.name, email: valid.email });
    const [saved] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, valid.email));
    expect(saved).toMatchObject({ name: valid.name, message: valid.message });
    const mail = await t.lastMail(mark, 'admin@example.com', contact.mailSubject(valid.name));
    expect(mail.text).toContain(valid.name);
    expect(mail.text).toContain(valid.email);
    expect(mail.text).toContain(valid.message);
    // Only staff hear of it.
    const toConductor = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, contact.mailSubject(valid.name)));
    expect(toConductor.map((row) => row.to)).toEqual(['admin@example.com']);
  });

  test('answers 429 with Retry-After past the limit for one IP', async () => {
    const api = client(t.app, undefined, '10.3.0.1');
    const max = RATE_LIMITS.contact.perIp;
    for (let i = 0; i < max; i++) {
      const res = await api.post(PATH, { ...valid, email: `vizitator${i}@example.com` });
      expect(res.status).toBe(201);
    }
    const res = await api.post(PATH, { ...valid, email: 'altul@example.com' });
    await expectTooMany(res);
  });
});
