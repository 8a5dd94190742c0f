/**
 * The state of one public sign-up form (issue #11) over use-form.ts: the submission id made when
 * the form is shown (a send repeated after a lost answer stores nothing new), the bot check's
 * payload, the send with the project's client, and what a send ends in: the success state, the
 * error summary (client rules or the server's 400, which takes the focus), or the failure alert of
 * document 2 §8. The server spends a solved bot check on every send: after a failure a fresh one
 * is solved at once.
 */
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { api, errorStatus, readErrorBody, readErrorDetail } from '../../client/api.ts';
import { signups as m } from '../../lib/messages.ts';
import { newSubmissionId } from '../../lib/schemas/signup.ts';
import { type FormValues, useForm } from '../../ui/use-form.ts';
import type { SummaryItem } from './ErrorSummary.tsx';

type AnySchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;
type AltchaElement = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };

export interface SignupConfig<S extends AnySchema> {
  schema: S;
  /** The fields as they start, `altcha` and `submission_id` empty (filled in here). */
  empty: FormValues<v.InferInput<S>>;
  /** As the API client takes it: apiPath(signupPaths.auditions). */
  path: string;
  /** Every field's label, in the form's order: the error summary lists them so. */
  labels: Record<string, string>;
}

/** What the frame (SignupForm.tsx) reads of a form's state. */
export interface SignupState {
  form: {
    errorsOf: (name: string) => string[];
    formRef: RefObject<HTMLFormElement | null>;
    busy: boolean;
  };
  sent: boolean;
  failure: string | null;
  summary: SummaryItem[];
  summaryRef: RefObject<HTMLElement | null>;
  onSubmit: (event: FormEvent) => Promise<void>;
  startAgain: () => void;
  setCaptcha: (payload: string | null) => void;
}

export function useSignupForm<S extends AnySchema>(config: SignupConfig<S>) {
  const { schema, path, labels } = config;
  const fresh = (): FormValues<v.InferInput<S>> => ({
    ...config.empty,
    altcha: '',
    submission_id: newSubmissionId(),
  });
  const [showSummary, setShowSummary] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLElement>(null);
  const form = useForm(schema, fresh(), {
    onInvalid: () => {
      setShowSummary(true);
      setSummaryFocus((n) => n + 1);
    },
  });
  // What the last successful send said (as the schema read it): the success state tells it back.
  const [sent, setSent] = useState<v.InferOutput<S> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (summaryFocus) summaryRef.current?.focus();
  }, [summaryFocus]);

  const summary: SummaryItem[] = showSummary
    ? Object.entries(labels).flatMap(([name, label]) => {
        const [message] = form.errorsOf(name);
        return message ? [{ name, label, message }] : [];
      })
    : [];

  function solveAgain() {
    form.setValue('altcha', '' as never);
    const widget = form.formRef.current?.querySelector<AltchaElement>('altcha-widget');
    widget?.reset?.();
    void widget?.verify?.();
  }

  async function showFailure(error: unknown) {
    const fields = await readErrorBody(error);
    const status = errorStatus(error);
    if (fields && status === 400) {
      const { non_field_errors, ...rest } = fields;
      if (non_field_errors) setFailure(non_field_errors.join(' '));
      form.showServerErrors(rest);
    } else if (status === 429) {
      setFailure((await readErrorDetail(error)) ?? m.failed);
    } else {
      setFailure(m.failed);
    }
  }

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await api.post(path, { json: body });
      setShowSummary(false);
      setSent(body);
    } catch (error) {
      await showFailure(error);
      solveAgain();
    }
  });

  /** Shows the form again, empty, for another submission (another child, another answer). */
  function startAgain() {
    form.reset(fresh());
    setShowSummary(false);
    setSent(null);
  }

  return {
    form,
    sent: sent !== null,
    /** The body of the send that succeeded, while the success state shows. */
    sentBody: sent,
    failure,
    summary,
    summaryRef,
    onSubmit,
    startAgain,
    setCaptcha: (payload: string | null) => form.setValue('altcha', (payload ?? '') as never),
  };
}
