/**
 * The practice view's mixer rules (issue #27, src/islands/members/practice/mix.ts): each part's
 * gain from its slider, mute and solo; 'Vocea mea'; the split between ears; the starting note.
 */
import { describe, expect, test } from 'vitest';
import {
  evenStrips,
  myVoiceStrips,
  noteFrequency,
  type PartStrip,
  partGain,
  partPan,
} from '../../src/islands/members/practice/mix.ts';
import { PRACTICE_OTHERS_VOLUME } from '../../src/lib/limits.ts';

const strip = (volume: number, muted = false, solo = false): PartStrip => ({ volume, muted, solo });

describe('partGain', () => {
  test('returns the slider’s volume when nothing is muted or soloed', () => {
    const strips = [strip(1), strip(0.4)];
    expect([0, 1].map((i) => partGain(strips, i))).toEqual([1, 0.4]);
  });

  test('returns 0 for a muted part, whatever its slider', () => {
    expect(partGain([strip(1, true), strip(1)], 0)).toBe(0);
  });

  test('returns 0 for every part but the soloed ones while a part is soloed', () => {
    const strips = [strip(1), strip(0.5, false, true), strip(0.8, false, true)];
    expect([0, 1, 2].map((i) => partGain(strips, i))).toEqual([0, 0.5, 0.8]);
  });

  test('returns the volumes again when the only soloed part is also muted', () => {
    const strips = [strip(1), strip(1, true, true), strip(0.3)];
    expect([0, 1, 2].map((i) => partGain(strips, i))).toEqual([1, 0, 0.3]);
  });
});

describe('strips and places', () => {
  test("'Vocea mea' puts the singer's part at full volume and the others low", () => {
    expect(myVoiceStrips([false, true, false]).map((s) => s.volume)).toEqual([
      PRACTICE_OTHERS_VOLUME,
      1,
      PRACTICE_OTHERS_VOLUME,
    ]);
  });

  test('evenStrips sets every part at full volume', () => {
    expect(evenStrips(3)).toEqual([strip(1), strip(1), strip(1)]);
  });

  test.each([
    [true, false, 0],
    [false, false, 0],
    [true, true, -1],
    [false, true, 1],
  ])('partPan(mine %s, split %s) returns %d', (mine, split, pan) => {
    expect(partPan(mine, split)).toBe(pan);
  });
});

describe('noteFrequency', () => {
  test.each([
    [69, 440],
    [60, 261.63],
    [57, 220],
    [70, 466.16],
    [21, 27.5],
  ])('MIDI %d sounds at %d Hz', (midi, hz) => {
    expect(noteFrequency(midi)).toBeCloseTo(hz, 2);
  });
});
