/**
 * The parental consent: POST /api/sign-ups/consent/ (rules, signature, bot check, rate limit, a
 * repeated send, the signed PDF and its hash, the mails), the withdrawal link, and the PDF for
 * staff only.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSENT_AGREEMENTS } from '../../src/lib/consent-agreements.ts';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { PHONE_DIGITS, RATE_LIMITS, SIGNATURE_DATA_URL_MAX_LENGTH } from '../../src/lib/limits.ts';
import { signups, validation } from '../../src/lib/messages.ts';
import { consentForm, consentMail, consentWithdraw } from '../../src/lib/messages-consent.ts';
import { CONSENT_FORM_VERSION } from '../../src/lib/schemas/consent.ts';
import { consents, outbox } from '../../src/server/db/schema.ts';
import { client, linkIn, login, type TestApp, testApp } from '../helpers/app.ts';
import { mailParts } from '../helpers/mime.ts';
import { drawnSignaturePng, pdfImages, pdfText, pngDataUrl } from '../helpers/pdf.ts';
import { createdId, expectFieldErrors, expectTooMany, signupSender } from '../helpers/signups.ts';

let t: TestApp;
let drawn: string;
beforeAll(async () => {
  t = await testApp();
  drawn = pngDataUrl(await drawnSignaturePng());
});
afterAll(() => t.close());

const PATH = '/api/sign-ups/consent/';
const agreements = Object.fromEntries(CONSENT_AGREEMENTS.map(({ field }) => [field, true]));
let emailCounter = 0;
const valid = () => ({
  name: 'Ștefania Țăranu',
  phone: '0722123456',
  // Each its own address: sends refused after the bot check count in the per-e-mail limit.
  email: `parinte${++emailCounter}@example.com`,
  childName: 'Ioana Țăranu',
  choirName: 'Corul „Armonia” Iași',
  date: todayInBucharest(),
  ...agreements,
  signature: drawn,
  submission_id: randomUUID(),
});
const { post, postBare, nextIp } = signupSender(() => t, PATH);
/** Sends a valid consent; returns its id. */
async function signed(change: Record<string, unknown> = {}) {
  const res = await post({ ...valid(), ...change });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(consents).where(eq(consents.id, id));
  if (!row) throw new Error(`no consent ${id}`);
  return row;
};
const inDays = (days: number) =>
  new Date(Date.parse(`${todayInBucharest()}T12:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
/** A pad's export with nothing drawn: every pixel transparent. */
const blankPad = async () =>
  pngDataUrl(
    await sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer(),
  );

type RuleCase = [string, Record<string, unknown>, string, string];

describe('POST /api/sign-ups/consent/', () => {
  test.each<RuleCase>([
    ['name missing', { name: undefined }, 'name', consentForm.nameMissing],
    ['phone with letters', { phone: '07221234ab' }, 'phone', validation.digitsOnly],
    ['phone too short', { phone: '072212345' }, 'phone', validation.exactDigits(PHONE_DIGITS)],
    ['e-mail missing', { email: '' }, 'email', validation.emailMissing],
    ['e-mail invalid', { email: 'parinte@' }, 'email', validation.email],
    ['child’s name empty', { childName: '   ' }, 'childName', consentForm.childNameMissing],
    ['choir missing', { choirName: undefined }, 'choirName', consentForm.choirNameMissing],
    ['date missing', { date: '' }, 'date', validation.required],
    ['date not a day', { date: '2026-02-30' }, 'date', validation.date],
    ['date in the future', { date: inDays(2) }, 'date', consentForm.dateInFuture],
    ['signature missing', { signature: undefined }, 'signature', consentForm.signatureRequired],
    ['signature empty', { signature: '  ' }, 'signature', consentForm.signatureRequired],
    [
      'signature another kind of data URL',
      { signature: 'data:image/svg+xml;base64,PHN2Zz4=' },
      'signature',
      consentForm.signatureInvalid,
    ],
    [
      'signature too long',
      { signature: `data:image/png;base64,${'A'.repeat(SIGNATURE_DATA_URL_MAX_LENGTH)}` },
      'signature',
      consentForm.signatureInvalid,
    ],
    ['bot check missing', { altcha: '' }, 'altcha', signups.captchaFailed],
    ['bot check forged', { altcha: 'e30=' }, 'altcha', signups.captchaFailed],
    ...CONSENT_AGREEMENTS.map(
      ({ field }) =>
        [`${field} unticked`, { [field]: false }, field, validation.agreementRequired] as RuleCase,
    ),
  ])('answers 400 when the %s', async (_case, change, field, message) => {
    await expectFieldErrors(await post({ ...valid(), ...change }), { [field]: [message] });
  });

  test('answers 400 with every required message for an empty body', async () => {
    await expectFieldErrors(await postBare({}), {
      name: [consentForm.nameMissing],
      phone: [validation.phoneMissing],
      email: [validation.emailMissing],
      childName: [consentForm.childNameMissing],
      choirName: [consentForm.choirNameMissing],
      date: [validation.required],
      ...Object.fromEntries(CONSENT_AGREEMENTS.map(({ field }) => [field, [validation.required]])),
      signature: [consentForm.signatureRequired],
      altcha: [signups.captchaFailed],
      submission_id: [signups.submissionId],
    });
  });

  test.each([
    [
      'a JPEG named PNG',
      async () =>
        pngDataUrl(
          await sharp(await drawnSignaturePng())
            .jpeg()
            .toBuffer(),
        ),
      consentForm.signatureInvalid,
    ],
    [
      'a PNG cut short',
      async () => pngDataUrl((await drawnSignaturePng()).subarray(0, 100)),
      consentForm.signatureInvalid,
    ],
    [
      'a poster-sized PNG',
      async () => pngDataUrl(await drawnSignaturePng(3000, 200)),
      consentForm.signatureInvalid,
    ],
    ['a pad with nothing drawn', blankPad, consentForm.signatureRequired],
  ])('answers 400 on the signature for %s, and stores nothing', async (_case, make, message) => {
    const body = { ...valid(), signature: await make() };
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ signature: [message] });
    const rows = await t.db
      .select()
      .from(consents)
      .where(eq(consents.submissionId, body.submission_id));
    expect(rows).toEqual([]);
  });

  test.each([
    ['a NUL in the child’s name', { childName: 'Ioa\u0000na' }, 'childName'],
    ['a lone surrogate in the typed signature', { signature: 'Ștefania \ud800' }, 'signature'],
  ])('answers 400, never 500, for %s', async (_case, change, field) => {
    const res = await post({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [validation.controlCharacters] });
  });

  test('answers 201; the row keeps the answers, both dates and the SHA-256 of its PDF', async () => {
    const body = { ...valid(), email: ' Stefania.Taranu@Example.com ' };
    const id = await createdId(await post(body));
    const row = await rowOf(id);
    expect(row).toMatchObject({
      submissionId: body.submission_id,
      formVersion: CONSENT_FORM_VERSION,
      name: 'Ștefania Țăranu',
      email: 'stefania.taranu@example.com',
      childName: 'Ioana Țăranu',
      choirName: 'Corul „Armonia” Iași',
      date: body.date,
      agreed: CONSENT_AGREEMENTS.map(({ field }) => field),
      signatureKind: 'drawn',
      signatureName: null,
      withdrawnAt: null,
    });
    expect(Date.now() - row.signedAt.getTime()).toBeLessThan(60_000);
    expect(row.pdfSha256).toBe(createHash('sha256').update(row.pdf).digest('hex'));

    const text = await pdfText(row.pdf);
    expect(text).toContain('Ioana Țăranu');
    for (const agreement of CONSENT_AGREEMENTS) expect(text).toContain(agreement.text);
    expect(await pdfImages(row.pdf)).toEqual([{ width: 600, height: 200 }]);
  });

  test('mails the parent the same PDF and a private withdrawal link; the team neither', async () => {
    const mark = await t.mailMark();
    const id = await signed({ email: 'pdf.mail@example.com' });
    const row = await rowOf(id);
    const mail = await t.lastMail(mark, 'pdf.mail@example.com', consentMail.parentSubject);
    const parts = mailParts(mail.raw);
    const pdf = parts.find((part) => part.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`acord-prelucrare-date-${id}.pdf`);
    expect(
      createHash('sha256')
        .update(pdf?.bytes ?? '')
        .digest('hex'),
    ).toBe(row.pdfSha256);
    const text = parts.find((part) => part.contentType === 'text/plain')?.text ?? '';
    expect(linkIn(text)).toMatch(/^http:\/\/localhost:4321\/formular-gdpr\/retragere\/[\w-]{43}$/);

    const team = await t.lastMail(
      mark,
      'admin@example.com',
      signups.teamSubject(consentForm.formName, 'Ioana Țăranu'),
    );
    expect(mailParts(team.raw).map((part) => part.contentType)).toEqual(['text/plain']);
    expect(team.text).toContain(`http://localhost:4321/api/sign-ups/consent/${id}/pdf/`);
    expect(team.text).not.toContain('/formular-gdpr/retragere/');
  });

  test('takes a typed full name as the signature, printed in the PDF', async () => {
    const id = await signed({ signature: '  Ștefania Țăranu  ' });
    const row = await rowOf(id);
    expect([row.signatureKind, row.signatureName]).toEqual(['typed', 'Ștefania Țăranu']);
    expect(await pdfImages(row.pdf)).toEqual([]);
    expect(await pdfText(row.pdf)).toContain('Ștefania Țăranu');
  });

  test('a send repeated with the same submission id stores one consent and mails one PDF', async () => {
    const body = { ...valid(), email: 'repetat@example.com' };
    const [a, b] = await Promise.all([post(body), post(body)]);
    const c = await post(body);
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    const ids = [await a.json(), await b.json(), await c.json()];
    expect(new Set(ids.map((x) => JSON.stringify(x))).size).toBe(1);
    const rows = await t.db
      .select()
      .from(consents)
      .where(eq(consents.submissionId, body.submission_id));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, body.email))).toHaveLength(1);
  });

  test('answers 429 with Retry-After past the limit for one e-mail', async () => {
    const email = 'multi-copii@example.com';
    for (let i = 0; i < RATE_LIMITS.signup.perEmail; i++) {
      await signed({ email, signature: 'Ștefania Țăranu' });
    }
    const res = await post({ ...valid(), email });
    await expectTooMany(res);
  });
});

