/**
 * A phone as people write it (issue #23): every endpoint that takes a phone accepts spaces, dots,
 * dashes and the +40 country code, stores the ten digits, and still refuses 9 or 11 digits.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PHONE_DIGITS } from '../../src/lib/limits.ts';
import { validation } from '../../src/lib/messages.ts';
import {
  auditionSignups,
  choirs,
  consents,
  workshopSignUps,
  workshops,
} from '../../src/server/db/schema.ts';
import { DEMO_WORKSHOPS } from '../../src/server/db/seed/workshops.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { validConsent } from '../helpers/consent.ts';
import { createMember, LASTARII_CHOIR } from '../helpers/members.ts';
import { auditionBody, workshopBody } from '../helpers/signup-bodies.ts';

let t: TestApp;
let workshopId = 0;
beforeAll(async () => {
  t = await testApp();
  const [choir] = await t.db
    .select({ id: workshops.id })
    .from(workshops)
    .where(eq(workshops.title, DEMO_WORKSHOPS.choir));
  workshopId = choir?.id ?? 0;
});
afterAll(() => t.close());

let counter = 0;
const nextIp = () => `10.23.${Math.floor(++counter / 250)}.${counter % 250}`;
const publicPost = async (path: string, body: Record<string, unknown>) =>
  client(t.app, undefined, nextIp()).post(path, {
    ...body,
    altcha: await solveCaptcha(t.deps.captcha),
  });
/** A new member's token, so no per-person limit (choirs founded a day) is met. */
const member = async () => (await createMember(t, `telefon${++counter}@example.com`)).token;
const profile = { first_name: 'Dan', last_name: 'Pop', birth_date: '2012-05-17' };

type Send = (phone: string) => Promise<[Response, () => Promise<string>]>;

/** A public sign-up: posts `body`, reads back the phone stored in `table`'s row of its submission. */
const signUp =
  (path: string, table: typeof auditionSignups | typeof workshopSignUps | typeof consents) =>
  (body: Record<string, unknown>): ReturnType<Send> =>
    publicPost(path, body).then((res) => [
      res,
      async () =>
        (
          await t.db
            .select({ phone: table.phone })
            .from(table)
            .where(eq(table.submissionId, String(body.submission_id)))
        )[0]?.phone ?? '',
    ]);

/**
 * Each endpoint: how to send a phone, and how to read the stored one back (null when refused).
 * The email is new at each send: the sign-ups limit the sends of one address.
 */
const endpoints: [string, Send][] = [
  [
    'POST /api/signup/auditions/',
    (phone) =>
      signUp(
        '/api/signup/auditions/',
        auditionSignups,
      )(auditionBody({ phone, email: `audit${++counter}@example.com` })),
  ],
  [
    'POST /api/sign-ups/workshops/',
    (phone) =>
      signUp(
        '/api/sign-ups/workshops/',
        workshopSignUps,
      )(workshopBody([workshopId], { phone, email: `atelier${++counter}@example.com` })),
  ],
  [
    'POST /api/sign-ups/consent/',
    async (phone) =>
      signUp(
        '/api/sign-ups/consent/',
        consents,
      )(await validConsent({ phone, email: `acord${++counter}@example.com` })),
  ],
  ...(['edit', 'finalize'] as const).map(
    (kind) =>
      [
        `POST /api/account/${kind}`,
        async (phone: string) => {
          const token = await member();
          const body =
            kind === 'edit'
              ? { ...profile, localitate: 'Iași', judet: 'IS', phone }
              : { birth_date: '2012-05-17', sex: 'F', judet: 'IS', localitate: 'Iași', phone };
          const res = await client(t.app, token).post(`/api/account/${kind}`, body);
          const read = async () => {
            const details = await client(t.app, token).get('/api/account/details/');
            return ((await details.json()) as { phone: string }).phone;
          };
          return [res, read];
        },
      ] as (typeof endpoints)[number],
  ),
  [
    'POST /api/choir/',
    async (phone) => {
      const name = `Corul Telefonului ${++counter}`;
      const res = await client(t.app, await member()).post('/api/choir/', {
        ...LASTARII_CHOIR,
        name,
        phone,
      });
      const read = async () =>
        (await t.db.select({ phone: choirs.phone }).from(choirs).where(eq(choirs.name, name)))[0]
          ?.phone ?? '';
      return [res, read];
    },
  ],
];

describe.each(endpoints)('%s', (_name, send) => {
  test.each([
    ['9 digits, with spaces', '0722 123 45'],
    ['11 digits, with dots', '0722.123.4567'],
    ['+40 and 10 more digits', '+40 0722 123 456'],
  ])('refuses a phone of %s', async (_case, phone) => {
    const [res] = await send(phone);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ phone: [validation.exactDigits(PHONE_DIGITS)] });
  });

  test.each([
    ['letters', '0722 ABC 456'],
    ['a slash', '0722/123456'],
    ['another country code', '+41 722 123 456'],
  ])('refuses a phone with %s as "Numai numere"', async (_case, phone) => {
    const [res] = await send(phone);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ phone: [validation.digitsOnly] });
  });

  test.each([
    ['spaces', '0722 123 456'],
    ['dots', '0722.123.456'],
    ['dashes', '0722-123-456'],
    ['the +40 country code', '+40 722 123 456'],
    ['the 0040 country code', '0040722123456'],
  ])('accepts a phone with %s and stores its ten digits', async (_case, phone) => {
    const [res, read] = await send(phone);
    expect(res.status).toBeLessThan(300);
    expect(await read()).toBe('0722123456');
  });
});

test('an account may still leave its phone empty', async () => {
  const token = await member();
  const res = await client(t.app, token).post('/api/account/edit', {
    ...profile,
    localitate: 'Iași',
    judet: 'IS',
    phone: ' ',
  });
  expect(res.status).toBe(200);
  const details = await client(t.app, token).get('/api/account/details/');
  expect(await details.json()).toMatchObject({ phone: '' });
});
