/**
 * The library's rows as the answers of src/lib/api/library.ts: every file becomes its path
 * under /api/library/ (library-files.ts), never a storage key. The tracks of a score or an
 * audiobook come with it from the database as one JSON array (`tracksOf`), in their order.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Audiobook, Score, Track, VideoLesson } from '../../lib/api/library.ts';
import { apiHref } from '../../lib/api-path.ts';
import { libraryPaths as paths } from '../../lib/paths/library.ts';
import { mediaTracks } from '../db/schema.ts';

export type TrackRow = {
  id: number;
  title: string;
  voice_part: number | null;
  starting_note: number | null;
};

/** `[{id, title, voice_part, starting_note}, …]` of the tracks whose `owner` column is `ownerId`, by position. */
export const tracksOf = (owner: 'score_id' | 'audiobook_id', ownerId: SQL | number) =>
  sql<TrackRow[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'title', t.title, 'voice_part', t.voice_part,
      'starting_note', t.starting_note)
      order by t.position, t.id)
    from ${mediaTracks} t where t.${sql.raw(owner)} = ${ownerId}
  ), '[]'::json)`;

const toTracks = (rows: TrackRow[]): Track[] =>
  rows.map((t) => ({
    id: t.id,
    title: t.title,
    file: apiHref(paths.track, { id: t.id }),
    voice_part: t.voice_part,
    starting_note: t.starting_note,
  }));

/**
 * The score with the tracks of the reader's own voice parts first (issue #27), the others after
 * them, each group in its order. The lists are kept for every reader (kept.ts): a new score, the
 * kept one is not changed.
 */
export function ownPartsFirst(score: Score, parts: readonly number[]): Score {
  if (!parts.length) return score;
  const own = (track: Track) => track.voice_part !== null && parts.includes(track.voice_part);
  return {
    ...score,
    mp3s: [...score.mp3s.filter(own), ...score.mp3s.filter((track) => !own(track))],
  };
}

export interface ScoreRow {
  id: number;
  name: string;
  author: string;
  voices: number[];
  themes: number[];
  difficulties: number[];
  choirTypes: number[];
  hasPdf: boolean;
  tracks: TrackRow[];
}

export const toScore = (row: ScoreRow): Score => ({
  id: row.id,
  name: row.name,
  author: row.author,
  voice: row.voices,
  theme: row.themes,
  difficulty: row.difficulties,
  choir_type: row.choirTypes,
  has_files: row.hasPdf,
  has_mp3: row.tracks.length > 0,
  pdf: row.hasPdf ? apiHref(paths.scorePdf, { id: row.id }) : null,
  mp3s: toTracks(row.tracks),
});

export const toAudiobook = (row: { id: number; name: string; tracks: TrackRow[] }): Audiobook => ({
  id: row.id,
  name: row.name,
  mp3s: toTracks(row.tracks).map(({ title, voice_part: _, starting_note: __, ...track }) => ({
    ...track,
    name: title,
  })),
});

export interface VideoRow {
  id: number;
  title: string;
  description: string;
  mp4: boolean;
  webm: boolean;
  ogg: boolean;
  poster: boolean;
}

/** The path of the lesson's `kind` of file, null where it has none. */
const videoFile = (row: VideoRow, kind: 'mp4' | 'webm' | 'ogg' | 'poster') =>
  row[kind] ? apiHref(paths.video, { id: row.id, kind }) : null;

export const toVideoLesson = (row: VideoRow): VideoLesson => ({
  id: row.id,
  title: row.title,
  description: row.description,
  mp4: videoFile(row, 'mp4'),
  webm: videoFile(row, 'webm'),
  ogg: videoFile(row, 'ogg'),
  poster: videoFile(row, 'poster'),
});
