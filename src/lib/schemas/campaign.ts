/**
 * The survey of /campanie (document 2 §3, §5): every field required but the e-mail (valid if
 * given). The island's form and POST /api/sign-ups/campaign/ share it.
 */
import * as v from 'valibot';
import { COUNTY_CODES } from '../counties.ts';
import { TEXT_MAX_LENGTH } from '../limits.ts';
import { validation } from '../messages.ts';
import {
  CAMPAIGN_AREAS,
  CAMPAIGN_EDUCATION,
  campaign,
  PRO_AGAINST,
  YES_NO,
} from '../messages-campaign.ts';
import { agreement, choice, oneLine, requiredText } from './fields.ts';
import { signupEnvelope } from './signup.ts';

/** Stored with each answer: raise it when a question's wording changes. */
export const CAMPAIGN_FORM_VERSION = 1;

const isEmail = v.pipe(v.string(), v.email());
/** Empty, or a valid address; stored lower-cased. */
const optionalEmail = v.optional(
  v.pipe(
    v.string(validation.email),
    oneLine,
    v.trim(),
    v.maxLength(TEXT_MAX_LENGTH, validation.maxLength(TEXT_MAX_LENGTH)),
    v.check((s) => s === '' || v.is(isEmail, s), validation.email),
    v.toLowerCase(),
  ),
  '',
);

const missing = campaign.missing;
const yesNo = choice(YES_NO, missing.yesNo);

export const campaignSchema = v.object({
  /** e.g. 'Maria Popescu' */
  name: requiredText(1, TEXT_MAX_LENGTH, missing.name),
  /** A county code, e.g. 'IS'. */
  county: choice(COUNTY_CODES, missing.county),
  area: choice(CAMPAIGN_AREAS, missing.area),
  education: choice(CAMPAIGN_EDUCATION, missing.education),
  workplace: requiredText(1, TEXT_MAX_LENGTH, missing.workplace),
  involved: yesNo,
  q2: yesNo,
  q3: yesNo,
  q4: yesNo,
  q5: yesNo,
  q6: yesNo,
  q7: choice(PRO_AGAINST, missing.proAgainst),
  email: optionalEmail,
  agreed: agreement,
  ...signupEnvelope,
});
export type CampaignInput = v.InferInput<typeof campaignSchema>;
