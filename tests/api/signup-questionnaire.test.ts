/** POST /api/sign-ups/questionnaire/: the conductors' questionnaire 'Muzica pentru toți' (document 2 §3, §5). */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RATE_LIMITS } from '../../src/lib/limits.ts';
import { questionnaire, signups, validation } from '../../src/lib/messages.ts';
import {
  CLOSED_QUESTIONS,
  MULTIPLE_CHOICE,
  OPEN_QUESTIONS,
} from '../../src/lib/messages-questionnaire.ts';
import { QUESTIONNAIRE_FORM_VERSION } from '../../src/lib/schemas/questionnaire.ts';
import { outbox, questionnaireAnswers } from '../../src/server/db/schema.ts';
import { login, type TestApp, testApp } from '../helpers/app.ts';
import { QUESTIONNAIRE_CLOSED } from '../helpers/signup-bodies.ts';
import { createdId, signupSender } from '../helpers/signups.ts';

let t: TestApp;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

const PATH = '/api/sign-ups/questionnaire/';
const CLOSED = QUESTIONNAIRE_CLOSED;
const valid = () => ({
  ...CLOSED,
  q17: 'Mai mult timp pentru fiecare copil.',
  q30: '',
  submission_id: randomUUID(),
});
const { post, postBare, expectUnreadable } = signupSender(() => t, PATH);
const isMultiple = (key: string) => (MULTIPLE_CHOICE as readonly string[]).includes(key);

describe('POST /api/sign-ups/questionnaire/', () => {
  test.each([
    ['q1 missing', { q1: undefined }, 'q1'],
    ['q1 past its options', { q1: 5 }, 'q1'],
    ['q4 zero', { q4: 0 }, 'q4'],
    ['q8 not whole', { q8: 2.5 }, 'q8'],
    ['q9 empty', { q9: [] }, 'q9'],
    ['q9 one value, not a list', { q9: 1 }, 'q9'],
    ['q9 with a value past its options', { q9: [1, 9] }, 'q9'],
    ['q11 missing', { q11: undefined }, 'q11'],
    ['q16 a word', { q16: 'da' }, 'q16'],
  ])('answers 400 asking for an answer when %s', async (_case, change, field) => {
    const res = await post({ ...valid(), ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, string[]>;
    const [key = field] = Object.keys(body);
    expect(key.split('.')[0]).toBe(field);
    // q9 and q11 take several answers: their message asks for at least one.
    const message = isMultiple(field) ? questionnaire.chooseSome : questionnaire.chooseOne;
    expect(Object.values(body)).toEqual([[message]]);
  });

  test('answers 400 for an open answer too long', async () => {
    const res = await post({ ...valid(), q39: 'a'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ q39: [validation.maxLength(2000)] });
  });

  test('answers 400 asking for the 16 answers and the bot check for an empty send', async () => {
    const res = await postBare({
      submission_id: randomUUID(),
    });
    expect(res.status).toBe(400);
    const required = Object.fromEntries(
      Object.keys(CLOSED).map((key) => [
        key,
        [isMultiple(key) ? questionnaire.chooseSome : questionnaire.chooseOne],
      ]),
    );
    expect(await res.json()).toEqual({ ...required, altcha: [signups.captchaFailed] });
  });

  test('answers 201: the closed answers as numbers (digits accepted), the open ones given, the team mailed', async () => {
    const body = { ...valid(), q2: '1', q9: [5, 1, 5] };
    const mark = await t.mailMark();
    const id = await createdId(await post(body));
    const [row] = await t.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.id, id));
    expect(row).toMatchObject({
      submissionId: body.submission_id,
      formVersion: QUESTIONNAIRE_FORM_VERSION,
      q1: 2,
      q2: 1,
      q9: [1, 5],
      q11: [1, 4],
      q16: 2,
      open: { q17: 'Mai mult timp pentru fiecare copil.' },
    });
    const team = await t.lastMail(
      mark,
      'admin@example.com',
      signups.teamSubject(questionnaire.formName, questionnaire.anonymous),
    );
    const text = team.text.replace(/\s+/g, ' ');
    expect(text).toContain(`${CLOSED_QUESTIONS.q9.options[0]}; ${CLOSED_QUESTIONS.q9.options[4]}`);
    expect(text).toContain(`17. ${OPEN_QUESTIONS.q17} Mai mult timp pentru fiecare copil.`);
    expect(text).toContain(`39. ${OPEN_QUESTIONS.q39} —`);
  });

  test('a repeated send stores one row and one notification', async () => {
    const body = valid();
    const subject = signups.teamSubject(questionnaire.formName, questionnaire.anonymous);
    const count = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.subject, subject))).length;
    const before = await count();
    expect((await post(body)).status).toBe(201);
    expect((await post(body)).status).toBe(201);
    const rows = await t.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.submissionId, body.submission_id));
    expect(rows).toHaveLength(1);
    expect((await count()) - before).toBe(1);
  });

  test('answers 429 past the limit for one IP', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < RATE_LIMITS.signup.perIp; i++)
      expect((await post(valid(), ip)).status).toBe(201);
    const res = await post(valid(), ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test.each(['visitor', 'conductor', 'staff'])(
    'a %s reads no answers through the API',
    async (who) => {
      const account = { conductor: 'dirijor@example.com', staff: 'admin@example.com' }[who];
      const token = account ? await login(t.app, account) : undefined;
      for (const [method, path] of [
        ['GET', PATH],
        ['GET', `${PATH}1/`],
        ['DELETE', `${PATH}1/`],
      ] as const)
        await expectUnreadable(method, path, token, 'Mai mult timp');
    },
  );
});
