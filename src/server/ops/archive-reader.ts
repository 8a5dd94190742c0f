/**
 * Reads a backup archive member by member, gunzipping and untarring as it streams. Any flaw of
 * the file (a truncated end, a flipped byte that gzip's CRC or the tar headers catch) or of a
 * name (anything but a plain file at a known place) stops the reading with an ArchiveRefused
 * that says what, in the operator's words.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { restoreMessages as m } from '../../lib/messages-ops.ts';
import { FILE_FOLDERS, KEY_FILES, MANIFEST } from './backup.ts';

/** A refusal the operator reads as it is: nothing was written. */
export class ArchiveRefused extends Error {}

const SEGMENT = '(?!\\.\\.?(?:/|$))[\\w.-]+';
const MEMBER = new RegExp(
  `^(?:${MANIFEST}|${KEY_FILES.map((f) => f.replace('.', '\\.')).join('|')}|database/[\\w-]+\\.ndjson|files/(?:${FILE_FOLDERS.join('|')})/${SEGMENT}(?:/${SEGMENT})*)$`,
);

export async function eachMember(
  path: string,
  onMember: (name: string, content: Readable) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(path), createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file' || !MEMBER.test(name))
        throw new ArchiveRefused(m.damaged(m.unsafeName(name)));
      // A streamx Readable (tar-stream's), which Node's stream functions take as one of theirs.
      await onMember(name, entry as unknown as Readable);
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => {});
    if (error instanceof ArchiveRefused) throw error;
    throw new ArchiveRefused(m.damaged((error as Error).message));
  }
}
