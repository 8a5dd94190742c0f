/**
 * The form of /cont/contacteaza-un-madrigalist (document 2 §2): a labelled text area with its
 * character counter and 'Trimite mesaj'. It validates with madrigalistMessageSchema, the API's
 * own; success shows the toast, clears the form and hands the stored message to the page; a 400
 * shows the server's field errors, a 429 its own text, any other failure the failure text.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { api, errorStatus, readErrorBody, readErrorDetail } from '../../../client/api.ts';
import type { MadrigalistThread } from '../../../lib/api/messaging.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { MADRIGALIST_MESSAGE_MAX_LENGTH } from '../../../lib/limits.ts';
import { madrigalist as m } from '../../../lib/messages.ts';
import { messagingPaths } from '../../../lib/paths/messaging.ts';
import { madrigalistMessageSchema } from '../../../lib/schemas/madrigalist.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { useForm } from '../../../ui/use-form.ts';

export function MessageForm({ onSent }: { onSent: (thread: MadrigalistThread) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(madrigalistMessageSchema, { message: '' });

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    let thread: MadrigalistThread;
    try {
      thread = await api
        .post(apiPath(messagingPaths.madrigalist), { json: body })
        .json<MadrigalistThread>();
    } catch (error) {
      const fields = await readErrorBody(error);
      if (fields) form.showServerErrors(fields);
      else if (errorStatus(error) === 429) setFailure((await readErrorDetail(error)) ?? m.failed);
      else setFailure(m.failed);
      return;
    }
    showToast({ tone: 'success', text: m.sent });
    form.reset();
    onSent(thread);
  });

  const message = form.field('message');
  const used = [...message.value].length;
  return (
    <Form
      ref={form.formRef}
      onSubmit={submit}
      validationBehavior="aria"
      className="card form madrigalist-form"
    >
      <Banner tone="error">{failure}</Banner>
      <TextAreaField
        label={m.message}
        rows={6}
        isRequired
        description={
          <span className={used > MADRIGALIST_MESSAGE_MAX_LENGTH ? 'madrigalist-form__over' : ''}>
            {m.counter(used, MADRIGALIST_MESSAGE_MAX_LENGTH)}
          </span>
        }
        {...message}
      />
      <div className="madrigalist-form__actions">
        <Button type="submit" isPending={form.busy}>
          {m.submit}
        </Button>
      </div>
    </Form>
  );
}
