/**
 * A message with the team's replies, in a modal, and the reply form: the reply is mailed to the
 * sender and added to the thread (a toast says so); a 400 shows its message under the field.
 */
import { type FormEvent, useState } from 'react';
import { api, readErrorBody } from '../../../client/api.ts';
import { useCachedGet } from '../../../client/use-cached-get.ts';
import type {
  ContactThread,
  MadrigalistStaffThread,
  MessageBox,
} from '../../../lib/api/staff-messages.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { staffMessages as m } from '../../../lib/messages-staff-messages.ts';
import { staffMessagePaths } from '../../../lib/paths/staff-submissions.ts';
import { showToast } from '../../../stores/toasts.ts';
import { Banner } from '../../../ui/Banner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';

interface Props {
  box: MessageBox;
  id: number;
  onReplied: () => void;
  onClose: () => void;
}

export function ThreadModal({ box, id, onReplied, onClose }: Props) {
  const thread = useCachedGet<ContactThread | MadrigalistStaffThread>(
    apiPath(staffMessagePaths[box].thread, { id }),
  );
  const [reply, setReply] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = thread.data;
  const sender = data ? ('sender' in data ? data.sender : data) : null;

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    setFailure(null);
    try {
      await api.post(apiPath(staffMessagePaths[box].reply, { id }), { json: { message: reply } });
      showToast({ tone: 'success', text: m.sent });
      setReply('');
      thread.reload();
      onReplied();
    } catch (error) {
      const body = await readErrorBody(error);
      if (body?.message) setErrors(body.message);
      else setFailure(m.sendFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={sender ? m.threadTitle(sender.name) : m.message}
      isOpen
      onClose={onClose}
      size="lg"
    >
      {!data || !sender ? (
        <p role={thread.failed ? 'alert' : undefined}>{thread.failed ? staff.loadFailed : null}</p>
      ) : (
        <>
          <article className="thread__message">
            <p className="thread__meta">
              {sender.name} · <a href={`mailto:${sender.email}`}>{sender.email}</a> ·{' '}
              {formatDateTime(data.created_at)}
            </p>
            <p className="thread__text">{data.message}</p>
          </article>
          <section aria-labelledby="thread-replies">
            <h3 id="thread-replies" className="thread__heading">
              {m.repliesHeading}
            </h3>
            {data.replies.length === 0 ? <p>{m.noReplies}</p> : null}
            <ol className="thread__replies">
              {data.replies.map((r) => (
                <li key={r.id} className="thread__reply">
                  <p className="thread__meta">
                    {m.replyBy(r.author?.name || m.formerStaff)} · {formatDateTime(r.created_at)}
                    {r.read ? ` · ${m.readByMember}` : null}
                  </p>
                  <p className="thread__text">{r.message}</p>
                </li>
              ))}
            </ol>
          </section>
          <form className="form" onSubmit={send} noValidate>
            <TextAreaField
              label={m.replyLabel}
              name="message"
              value={reply}
              onChange={setReply}
              errors={errors}
              description={m.replyHint}
              isRequired
              rows={5}
            />
            <Banner tone="error">{failure}</Banner>
            <div className="modal__actions">
              <Button variant="secondary" onPress={onClose}>
                {staff.close}
              </Button>
              <Button type="submit" isPending={busy}>
                {m.send}
              </Button>
            </div>
          </form>
        </>
      )}
    </Modal>
  );
}
