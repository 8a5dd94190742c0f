import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../src/lib/limits.ts';
import { account, validation } from '../../src/lib/messages.ts';
import { sessions, users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/services/passwords.ts';
import { client, login, type TestApp, testApp } from '../helpers/app.ts';
import { phonePhoto } from '../helpers/images.ts';

let t: TestApp;
let conductor: string;
let pending: string;
let fresh: string;
beforeAll(async () => {
  t = await testApp();
  conductor = await login(t.app, 'dirijor@example.com');
  pending = await login(t.app, 'nou@example.com');
  // A just-activated account: no profile, no GDPR consent yet.
  await t.db.insert(users).values({
    email: 'proaspat@example.com',
    passwordHash: await hashPassword('parola-buna'),
    firstName: 'Dan',
    lastName: 'Pop',
    activatedAt: sql`now()`,
  });
  fresh = await login(t.app, 'proaspat@example.com', 'parola-buna');
});
afterAll(() => t.close());

const api = (token?: string) => client(t.app, token);
const validProfile = {
  first_name: 'Dan',
  last_name: 'Pop',
  birth_date: '2012-05-17',
  localitate: 'Iași',
  judet: 'IS',
  phone: '0722123456',
};

describe('authentication of /api/account/', () => {
  test.each([
    ['GET', '/api/account/details/'],
    ['GET', '/api/account/choirs/'],
    ['POST', '/api/account/edit'],
    ['POST', '/api/account/finalize'],
    ['POST', '/api/account/agree_gdpr/'],
    ['POST', '/api/account/avatar'],
  ])(
    '%s %s answers 401 without a token, with a wrong one and with an expired one',
    async (method, path) => {
      const call = (token?: string) =>
        method === 'GET' ? api(token).get(path) : api(token).post(path, {});
      expect((await call()).status).toBe(401);
      expect((await call('un-token-care-nu-exista-0123456789')).status).toBe(401);
      const expired = await login(t.app, 'corist@example.com');
      await t.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.userId, 2));
      const res = await call(expired);
      expect(res.status).toBe(401);
      expect(Object.keys(await res.json())).toEqual(['detail']);
    },
  );
});

describe('GET /api/account/details/', () => {
  test('returns the conductor with the choirs it conducts', async () => {
    const body = await (await api(conductor).get('/api/account/details/')).json();
    expect(body).toMatchObject({
      email: 'dirijor@example.com',
      first_name: 'Ana',
      status: 'active',
      is_completed: true,
      conductor_in: [t.choirId],
      judet: 'IS',
    });
    expect(body).not.toHaveProperty('passwordHash');
  });

  test('returns a new account as incomplete and waiting for GDPR consent', async () => {
    const body = await (await api(fresh).get('/api/account/details/')).json();
    expect(body).toMatchObject({
      status: 'gdpr-agree',
      is_completed: false,
      conductor_in: [],
      avatar: null,
    });
  });
});