describe('POST /api/sign-ups/consent/withdraw/', () => {
  const withdraw = (token: unknown) =>
    client(t.app, undefined, nextIp()).post(`${PATH}withdraw/`, { token });

  test.each([
    ['missing', undefined],
    ['too short', 'abc'],
    ['with a slash', `${'a'.repeat(30)}/x`],
  ])('answers 400 for a token %s', async (_case, token) => {
    const res = await withdraw(token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ token: [consentWithdraw.tokenRequired] });
  });

  test('answers 404 for a token no mail carried', async () => {
    const res = await withdraw('a'.repeat(43));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: consentWithdraw.invalid });
  });

  test('withdraws once; a second use says when it was withdrawn', async () => {
    const mark = await t.mailMark();
    const id = await signed({ email: 'retrag@example.com' });
    const mail = await t.lastMail(mark, 'retrag@example.com');
    const text = mailParts(mail.raw).find((part) => part.contentType === 'text/plain')?.text ?? '';
    const token = linkIn(text).split('/').at(-1);

    const first = await withdraw(token);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { withdrawn_at: string; already_withdrawn: boolean };
    expect(answer.already_withdrawn).toBe(false);
    const row = await rowOf(id);
    expect(row.withdrawnAt?.toISOString()).toBe(answer.withdrawn_at);
    expect(row.signedAt.getTime()).toBeLessThanOrEqual(row.withdrawnAt?.getTime() ?? 0);

    const second = await withdraw(token);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({
      withdrawn_at: answer.withdrawn_at,
      already_withdrawn: true,
    });
  });
  test('two uses at once withdraw once', async () => {
    const mark = await t.mailMark();
    await signed({ email: 'retrag.deodata@example.com' });
    const mail = await t.lastMail(mark, 'retrag.deodata@example.com');
    const text = mailParts(mail.raw).find((part) => part.contentType === 'text/plain')?.text ?? '';
    const token = linkIn(text).split('/').at(-1);
    const answers = await Promise.all([withdraw(token), withdraw(token)]);
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as {
      withdrawn_at: string;
      already_withdrawn: boolean;
    }[];
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(bodies.map((b) => b.already_withdrawn).sort()).toEqual([false, true]);
    expect(bodies[0]?.withdrawn_at).toBe(bodies[1]?.withdrawn_at);
  });
});

