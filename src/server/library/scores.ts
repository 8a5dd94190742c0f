/**
 * GET /api/song/: the scores, filtered, searched and paged in the database, in Romanian order
 * (`name_sort collate "C"`, then id). Within one filter any id matches (array overlap), the
 * filters together must all match; `search` matches any part of the name or the author, ignoring
 * case and diacritics (the folded `search` column of db/fold.ts, its trigram index), as the choir
 * list does. The unfiltered list walks the name index (scores_name_sort_idx) and stops at the
 * page; a filtered one is one prepared statement for every combination of filters. */
import { and, type Column, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Score } from '../../lib/api/library.ts';
import { LIBRARY_PAGE_SIZE } from '../../lib/limits.ts';
import { libraryPaths } from '../../lib/paths/library.ts';
import { type ScoreListQuery, scoreListQuerySchema } from '../../lib/schemas/library.ts';
import type { Db } from '../db/client.ts';
import { fold } from '../db/fold.ts';
import { likePattern } from '../db/like.ts';
import { perDatabase } from '../db/prepared.ts';
import { mediaTracks, scores } from '../db/schema.ts';
import { notFound, parseQuery } from '../http.ts';
import { toScore, tracksOf } from './answers.ts';
import { type Page, pageOf, readPageNumber } from './paging.ts';

/** Reads the query string: 400 with the field's message for a bad filter, 404 for a bad page. */
export function readScoreQuery(c: Context): ScoreListQuery {
  const query = parseQuery(c, scoreListQuerySchema);
  return { ...query, page: readPageNumber(query.page) };
}

const fields = {
  id: scores.id,
  name: scores.name,
  author: scores.author,
  voices: scores.voices,
  themes: scores.themes,
  difficulties: scores.difficulties,
  choirTypes: scores.choirTypes,
};
const columns = {
  ...fields,
  hasPdf: sql<boolean>`${scores.pdf} is not null`,
  tracks: tracksOf('score_id', sql`${scores.id}`),
};

/** A placeholder holding an int[] as text ('{1,3}'): the ids were checked (readScoreQuery). */
const ids = (name: string) => sql`${sql.placeholder(name)}::int[]`;
/** No ids: no filter; else any of them. */
const anyOf = (column: Column, name: string) =>
  sql`(cardinality(${ids(name)}) = 0 or ${column} && ${ids(name)})`;
const hasTracks = sql`exists (select 1 from ${mediaTracks} where ${mediaTracks.scoreId} = ${scores.id})`;
const flag = (name: string) => sql`${sql.placeholder(name)}::boolean`;

/**
 * A filtered page, every filter a placeholder (an empty one matches all), so one statement
 * prepared once serves every combination; the total comes with the page (`count(*) over ()`:
 * the filtered rows are all read for the order anyway, and a search reads its few matches by the
 * trigram index rather than walking the name index). The tracks are read for the page's rows only.
 */
const filteredPage = perDatabase((db) => {
  const page = db
    .select({
      ...fields,
      hasPdf: sql<boolean>`${scores.pdf} is not null`.as('has_pdf'),
      nameSort: scores.nameSort,
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(scores)
    .where(
      and(
        anyOf(scores.voices, 'voices'),
        anyOf(scores.themes, 'themes'),
        anyOf(scores.difficulties, 'difficulties'),
        anyOf(scores.choirTypes, 'choirTypes'),
        sql`(not (${flag('pdf')} or ${flag('mp3')})
          or (${flag('pdf')} and ${scores.pdf} is not null) or (${flag('mp3')} and ${hasTracks}))`,
        sql`(${sql.placeholder('pattern')}::text = '' or ${scores.search} like ${fold(sql`${sql.placeholder('pattern')}::text`)})`,
      ),
    )
    .orderBy(sql`${scores.nameSort} collate "C"`, scores.id)
    .limit(LIBRARY_PAGE_SIZE + 1)
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      id: page.id,
      name: page.name,
      author: page.author,
      voices: page.voices,
      themes: page.themes,
      difficulties: page.difficulties,
      choirTypes: page.choirTypes,
      hasPdf: page.hasPdf,
      tracks: tracksOf('score_id', sql`${page.id}`),
      total: page.total,
    })
    .from(page)
    .orderBy(sql`${page.nameSort} collate "C"`, page.id)
    .prepare('library_scores_filtered');
});

const isFiltered = (query: ScoreListQuery) =>
  query.search !== '' ||
  query.files.length > 0 ||
  (['voices', 'themes', 'difficulties', 'choir_types'] as const).some((key) => query[key].length);

/** The relative link of a page with the query's filters, keys in a stable order. */
export function scoreListPath(query: ScoreListQuery, page: number) {
  const params = new URLSearchParams();
  for (const key of ['voices', 'themes', 'difficulties', 'choir_types', 'files'] as const) {
    if (query[key].length) params.set(key, query[key].join(','));
  }
  if (query.search) params.set('search', query.search);
  params.set('page', String(page));
  return `${libraryPaths.scores}?${params}`;
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
  const offset = (query.page - 1) * LIBRARY_PAGE_SIZE;
  const link = (page: number) => scoreListPath(query, page);
  if (!isFiltered(query)) {
    const rows = await plainPage(db).execute({ offset });
    const count = async () => (await countAll(db).execute())[0]?.n ?? 0;
    return pageOf(query.page, rows, { count, link, map: toScore });
  }
  const array = (values: number[]) => `{${values.join(',')}}`;
  const rows = await filteredPage(db).execute({
    voices: array(query.voices),
    themes: array(query.themes),
    difficulties: array(query.difficulties),
    choirTypes: array(query.choir_types),
    pdf: query.files.includes('pdf'),
    mp3: query.files.includes('mp3'),
    // '' for no search.
    pattern: query.search && likePattern(query.search),
    offset,
  });
  const count = async () => rows[0]?.total ?? 0;
  return pageOf(query.page, rows, { count, link, map: toScore });
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
