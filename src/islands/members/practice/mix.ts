/**
 * The mixer's rules, pure so they are tested without a browser (tests/unit/practice-mix.test.ts):
 * what each part's gain and place between the ears are, given the sliders, mute, solo, 'Vocea
 * mea' and the split; and the starting note's frequency.
 */
import { PRACTICE_OTHERS_VOLUME } from '../../../lib/limits.ts';

/** One part's strip: its slider (0 to 1), and its mute and solo buttons. */
export interface PartStrip {
  volume: number;
  muted: boolean;
  solo: boolean;
}

/** The gain a part plays at: while any part is soloed only the soloed ones sound; a muted part never. */
export function partGain(strips: readonly PartStrip[], index: number): number {
  const strip = strips[index];
  if (!strip || strip.muted) return 0;
  const anySolo = strips.some((s) => s.solo && !s.muted);
  return anySolo && !strip.solo ? 0 : strip.volume;
}

/**
 * Where a part sits (StereoPanner, -1 left to 1 right): in the middle, or with the split on the
 * singer's own part wholly left and the others wholly right (one ear for their line, one for
 * the harmony around it).
 */
export function partPan(isMine: boolean, split: boolean): number {
  if (!split) return 0;
  return isMine ? -1 : 1;
}

/** Every part at full volume, nothing muted or soloed. */
export const evenStrips = (count: number): PartStrip[] =>
  Array.from({ length: count }, () => ({ volume: 1, muted: false, solo: false }));

/** 'Vocea mea': the singer's parts at full volume, the others at PRACTICE_OTHERS_VOLUME. */
export const myVoiceStrips = (mine: readonly boolean[]): PartStrip[] =>
  mine.map((isMine) => ({
    volume: isMine ? 1 : PRACTICE_OTHERS_VOLUME,
    muted: false,
    solo: false,
  }));

/** A MIDI note's frequency in equal temperament, La4 (69) at 440 Hz. */
export const noteFrequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
