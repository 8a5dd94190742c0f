import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RATE_LIMITS } from '../../src/lib/limits.ts';
import { campaign, signups, validation } from '../../src/lib/messages.ts';
import { CAMPAIGN_FORM_VERSION } from '../../src/lib/schemas/campaign.ts';
import { campaignAnswers, outbox } from '../../src/server/db/schema.ts';
import { login, type TestApp, testApp } from '../helpers/app.ts';
import { campaignBody } from '../helpers/signup-bodies.ts';
import { createdId, expectFieldErrors, expectTooMany, signupSender } from '../helpers/signups.ts';

let t: TestApp;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

const PATH = '/api/sign-ups/campaign/';
const valid = () => campaignBody();
const { post, postBare, expectUnreadable } = signupSender(() => t, PATH);
const teamMails = () => t.db.select().from(outbox).where(eq(outbox.to, 'admin@example.com'));

describe('POST /api/sign-ups/campaign/', () => {
  test.each([
    ['name empty', { name: ' ' }, 'name', campaign.missing.name],
    ['county unknown', { county: 'XX' }, 'county', campaign.missing.county],
    ['county empty', { county: '' }, 'county', campaign.missing.county],
    ['area neither rural nor urban', { area: 'suburban' }, 'area', campaign.missing.area],
    ['education unknown', { education: 'kindergarten' }, 'education', campaign.missing.education],
    ['workplace missing', { workplace: undefined }, 'workplace', campaign.missing.workplace],
    ['involved not yes/no', { involved: 'maybe' }, 'involved', campaign.missing.yesNo],
    ['q2 missing', { q2: undefined }, 'q2', campaign.missing.yesNo],
    ['q6 a boolean', { q6: true }, 'q6', campaign.missing.yesNo],
    ['q7 yes instead of pro/against', { q7: 'yes' }, 'q7', campaign.missing.proAgainst],
    ['e-mail given but invalid', { email: 'mihai@' }, 'email', validation.email],
    ['agreement unticked', { agreed: false }, 'agreed', validation.agreementRequired],
    ['bot check missing', { altcha: '' }, 'altcha', signups.captchaFailed],
  ])('answers 400 when the %s', async (_case, change, field, message) => {
    await expectFieldErrors(await post({ ...valid(), ...change }), { [field]: [message] });
  });

  test('answers 400 naming what each empty field needs, and nothing for the e-mail', async () => {
    const empty = Object.fromEntries(Object.keys(valid()).map((key) => [key, '']));
    const res = await postBare({ ...empty, agreed: false });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, string[]>;
    expect(body.email).toBeUndefined();
    expect(body.agreed).toEqual([validation.agreementRequired]);
    const { missing } = campaign;
    expect(body).toMatchObject({
      name: [missing.name],
      county: [missing.county],
      area: [missing.area],
      education: [missing.education],
      workplace: [missing.workplace],
      involved: [missing.yesNo],
      q2: [missing.yesNo],
      q6: [missing.yesNo],
      q7: [missing.proAgainst],
    });
    expect(JSON.stringify(body)).not.toContain(validation.required);
  });

  test('answers 400 with the bot-check text for a forged payload', async () => {
    const res = await postBare({ ...valid(), altcha: 'e30=' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ altcha: [signups.captchaFailed] });
  });

  test('answers 201 without an e-mail: the row is stored, only the team is mailed', async () => {
    const before = (await t.db.select().from(outbox)).length;
    const mark = await t.mailMark();
    const body = valid();
    const id = await createdId(await post(body));
    const [row] = await t.db.select().from(campaignAnswers).where(eq(campaignAnswers.id, id));
    expect(row).toMatchObject({
      submissionId: body.submission_id,
      formVersion: CAMPAIGN_FORM_VERSION,
      county: 'CJ',
      area: 'rural',
      q7: 'pro',
      email: null,
      agreed: true,
    });
    expect((await t.db.select().from(outbox)).length - before).toBe(1);
    const team = await t.lastMail(
      mark,
      'admin@example.com',
      signups.teamSubject(campaign.formName, body.name),
    );
    expect(team.text).toContain('Cluj');
    // Long lines are wrapped in the mail: compare the words.
    expect(team.text.replace(/\s+/g, ' ')).toContain(`${campaign.questions.q7} ${campaign.pro}`);
    expect(team.text).toContain(campaign.educations.masters);
  });

  test('answers 201 with an e-mail: the person gets a thank-you mail', async () => {
    const mark = await t.mailMark();
    const res = await post({ ...valid(), email: ' Mihai@Example.com ' });
    expect(res.status).toBe(201);
    const mail = await t.lastMail(mark, 'mihai@example.com', campaign.mailSubject);
    expect(mail.text).toContain('Bună, Mihai Ștefănescu!');
  });

  test('a repeated send stores one row and one set of mails', async () => {
    const body = valid();
    const before = (await teamMails()).length;
    const [first, again] = [await post(body), await post(body)];
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await first.json()).toEqual(await again.json());
    const rows = await t.db
      .select()
      .from(campaignAnswers)
      .where(eq(campaignAnswers.submissionId, body.submission_id));
    expect(rows).toHaveLength(1);
    expect((await teamMails()).length - before).toBe(1);
  });

  test('answers 429 past the limit for one e-mail', async () => {
    const email = 'acelasi@example.com';
    for (let i = 0; i < RATE_LIMITS.signup.perEmail; i++) {
      expect((await post({ ...valid(), email })).status).toBe(201);
    }
    const res = await post({ ...valid(), email });
    await expectTooMany(res);
  });

  describe.each(['visitor', 'singer', 'staff'])('as %s', (who) => {
    test.each(['GET', 'PATCH', 'DELETE'])('%s of the answers finds none', async (method) => {
      const token =
        who === 'visitor'
          ? undefined
          : await login(t.app, who === 'singer' ? 'corist@example.com' : 'admin@example.com');
      for (const path of [PATH, `${PATH}1/`])
        await expectUnreadable(method, path, token, 'Ștefănescu');
    });
  });
});
