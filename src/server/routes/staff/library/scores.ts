/**
 * Scores: a name, an author, terms of the four vocabularies, a PDF and MP3 tracks. The list is
 * in Romanian order, searched in the stored folded `search` column (its trigram index).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { type StaffScore, TERM_FIELDS, TERM_KINDS } from '../../../../lib/api/staff-library.ts';
import { lib } from '../../../../lib/messages-staff-library.ts';
import { type ScoreBody, scoreBodySchema } from '../../../../lib/schemas/staff-library.ts';
import type { Tx } from '../../../db/client.ts';
import { libraryTerms, mediaTracks, scores } from '../../../db/schema.ts';
import { badRequest, notFound } from '../../../http.ts';
import type { ItemKind } from './item-routes.ts';
import { trackFields, tracksOf, writeTracks } from './tracks.ts';

/**
 * 400 unless each id of each list is a term of that list's vocabulary, and each track's part a
 * voice (read for share).
 */
async function checkTerms(tx: Tx, body: ScoreBody) {
  const parts = body.tracks.flatMap((track) =>
    track.voice_part === null ? [] : [track.voice_part],
  );
  const ids = [...new Set([...TERM_KINDS.flatMap((kind) => body[TERM_FIELDS[kind]]), ...parts])];
  const rows = ids.length
    ? await tx
        .select({ id: libraryTerms.id, kind: libraryTerms.kind })
        .from(libraryTerms)
        .where(inArray(libraryTerms.id, ids))
        .for('share')
    : [];
  const kindOf = new Map(rows.map((r) => [r.id, r.kind]));
  const errors: Record<string, string[]> = {};
  for (const kind of TERM_KINDS) {
    const field = TERM_FIELDS[kind];
    if (body[field].some((id) => kindOf.get(id) !== kind)) errors[field] = [lib.unknownTerm];
  }
  body.tracks.forEach((track, i) => {
    if (track.voice_part !== null && kindOf.get(track.voice_part) !== 'voice')
      errors[`tracks.${i}.voice_part`] = [lib.unknownTerm];
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export const scoreKind: ItemKind<StaffScore, ScoreBody> = {
  table: scores,
  thing: 'score',
  schema: scoreBodySchema,
  list: {
    columns: {
      id: scores.id,
      name: scores.name,
      author: scores.author,
      pdf: sql<boolean>`${scores.pdf} is not null`,
      tracks: sql<number>`(select count(*)::int from ${mediaTracks} t where t.score_id = ${scores}.id)`,
    },
    searched: sql`${scores.search}`,
    orderBy: [sql`${scores.nameSort} collate "C"`, scores.id],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(scores).where(eq(scores.id, id));
    if (!row) throw notFound();
    return {
      id: row.id,
      name: row.name,
      author: row.author,
      voices: row.voices,
      themes: row.themes,
      difficulties: row.difficulties,
      choir_types: row.choirTypes,
      pdf: row.pdf,
      tracks: await tracksOf(tx, 'score', id),
    };
  },
  label: (score) => score.name,
  files: (score) => [{ field: 'pdf', key: score.pdf, kind: 'pdf' }, ...trackFields(score.tracks)],
  check: checkTerms,
  values: (body) => ({
    name: body.name,
    author: body.author,
    voices: body.voices,
    themes: body.themes,
    difficulties: body.difficulties,
    choirTypes: body.choir_types,
    pdf: body.pdf,
  }),
  writeMore: (tx, id, body) => writeTracks(tx, 'score', id, body.tracks),
};
