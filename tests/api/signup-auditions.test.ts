import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUDITION_AGE, PHONE_DIGITS, RATE_LIMITS } from '../../src/lib/limits.ts';
import { auditions, signups, validation } from '../../src/lib/messages.ts';
import { AUDITION_FORM_VERSION } from '../../src/lib/schemas/audition.ts';
import { auditionSignups, outbox } from '../../src/server/db/schema.ts';
import { login, type TestApp, testApp } from '../helpers/app.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { auditionBody } from '../helpers/signup-bodies.ts';
import { createdId, expectFieldErrors, expectTooMany, signupSender } from '../helpers/signups.ts';

let t: TestApp;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

const PATH = '/api/signup/auditions/';
const valid = () => auditionBody();
const { post, postBare, nextIp } = signupSender(() => t, PATH);
const ageRange = signups.ageRange(AUDITION_AGE.min, AUDITION_AGE.max);

describe('POST /api/signup/auditions/', () => {
  test.each([
    ['category missing', { category: undefined }, 'category', validation.required],
    ['category unknown', { category: 'opera' }, 'category', validation.required],
    ['first name empty', { firstName: '  ' }, 'firstName', auditions.firstNameMissing],
    ['last name missing', { lastName: undefined }, 'lastName', auditions.lastNameMissing],
    ['age missing', { age: undefined }, 'age', validation.required],
    ['age a text', { age: '9' }, 'age', validation.required],
    ['age below the slider', { age: AUDITION_AGE.min - 1 }, 'age', ageRange],
    ['age above the slider', { age: AUDITION_AGE.max + 1 }, 'age', ageRange],
    ['age not whole', { age: 9.5 }, 'age', ageRange],
    ['e-mail invalid', { email: 'parinte@' }, 'email', validation.email],
    ['phone missing', { phone: '' }, 'phone', validation.phoneMissing],
    ['phone with letters', { phone: '07221234ab' }, 'phone', validation.digitsOnly],
    ['phone with a slash', { phone: '0722/123456' }, 'phone', validation.digitsOnly],
    ['phone too short', { phone: '072212345' }, 'phone', validation.exactDigits(PHONE_DIGITS)],
    ['phone too long', { phone: '07221234567' }, 'phone', validation.exactDigits(PHONE_DIGITS)],
    ['school missing', { school: undefined }, 'school', auditions.schoolMissing],
    ['reason too long', { reason: 'a'.repeat(2001) }, 'reason', validation.maxLength(2000)],
    ['agreement unticked', { agreed: false }, 'agreed', validation.agreementRequired],
    ['submission id missing', { submission_id: undefined }, 'submission_id', signups.submissionId],
    ['submission id not a UUID', { submission_id: '42' }, 'submission_id', signups.submissionId],
    ['bot check missing', { altcha: '' }, 'altcha', signups.captchaFailed],
  ])('answers 400 when the %s', async (_case, change, field, message) => {
    await expectFieldErrors(await post({ ...valid(), ...change }), { [field]: [message] });
  });

  test('answers 400 with every required message for an empty body', async () => {
    await expectFieldErrors(await postBare({}), {
      category: [validation.required],
      firstName: [auditions.firstNameMissing],
      lastName: [auditions.lastNameMissing],
      age: [validation.required],
      email: [validation.emailMissing],
      phone: [validation.phoneMissing],
      school: [auditions.schoolMissing],
      agreed: [validation.required],
      altcha: [signups.captchaFailed],
      submission_id: [signups.submissionId],
    });
  });

  test.each([
    ['a forged payload', 'e30='],
    ['a payload of another shape', 'not base64 at all'],
  ])('answers 400 with the bot-check text for %s, and stores nothing', async (_case, altcha) => {
    const body = { ...valid(), altcha };
    const res = await postBare(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ altcha: [signups.captchaFailed] });
    const rows = await t.db
      .select()
      .from(auditionSignups)
      .where(eq(auditionSignups.submissionId, body.submission_id));
    expect(rows).toEqual([]);
  });

  test('answers 400 for a bot check already spent on another submission', async () => {
    const altcha = await solveCaptcha(t.deps.captcha);
    expect((await post({ ...valid(), altcha })).status).toBe(201);
    const res = await post({ ...valid(), altcha });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ altcha: [signups.captchaFailed] });
  });

  test.each([
    ['a NUL in a name', { firstName: 'Ioa\u0000na' }, 'firstName'],
    ['a lone surrogate in the school', { school: 'Școala \ud800' }, 'school'],
  ])('answers 400, never 500, for %s', async (_case, change, field) => {
    const res = await post({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [validation.controlCharacters] });
  });

  test.each([
    ['a first name with CR LF and a forged header', 'firstName', 'Ion\r\nBcc: victim@evil.test'],
    ['a last name with a line separator', 'lastName', 'Țăranu\u2028Bcc: victim@evil.test'],
    ['a school with a tab', 'school', 'Școala\tnr. 5'],
    ['a phone ending in a line feed', 'phone', '0722123456\n'],
    ['an e-mail with a C1 next line', 'email', 'parinte\u0085@example.com'],
  ])(
    'answers 400 on the field for %s, and stores and mails nothing',
    async (_case, field, text) => {
      const body = { ...valid(), [field]: text };
      const mailsBefore = await t.db.$count(outbox);
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ [field]: [validation.singleLine] });
      const rows = await t.db
        .select()
        .from(auditionSignups)
        .where(eq(auditionSignups.submissionId, body.submission_id));
      expect(rows).toEqual([]);
      // The mails of a sign-up are queued in its transaction: none queued is none sent.
      expect(await t.db.$count(outbox)).toBe(mailsBefore);
      expect(await t.db.$count(outbox, like(outbox.text, '%victim@evil.test%'))).toBe(0);
    },
  );

  test('keeps the line breaks of the answers of several lines', async () => {
    const reason = 'Îi place să cânte.\r\nȘi cântă în fiecare zi.';
    const id = await createdId(await post({ ...valid(), reason }));
    const [row] = await t.db.select().from(auditionSignups).where(eq(auditionSignups.id, id));
    expect(row?.reason).toBe(reason);
  });

  test('answers 201 with the id, stores the row with its form version, mails the parent and every staff account', async () => {
    const body = { ...valid(), email: ' Parinte.Ioana@Example.com ', firstName: ' Ioana ' };
    const mark = await t.mailMark();
    const id = await createdId(await post(body));
    const [row] = await t.db.select().from(auditionSignups).where(eq(auditionSignups.id, id));
    expect(row).toMatchObject({
      submissionId: body.submission_id,
      formVersion: AUDITION_FORM_VERSION,
      // Trimmed and lower-cased on the way in.
      firstName: 'Ioana',
      email: 'parinte.ioana@example.com',
      category: 'choir',
      lastName: 'Țăranu',
      age: 9,
      phone: '0722123456',
      agreed: true,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);

    const mail = await t.lastMail(mark, 'parinte.ioana@example.com', auditions.mailSubject);
    expect(mail.text).toContain('Bună, Ioana!');
    expect(mail.text).toContain(auditions.categories.choir);
    const team = await t.lastMail(
      mark,
      'admin@example.com',
      signups.teamSubject(auditions.formName, 'Ioana Țăranu'),
    );
    for (const text of ['0722123456', 'Școala Gimnazială nr. 5 Iași', `9 ${signups.ageUnit}`]) {
      expect(team.text).toContain(text);
    }
    expect(team.text).toContain(signups.submissionLine(id, AUDITION_FORM_VERSION));
  });

  test('takes optional reason and experience left out', async () => {
    const { reason: _r, experience: _e, ...body } = valid();
    const id = await createdId(await post(body));
    const [row] = await t.db.select().from(auditionSignups).where(eq(auditionSignups.id, id));
    expect(row).toMatchObject({ reason: '', experience: '' });
  });

  test('a send repeated with the same submission id stores one row and one set of mails', async () => {
    const body = { ...valid(), email: 'de-doua-ori@example.com' };
    const first = await post(body);
    expect(first.status).toBe(201);
    // Sent again after a lost answer: with a fresh bot check, and again with the spent one.
    const again = await post(body);
    const spent = await postBare({
      ...body,
      altcha: 'e30=',
    });
    const answers = [await first.json(), await again.json(), await spent.json()];
    expect([again.status, spent.status]).toEqual([201, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const rows = await t.db
      .select()
      .from(auditionSignups)
      .where(eq(auditionSignups.submissionId, body.submission_id));
    expect(rows).toHaveLength(1);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, body.email));
    expect(mails).toHaveLength(1);
  });

  test('two sends of the same submission at once store one row and one set of mails', async () => {
    const body = { ...valid(), email: 'deodata@example.com' };
    const [a, b] = await Promise.all([post(body), post(body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await a.json()).toEqual(await b.json());
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, body.email));
    expect(mails).toHaveLength(1);
  });

  test('answers 429 with Retry-After past the limit for one e-mail', async () => {
    const email = 'multi-copii@example.com';
    for (let i = 0; i < RATE_LIMITS.signup.perEmail; i++) {
      expect((await post({ ...valid(), email })).status).toBe(201);
    }
    const res = await post({ ...valid(), email });
    await expectTooMany(res);
  });

  test('answers 429 past the limit for one IP; an invalid send does not count', async () => {
    const ip = '10.5.0.1';
    expect((await post({ ...valid(), agreed: false }, ip)).status).toBe(400);
    for (let i = 0; i < RATE_LIMITS.signup.perIp; i++) {
      const res = await post({ ...valid(), email: `ip${i}@example.com` }, ip);
      expect(res.status).toBe(201);
    }
    const res = await post({ ...valid(), email: 'inca-unul@example.com' }, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the stored sign-ups are nobody’s to read through the API', () => {
  const tokens: Record<string, string | undefined> = {};
  beforeAll(async () => {
    tokens.visitor = undefined;
    tokens.singer = await login(t.app, 'corist@example.com');
    tokens.conductor = await login(t.app, 'dirijor@example.com');
  });

  describe.each(['visitor', 'singer', 'conductor'])('as %s', (who) => {
    test.each([
      'GET /api/signup/auditions/',
      'GET /api/signup/auditions/1/',
      'GET /api/sign-ups/auditions/',
      'PATCH /api/signup/auditions/1/',
      'DELETE /api/signup/auditions/1/',
    ])('%s answers no sign-up', async (call) => {
      const [method = 'GET', path = ''] = call.split(' ');
      const headers: Record<string, string> = { 'x-forwarded-for': nextIp() };
      if (tokens[who]) headers.authorization = `Token ${tokens[who]}`;
      const res = await t.app.request(path, { method, headers });
      expect([401, 403, 404, 405]).toContain(res.status);
      expect(await res.text()).not.toContain('Țăranu');
    });
  });
});
