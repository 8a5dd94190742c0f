/**
 * The profile photo: shows the current avatar and uploads a new one (multipart field `image`).
 * A native file input, visually hidden, labelled by the button-looking label 'Schimbă fotografia'
 * (keyboard: focus it and press Space or Enter).
 * The type and the AVATAR_MAX_BYTES size are checked here first so a wrong file costs no upload;
 * the server re-checks and re-encodes. The new photo replaces the old one in `$user` at once.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { api, readErrorBody } from '../../client/api.ts';
import type { AvatarAnswer } from '../../lib/api/account.ts';
import { AVATAR_MAX_BYTES } from '../../lib/limits.ts';
import { account as m } from '../../lib/messages.ts';
import { $user } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { Avatar } from '../../ui/Avatar.tsx';

/** Why a chosen file cannot be a profile photo, or null when it can. */
export function avatarProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return m.avatarNotImage;
  if (file.size > AVATAR_MAX_BYTES) return m.avatarTooLarge;
  return null;
}

export function AvatarUpload() {
  const user = useStore($user);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const inputId = useId();
  if (!user) return null;

  async function upload(file: File) {
    const problem = avatarProblem(file);
    setError(problem);
    if (problem) return;
    const body = new FormData();
    body.append('image', file);
    setBusy(true);
    try {
      const { avatar } = await api.post('account/avatar', { body }).json<AvatarAnswer>();
      const current = $user.get();
      if (current) $user.set({ ...current, avatar });
      showToast({ tone: 'success', text: m.avatarSuccess });
    } catch (failure) {
      const fields = await readErrorBody(failure);
      if (fields?.image) setError(fields.image.join(' '));
      else showToast({ tone: 'error', text: m.avatarFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="avatar-upload" aria-labelledby={`${hintId}-title`}>
      <h3 id={`${hintId}-title`} className="avatar-upload__title">
        {m.avatar}
      </h3>
      <div className="avatar-upload__row">
        <Avatar
          src={user.avatar}
          firstName={user.first_name}
          lastName={user.last_name}
          size="lg"
          alt={user.avatar ? m.avatarCurrent : m.avatarNone}
        />
        <div className="avatar-upload__controls">
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="file-input visually-hidden"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
          <label
            htmlFor={inputId}
            className="button button--secondary"
            data-pending={busy || undefined}
          >
            {busy ? <span className="button__spinner" aria-hidden="true" /> : null}
            {m.avatarChange}
          </label>
          <p id={hintId} className="field__description">
            {m.avatarHint}
          </p>
          <p id={errorId} role="alert" className="field__errors">
            {error}
          </p>
        </div>
      </div>
    </section>
  );
}
