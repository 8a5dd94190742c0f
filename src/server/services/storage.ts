/**
 * Where uploaded files live: DATA_DIR/uploads on disk, served under /media/. In production this
 * interface can move to object storage without touching the routes. A file is written in the
 * staging folder, then renamed into place: a process killed mid-write leaves no half picture
 * under /media/, only a staged file that the staging sweep removes.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Staging } from './staging.ts';

export interface Storage {
  /** Saves the bytes under `key` (e.g. "avatars/abc.webp") and returns its public URL. */
  save(key: string, bytes: Uint8Array): Promise<string>;
  /** Deletes the file behind a URL that save() returned; anything else is ignored. */
  remove(url: string): Promise<void>;
  /** The bytes behind a URL that save() returned (a person's download), or null when there are none. */
  read(url: string): Promise<Uint8Array | null>;
}

export const MEDIA_PREFIX = '/media/';

/** The storage key of a URL under /media/, or null for anything else (or a path that leaves it). */
function keyOf(url: string): string | null {
  const key = url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : '';
  return !key || key.split('/').includes('..') ? null : key;
}

export function diskStorage(root: string, staging: Staging): Storage {
  return {
    async save(key, bytes) {
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      const staged = await staging.newPath();
      try {
        await writeFile(staged, bytes);
        await rename(staged, path);
      } finally {
        await rm(staged, { force: true });
      }
      return MEDIA_PREFIX + key;
    },
    async remove(url) {
      const key = keyOf(url);
      if (key) await rm(join(root, key), { force: true });
    },
    async read(url) {
      const key = keyOf(url);
      if (!key) return null;
      return readFile(join(root, key)).catch(() => null);
    },
  };
}
