/** The survey of /campanie, 'DA pentru ora de muzică' (document 2 §3), sent to POST /api/sign-ups/campaign/. */

import { apiPath } from '../../lib/api-path.ts';
import { COUNTIES } from '../../lib/counties.ts';
import { campaign as m, signups } from '../../lib/messages.ts';
import {
  CAMPAIGN_AREAS,
  CAMPAIGN_EDUCATION,
  CAMPAIGN_YES_NO_QUESTIONS,
} from '../../lib/messages-campaign.ts';
import { signupPaths } from '../../lib/paths/signups.ts';
import { campaignSchema } from '../../lib/schemas/campaign.ts';
import { Agreement } from '../../ui/Checkbox.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { Select } from '../../ui/Select.tsx';
import { EmailField, TextField } from '../../ui/TextField.tsx';
import { SignupForm } from './SignupForm.tsx';
import { useSignupForm } from './use-signup-form.ts';

const COUNTY_OPTIONS = COUNTIES.map((county) => ({ id: county.code, name: county.name }));
const AREA_OPTIONS = CAMPAIGN_AREAS.map((value) => ({ value, label: m.areas[value] }));
const EDUCATION_OPTIONS = CAMPAIGN_EDUCATION.map((value) => ({
  value,
  label: m.educations[value],
}));
const YES_NO_OPTIONS = [
  { value: 'yes', label: m.yes },
  { value: 'no', label: m.no },
];
const PRO_AGAINST_OPTIONS = [
  { value: 'pro', label: m.pro },
  { value: 'against', label: m.against },
];

export default function CampaignForm() {
  const signup = useSignupForm({
    schema: campaignSchema,
    path: apiPath(signupPaths.campaign),
    empty: {
      name: '',
      county: '',
      area: '',
      education: '',
      workplace: '',
      involved: '',
      q2: '',
      q3: '',
      q4: '',
      q5: '',
      q6: '',
      q7: '',
      email: '',
      agreed: false,
      altcha: '',
      submission_id: '',
    },
    labels: {
      name: m.name,
      county: m.county,
      area: m.area,
      education: m.education,
      workplace: m.workplace,
      ...m.questions,
      email: m.email,
      agreed: m.agreedShort,
      altcha: signups.captchaField,
    },
  });
  const { field } = signup.form;
  return (
    <SignupForm signup={signup} submitLabel={m.submit} success={m.success}>
      <fieldset>
        <legend>{m.aboutYou}</legend>
        <TextField label={m.name} autoComplete="name" isRequired {...field('name')} />
        <Select
          label={m.county}
          placeholder={m.countyPlaceholder}
          options={COUNTY_OPTIONS}
          isRequired
          {...field('county')}
        />
        <RadioGroup label={m.area} options={AREA_OPTIONS} isRequired {...field('area')} />
        <div className="choice-list">
          <RadioGroup
            label={m.education}
            options={EDUCATION_OPTIONS}
            isRequired
            {...field('education')}
          />
        </div>
        <TextField
          label={m.workplace}
          description={m.workplaceHint}
          isRequired
          {...field('workplace')}
        />
      </fieldset>
      <fieldset>
        <legend>{m.aboutSchool}</legend>
        {CAMPAIGN_YES_NO_QUESTIONS.map((name) => (
          <RadioGroup
            key={name}
            label={m.questions[name]}
            options={YES_NO_OPTIONS}
            isRequired
            {...field(name)}
          />
        ))}
        <RadioGroup
          label={m.questions.q7}
          options={PRO_AGAINST_OPTIONS}
          isRequired
          {...field('q7')}
        />
      </fieldset>
      <EmailField label={m.email} description={m.emailHint} {...field('email')} />
      <Agreement {...field('agreed')}>{m.agreed}</Agreement>
    </SignupForm>
  );
}
