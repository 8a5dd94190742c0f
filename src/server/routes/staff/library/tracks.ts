/** The MP3 tracks of a score or an audiobook (media_tracks), in their order. */
import { asc, eq } from 'drizzle-orm';
import type { StaffTrack } from '../../../../lib/api/staff-library.ts';
import type { Tx } from '../../../db/client.ts';
import { mediaTracks } from '../../../db/schema.ts';
import type { KeyField } from '../../../staff/library-keys.ts';

type Owner = 'score' | 'audiobook';
const ownerColumn = (owner: Owner) =>
  owner === 'score' ? mediaTracks.scoreId : mediaTracks.audiobookId;

/** The tracks' files as the fields of a body ('tracks.0.file'…), MP3 uploads. */
export const trackFields = (tracks: { file: string }[]): KeyField[] =>
  tracks.map((t, i) => ({ field: `tracks.${i}.file`, key: t.file, kind: 'audio' }));

export async function tracksOf(tx: Tx, owner: Owner, id: number): Promise<StaffTrack[]> {
  return tx
    .select({
      id: mediaTracks.id,
      title: mediaTracks.title,
      file: mediaTracks.file,
      voice_part: mediaTracks.voicePart,
      starting_note: mediaTracks.startingNote,
    })
    .from(mediaTracks)
    .where(eq(ownerColumn(owner), id))
    .orderBy(asc(mediaTracks.position), asc(mediaTracks.id));
}

/** Replaces the tracks of a score or an audiobook, in the body's order. */
export async function writeTracks(
  tx: Tx,
  owner: Owner,
  id: number,
  tracks: {
    title: string;
    file: string;
    voice_part: number | null;
    starting_note: number | null;
  }[],
) {
  await tx.delete(mediaTracks).where(eq(ownerColumn(owner), id));
  if (tracks.length === 0) return;
  await tx.insert(mediaTracks).values(
    tracks.map((t, position) => ({
      [owner === 'score' ? 'scoreId' : 'audiobookId']: id,
      title: t.title,
      file: t.file,
      // An audiobook's chapter is no voice part.
      voicePart: owner === 'score' ? t.voice_part : null,
      startingNote: owner === 'score' ? t.starting_note : null,
      position,
    })),
  );
}
