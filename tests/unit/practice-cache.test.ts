import { describe, expect, test } from 'vitest';
import { apiHref } from '../../src/lib/api-path.ts';
import { accountPaths } from '../../src/lib/paths/account.ts';
import { libraryPaths } from '../../src/lib/paths/library.ts';
import {
  isPracticeCache,
  practiceCacheName,
  SAVED_ANSWERS,
  SAVED_FILES,
  SCORE_ITEM,
} from '../../src/lib/practice-cache.ts';

const matches = (patterns: RegExp[], path: string) => patterns.some((p) => p.test(path));

describe('SAVED_FILES', () => {
  test.each([apiHref(libraryPaths.track, { id: 12 }), apiHref(libraryPaths.scorePdf, { id: 3 })])(
    'answers %s from the cache',
    (path) => {
      expect(matches(SAVED_FILES, path)).toBe(true);
    },
  );

  test.each([
    '/api/library/track/12',
    '/api/library/track/x/',
    '/api/library/track/12/extra/',
    apiHref(libraryPaths.resource, { id: 7 }),
    apiHref(libraryPaths.video, { id: 4, kind: 'mp4' }),
    '/x/api/library/track/12/',
  ])('leaves %s to the network', (path) => {
    expect(matches(SAVED_FILES, path)).toBe(false);
  });
});

describe('SAVED_ANSWERS', () => {
  test('take the score item and the session answers, nothing else of the API', () => {
    expect(SCORE_ITEM.test(apiHref(libraryPaths.score, { id: 5 }))).toBe(true);
    expect(matches(SAVED_ANSWERS, apiHref(accountPaths.details))).toBe(true);
    expect(matches(SAVED_ANSWERS, apiHref(accountPaths.choirs))).toBe(true);
    expect(matches(SAVED_ANSWERS, apiHref(libraryPaths.scores))).toBe(false);
    expect(matches(SAVED_ANSWERS, apiHref(libraryPaths.scoreFilters))).toBe(false);
  });
});

describe('practiceCacheName', () => {
  test('names one cache per account, which isPracticeCache recognises', () => {
    expect(practiceCacheName(12)).toBe('practice-12');
    expect(isPracticeCache(practiceCacheName(12))).toBe(true);
    expect(isPracticeCache('workbox-precache-v2-http://localhost/')).toBe(false);
  });
});