describe('GET /api/sign-ups/consent/{id}/pdf/', () => {
  let id: number;
  const tokens: Record<string, string | undefined> = {};
  beforeAll(async () => {
    id = await signed({ email: 'pdf.staff@example.com' });
    tokens.singer = await login(t.app, 'corist@example.com');
    tokens.pending = await login(t.app, 'nou@example.com');
    tokens.conductor = await login(t.app, 'dirijor@example.com');
    tokens.staff = await login(t.app, 'admin@example.com');
  });
  const get = (path: string, who?: string) =>
    client(t.app, who ? tokens[who] : undefined, nextIp()).get(path);

  test.each([
    ['a visitor', 401, undefined],
    ['a singer', 403, 'singer'],
    ['a member waiting for approval', 403, 'pending'],
    ['a conductor', 403, 'conductor'],
  ])('answers %s %i and no PDF', async (_who, status, who) => {
    const res = await get(`${PATH}${id}/pdf/`, who);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  test('answers staff the stored PDF as a download, never cached, with its digest', async () => {
    const res = await get(`${PATH}${id}/pdf/`, 'staff');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`acord-prelucrare-date-${id}.pdf`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    const row = await rowOf(id);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.pdfSha256);
    const digest = Buffer.from(row.pdfSha256, 'hex').toString('base64');
    expect(res.headers.get('repr-digest')).toBe(`sha-256=:${digest}:`);
  });

  test.each(['999999', 'abc', '0'])('answers staff 404 for consent %s', async (which) => {
    expect((await get(`${PATH}${which}/pdf/`, 'staff')).status).toBe(404);
  });

  describe.each(['visitor', 'singer', 'conductor'])('as %s, no consent can be read', (who) => {
    test.each([
      'GET /api/sign-ups/consent/',
      'GET /api/sign-ups/consent/1/',
      'PATCH /api/sign-ups/consent/1/',
      'DELETE /api/sign-ups/consent/1/',
    ])('%s answers no consent', async (call) => {
      const [method = 'GET', path = ''] = call.split(' ');
      const headers: Record<string, string> = { 'x-forwarded-for': nextIp() };
      const token = tokens[who];
      if (token) headers.authorization = `Token ${token}`;
      const res = await t.app.request(path, { method, headers });
      expect([401, 403, 404, 405]).toContain(res.status);
      expect(await res.text()).not.toContain('Țăranu');
    });
  });
});
