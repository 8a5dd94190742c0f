/**
 * Downloads of the library (document 2 §7, §8): `POST /api/download/{kind}/{id}/` answers a
 * streamed zip with its Content-Length, so the progress is known while it arrives; the blob is
 * then saved as the item's name plus '.zip' through a temporary <a download>.
 */
import { api } from '../../../client/api.ts';

/** Characters no file system takes in a name (Windows is the strictest) become '-'. */
export const zipName = (name: string) =>
  `${name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim() || 'descarcare'}.zip`;

/**
 * POSTs `path` (relative to /api: apiPath of src/lib/paths/library.ts) and reads the whole answer, calling
 * `onProgress` with the percentage received, or null while the size is unknown.
 */
export async function fetchZip(
  path: string,
  onProgress: (percent: number | null) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  return api
    .post(path, {
      // A zip of a score's tracks on mobile data may take longer than the client's 30 s.
      timeout: false,
      ...(signal ? { signal } : {}),
      onDownloadProgress: (progress) => {
        onProgress(progress.totalBytes > 0 ? Math.round(progress.percent * 100) : null);
      },
    })
    .blob();
}
