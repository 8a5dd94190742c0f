/**
 * GET /api/song/: the scores, filtered, searched and paged in the database, in Romanian order
 * (`name_sort collate "C"`, then id: the index scores_name_sort_idx). Within one filter any id
 * matches (array overlap, the GIN index scores_terms_idx), the filters together must all match;
 * `search` matches any part of the name or the author, ignoring case and diacritics, through the
 * trigram index on the folded `search` column (db/fold.ts), as the choir list does.
 */
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Score } from '../../lib/api/library.ts';
import { LIBRARY_PAGE_SIZE } from '../../lib/limits.ts';
import { toFieldErrors } from '../../lib/schemas/errors.ts';
import { type ScoreListQuery, scoreListQuerySchema } from '../../lib/schemas/library.ts';
import type { Db } from '../db/client.ts';
import { fold } from '../db/fold.ts';
import { perDatabase } from '../db/prepared.ts';
import { mediaTracks, scores } from '../db/schema.ts';
import { badRequest, notFound } from '../http.ts';
import { toScore, tracksOf } from './answers.ts';
import { type Page, pageOf, readPageNumber } from './paging.ts';

/** Reads the query string: 400 with the field's message for a bad filter, 404 for a bad page. */
export function readScoreQuery(query: Record<string, string>): ScoreListQuery {
  const result = v.safeParse(scoreListQuerySchema, query);
  if (!result.success) throw badRequest(toFieldErrors(result.issues));
  return { ...result.output, page: readPageNumber(result.output.page) };
}

const columns = {
  id: scores.id,
  name: scores.name,
  author: scores.author,
  voices: scores.voices,
  themes: scores.themes,
  difficulties: scores.difficulties,
  choirTypes: scores.choirTypes,
  hasPdf: sql<boolean>`${scores.pdf} is not null`,
  tracks: tracksOf('score_id', sql`${scores.id}`),
};

const hasTracks = sql`exists (select 1 from ${mediaTracks} where ${mediaTracks.scoreId} = ${scores.id})`;
/** `'{1,3}'::int[]`: the ids were checked to be integers (readScoreQuery). */
const overlaps = (column: Column, ids: number[]) =>
  sql`${column} && ${`{${ids.join(',')}}`}::int[]`;
/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function filtersOf(query: ScoreListQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.voices.length) filters.push(overlaps(scores.voices, query.voices));
  if (query.themes.length) filters.push(overlaps(scores.themes, query.themes));
  if (query.difficulties.length) filters.push(overlaps(scores.difficulties, query.difficulties));
  if (query.choir_types.length) filters.push(overlaps(scores.choirTypes, query.choir_types));
  if (query.files.length) {
    const either = query.files.map((type) =>
      type === 'pdf' ? sql`${scores.pdf} is not null` : hasTracks,
    );
    filters.push(sql`(${sql.join(either, sql` or `)})`);
  }
  if (query.search) {
    filters.push(sql`${scores.search} like ${fold(sql`${containsPattern(query.search)}`)}`);
  }
  return filters.length ? and(...filters) : undefined;
}

/** The relative link of another page with the same filters, keys in a stable order. */
function pageLink(query: ScoreListQuery, page: number) {
  const params = new URLSearchParams();
  for (const key of ['voices', 'themes', 'difficulties', 'choir_types', 'files'] as const) {
    if (query[key].length) params.set(key, query[key].join(','));
  }
  if (query.search) params.set('search', query.search);
  params.set('page', String(page));
  return `/api/song/?${params}`;
}

/** The unfiltered page, the list's first view: prepared once (db/prepared.ts). */
const plainPage = perDatabase((db) =>
  db
    .select(columns)
    .from(scores)
    .orderBy(sql`${scores.nameSort} collate "C"`, scores.id)
    .limit(LIBRARY_PAGE_SIZE + 1)
    .offset(sql.placeholder('offset'))
    .prepare('library_scores_page'),
);
const countAll = perDatabase((db) =>
  db.select({ n: sql<number>`count(*)::int` }).from(scores).prepare('library_scores_count'),
);

export async function listScores(db: Db, query: ScoreListQuery): Promise<Page<Score>> {
  const where = filtersOf(query);
  const offset = (query.page - 1) * LIBRARY_PAGE_SIZE;
  const rows = where
    ? await db
        .select(columns)
        .from(scores)
        .where(where)
        .orderBy(sql`${scores.nameSort} collate "C"`, scores.id)
        .limit(LIBRARY_PAGE_SIZE + 1)
        .offset(offset)
    : await plainPage(db).execute({ offset });
  return pageOf(query.page, rows, {
    count: async () => {
      const [row] = where
        ? await db.select({ n: sql<number>`count(*)::int` }).from(scores).where(where)
        : await countAll(db).execute();
      return row?.n ?? 0;
    },
    link: (page) => pageLink(query, page),
    map: toScore,
  });
}

const oneScore = perDatabase((db) =>
  db
    .select(columns)
    .from(scores)
    .where(eq(scores.id, sql.placeholder('id')))
    .prepare('library_score'),
);

export async function readScore(db: Db, id: number): Promise<Score> {
  const [row] = await oneScore(db).execute({ id });
  if (!row) throw notFound();
  return toScore(row);
}
