/**
 * Where the library's files live (scores' PDFs, MP3 tracks, video lessons, resources): private,
 * under DATA_DIR/library, never under the public /media/ uploads; the routes of library-files.ts
 * serve them only to those allowed. Keys come from the database, never from a request; a key
 * that would leave the root (`..`, an absolute path) is refused all the same. Small on purpose,
 * so object storage (a ranged GET, a HEAD, a PUT) can take its place later.
 */
import { createReadStream, type Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

export interface LibraryStorage {
  /** The file's size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** A stream of the bytes `start`…`end` (both included; the whole file without a range). */
  open(key: string, range?: { start: number; end: number }): Readable;
  /** Copies a local file under `key` (the demo seed). */
  put(key: string, fromPath: string): Promise<void>;
  /** Moves a local file under `key` (a back-office upload: no copy when on the same disk). */
  move(key: string, fromPath: string): Promise<void>;
  /** Removes the file under `key`; nothing when there is none. */
  remove(key: string): Promise<void>;
  /** The files directly in the folder `prefix` (e.g. 'uploads'), with when each was last written. */
  list(prefix: string): Promise<{ key: string; modified: Date }[]>;
}

/** Letters, digits, '-', '_', '.' in segments separated by '/': no '..', no leading '/'. */
const SAFE_KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/;

function pathOf(root: string, key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe library key: ${JSON.stringify(key)}`);
  return join(root, key);
}

export function diskLibrary(root: string): LibraryStorage {
  return {
    async size(key) {
      try {
        const info = await stat(pathOf(root, key));
        return info.isFile() ? info.size : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    open(key, range) {
      return createReadStream(pathOf(root, key), range);
    },
    async put(key, fromPath) {
      const path = pathOf(root, key);
      await mkdir(dirname(path), { recursive: true });
      await copyFile(fromPath, path);
    },
    async move(key, fromPath) {
      const path = pathOf(root, key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await rename(fromPath, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(fromPath, path);
        await unlink(fromPath);
      }
    },
    async remove(key) {
      await rm(pathOf(root, key), { force: true });
    },
    async list(prefix) {
      let entries: Dirent[];
      try {
        entries = await readdir(pathOf(root, prefix), { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const files = entries.filter((entry) => entry.isFile());
      return Promise.all(
        files.map(async (entry) => {
          const key = `${prefix}/${entry.name}`;
          return { key, modified: (await stat(pathOf(root, key))).mtime };
        }),
      );
    },
  };
}
