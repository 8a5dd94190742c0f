import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validation } from '../../src/lib/messages.ts';
import { contactMessages, users } from '../../src/server/db/schema.ts';
import { errorFields } from '../../src/server/log.ts';
import { client, login, type TestApp, testApp } from '../helpers/app.ts';

let t: TestApp;
let conductor: string;
beforeAll(async () => {
  t = await testApp();
  conductor = await login(t.app, 'dirijor@example.com');
});
afterAll(() => t.close());

const NUL = 'A\u0000';
const refused = { first_name: [validation.controlCharacters] };

describe('control characters in any text input', () => {
  test.each([
    ['/api/account/edit', { first_name: NUL, last_name: 'Pop', birth_date: '2012-05-17' }],
    ['/api/account/finalize', { first_name: NUL, sex: 'M' }],
    ['/api/choir/', { first_name: NUL, name: 'Corul Mare' }],
    ['/api/messaging/contact/', { first_name: NUL, email: 'a@b.ro' }],
    ['/api/auth/register/', { first_name: NUL, email: 'nul@example.com' }],
    ['/api/token-auth/', { first_name: NUL, username: 'dirijor@example.com' }],
  ])('POST %s answers 400 with the field that holds U+0000', async (path, body) => {
    const res = await client(t.app, conductor).post(path, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refused);
  });

  test('a control character nested in a list or a key is refused too', async () => {
    const res = await client(t.app, conductor).post('/api/choir/', {
      name: ['ok', { deep: 'x\u0007' }],
      'bad\u0001key': 1,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      name: [validation.controlCharacters],
      non_field_errors: [validation.controlCharacters],
    });
  });

  // Found by tests/api/fuzz.test.ts: PGlite failed the query (invalid byte sequence), a 500.
  test.each(['\ud800', 'Iași\udc00', 'x\ud83d'])(
    'half of a surrogate pair (%j) is refused like a control character',
    async (localitate) => {
      const res = await client(t.app, conductor).post('/api/account/finalize', {
        birth_date: '1980-03-04',
        sex: 'F',
        judet: 'IS',
        localitate,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ localitate: [validation.controlCharacters] });
    },
  );

  test('a whole surrogate pair (𝄞) is ordinary text', async () => {
    const res = await client(t.app, conductor).post('/api/account/finalize', {
      birth_date: '1980-03-04',
      sex: 'F',
      judet: 'IS',
      localitate: 'Iași 𝄞',
    });
    expect(res.status).toBe(200);
  });

  // Issue #19: the gate cannot tell a name from a message; a single-line field's schema refuses.
  test('a tab in a single-line field answers 400 with the field’s own message', async () => {
    const res = await client(t.app, conductor).post('/api/account/edit', {
      first_name: 'Dan',
      last_name: 'Pop',
      birth_date: '2012-05-17',
      localitate: 'Iași\tCentru',
      judet: 'IS',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ localitate: [validation.singleLine] });
  });

  test('tabs and line breaks are ordinary text in a message of several lines', async () => {
    const message = 'Bună ziua,\r\n\tcorul școlii noastre ar vrea să intre în program.\nMulțumim!';
    const email = 'mesaj-pe-randuri@example.com';
    const res = await client(t.app, undefined, '10.9.0.1').post('/api/messaging/contact/', {
      name: 'Maria Popescu',
      email,
      message,
      gdpr: true,
    });
    expect(res.status).toBe(201);
    const [saved] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(saved?.message).toBe(message);
  });

  test('GET /api/choir/?name=%00 answers 400 naming the parameter', async () => {
    const res = await client(t.app, conductor).get('/api/choir/?name=%00');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ name: [validation.controlCharacters] });
  });

  test('a path with %00 answers 404', async () => {
    const res = await client(t.app).post('/api/auth/abc%00def/activate/');
    expect(res.status).toBe(404);
  });

  test('a multipart field with U+0000 answers 400', async () => {
    const form = new FormData();
    form.set('image', NUL);
    const res = await client(t.app, conductor).upload('/api/account/avatar', form);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ image: [validation.controlCharacters] });
  });
});

describe('errorFields', () => {
  test('keeps the database message and drops the failed query parameters', async () => {
    const secret = 'copil-secret@example.com';
    const error = await t.db
      .insert(users)
      .values({ email: secret, passwordHash: 'x', firstName: 'A\u0000', lastName: 'B' })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(errorFields(error));
    expect(logged).not.toContain(secret);
    expect(logged).toMatch(/0x00|invalid byte sequence/i);
  });
});
