/**
 * The conductors' questionnaire of /chestionar, 'Muzica pentru toți' (document 2 §2–§4), sent to
 * POST /api/sign-ups/questionnaire/. Part I: 16 required closed questions (q9 and q11 take
 * several answers); Part II: 23 optional open ones. The answers typed so far survive a reload
 * (questionnaire-draft.ts); once sent, the success state replaces the form and the page glides to
 * its top over a second.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { apiPath } from '../../lib/api-path.ts';
import { QUESTIONNAIRE_SCROLL_MS } from '../../lib/limits.ts';
import { questionnaire as m, signups } from '../../lib/messages.ts';
import {
  CLOSED_QUESTIONS,
  type ClosedKey,
  MULTIPLE_CHOICE,
  OPEN_QUESTIONS,
  type OpenKey,
} from '../../lib/messages-questionnaire.ts';
import { signupPaths } from '../../lib/paths/signups.ts';
import { questionnaireSchema } from '../../lib/schemas/questionnaire.ts';
import { Banner } from '../../ui/Banner.tsx';
import { CheckboxGroup } from '../../ui/CheckboxGroup.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { clearDraft, readDraft, writeDraft } from './questionnaire-draft.ts';
import { SignupForm } from './SignupForm.tsx';
import { useSignupForm } from './use-signup-form.ts';

const CLOSED_KEYS = Object.keys(CLOSED_QUESTIONS) as ClosedKey[];
const OPEN_KEYS = Object.keys(OPEN_QUESTIONS) as OpenKey[];
const isMultiple = (key: ClosedKey): key is (typeof MULTIPLE_CHOICE)[number] =>
  (MULTIPLE_CHOICE as readonly string[]).includes(key);
const optionsOf = (key: ClosedKey) =>
  CLOSED_QUESTIONS[key].options.map((label, i) => ({ value: String(i + 1), label }));
const labelOf = (key: ClosedKey | OpenKey, n: number) =>
  m.numbered(
    n,
    key in CLOSED_QUESTIONS
      ? CLOSED_QUESTIONS[key as ClosedKey].label
      : OPEN_QUESTIONS[key as OpenKey],
  );

const EMPTY = {
  ...Object.fromEntries(CLOSED_KEYS.map((key) => [key, isMultiple(key) ? [] : ''])),
  ...Object.fromEntries(OPEN_KEYS.map((key) => [key, ''])),
  altcha: '',
  submission_id: '',
};
const LABELS = {
  ...Object.fromEntries([...CLOSED_KEYS, ...OPEN_KEYS].map((key, i) => [key, labelOf(key, i + 1)])),
  altcha: signups.captchaField,
};

export default function QuestionnaireForm() {
  const signup = useSignupForm({
    schema: questionnaireSchema,
    path: apiPath(signupPaths.questionnaire),
    empty: EMPTY as Parameters<typeof useSignupForm<typeof questionnaireSchema>>[0]['empty'],
    labels: LABELS,
  });
  const { form } = signup;
  const [restored, setRestored] = useState(false);
  const ready = useRef(false);
  // Part II (23 text areas) renders after the page has hydrated Part I, in a transition the
  // browser may interrupt: one long hydration task became two shorter ones (a phone's CPU).
  const [partTwo, setPartTwo] = useState(false);
  useEffect(() => startTransition(() => setPartTwo(true)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears: later values are this form's own, not a draft to restore.
  useEffect(() => {
    const draft = readDraft(form.values);
    if (draft) {
      form.reset({ ...form.values, ...draft });
      setRestored(true);
    }
    ready.current = true;
  }, []);

  useEffect(() => {
    if (signup.sent) clearDraft();
    else if (ready.current) writeDraft(form.values);
  }, [form.values, signup.sent]);

  const closedField = (key: ClosedKey) => {
    const { value, onChange, ...rest } = form.field(key);
    const label = labelOf(key, CLOSED_KEYS.indexOf(key) + 1);
    return isMultiple(key) ? (
      <CheckboxGroup
        key={key}
        label={label}
        options={optionsOf(key)}
        value={(Array.isArray(value) ? value : []).map(String)}
        onChange={(next) => onChange(next.map(Number) as typeof value)}
        isRequired
        {...rest}
      />
    ) : (
      <div className="choice-list" key={key}>
        <RadioGroup
          label={label}
          options={optionsOf(key)}
          value={String(value)}
          onChange={(next) => onChange(next as typeof value)}
          isRequired
          {...rest}
        />
      </div>
    );
  };

  return (
    <>
      <Banner tone="info">{restored && !signup.sent ? m.draftRestored : null}</Banner>
      <SignupForm
        signup={signup}
        submitLabel={m.submit}
        success={m.success}
        scrollToTopMs={QUESTIONNAIRE_SCROLL_MS}
      >
        <p className="form__aside">{m.draftKept}</p>
        <fieldset>
          <legend>{m.partOne}</legend>
          <p className="field__description">{m.partOneHint}</p>
          {CLOSED_KEYS.map(closedField)}
        </fieldset>
        <fieldset hidden={!partTwo}>
          <legend>{m.partTwo}</legend>
          <p className="field__description">{m.partTwoHint}</p>
          {(partTwo ? OPEN_KEYS : []).map((key, i) => (
            <TextAreaField
              key={key}
              label={labelOf(key, CLOSED_KEYS.length + i + 1)}
              rows={3}
              {...form.field(key)}
            />
          ))}
        </fieldset>
      </SignupForm>
    </>
  );
}
