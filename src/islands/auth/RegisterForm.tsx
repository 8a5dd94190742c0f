/**
 * The register form (document 2, §5 and §8): validated with the API's registerSchema, bot check
 * by the ALTCHA widget. 400 field errors show under their fields until edited; a rejected bot
 * check or any other failure is a toast. Success goes to /cont/email-trimis.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import * as v from 'valibot';
import { api, errorStatus, readErrorBody, readErrorDetail } from '../../client/api.ts';
import { apiPath } from '../../lib/api-path.ts';
import { http, register as m } from '../../lib/messages.ts';
import { authPaths } from '../../lib/paths/auth.ts';
import { registerSchema } from '../../lib/schemas/auth.ts';
import { showToast } from '../../stores/toasts.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { PrivacyLink } from '../../ui/PrivacyLink.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';
import { AltchaWidget } from './AltchaWidget.tsx';

type AltchaElement = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };

const EMPTY = {
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  repeat_password: '',
  agreed: false,
  altcha: '',
};

export default function RegisterForm() {
  const form = useForm(registerSchema, EMPTY);
  const [failure, setFailure] = useState<string | null>(null);

  const send = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await api.post(apiPath(authPaths.register), { json: body });
      location.assign('/cont/email-trimis');
    } catch (error) {
      await showFailure(error);
      solveAgain();
    }
  });

  // The server spends a solved challenge on every send: solve a fresh one right away.
  function solveAgain() {
    form.setValue('altcha', '');
    const widget = form.formRef.current?.querySelector<AltchaElement>('altcha-widget');
    widget?.reset?.();
    void widget?.verify?.();
  }

  async function showFailure(error: unknown) {
    const status = errorStatus(error);
    const fields = await readErrorBody(error);
    if (fields) {
      const { altcha, non_field_errors, ...rest } = fields;
      if (altcha) showToast({ tone: 'error', text: m.captchaFailed });
      if (non_field_errors) setFailure(non_field_errors.join(' '));
      form.showServerErrors(rest);
    } else if (status === 429) {
      setFailure((await readErrorDetail(error)) ?? http.tooManyRequests);
    } else if (status !== null) {
      showToast({ tone: 'error', text: m.serverError });
    }
  }

  const onSubmit: typeof send = async (event) => {
    // Everything filled in but the bot check not solved (or failed): say so, as the server would.
    const withCaptcha = { ...form.values, altcha: '-' };
    if (!form.values.altcha && v.safeParse(registerSchema, withCaptcha).success) {
      showToast({ tone: 'error', text: m.captchaFailed });
    }
    await send(event);
  };

  return (
    <>
      <Banner tone="error">{failure}</Banner>
      <Form ref={form.formRef} onSubmit={onSubmit} validationBehavior="aria" className="form">
        <div className="form__row">
          <TextField
            label={m.firstName}
            name="first_name"
            autoComplete="given-name"
            isRequired
            {...form.field('first_name')}
          />
          <TextField
            label={m.lastName}
            name="last_name"
            autoComplete="family-name"
            isRequired
            {...form.field('last_name')}
          />
        </div>
        <TextField
          label={m.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
          {...form.field('email')}
        />
        <TextField
          label={m.password}
          name="password"
          type="password"
          autoComplete="new-password"
          description={m.passwordHint}
          isRequired
          {...form.field('password')}
        />
        <TextField
          label={m.repeatPassword}
          name="repeat_password"
          type="password"
          autoComplete="new-password"
          isRequired
          {...form.field('repeat_password')}
        />
        <Checkbox name="agreed" {...form.field('agreed')}>
          {m.agreed}
        </Checkbox>
        <p className="form__aside">
          <PrivacyLink />
        </p>
        <div className="form__captcha">
          <AltchaWidget onChange={(payload) => form.setValue('altcha', payload ?? '')} />
          {form.errorsOf('altcha').length > 0 ? (
            <p className="field__errors">{form.errorsOf('altcha').join(' ')}</p>
          ) : null}
        </div>
        <Button type="submit" isPending={form.busy} fullWidth>
          {m.submit}
        </Button>
      </Form>
      <p className="auth-card__switch">
        {m.haveAccount} <a href="/cont/login">{m.login}</a>
      </p>
    </>
  );
}
