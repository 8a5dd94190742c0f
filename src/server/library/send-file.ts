/**
 * Answers a library file from the storage, streamed (never read whole), with HTTP ranges so a
 * player can seek and a phone on mobile data fetches only what it plays: `Range: bytes=a-b`,
 * `bytes=a-` and `bytes=-n` answer 206 with Content-Range; a range that starts past the end
 * answers 416 with a Content-Range that tells the size. A Range header that is not one byte range
 * (several ranges, another unit, garbage) is ignored and the whole file answered, as RFC 9110
 * allows. HEAD answers the headers without opening the file.
 */
import type { Context } from 'hono';
import { PDF_CSP } from '../csp.ts';
import { notFound } from '../http.ts';
import type { LibraryStorage } from '../services/library-storage.ts';
import { contentDisposition } from './file-names.ts';
import { webStreamOf } from './web-stream.ts';

const TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  zip: 'application/zip',
};

export const contentTypeOf = (extension: string) => TYPES[extension] ?? 'application/octet-stream';

/** The one byte range asked for, 'unsatisfiable', or null for the whole file. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    // The last n bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

export interface SendOptions {
  key: string;
  /** The key's extension decides the Content-Type. */
  extension: string;
  /** A download's file name (Content-Disposition: attachment), or an inline name. */
  fileName?: string;
  attachment?: boolean;
}

export async function sendFile(c: Context, library: LibraryStorage, options: SendOptions) {
  const size = await library.size(options.key);
  // The row names a file the storage lost: nothing to serve.
  if (size === null) throw notFound();
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(options.extension),
    'Accept-Ranges': 'bytes',
    // The member's own browser may keep it for an hour (seeking again, replaying); no shared cache.
    'Cache-Control': 'private, max-age=3600',
  };
  // A PDF opened inline needs the browser's viewer; everything else keeps the API's policy.
  if (options.extension === 'pdf' && !options.attachment)
    headers['Content-Security-Policy'] = PDF_CSP;
  if (options.fileName) {
    headers['Content-Disposition'] = contentDisposition(
      options.attachment ? 'attachment' : 'inline',
      options.fileName,
    );
  }
  const range = byteRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1);
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD' || size === 0) return c.body(null, status, headers);
  return c.body(webStreamOf(library.open(options.key, { start, end })), status, headers);
}
