/**
 * Valid bodies of the public sign-up forms (issue #11), as a browser sends them (without the bot
 * check: tests/helpers/signups.ts adds it), each with a fresh submission id; `change` overrides.
 */
import { randomUUID } from 'node:crypto';

type Change = Record<string, unknown>;

/** POST /api/signup/auditions/. */
export const auditionBody = (change: Change = {}) => ({
  category: 'choir',
  firstName: 'Ioana',
  lastName: 'Țăranu',
  age: 9,
  email: 'parinte.ioana@example.com',
  phone: '0722123456',
  school: 'Școala Gimnazială nr. 5 Iași',
  reason: 'Îi place să cânte toată ziua.',
  experience: 'Un an în corul clasei.',
  agreed: true,
  submission_id: randomUUID(),
  ...change,
});

/** POST /api/sign-ups/campaign/. */
export const campaignBody = (change: Change = {}) => ({
  name: 'Mihai Ștefănescu',
  county: 'CJ',
  area: 'rural',
  education: 'masters',
  workplace: 'Școala Gimnazială Feleacu',
  involved: 'yes',
  ...{ q2: 'no', q3: 'no', q4: 'yes', q5: 'no', q6: 'yes', q7: 'pro' },
  email: '',
  agreed: true,
  submission_id: randomUUID(),
  ...change,
});

/** The closed questions of POST /api/sign-ups/questionnaire/, each answered. */
export const QUESTIONNAIRE_CLOSED = {
  ...{ q1: 2, q2: 1, q3: 2, q4: 5, q5: 3, q6: 1, q7: 4, q8: 2 },
  ...{ q9: [5, 1], q10: 1, q11: [1, 4], q12: 3, q13: 1, q14: 1, q15: 3, q16: 2 },
};

/** POST /api/sign-ups/workshops/: `workshops` are the chosen workshops' ids. */
export const workshopBody = (workshops: unknown[], change: Change = {}) => ({
  name: 'Maria Popescu',
  email: 'maria.popescu@example.com',
  phone: '0722123456',
  age: 9,
  school: 'Școala Gimnazială nr. 3 Iași',
  workplace: 'Primăria Iași',
  knowledge: 'Citește note.',
  experience: 'Nicio experiență încă.',
  workshops,
  agreed: true,
  submission_id: randomUUID(),
  ...change,
});
