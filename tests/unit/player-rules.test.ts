/**
 * The player's rules (document 2 §4, src/stores/player.ts): next and previous stop at the ends,
 * what happens at 100 % (repeat, next, or pause), close, the A–B loop's marks, and the times shown.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, test } from 'vitest';
import { mediaSources } from '../../src/islands/members/player/media-source.ts';
import { LOOP_MIN_SECONDS } from '../../src/lib/limits.ts';
import {
  $current,
  $loop,
  $playlist,
  $startRequest,
  afterEnd,
  closePlayer,
  formatTime,
  hasNext,
  hasPrevious,
  loopSeek,
  type MediaItem,
  markLoopEnd,
  markLoopStart,
  NO_LOOP,
  next,
  playAt,
  playList,
  previous,
} from '../../src/stores/player.ts';

const track = (n: number): MediaItem => ({
  key: `track-${n}`,
  name: `Voce ${n}`,
  group: 'Ave Maria',
  type: 'audio',
  file: `/api/library/track/${n}/`,
});
const three = [track(1), track(2), track(3)];

beforeEach(() => closePlayer());

describe('hasNext / hasPrevious', () => {
  test.each([
    [3, 0, true, false],
    [3, 1, true, true],
    [3, 2, false, true],
    [1, 0, false, false],
  ])(
    'with %i items at %i: next %s, previous %s (no wrapping at the ends)',
    (length, index, n, p) => {
      expect(hasNext(length, index)).toBe(n);
      expect(hasPrevious(index)).toBe(p);
    },
  );
});

describe('afterEnd', () => {
  test('returns the next item when one exists', () => {
    expect(afterEnd(3, 0, false, NO_LOOP)).toEqual({ kind: 'play', index: 1 });
  });

  test('returns pause at the last item', () => {
    expect(afterEnd(3, 2, false, NO_LOOP)).toEqual({ kind: 'pause' });
  });

  test('returns replay from 0 with repeat one, at the last item too', () => {
    expect(afterEnd(3, 0, true, NO_LOOP)).toEqual({ kind: 'replay', at: 0 });
    expect(afterEnd(3, 2, true, NO_LOOP)).toEqual({ kind: 'replay', at: 0 });
  });

  test('returns replay from the loop start when a loop reaches the end of the track', () => {
    expect(afterEnd(3, 0, false, { start: 12, end: 30 })).toEqual({ kind: 'replay', at: 12 });
  });
});

describe('markLoopStart / markLoopEnd', () => {
  test('marks an end after the start', () => {
    const start = markLoopStart(NO_LOOP, 4);
    expect(markLoopEnd(start, 9)).toEqual({ ok: true, loop: { start: 4, end: 9 } });
  });

  test('refuses an end before the start, at it, or closer than the minimum', () => {
    const start = markLoopStart(NO_LOOP, 4);
    for (const at of [2, 4, 4 + LOOP_MIN_SECONDS / 2]) {
      expect(markLoopEnd(start, at)).toEqual({ ok: false, error: 'end-before-start' });
    }
  });

  test('takes the track start as A when only B is marked', () => {
    expect(markLoopEnd(NO_LOOP, 5)).toEqual({ ok: true, loop: { start: 0, end: 5 } });
  });

  test('drops an end that a later start passes, and keeps one still after it', () => {
    expect(markLoopStart({ start: 1, end: 5 }, 6)).toEqual({ start: 6, end: null });
    expect(markLoopStart({ start: 1, end: 5 }, 2)).toEqual({ start: 2, end: 5 });
  });

  test('clamps a negative start to 0', () => {
    expect(markLoopStart(NO_LOOP, -1)).toEqual({ start: 0, end: null });
  });
});

describe('loopSeek', () => {
  const loop = { start: 3, end: 8 };
  test.each([
    [5, null],
    [3, null],
    [8, 3],
    [9.2, 3],
    [1, 3],
  ])('at %s seconds answers %s', (time, to) => {
    expect(loopSeek(loop, time)).toBe(to);
  });

  test('answers null without both marks', () => {
    expect(loopSeek({ start: 3, end: null }, 10)).toBeNull();
    expect(loopSeek(NO_LOOP, 10)).toBeNull();
  });
});

describe('formatTime', () => {
  test.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [65, '1:05'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('formats %s as %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});

describe('the store actions', () => {
  test('playList sets the playlist, starts the clamped item and asks for a start', () => {
    const before = $startRequest.get();
    playList('Ave Maria', three, 7);
    expect($playlist.get()).toEqual({ name: 'Ave Maria', media: three });
    expect($current.get()).toBe(2);
    expect($startRequest.get()).toBe(before + 1);
  });

  test('playList with no media changes nothing', () => {
    playList('Gol', []);
    expect($playlist.get()).toBeNull();
  });

  test('next and previous stop at the ends', () => {
    playList('Ave Maria', three, 0);
    previous();
    expect($current.get()).toBe(0);
    next();
    next();
    next();
    expect($current.get()).toBe(2);
    previous();
    expect($current.get()).toBe(1);
  });

  test('choosing the item playing starts it again', () => {
    playList('Ave Maria', three, 1);
    const before = $startRequest.get();
    playAt(1);
    expect($startRequest.get()).toBe(before + 1);
  });

  test('a new item forgets the loop marks', () => {
    playList('Ave Maria', three, 0);
    $loop.set({ start: 1, end: 4 });
    next();
    expect($loop.get()).toEqual(NO_LOOP);
  });

  test('closePlayer removes the media and the playlist', () => {
    playList('Ave Maria', three, 2);
    $loop.set({ start: 1, end: 4 });
    closePlayer();
    expect($playlist.get()).toBeNull();
    expect($current.get()).toBe(0);
    expect($loop.get()).toEqual(NO_LOOP);
  });
});

describe('mediaSources', () => {
  test('lists a video’s formats with their types, mp4 first, and skips the missing ones', () => {
    const video: MediaItem = {
      key: 'video-1',
      name: 'Respirația',
      group: 'Lecții video',
      type: 'video',
      mp4: '/a.mp4',
      webm: null,
      ogg: '/a.ogv',
    };
    expect(mediaSources(video)).toEqual([
      { src: '/a.mp4', type: 'video/mp4' },
      { src: '/a.ogv', type: 'video/ogg' },
    ]);
  });

  test('leaves an audio file’s type to the browser', () => {
    expect(mediaSources(track(4))).toEqual([{ src: '/api/library/track/4/' }]);
  });
});

describe('the Plyr sprite', () => {
  test('public/player/plyr.svg is the installed Plyr’s own sprite', () => {
    expect(readFileSync('public/player/plyr.svg', 'utf8')).toBe(
      readFileSync('node_modules/plyr/dist/plyr.svg', 'utf8'),
    );
  });
});
