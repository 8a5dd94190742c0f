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
import { Agreement } from '../../ui/Checkbox.tsx';
import { NameFields, NewPasswordFields } from '../../ui/PersonFields.tsx';
import { EmailField } from '../../ui/TextField.tsx';
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
        <NameFields
          first={{ label: m.firstName, ...form.field('first_name') }}
          last={{ label: m.lastName, ...form.field('last_name') }}
        />
        <EmailField label={m.email} isRequired {...form.field('email')} />
        <NewPasswordFields
          labels={m}
          password={form.field('password')}
          repeat={form.field('repeat_password')}
        />
        <Agreement {...form.field('agreed')}>{m.agreed}</Agreement>
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
