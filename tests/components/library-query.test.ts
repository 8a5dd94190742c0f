/**
 * The score list's address (src/islands/members/library/score-query.ts): what `?voices=1,3&
 * files=pdf&search=ave&page=2` means, and that whatever else an address holds (a hand edit, an old
 * link) is dropped rather than sent to the API or shown as an error.
 */
import { describe, expect, test } from 'vitest';
import { zipName } from '../../src/islands/members/library/download.ts';
import {
  EMPTY_SCORE_QUERY,
  parseScoreQuery,
  SCORE_SEARCH_MAX,
  sameQuery,
  serialiseScoreQuery,
  withinVocabularies,
} from '../../src/islands/members/library/score-query.ts';
import type { ScoreFilters } from '../../src/lib/api/library.ts';
import { library } from '../../src/lib/messages.ts';

const parse = (search: string) => parseScoreQuery(new URLSearchParams(search));

describe('parseScoreQuery', () => {
  test('reads every filter, the search and the page', () => {
    expect(
      parse('voices=3,1&themes=2&difficulties=4&choir_types=5,6&files=pdf,mp3&search=ave&page=2'),
    ).toEqual({
      voices: [1, 3],
      themes: [2],
      difficulties: [4],
      choir_types: [5, 6],
      files: ['mp3', 'pdf'],
      search: 'ave',
      page: 2,
    });
  });

  test('an empty address is the unfiltered first page', () => {
    expect(parse('')).toEqual(EMPTY_SCORE_QUERY);
  });

  test.each([
    ['voices=abc,-1,0,1.5,2,2,,99999999999', { voices: [2] }],
    ['files=doc,PDF,mp3,mp3', { files: ['mp3'] }],
    ['page=0', { page: 1 }],
    ['page=-3', { page: 1 }],
    ['page=2x', { page: 1 }],
    ['page=1e3', { page: 1 }],
    ['themes=%00,1', { themes: [1] }],
    ['search=%20%20ave%20', { search: 'ave' }],
  ])('drops what is not valid in %s', (search, expected) => {
    expect(parse(search)).toEqual({ ...EMPTY_SCORE_QUERY, ...expected });
  });

  test('cuts a search longer than SCORE_SEARCH_MAX', () => {
    expect(parse(`search=${'a'.repeat(500)}`).search).toHaveLength(SCORE_SEARCH_MAX);
  });

  test('ignores keys it does not know (a deep link, tracking parameters)', () => {
    expect(parse('score=12&utm_source=mail&voices=1')).toEqual({
      ...EMPTY_SCORE_QUERY,
      voices: [1],
    });
  });
});

describe('serialiseScoreQuery', () => {
  test('writes the keys in SCORE_QUERY_KEYS order, leaving out what is empty and page 1', () => {
    const query = {
      ...EMPTY_SCORE_QUERY,
      files: ['pdf' as const],
      voices: [1, 3],
      search: ' ave ',
    };
    expect(serialiseScoreQuery(query).toString()).toBe('voices=1%2C3&files=pdf&search=ave');
    expect(serialiseScoreQuery(EMPTY_SCORE_QUERY).toString()).toBe('');
  });

  test('round-trips through the address', () => {
    const address = 'voices=1,3&choir_types=2&files=mp3&search=cântec de leagăn&page=4';
    const query = parse(address);
    expect(parse(serialiseScoreQuery(query).toString())).toEqual(query);
  });

  test('two queries that mean the same list are the same', () => {
    expect(sameQuery(parse('voices=3,1'), parse('voices=1,3,3'))).toBe(true);
    expect(sameQuery(parse('voices=1'), parse('voices=1&page=2'))).toBe(false);
  });
});

describe('withinVocabularies', () => {
  const filters: ScoreFilters = {
    voices: [{ id: 1, name: 'Sopran' }],
    themes: [{ id: 7, name: 'Crăciun' }],
    difficulties: [],
    choir_types: [{ id: 2, name: 'Cor de copii' }],
  };

  test('drops the ids the vocabularies do not know and keeps the rest', () => {
    const query = parse('voices=1,5&themes=8&difficulties=1&choir_types=2&files=pdf&page=3');
    expect(withinVocabularies(query, filters)).toEqual({
      ...query,
      voices: [1],
      themes: [],
      difficulties: [],
      choir_types: [2],
    });
  });
});

describe('zipName', () => {
  test('is the item name plus .zip', () => {
    expect(zipName('Ave Maria')).toBe('Ave Maria.zip');
    expect(zipName('Țară, țară, vrem ostași')).toBe('Țară, țară, vrem ostași.zip');
  });

  test('replaces what no file system takes in a name', () => {
    expect(zipName('Soprane/Alto: "Ce?"')).toBe('Soprane-Alto- -Ce-.zip');
    expect(zipName('  ')).toBe('descarcare.zip');
  });
});

describe('library.size', () => {
  test.each([
    [512, '512 B'],
    [12_345, '12,3 kB'],
    [1_200_000, '1,2 MB'],
    [3_000_000_000, '3 GB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(library.size(bytes)).toBe(text);
  });
});
