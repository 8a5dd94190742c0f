/**
 * Note names in Romanian solfège with the octave (scientific pitch notation: Do4 is middle C,
 * MIDI 60), for a track's starting note (issue #27): the back office's select, its message
 * and the demo scores' PDFs (scripts/make-part-tracks.ts).
 */
import { STARTING_NOTE_MAX, STARTING_NOTE_MIN } from './limits.ts';
import { library } from './messages-library.ts';

/** The seven syllables, from C; an accidental follows the syllable: Fa#4, Sib3. */
export const SOLFEGE = library.notes.syllables;

/** 60 → 'Do4', 61 → 'Do#4', 57 → 'La3'. */
export const noteName = (midi: number) =>
  `${library.notes.pitchClasses[midi % 12]}${Math.floor(midi / 12) - 1}`;

/** Every note a starting note may be, lowest first: `{ midi, name }`. */
export const STARTING_NOTES = Array.from(
  { length: STARTING_NOTE_MAX - STARTING_NOTE_MIN + 1 },
  (_, i) => ({ midi: STARTING_NOTE_MIN + i, name: noteName(STARTING_NOTE_MIN + i) }),
);
