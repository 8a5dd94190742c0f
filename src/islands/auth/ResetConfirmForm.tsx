/**
 * Sets a new password with the token from the address (document 2, §4-§5). The token's own `exp`
 * claim is read in the browser (no verification: the server checks it); an expired or unreadable
 * token shows 'Linkul a expirat!' instead of the form. A 400 `token` error or any other failure
 * shows 'Nu am putut termina resetarea parolei'; success goes to /cont/login?reset=true.
 */
import { decodeJwt } from 'jose';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { api, readErrorBody } from '../../client/api.ts';
import { apiPath } from '../../lib/api-path.ts';
import { resetPassword as m } from '../../lib/messages.ts';
import { authPaths } from '../../lib/paths/auth.ts';
import { resetConfirmFormSchema } from '../../lib/schemas/auth.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { NewPasswordFields } from '../../ui/PersonFields.tsx';
import { useForm } from '../../ui/use-form.ts';
import { lastPathSegment } from './path-param.ts';

type LinkState = 'checking' | 'valid' | 'expired';

/** True when the token is readable and its `exp` (seconds) is still ahead. */
function isLive(token: string | null): token is string {
  if (!token) return false;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && exp * 1000 >= Date.now();
  } catch {
    return false;
  }
}

function Restart() {
  return (
    <p>
      <a className="button button--primary" href="/cont/reseteaza-parola">
        {m.restart}
      </a>
    </p>
  );
}

export default function ResetConfirmForm() {
  const form = useForm(resetConfirmFormSchema, { password: '', repeat_password: '', token: '' });
  const [link, setLink] = useState<LinkState>('checking');
  const [failed, setFailed] = useState(false);
  const { setValue } = form;

  useEffect(() => {
    const token = lastPathSegment();
    if (isLive(token)) {
      setValue('token', token);
      setLink('valid');
    } else setLink('expired');
  }, [setValue]);

  const submit = form.handleSubmit(async ({ password, token }) => {
    setFailed(false);
    try {
      await api.post(apiPath(authPaths.resetConfirm), { json: { password, token } });
      location.assign('/cont/login?reset=true');
    } catch (error) {
      const fields = await readErrorBody(error);
      if (fields?.password && !fields.token) form.showServerErrors({ password: fields.password });
      else setFailed(true);
    }
  });

  if (link === 'checking') return <p role="status">{m.checking}</p>;
  if (link === 'expired') {
    return (
      <>
        <Banner tone="error">{m.expired}</Banner>
        <Restart />
      </>
    );
  }
  return (
    <>
      <Banner tone="error" title={failed ? m.confirmFailed : undefined}>
        {failed ? m.confirmFailedAdvice : null}
      </Banner>
      {failed ? <Restart /> : null}
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <NewPasswordFields
          labels={m}
          password={form.field('password')}
          repeat={form.field('repeat_password')}
        />
        <Button type="submit" isPending={form.busy} fullWidth>
          {m.confirmSubmit}
        </Button>
      </Form>
    </>
  );
}