describe('POST /api/account/finalize', () => {
  test.each([
    ['birth_date', { birth_date: '17.05.2012' }, validation.date],
    ['birth_date', { birth_date: '2999-01-01' }, validation.dateInFuture],
    ['sex', { sex: 'X' }, validation.sex],
    ['judet', { judet: 'ZZ' }, validation.county],
    ['localitate', { localitate: '' }, validation.required],
    ['phone', { phone: '07221234ab' }, validation.digitsOnly],
  ])('answers 400 on a bad %s', async (field, change, message) => {
    const res = await api(fresh).post('/api/account/finalize', {
      ...validProfile,
      sex: 'M',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
  });

  test('completes the account', async () => {
    const res = await api(fresh).post('/api/account/finalize', {
      birth_date: '2012-05-17',
      sex: 'M',
      judet: 'CJ',
      localitate: 'Turda',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      is_completed: true,
      sex: 'M',
      judet: 'CJ',
      localitate: 'Turda',
      phone: '',
    });
  });
});

describe('POST /api/account/agree_gdpr/', () => {
  test('answers 400 without consent', async () => {
    const res = await api(fresh).post('/api/account/agree_gdpr/', { consent: false });
    expect(await res.json()).toEqual({ consent: [validation.agreementRequired] });
  });

  test('records the consent', async () => {
    const res = await api(fresh).post('/api/account/agree_gdpr/', { consent: true });
    expect((await res.json()).status).toBe('active');
  });
});

describe('POST /api/account/edit', () => {
  test.each([
    ['first_name', { first_name: '' }, validation.required],
    ['last_name', { last_name: undefined }, validation.required],
    ['birth_date', { birth_date: '2012-02-30' }, validation.date],
    ['judet', { judet: 'Iași' }, validation.county],
    ['phone', { phone: '07221' }, validation.exactDigits(10)],
  ])('answers 400 on a bad %s', async (field, change, message) => {
    const res = await api(fresh).post('/api/account/edit', { ...validProfile, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
  });

  test('answers 400 for a body that is not a JSON object', async () => {
    const res = await t.app.request('/api/account/edit', {
      method: 'POST',
      headers: { authorization: `Token ${fresh}`, 'content-type': 'application/json' },
      body: '[1,2',
    });
    expect(await res.json()).toEqual({ non_field_errors: [validation.invalidBody] });
  });

  test('saves the profile and ignores fields it does not know', async () => {
    const res = await api(fresh).post('/api/account/edit', {
      ...validProfile,
      first_name: ' Dănuț ',
      is_staff: true,
      email: 'alt@example.com',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      first_name: 'Dănuț',
      email: 'proaspat@example.com',
      is_staff: false,
      phone: '0722123456',
    });
  });
});

describe('POST /api/account/avatar', () => {
  const upload = (bytes: Uint8Array<ArrayBuffer>, type = 'image/png', name = 'poza.png') => {
    const form = new FormData();
    form.set('image', new File([bytes], name, { type }));
    return api(fresh).upload('/api/account/avatar', form);
  };

  test('answers 400 for a file that is not an image, whatever its name says', async () => {
    const res = await upload(new TextEncoder().encode('<script>alert(1)</script>'), 'image/png');
    expect(await res.json()).toEqual({ image: [account.avatarNotImage] });
  });

  test('answers 400 without a file', async () => {
    const res = await api(fresh).upload('/api/account/avatar', new FormData());
    expect(await res.json()).toEqual({ image: [account.avatarNotImage] });
  });

  test('answers 413 for a file over 5 MB', async () => {
    const res = await upload(new Uint8Array(AVATAR_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ image: [account.avatarTooLarge] });
  });

  test('leaves no orphan file after concurrent uploads', async () => {
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#2e86c1' },
    })
      .png()
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(photo)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const [me] = await t.db.select().from(users).where(eq(users.email, 'proaspat@example.com'));
    const files = await readdir(join(t.dir, 'uploads', 'avatars'));
    const mine = files.filter((name) => name.startsWith(`${me?.id}-`));
    expect(mine.map((name) => `/media/avatars/${name}`)).toEqual([me?.avatar]);
  });

  test('re-encodes a photo to WebP without its metadata, and replaces the previous one', async () => {
    const photo = await phonePhoto(900, 600);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const first = (await (await upload(photo, 'image/jpeg', 'a.jpg')).json()).avatar as string;
    const res = await upload(photo, 'image/jpeg', 'b.jpg');
    expect(res.status).toBe(200);
    const { avatar } = await res.json();
    expect(avatar).toMatch(/^\/media\/avatars\/\d+-[\w-]+\.webp$/);

    const file = join(t.dir, 'uploads', avatar.replace('/media/', ''));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(existsSync(join(t.dir, 'uploads', first.replace('/media/', '')))).toBe(false);
    expect((await (await api(fresh).get('/api/account/details/')).json()).avatar).toBe(avatar);
  });
});

describe('GET /api/account/choirs/', () => {
  test('lists the conductor confirmed in the demo choir', async () => {
    const body = await (await api(conductor).get('/api/account/choirs/')).json();
    expect(body).toEqual([
      expect.objectContaining({
        id: t.choirId,
        is_confirmed: true,
        user_is_confirmed: true,
        is_member: true,
      }),
    ]);
  });

  test('lists a pending member as not yet confirmed', async () => {
    const body = await (await api(pending).get('/api/account/choirs/')).json();
    expect(body).toEqual([expect.objectContaining({ id: t.choirId, user_is_confirmed: false })]);
  });

  test('is empty for a user without choirs', async () => {
    expect(await (await api(fresh).get('/api/account/choirs/')).json()).toEqual([]);
  });
});
