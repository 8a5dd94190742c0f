/**
 * The login form (spec §2.6): e-mail and password, validated with the API's loginSchema.
 * A 400 shows the 'Datele furnizate…' banner; success leaves the page (stores/session.ts).
 * Banners for `?activated=true` and `?reset=true` greet users coming from those flows.
 * After repeated failures the server asks for the bot check (an `altcha` field error): the widget
 * appears, and each later try sends a freshly solved challenge.
 */
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { errorStatus, readErrorBody, readErrorDetail } from '../../client/api.ts';
import { http, login as m } from '../../lib/messages.ts';
import { loginSchema } from '../../lib/schemas/auth.ts';
import { login } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmailField, TextField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';
import { AltchaWidget } from './AltchaWidget.tsx';
import { SocialLogin } from './SocialLogin.tsx';

type AltchaElement = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };

export default function LoginForm() {
  const form = useForm(loginSchema, { username: '', password: '', altcha: '' });
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [challenged, setChallenged] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (query.get('activated') === 'true') setNotice(m.activated);
    else if (query.get('reset') === 'true') setNotice(m.resetDone);
  }, []);

  const submit = form.handleSubmit(async ({ username, password, altcha }) => {
    setFailure(null);
    try {
      await login(username, password, altcha || undefined);
    } catch (error) {
      const status = errorStatus(error);
      const fields = await readErrorBody(error);
      if (fields?.altcha) {
        setChallenged(true);
        setFailure(fields.altcha.join(' '));
      } else if (status === 400)
        // The server's reason: wrong credentials, an account not yet activated, or blocked.
        setFailure(fields?.non_field_errors?.join(' ') || m.failed);
      else if (status === 429) setFailure((await readErrorDetail(error)) ?? http.tooManyRequests);
      else if (status !== null) showToast({ tone: 'error', text: http.serverError });
      if (challenged) solveAgain();
    }
  });

  // A solved challenge is accepted once: after a failed try the widget solves a fresh one.
  function solveAgain() {
    form.setValue('altcha', '');
    const widget = form.formRef.current?.querySelector<AltchaElement>('altcha-widget');
    widget?.reset?.();
    void widget?.verify?.();
  }

  return (
    <>
      <Banner tone="success">{notice}</Banner>
      <Banner tone="error">{failure}</Banner>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <EmailField
          label={m.email}
          autoComplete="username"
          isRequired
          {...form.field('username')}
        />
        <TextField
          label={m.password}
          type="password"
          autoComplete="current-password"
          isRequired
          {...form.field('password')}
        />
        {challenged && (
          <AltchaWidget
            auto="onload"
            onChange={(payload) => form.setValue('altcha', payload ?? '')}
          />
        )}
        <p className="form__aside">
          <a href="/cont/reseteaza-parola">{m.forgotPassword}</a>
        </p>
        <Button type="submit" isPending={form.busy} fullWidth>
          {m.submit}
        </Button>
      </Form>
      <p className="auth-card__switch">
        {m.noAccount} <a href="/cont/nou">{m.register}</a>
      </p>
      <SocialLogin />
    </>
  );
}
