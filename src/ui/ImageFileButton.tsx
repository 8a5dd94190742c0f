/**
 * The image chooser of the profile photo and the choir image: a native file input, visually
 * hidden, labelled by a button-looking label (keyboard: focus it and press Space or Enter), with
 * its hint and an alert for the error. The input is emptied after each choice, so choosing the
 * same file again is a new choice. `children` stand between the hint and the error (a progress bar).
 */
import { type ReactNode, useId } from 'react';

export interface ImageFileButtonProps {
  label: ReactNode;
  hint: ReactNode;
  error: string | null;
  busy: boolean;
  small?: boolean;
  onFile: (file: File) => void;
  children?: ReactNode;
}

export function ImageFileButton({
  label,
  hint,
  error,
  busy,
  small,
  onFile,
  children,
}: ImageFileButtonProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <>
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
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={`button button--secondary${small ? ' button--small' : ''}`}
        data-pending={busy || undefined}
      >
        {busy ? <span className="button__spinner" aria-hidden="true" /> : null}
        {label}
      </label>
      <p id={hintId} className="field__description">
        {hint}
      </p>
      {children}
      <p id={errorId} role="alert" className="field__errors">
        {error}
      </p>
    </>
  );
}
