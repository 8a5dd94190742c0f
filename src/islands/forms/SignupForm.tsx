/**
 * The frame of every public sign-up form: the error summary and the failure alert above the
 * fields, the bot check with its badge visible, the send button (busy and deaf to a second press
 * while sending), and, once sent, the success state in place of the form, its heading focused.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { AltchaWidget } from '../auth/AltchaWidget.tsx';
import { animateScroll } from '../public/smooth-scroll.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import type { SignupState } from './use-signup-form.ts';
import './forms.css';

export interface SignupFormProps {
  signup: SignupState;
  submitLabel: string;
  /** The success text of the spec, shown as the heading of the success state. */
  success: string;
  /** What the success state adds under its heading: what was sent, where the mail went. */
  successDetails?: ReactNode;
  /** A button that shows the form again, empty (another child to sign up); none when absent. */
  again?: string;
  /** Once sent, the page scrolls to its top over this many ms (the questionnaire, document 2 §4). */
  scrollToTopMs?: number;
  children: ReactNode;
}

export function SignupForm(props: SignupFormProps) {
  const { signup, submitLabel, success, successDetails, again, scrollToTopMs, children } = props;
  const { form } = signup;
  const captchaErrors = form.errorsOf('altcha');
  // The bot check's widget (26 KB) loads once the person starts on the form, not with the page:
  // it solves its challenge from then on, long before the send.
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    const element = form.formRef.current;
    if (engaged || !element) return;
    const engage = () => setEngaged(true);
    element.addEventListener('focusin', engage);
    element.addEventListener('pointerdown', engage);
    return () => {
      element.removeEventListener('focusin', engage);
      element.removeEventListener('pointerdown', engage);
    };
  }, [engaged, form.formRef]);
  if (signup.sent) {
    return (
      <SignupSuccess
        text={success}
        details={successDetails}
        again={again}
        onAgain={signup.startAgain}
        scrollToTopMs={scrollToTopMs}
      />
    );
  }
  return (
    <>
      <ErrorSummary
        ref={signup.summaryRef}
        items={signup.summary}
        form={() => form.formRef.current}
      />
      <Banner tone="error">{signup.failure}</Banner>
      <Form
        ref={form.formRef}
        onSubmit={signup.onSubmit}
        validationBehavior="aria"
        className="form"
      >
        {children}
        <div className="field form__captcha" data-invalid={captchaErrors.length > 0 || undefined}>
          {engaged ? <AltchaWidget onChange={signup.setCaptcha} auto="onload" /> : null}
          {captchaErrors.length > 0 ? (
            <p className="field__errors">{captchaErrors.join(' ')}</p>
          ) : null}
        </div>
        <Button type="submit" isPending={form.busy} fullWidth>
          {submitLabel}
        </Button>
      </Form>
    </>
  );
}

function SignupSuccess(props: {
  text: string;
  details?: ReactNode;
  again?: string | undefined;
  onAgain: () => void;
  scrollToTopMs?: number | undefined;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { scrollToTopMs } = props;
  useEffect(() => {
    if (scrollToTopMs === undefined) return heading.current?.focus();
    // The focus moves at once; the page glides up instead of jumping to the heading.
    heading.current?.focus({ preventScroll: true });
    void animateScroll(window, 0, scrollToTopMs);
  }, [scrollToTopMs]);
  return (
    <div className="signup-success" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {props.text}
      </h2>
      {props.details}
      {props.again ? (
        <Button variant="secondary" onPress={props.onAgain}>
          {props.again}
        </Button>
      ) : null}
    </div>
  );
}
