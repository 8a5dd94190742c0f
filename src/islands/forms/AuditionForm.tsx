/** The audition sign-up of /auditii (document 1 §7–§9), sent to POST /api/signup/auditions/. */

import { apiPath } from '../../lib/api-path.ts';
import { AUDITION_AGE } from '../../lib/limits.ts';
import { auditions as m, signups } from '../../lib/messages.ts';
import { AUDITION_CATEGORIES } from '../../lib/messages-auditions.ts';
import { signupPaths } from '../../lib/paths/signups.ts';
import { auditionSchema } from '../../lib/schemas/audition.ts';
import { Agreement } from '../../ui/Checkbox.tsx';
import { NameFields } from '../../ui/PersonFields.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { EmailField, PhoneField, TextField } from '../../ui/TextField.tsx';
import { AgeField } from './AgeField.tsx';
import { SignupForm } from './SignupForm.tsx';
import { useSignupForm } from './use-signup-form.ts';

const CATEGORY_OPTIONS = AUDITION_CATEGORIES.map((value) => ({
  value,
  label: m.categories[value],
}));

export default function AuditionForm() {
  const signup = useSignupForm({
    schema: auditionSchema,
    path: apiPath(signupPaths.auditions),
    empty: {
      category: '',
      firstName: '',
      lastName: '',
      age: Number.NaN,
      email: '',
      phone: '',
      school: '',
      reason: '',
      experience: '',
      agreed: false,
      altcha: '',
      submission_id: '',
    },
    labels: {
      category: m.category,
      firstName: m.firstName,
      lastName: m.lastName,
      age: m.age,
      email: m.email,
      phone: m.phone,
      school: m.school,
      reason: m.reason,
      experience: m.experience,
      agreed: m.agreedShort,
      altcha: signups.captchaField,
    },
  });
  const { field } = signup.form;
  return (
    <SignupForm signup={signup} submitLabel={m.submit} success={m.success} again={m.again}>
      <div className="choice-list">
        <RadioGroup
          label={m.category}
          options={CATEGORY_OPTIONS}
          isRequired
          {...field('category')}
        />
      </div>
      <NameFields
        first={{ label: m.firstName, ...field('firstName') }}
        last={{ label: m.lastName, ...field('lastName') }}
      />
      <AgeField label={m.age} range={AUDITION_AGE} {...field('age')} />
      <EmailField label={m.email} description={m.emailHint} isRequired {...field('email')} />
      <PhoneField label={m.phone} description={m.phoneHint} isRequired {...field('phone')} />
      <TextField label={m.school} description={m.schoolHint} isRequired {...field('school')} />
      <TextAreaField label={m.reason} rows={3} description={m.reasonHint} {...field('reason')} />
      <TextAreaField
        label={m.experience}
        rows={3}
        description={m.experienceHint}
        {...field('experience')}
      />
      <Agreement {...field('agreed')}>{m.agreed}</Agreement>
    </SignupForm>
  );
}
