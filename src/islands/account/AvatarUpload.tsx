/**
 * The profile photo: shows the current avatar and uploads a new one (multipart field `image`).
 * The chooser is the UI kit's ImageFileButton ('Schimbă fotografia').
 * The type and the AVATAR_MAX_BYTES size are checked here first so a wrong file costs no upload;
 * the server re-checks and re-encodes. The new photo replaces the old one in `$user` at once.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { api, readErrorBody } from '../../client/api.ts';
import type { AvatarAnswer } from '../../lib/api/account.ts';
import { apiPath } from '../../lib/api-path.ts';
import { AVATAR_MAX_BYTES } from '../../lib/limits.ts';
import { account as m } from '../../lib/messages.ts';
import { accountPaths } from '../../lib/paths/account.ts';
import { $user } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { ImageFileButton } from '../../ui/ImageFileButton.tsx';
import './avatar-upload.css';

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
  const titleId = useId();
  if (!user) return null;

  async function upload(file: File) {
    const problem = avatarProblem(file);
    setError(problem);
    if (problem) return;
    const body = new FormData();
    body.append('image', file);
    setBusy(true);
    try {
      const { avatar } = await api
        .post(apiPath(accountPaths.avatar), { body })
        .json<AvatarAnswer>();
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
    <section className="avatar-upload" aria-labelledby={titleId}>
      <h3 id={titleId} className="avatar-upload__title">
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
          <ImageFileButton
            label={m.avatarChange}
            hint={m.avatarHint}
            error={error}
            busy={busy}
            onFile={(file) => void upload(file)}
          />
        </div>
      </div>
    </section>
  );
}
