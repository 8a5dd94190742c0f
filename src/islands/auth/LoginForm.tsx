/**
 * The login form (spec §2.6): e-mail and password, validated with the API's loginSchema.
 * A 400 shows the 'Datele furnizate…' banner; success leaves the page (stores/session.ts).
 * Banners for `?activated=true` and `?reset=true` greet users coming from those flows.
 */
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { errorStatus, readErrorDetail } from '../../client/api.ts';
import { http, login as m } from '../../lib/messages.ts';
import { loginSchema } from '../../lib/schemas/auth.ts';
import { login } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';
import { SocialLogin } from './SocialLogin.tsx';

export default function LoginForm() {
  const form = useForm(loginSchema, { username: '', password: '' });
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (query.get('activated') === 'true') setNotice(m.activated);
    else if (query.get('reset') === 'true') setNotice(m.resetDone);
  }, []);

  const submit = form.handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await login(username, password);
    } catch (error) {
      const status = errorStatus(error);
      if (status === 400) setFailure(m.failed);
      else if (status === 429) setFailure((await readErrorDetail(error)) ?? http.tooManyRequests);
      else if (status !== null) showToast({ tone: 'error', text: http.serverError });
    }
  });

  return (
    <>
      <Banner tone="success">{notice}</Banner>
      <Banner tone="error">{failure}</Banner>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <TextField
          label={m.email}
          name="username"
          type="email"
          autoComplete="username"
          inputMode="email"
          isRequired
          {...form.field('username')}
        />
        <TextField
          label={m.password}
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          {...form.field('password')}
        />
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
