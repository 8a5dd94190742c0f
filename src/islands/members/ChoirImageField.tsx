/**
 * The choir's image in the edit modal: the current image, a preview of the chosen file, and the
 * upload's progress while the form saves. Choosing only keeps the file (issue #23): the modal
 * uploads it with the form on 'Salvează' (POST /api/choir/{id}/image after the form's PATCH), and
 * 'Renunță' leaves the current image. The chooser is the UI kit's ImageFileButton, as the profile
 * photo's. Type and size are checked here first so a wrong file costs no upload; the server
 * checks again and re-encodes.
 */
import { useEffect, useId, useState } from 'react';
import { CHOIR_IMAGE_MAX_BYTES } from '../../lib/limits.ts';
import { choirProfile as cp } from '../../lib/messages.ts';
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
  logo: string | null;
  /** The file chosen and not yet saved, or null. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The upload's share sent, 0 to 1, while the form saves it; null otherwise. */
  progress: number | null;
  /** Why the chosen file was not saved (the server's answer), or null. */
  error: string | null;
}

export function ChoirImageField({ logo, file, onChange, progress, error }: ChoirImageFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const progressId = useId();

  useEffect(() => {
    let live = true;
    // A data: URL, not a blob: one: the pages' Content-Security-Policy allows data: images only.
    if (file)
      readAsDataUrl(file).then(
        (url) => live && setPreview(url),
        () => undefined,
      );
    else setPreview(null);
    return () => {
      live = false;
    };
  }, [file]);

  function choose(chosen: File) {
    const found = imageProblem(chosen);
    setProblem(found);
    if (!found) onChange(chosen);
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
            label={logo || file ? cp.imageChange : cp.imageChoose}
            hint={cp.imageHint}
            error={problem ?? error}
            busy={busy}
            small
            onFile={choose}
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
