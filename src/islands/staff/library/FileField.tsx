/**
 * A library file of a form: the file it has, a button that picks another, which uploads at once
 * (src/client/upload.ts: the file as the raw body, with its progress shown as a bar and in steps
 * of 10% for a screen reader) and hands the form the new storage key. The type and size are
 * checked here first, so a wrong file is refused before a byte is sent; the server checks again.
 */
import { type ChangeEvent, useId, useState } from 'react';
import { UploadError, uploadWithProgress } from '../../../client/upload.ts';
import {
  extensionOfName,
  UPLOAD_KINDS,
  type UploadedFile,
  type UploadKind,
} from '../../../lib/api/staff-library.ts';
import { apiHref } from '../../../lib/api-path.ts';
import { lib } from '../../../lib/messages-staff-library.ts';
import { staffLibraryPaths } from '../../../lib/paths/staff-library.ts';
import { Button } from '../../../ui/Button.tsx';

interface Props {
  label: string;
  kind: UploadKind;
  /** The storage key, or null for none. */
  value: string | null;
  onChange: (key: string | null) => void;
  /** +1 when an upload starts, -1 when it ends: the form waits for them before saving. */
  onBusy: (change: 1 | -1) => void;
  errors?: string[] | undefined;
  /** A file the item may go without: a button removes it. */
  optional?: boolean;
}

/** 'uploads/pdf-….pdf' → 'pdf-….pdf' (a file uploaded before this page was opened). */
const baseName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

export function FileField({ label, kind, value, onChange, onBusy, errors, optional }: Props) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<{ key: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { extensions, maxBytes } = UPLOAD_KINDS[kind];

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(extensions as readonly string[]).includes(extensionOfName(file.name)))
      return setError(lib.wrongType(kind));
    if (file.size > maxBytes) return setError(lib.tooLarge(kind));
    setError(null);
    setProgress(0);
    onBusy(1);
    try {
      const query = new URLSearchParams({ kind, name: file.name });
      const answer = await uploadWithProgress<UploadedFile>(
        `${apiHref(staffLibraryPaths.files)}?${query}`,
        file,
        setProgress,
      );
      setUploaded({ key: answer.key, name: answer.name });
      onChange(answer.key);
    } catch (failure) {
      setError((failure instanceof UploadError && failure.fields?.file?.[0]) || lib.uploadFailed);
    } finally {
      setProgress(null);
      onBusy(-1);
    }
  }

  const shown = error ? [error] : (errors ?? []);
  const name = value ? (uploaded?.key === value ? uploaded.name : baseName(value)) : null;
  const step = progress === null ? 0 : Math.floor(progress * 10) * 10;
  return (
    <fieldset className="field library-file">
      <legend id={`${id}-label`} className="field__label">
        {label}
      </legend>
      <p className="library-file__name">{name ?? '—'}</p>
      {progress !== null ? (
        <div className="library-file__progress">
          <progress value={progress} max={1} aria-labelledby={`${id}-label`} />
          <span aria-live="polite">{lib.uploading(step)}</span>
        </div>
      ) : null}
      <div className="library-file__buttons">
        <label className="button button--secondary button--small library-file__choose">
          {value ? lib.replaceFile : lib.chooseFile}
          <span className="visually-hidden"> {label}</span>
          <input
            type="file"
            className="visually-hidden"
            accept={extensions.map((e) => `.${e}`).join(',')}
            onChange={choose}
            disabled={progress !== null}
            aria-describedby={`${id}-hint${shown.length ? ` ${id}-errors` : ''}`}
            aria-invalid={shown.length > 0 || undefined}
          />
        </label>
        {optional && value && progress === null ? (
          <Button variant="ghost" className="button--small" onPress={() => onChange(null)}>
            {lib.clearFile}
            <span className="visually-hidden"> {label}</span>
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="field__description">
        {lib.allowed(kind)}
      </p>
      {shown.length ? (
        <ul id={`${id}-errors`} className="field__errors">
          {shown.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
