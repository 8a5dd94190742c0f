/**
 * A file upload to the API with its progress. fetch cannot report the progress of a body it sends
 * over HTTP/1.1 (ky's onUploadProgress streams the body, which Chromium allows only over HTTP/2),
 * so this one call uses XMLHttpRequest, with the rules of src/client/api.ts: the session cookie,
 * a 401 logs out, no answer at all shows the 'Eroare de server' toast.
 */
import type { FieldErrors } from '../lib/schemas/errors.ts';
import { logout } from '../stores/session.ts';
import { showNetworkErrorToast } from '../stores/toasts.ts';

/** An answer outside 2xx: its status and, for 400 and 413, the field errors it carried. */
export class UploadError extends Error {
  readonly status: number;
  readonly fields: FieldErrors | null;

  constructor(status: number, fields: FieldErrors | null) {
    super(`HTTP ${status}`);
    this.status = status;
    this.fields = fields;
  }
}

function readFields(text: string): FieldErrors | null {
  try {
    const body: unknown = JSON.parse(text);
    if (!body || typeof body !== 'object' || 'detail' in body) return null;
    return body as FieldErrors;
  } catch {
    return null;
  }
}

/**
 * POSTs `form` (a multipart form, or a file as the raw body: the back office's library uploads)
 * to `href`, a path of src/lib/paths/ filled by apiHref (with its query, if any); `onProgress`
 * gets the share sent so far, 0 to 1. Resolves with the JSON answer;
 * rejects with an UploadError, or a TypeError when the server could not be reached.
 */
export function uploadWithProgress<T>(
  href: string,
  form: FormData | Blob,
  onProgress: (sent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', href);
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 401) void logout();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as T);
      } else {
        reject(new UploadError(xhr.status, readFields(xhr.responseText)));
      }
    });
    xhr.addEventListener('error', () => {
      showNetworkErrorToast();
      reject(new TypeError('network error'));
    });
    xhr.send(form);
  });
}
