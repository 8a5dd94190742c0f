/**
 * The score list's state as it stands in the page's query string and in GET /api/song/'s query
 * (SCORE_QUERY_KEYS: `?voices=1,3&files=pdf&search=ave&page=2`), so a filtered list can be shared,
 * survives reload and follows back/forward. Whatever the address holds is read leniently: a
 * value that is not a valid id, file type or page is dropped, never an error for the member.
 */
import { SCORE_FILE_TYPES, SCORE_QUERY_KEYS, type ScoreFilters } from '../../../lib/api/library.ts';

export type ScoreFileType = (typeof SCORE_FILE_TYPES)[number];
/** The four vocabularies of GET /api/song/filters, by their query key. */
export const TERM_KEYS = ['voices', 'themes', 'difficulties', 'choir_types'] as const;
export type TermKey = (typeof TERM_KEYS)[number];

export interface ScoreQuery extends Record<TermKey, number[]> {
  files: ScoreFileType[];
  search: string;
  page: number;
}

/** A search longer than this is cut: nobody types a score's name that long. */
export const SCORE_SEARCH_MAX = 100;

export const EMPTY_SCORE_QUERY: ScoreQuery = {
  voices: [],
  themes: [],
  difficulties: [],
  choir_types: [],
  files: [],
  search: '',
  page: 1,
};

const isId = (text: string) => /^[1-9]\d{0,8}$/.test(text);
const list = (value: string | null) => (value ?? '').split(',').map((part) => part.trim());
const unique = <T>(values: T[]) => [...new Set(values)];

export function parseScoreQuery(params: URLSearchParams): ScoreQuery {
  const query: ScoreQuery = { ...EMPTY_SCORE_QUERY };
  for (const key of TERM_KEYS) {
    query[key] = unique(list(params.get(key)).filter(isId).map(Number)).sort((a, b) => a - b);
  }
  query.files = SCORE_FILE_TYPES.filter((type) => list(params.get('files')).includes(type));
  query.search = (params.get('search') ?? '').trim().slice(0, SCORE_SEARCH_MAX);
  const page = params.get('page') ?? '';
  query.page = isId(page) ? Number(page) : 1;
  return query;
}

/** The query string of `query`, keys in SCORE_QUERY_KEYS order, empty filters and page 1 left out. */
export function serialiseScoreQuery(query: ScoreQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SCORE_QUERY_KEYS) {
    if (key === 'page') {
      if (query.page > 1) params.set('page', String(query.page));
    } else if (key === 'search') {
      const search = query.search.trim();
      if (search) params.set('search', search);
    } else if (query[key].length > 0) {
      params.set(key, query[key].join(','));
    }
  }
  return params;
}

/** Drops the ids that are not in the vocabularies (an old shared link, a hand-edited address). */
export function withinVocabularies(query: ScoreQuery, filters: ScoreFilters): ScoreQuery {
  const known = (key: TermKey) => new Set(filters[key].map((term) => term.id));
  const next = { ...query };
  for (const key of TERM_KEYS) next[key] = query[key].filter((id) => known(key).has(id));
  return next;
}

export const sameQuery = (a: ScoreQuery, b: ScoreQuery) =>
  serialiseScoreQuery(a).toString() === serialiseScoreQuery(b).toString();
