/**
 * Asks for a password-reset link (document 2, §5): one e-mail field. The API answers 200 whether
 * or not the address has an account, so success always goes to /cont/email-trimis.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { api, errorStatus, readErrorBody, readErrorDetail } from '../../client/api.ts';
import { apiPath } from '../../lib/api-path.ts';
import { resetPassword as m } from '../../lib/messages.ts';
import { authPaths } from '../../lib/paths/auth.ts';
import { resetRequestSchema } from '../../lib/schemas/auth.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmailField } from '../../ui/TextField.tsx';
import { useForm } from '../../ui/use-form.ts';

export default function ResetRequestForm() {
  const form = useForm(resetRequestSchema, { email: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await api.post(apiPath(authPaths.resetRequest), { json: body });
      location.assign('/cont/email-trimis');
    } catch (error) {
      const fields = await readErrorBody(error);
      if (fields?.email) form.showServerErrors({ email: fields.email });
      else if (errorStatus(error) === 429)
        setFailure((await readErrorDetail(error)) ?? m.requestFailed);
      else setFailure(m.requestFailed);
    }
  });

  return (
    <>
      <Banner tone="error">{failure}</Banner>
      <Form ref={form.formRef} onSubmit={submit} validationBehavior="aria" className="form">
        <EmailField label={m.email} isRequired {...form.field('email')} />
        <Button type="submit" isPending={form.busy} fullWidth>
          {m.submit}
        </Button>
      </Form>
      <p className="auth-card__switch">
        <a href="/cont/login">{m.backToLogin}</a>
      </p>
    </>
  );
}
