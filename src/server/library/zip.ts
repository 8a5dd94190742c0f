/**
 * A download as a zip, streamed with yazl while it is read from the storage: never built whole
 * in memory, one file open at a time (addReadStreamLazy). The files are stored, not compressed
 * (MP3, PDF, PNG do not shrink), so yazl knows the zip's size before the first byte and the
 * answer carries Content-Length: the browser shows the download's progress.
 */
import type { Readable } from 'node:stream';
import type { Context } from 'hono';
import { ZipFile } from 'yazl';
import type { LibraryStorage } from '../services/library-storage.ts';
import { contentDisposition, uniqueNames } from './file-names.ts';
import { webStreamOf } from './web-stream.ts';

declare module 'yazl' {
  interface ZipFile {
    /** yazl calls back with the total size (or -1 when unknown); @types/yazl leaves it out. */
    end(
      options: Partial<EndOptions>,
      calculatedTotalSizeCallback: (totalSize: number) => void,
    ): void;
  }
}

export interface ZipEntry {
  key: string;
  /** The file's title inside the zip, e.g. 'Sopran'. */
  title: string;
  extension: string;
}

/** Answers the zip `name`.zip of `entries`; a file missing from the storage is left out. */
export async function sendZip(
  c: Context,
  library: LibraryStorage,
  name: string,
  entries: ZipEntry[],
) {
  const zip = new ZipFile();
  const nameOf = uniqueNames();
  const mtime = new Date();
  const sizes = await Promise.all(entries.map((entry) => library.size(entry.key)));
  entries.forEach((entry, i) => {
    const size = sizes[i];
    if (size === null || size === undefined) return;
    zip.addReadStreamLazy(
      nameOf(entry.title, entry.extension),
      { size, compress: false, mtime },
      (done) => done(null, library.open(entry.key)),
    );
  });
  const total = await new Promise<number>((resolve) => zip.end({}, resolve));
  const headers: Record<string, string> = {
    'Content-Type': 'application/zip',
    'Content-Disposition': contentDisposition('attachment', `${name}.zip`),
    'Cache-Control': 'private, no-store',
  };
  if (total >= 0) headers['Content-Length'] = String(total);
  return c.body(webStreamOf(zip.outputStream as Readable), 200, headers);
}
