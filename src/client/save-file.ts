/** Hands a file made or fetched in the browser to the browser as a download (a score's zip, an export). */

/** Long enough for the browser to start saving; the blob is freed after. */
const URL_LIFETIME_MS = 60_000;

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
