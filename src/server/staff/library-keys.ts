/**
 * The files a library item's body names (issue #12): a key the item has already, or a fresh
 * upload (`uploads/<kind>-<random>.<ext>`, library-upload.ts) of the kind the field takes, present
 * in the storage and named by no other item. After a change commits, the keys it let go of are
 * removed from the storage unless some item still names them (the demo's MP3s are shared); an
 * upload no item ever named is removed a day later (sweepUploads).
 */
import { inArray, or } from 'drizzle-orm';
import { UPLOAD_KEY, type UploadKind } from '../../lib/api/staff-library.ts';
import { lib } from '../../lib/messages-staff-library.ts';
import type { FieldErrors } from '../../lib/schemas/errors.ts';
import type { Db, Tx } from '../db/client.ts';
import { mediaTracks, resources, scores, videoLessons } from '../db/schema.ts';
import { badRequest } from '../http.ts';
import type { LibraryStorage } from '../services/library-storage.ts';

export interface KeyField {
  /** The body's field, e.g. 'pdf' or 'tracks.1.file'. */
  field: string;
  key: string | null;
  kind: UploadKind;
  /** The extensions the field takes, when narrower than the kind's (a video's mp4 field). */
  extensions?: readonly string[];
}

/** The keys among `keys` that some item names. */
export async function namedKeys(db: Db | Tx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [pdfs, tracks, videos, files] = await Promise.all([
    db.select({ k: scores.pdf }).from(scores).where(inArray(scores.pdf, keys)),
    db.select({ k: mediaTracks.file }).from(mediaTracks).where(inArray(mediaTracks.file, keys)),
    db
      .select({
        mp4: videoLessons.mp4,
        webm: videoLessons.webm,
        ogg: videoLessons.ogg,
        poster: videoLessons.poster,
      })
      .from(videoLessons)
      .where(
        or(
          inArray(videoLessons.mp4, keys),
          inArray(videoLessons.webm, keys),
          inArray(videoLessons.ogg, keys),
          inArray(videoLessons.poster, keys),
        ),
      ),
    db.select({ k: resources.file }).from(resources).where(inArray(resources.file, keys)),
  ]);
  const named = new Set<string>();
  for (const row of [...pdfs, ...tracks, ...files]) if (row.k) named.add(row.k);
  for (const row of videos)
    for (const k of [row.mp4, row.webm, row.ogg, row.poster]) if (k) named.add(k);
  return named;
}

/** 400 unless every new key is a fresh upload of the field's kind, in the storage, unnamed. */
export async function checkKeys(
  tx: Tx,
  library: LibraryStorage,
  fields: KeyField[],
  current: readonly (string | null)[],
) {
  const errors: FieldErrors = {};
  const fresh = fields.filter(
    (f): f is KeyField & { key: string } => f.key !== null && !current.includes(f.key),
  );
  for (const f of fresh) {
    const match = UPLOAD_KEY.exec(f.key);
    if (!match || match[1] !== f.kind || (f.extensions && !f.extensions.includes(match[2] ?? '')))
      errors[f.field] = [lib.wrongType(f.kind)];
    else if ((await library.size(f.key)) === null) errors[f.field] = [lib.missingUpload];
  }
  const named = await namedKeys(
    tx,
    fresh.map((f) => f.key),
  );
  const seen = new Set<string>();
  for (const f of fresh) {
    if (errors[f.field]) continue;
    if (named.has(f.key) || seen.has(f.key)) errors[f.field] = [lib.uploadInUse];
    seen.add(f.key);
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Uploads no item names are kept this long (a form left open), then removed by sweepUploads. */
export const UNNAMED_UPLOAD_KEEP_MS = 24 * 60 * 60_000;

/**
 * Removes the uploads older than UNNAMED_UPLOAD_KEEP_MS that no item names (a form abandoned after
 * its files were sent). Run after each upload: only staff upload, so this costs nothing to others.
 */
export async function sweepUploads(db: Db, library: LibraryStorage, now = Date.now()) {
  const old = (await library.list('uploads'))
    .filter((file) => now - file.modified.getTime() > UNNAMED_UPLOAD_KEEP_MS)
    .map((file) => file.key);
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const named = await namedKeys(db, batch);
    await Promise.all(batch.filter((k) => !named.has(k)).map((k) => library.remove(k)));
  }
}

/** Removes, after the change committed, the `before` keys that no item names any more. */
export async function removeUnnamed(
  db: Db,
  library: LibraryStorage,
  before: readonly (string | null)[],
) {
  const keys = [...new Set(before.filter((k): k is string => k !== null))];
  const named = await namedKeys(db, keys);
  await Promise.all(keys.filter((k) => !named.has(k)).map((k) => library.remove(k)));
}
