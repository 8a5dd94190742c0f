/**
 * Voice parts (issue #27): the API gives a member's or a track's part as a term id of the
 * library's voices (GET /api/song/filters), so a renamed term shows its new name everywhere at
 * once. This reads that vocabulary (kept by useCachedGet) and names a part.
 */
import { useCachedGet } from '../../client/use-cached-get.ts';
import type { LibraryTerm, ScoreFilters } from '../../lib/api/library.ts';
import { apiPath } from '../../lib/api-path.ts';
import { members } from '../../lib/messages.ts';
import { libraryPaths } from '../../lib/paths/library.ts';

/** The library's voices in their order; empty until they load, or when not `wanted`. */
export function useVoiceParts(wanted = true): readonly LibraryTerm[] {
  return (
    useCachedGet<ScoreFilters>(wanted ? apiPath(libraryPaths.scoreFilters) : null).data?.voices ??
    []
  );
}

/** The part's name; 'Fără voce' for none (or a term no longer in the list). */
export const partName = (voices: readonly LibraryTerm[], id: number | null | undefined) =>
  voices.find((term) => term.id === id)?.name ?? members.myChoir.noVoicePart;

/** `rows` by part, in the vocabulary's order, those without a part last; each part in the rows' order. */
export function byPart<T extends { voice_part?: number | null }>(
  rows: readonly T[],
  voices: readonly LibraryTerm[],
): T[] {
  const rank = (row: T) => {
    const index = voices.findIndex((term) => term.id === row.voice_part);
    return index === -1 ? voices.length : index;
  };
  // Array.prototype.sort is stable: the rows keep their order within a part.
  return [...rows].sort((a, b) => rank(a) - rank(b));
}
