/**
 * The parental consent of /formular-gdpr (document 2 §3, §5, §8), sent to
 * POST /api/sign-ups/consent/: the consent's fields (ConsentFields.tsx), the child's name and
 * choir typed here. A send the rules
 * refuse shows the error summary and, as the spec asks, the toast 'Formular incomplet'.
 */
import { type FormEvent, useEffect } from 'react';
import * as v from 'valibot';
import { api } from '../../client/api.ts';
import { consentRequestInfoSchema } from '../../lib/api/consent.ts';
import { apiPath } from '../../lib/api-path.ts';
import { CONSENT_AGREEMENTS } from '../../lib/consent-agreements.ts';
import { todayInBucharest } from '../../lib/dates.ts';
import { signups } from '../../lib/messages.ts';
import { consentForm as m } from '../../lib/messages-consent.ts';
import { signupPaths } from '../../lib/paths/signups.ts';
import { consentSchema } from '../../lib/schemas/consent.ts';
import { showToast } from '../../stores/toasts.ts';
import { TextField } from '../../ui/TextField.tsx';
import { ConsentFields, type ConsentFieldsProps } from './ConsentFields.tsx';
import { SignupForm } from './SignupForm.tsx';
import { useSignupForm } from './use-signup-form.ts';

const unticked = Object.fromEntries(CONSENT_AGREEMENTS.map(({ field }) => [field, false])) as {
  [K in (typeof CONSENT_AGREEMENTS)[number]['field']]: boolean;
};

/** The query parameter of the link mailed to a child's parent (server/consents/request.ts). */
const REQUEST_PARAM = 'cerere';

/**
 * Opened from the link mailed to a child's parent: the child's name and choir filled in, and the
 * link's token sent with the form so the consent names the child. An unknown link fills nothing.
 */
function usePrefill(
  setValue: (name: 'childName' | 'choirName' | 'request', value: string) => void,
) {
  useEffect(() => {
    const token = new URLSearchParams(location.search).get(REQUEST_PARAM);
    if (!token) return;
    void api
      .post(apiPath(signupPaths.consentRequest), { json: { token } })
      .json()
      .then((answer) => {
        const info = v.parse(consentRequestInfoSchema, answer);
        setValue('childName', info.child_name);
        if (info.choir_name) setValue('choirName', info.choir_name);
        setValue('request', token);
      })
      .catch(() => undefined);
  }, [setValue]);
}

export default function ConsentForm() {
  const signup = useSignupForm({
    schema: consentSchema,
    path: apiPath(signupPaths.consent),
    empty: {
      name: '',
      phone: '',
      email: '',
      childName: '',
      choirName: '',
      date: todayInBucharest(),
      ...unticked,
      signature: '',
      request: '',
      altcha: '',
      submission_id: '',
    },
    labels: {
      name: m.name,
      phone: m.phone,
      email: m.email,
      childName: m.childName,
      choirName: m.choirName,
      date: m.date,
      ...Object.fromEntries(CONSENT_AGREEMENTS.map(({ field, title }) => [field, title])),
      signature: m.signatureSection,
      altcha: signups.captchaField,
    },
  });
  const { field } = signup.form;
  usePrefill(signup.form.setValue);
  const onSubmit = async (event: FormEvent) => {
    if (!signup.form.isValid)
      showToast({ tone: 'error', title: m.incompleteTitle, text: m.incompleteText });
    await signup.onSubmit(event);
  };

  return (
    <SignupForm
      signup={{ ...signup, onSubmit }}
      submitLabel={m.submit}
      success={m.success}
      successDetails={signup.sentBody ? <p>{m.successMailed(signup.sentBody.email)}</p> : null}
    >
      <ConsentFields
        // The same fields, typed by the account form's narrower values (their types are the same).
        field={field as ConsentFieldsProps['field']}
        child={
          <>
            <TextField label={m.childName} isRequired {...field('childName')} />
            <TextField label={m.choirName} isRequired {...field('choirName')} />
          </>
        }
      />
    </SignupForm>
  );
}
