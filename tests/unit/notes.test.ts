/** Note names in Romanian solfège (src/lib/notes.ts): a track's starting note as people read it. */
import { describe, expect, test } from 'vitest';
import { noteName, STARTING_NOTES } from '../../src/lib/notes.ts';

describe('noteName', () => {
  test.each([
    [60, 'Do4'],
    [61, 'Do#4'],
    [57, 'La3'],
    [66, 'Fa#4'],
    [71, 'Si4'],
    [72, 'Do5'],
    [21, 'La0'],
    [108, 'Do8'],
  ])('names MIDI %i %s', (midi, name) => {
    expect(noteName(midi)).toBe(name);
  });
});

describe('STARTING_NOTES', () => {
  test('holds the piano’s 88 keys, lowest first, each name once', () => {
    expect(STARTING_NOTES).toHaveLength(88);
    expect(STARTING_NOTES[0]).toEqual({ midi: 21, name: 'La0' });
    expect(STARTING_NOTES.at(-1)).toEqual({ midi: 108, name: 'Do8' });
    expect(new Set(STARTING_NOTES.map((note) => note.name)).size).toBe(88);
  });
});
