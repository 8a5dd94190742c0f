/**
 * The parental consent's fields (document 2 §3): the parent's details, the child's, the ten
 * agreements (consent-agreements.ts, the texts the PDF prints) and the signed date with the
 * signature. The public form (/formular-gdpr) and the form a parent signs in their account
 * ('Copiii mei', issue #25) show the same fields; only the child's part differs (there the
 * child's name comes from the account), so the caller gives it.
 */
import type { ReactNode } from 'react';
import { CONSENT_AGREEMENTS } from '../../lib/consent-agreements.ts';
import { consentForm as m } from '../../lib/messages-consent.ts';
import type { ChildConsentInput } from '../../lib/schemas/consent.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { DatePicker } from '../../ui/DatePicker.tsx';
import { EmailField, PhoneField, TextField } from '../../ui/TextField.tsx';
import type { FieldBinding, FormValues } from '../../ui/use-form.ts';
import { SignatureField } from './SignatureField.tsx';
import './consent.css';

type Values = FormValues<ChildConsentInput>;

export interface ConsentFieldsProps {
  field: <K extends keyof Values & string>(name: K) => FieldBinding<Values[K]>;
  /** The fields (or the facts) of the child's part. */
  child: ReactNode;
}

export function ConsentFields({ field, child }: ConsentFieldsProps) {
  return (
    <>
      <fieldset>
        <legend>{m.parentSection}</legend>
        <TextField label={m.name} autoComplete="name" isRequired {...field('name')} />
        <PhoneField label={m.phone} description={m.phoneHint} isRequired {...field('phone')} />
        <EmailField label={m.email} description={m.emailHint} isRequired {...field('email')} />
      </fieldset>
      <fieldset>
        <legend>{m.childSection}</legend>
        {child}
      </fieldset>
      <fieldset className="consent-agreements">
        <legend>{m.agreementsSection}</legend>
        <p className="form__aside">{m.agreementsIntro}</p>
        {CONSENT_AGREEMENTS.map(({ field: name, title, text }) => (
          <Checkbox key={name} {...field(name)}>
            <strong className="consent-agreements__title">{title}</strong> {text}
          </Checkbox>
        ))}
      </fieldset>
      <fieldset>
        <legend>{m.signatureSection}</legend>
        <DatePicker label={m.date} disallowFuture isRequired {...field('date')} />
        <SignatureField {...field('signature')} />
      </fieldset>
    </>
  );
}
