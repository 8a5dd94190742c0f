/**
 * The choir's image in the edit modal: the current image, a preview of the chosen file at once,
 * and the upload's progress. The image is saved as soon as it is chosen (POST /api/choir/{id}/
 * image), apart from the form: it is no field of the form and never makes the form stale.
 * The chooser is the UI kit's ImageFileButton, as the profile photo's. Type and size are checked here first so a
 * wrong file costs no upload; the server checks again and re-encodes.
 */
import { useId, useState } from 'react';
import { UploadError, uploadWithProgress } from '../../client/upload.ts';
import type { ChoirDetails } from '../../lib/api/choirs.ts';
import { apiHref } from '../../lib/api-path.ts';
import { CHOIR_IMAGE_MAX_BYTES } from '../../lib/limits.ts';
import { choirProfile as cp } from '../../lib/messages.ts';
import { choirPaths } from '../../lib/paths/choirs.ts';
import { showToast } from '../../stores/toasts.ts';
import { ImageFileButton } from '../../ui/ImageFileButton.tsx';

/** Why a chosen file cannot be the choir's image, or null when it can. */
function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return cp.imageNotImage;
  if (file.size > CHOIR_IMAGE_MAX_BYTES) return cp.imageTooLarge;
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export interface ChoirImageFieldProps {
  choirId: number;
  logo: string | null;
  onSaved: (details: ChoirDetails) => void;
}

export function ChoirImageField({ choirId, logo, onSaved }: ChoirImageFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const progressId = useId();

  async function upload(file: File) {
    const problem = imageProblem(file);
    setError(problem);
    if (problem) return;
    // A data: URL, not a blob: one: the pages' Content-Security-Policy allows data: images only.
    setProgress(0);
    setPreview(await readAsDataUrl(file).catch(() => null));
    const body = new FormData();
    body.append('image', file);
    try {
      const details = await uploadWithProgress<ChoirDetails>(
        apiHref(choirPaths.image, { id: choirId }),
        body,
        setProgress,
      );
      setPreview(null);
      onSaved(details);
      showToast({ tone: 'success', text: cp.imageSaved });
    } catch (failure) {
      setPreview(null);
      const fields = failure instanceof UploadError ? failure.fields : null;
      setError(fields?.image?.join(' ') ?? cp.imageFailed);
    } finally {
      setProgress(null);
    }
  }

  const shown = preview ?? logo;
  const busy = progress !== null;
  return (
    <section className="choir-image" aria-labelledby={titleId}>
      <h3 id={titleId} className="field__label">
        {cp.image}
      </h3>
      <div className="media-row">
        {shown ? (
          <img
            className="choir-image__picture"
            src={shown}
            alt={preview ? cp.imagePreview : cp.imageCurrent}
          />
        ) : (
          <p className="choir-image__none">{cp.imageNone}</p>
        )}
        <div className="choir-image__controls">
          <ImageFileButton
            label={logo ? cp.imageChange : cp.imageChoose}
            hint={cp.imageHint}
            error={error}
            busy={busy}
            small
            onFile={(file) => void upload(file)}
          >
            {busy ? (
              <div className="choir-image__progress">
                <label htmlFor={progressId}>
                  {cp.imageProgress}: {Math.round(progress * 100)}%
                </label>
                <progress id={progressId} max={100} value={Math.round(progress * 100)} />
              </div>
            ) : null}
          </ImageFileButton>
        </div>
      </div>
    </section>
  );
}
