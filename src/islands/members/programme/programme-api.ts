/**
 * A concert's programme's calls (docs/api.md, programme): an event's pieces, the conductor's
 * replacement of them, the readiness view, a singer's own mark, and the library's search the
 * editor picks pieces from (GET /api/song/?search=, its first page).
 */
import { api } from '../../../client/api.ts';
import type { Score } from '../../../lib/api/library.ts';
import type { Page } from '../../../lib/api/page.ts';
import type { Programme, Readiness, ScoreMark } from '../../../lib/api/programme.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { libraryPaths } from '../../../lib/paths/library.ts';
import { programmePaths } from '../../../lib/paths/programme.ts';
import type { ScoreMarkState } from '../../../lib/schemas/programme.ts';

export const getProgramme = (eventId: number) =>
  api.get(apiPath(programmePaths.programme, { id: eventId })).json<Programme>();

export const saveProgramme = (eventId: number, scores: number[]) =>
  api
    .put(apiPath(programmePaths.programme, { id: eventId }), { json: { scores } })
    .json<Programme>();

export const getReadiness = (eventId: number) =>
  api.get(apiPath(programmePaths.readiness, { id: eventId })).json<Readiness>();

export const getMark = (scoreId: number) =>
  api.get(apiPath(programmePaths.mark, { id: scoreId })).json<ScoreMark>();

export const setMark = (scoreId: number, state: ScoreMarkState | null) =>
  api.put(apiPath(programmePaths.mark, { id: scoreId }), { json: { state } }).json<ScoreMark>();

export const searchScores = (search: string, signal: AbortSignal) =>
  api.get(apiPath(libraryPaths.scores), { searchParams: { search }, signal }).json<Page<Score>>();
