/** The survey campaign (document 2 §3) in the shared pipeline of submit.ts. */
import { COUNTIES } from '../../lib/counties.ts';
import { signups } from '../../lib/messages.ts';
import { campaign as m } from '../../lib/messages-campaign.ts';
import { CAMPAIGN_FORM_VERSION, campaignSchema } from '../../lib/schemas/campaign.ts';
import { campaignAnswers } from '../db/schema.ts';
import type { SignupForm } from './submit.ts';
import { teamMail } from './team-mail.ts';

const answer = (value: 'yes' | 'no' | 'pro' | 'against') => m[value];

export const campaignForm: SignupForm<typeof campaignSchema, undefined, typeof campaignAnswers> = {
  name: 'campaign',
  schema: campaignSchema,
  table: campaignAnswers,
  email: (body) => body.email || undefined,
  row(body) {
    const { altcha: _altcha, submission_id, email, ...answers } = body;
    return {
      ...answers,
      submissionId: submission_id,
      formVersion: CAMPAIGN_FORM_VERSION,
      email: email || null,
    };
  },
  mails(body, id) {
    const county = COUNTIES.find((c) => c.code === body.county)?.name ?? body.county;
    return {
      person: { subject: m.mailSubject, text: m.mailBody(body.name) },
      team: teamMail({ name: m.formName, version: CAMPAIGN_FORM_VERSION }, body.name, id, [
        [m.name, body.name],
        [m.county, county],
        [m.area, m.areas[body.area]],
        [m.education, m.educations[body.education]],
        [m.workplace, body.workplace],
        [m.questions.involved, answer(body.involved)],
        [m.questions.q2, answer(body.q2)],
        [m.questions.q3, answer(body.q3)],
        [m.questions.q4, answer(body.q4)],
        [m.questions.q5, answer(body.q5)],
        [m.questions.q6, answer(body.q6)],
        [m.questions.q7, answer(body.q7)],
        [m.email, body.email],
        [m.agreedShort, signups.yes],
      ]),
    };
  },
};
