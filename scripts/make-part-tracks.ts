/**
 * Makes the demo scores in parts (issue #27) from the notes in scripts/part-tracks-pieces.ts:
 * for each piece one MP3 per part and one of the whole choir (mono, 16 kHz, 16 kbps: about
 * 120 kB a minute) and a one-page PDF with each part's notes bar by bar and the words, into
 * src/server/db/seed/library-files/ (`<slug>-<part>.mp3`, `<slug>-cor.mp3`, `<slug>.pdf`).
 * A part sounds like a soft voice: a few harmonics (more for the lower voices), an envelope on
 * every note and a light vibrato; the parts of a piece start at time 0 and are as long as each
 * other, so the practice view can play them on one clock. It checks that each part's starting
 * note in DEMO_PART_SCORES (seed/library-data.ts) is the part's first note. The outputs are
 * committed, so neither the seed nor the tests need ffmpeg. Run:
 * `npx node scripts/make-part-tracks.ts` (needs ffmpeg with libmp3lame).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noteName, SOLFEGE } from '../src/lib/notes.ts';
import { DEMO_PART_SCORES } from '../src/server/db/seed/library-data.ts';
import { ascii, onePagePdf } from './one-page-pdf.ts';
import { PIECES, type Piece } from './part-tracks-pieces.ts';
import { monoWav } from './wav.ts';

const OUT = 'src/server/db/seed/library-files';
const RATE = 16_000;
const tmp = mkdtempSync(join(tmpdir(), 'part-tracks-'));

/** A note of a part: its MIDI number (null for a rest), its length in units, its spelling. */
type Note = { midi: number | null; units: number; name: string };
const LETTERS = 'CDEFGAB';
const SEMITONES = [0, 2, 4, 5, 7, 9, 11];

function parseNote(token: string): Note {
  const [pitch = '', length = '1'] = token.split(':');
  const units = Number(length);
  if (pitch === '-') return { midi: null, units, name: '-' };
  const match = /^([A-G])([#b]?)(\d)$/.exec(pitch);
  if (!match || !(units > 0)) throw new Error(`Not a note: ${token}`);
  const [, letter = 'C', accidental, octave] = match;
  const step = LETTERS.indexOf(letter);
  const shift = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  const midi = 12 * (Number(octave) + 1) + (SEMITONES[step] ?? 0) + shift;
  return { midi, units, name: `${SOLFEGE[step]}${accidental}${octave}` };
}

/** The bars of a part: each a list of notes. */
const parseBars = (bars: string) =>
  bars === '' ? [] : bars.split('|').map((bar) => bar.trim().split(/\s+/).map(parseNote));

const unitsOf = (bar: Note[]) => bar.reduce((sum, note) => sum + note.units, 0);
const rest = (units: number): Note[] => [{ midi: null, units, name: '-' }];

/** Each part's bars as sung, verses and canon entries written out, all parts as long. */
function performedBars(piece: Piece): Note[][][] {
  const written = piece.parts.map(parseBars);
  const tune = written[0] ?? [];
  const parts = piece.canon
    ? piece.canon.shifts.map((shift, i) => {
        const delay = Array.from({ length: (piece.canon?.delay ?? 0) * i }, () =>
          rest(unitsOf(tune[0] ?? [])),
        );
        const passes = Array.from({ length: piece.canon?.passes ?? 1 }, () =>
          tune.map((bar) =>
            bar.map((note) => ({ ...note, midi: note.midi === null ? null : note.midi + shift })),
          ),
        );
        return [...delay, ...passes.flat()];
      })
    : written.map((bars) => Array.from({ length: piece.verses }, () => bars).flat());
  const length = Math.max(...parts.map((bars) => bars.length));
  return parts.map((bars) => [
    ...bars,
    ...Array.from({ length: length - bars.length }, () => rest(unitsOf(tune[0] ?? []))),
  ]);
}

/** The harmonics' strengths of a voice: the lower, the richer. */
const TIMBRES: Record<string, number[]> = {
  Sopran: [1, 0.3, 0.12, 0.05],
  Alto: [1, 0.45, 0.2, 0.08],
  Tenor: [1, 0.55, 0.3, 0.14, 0.06],
  Bas: [1, 0.65, 0.4, 0.22, 0.1],
};

/** A part's samples (peak about 1): each note with its envelope, harmonics and vibrato. */
function render(bars: Note[][], unit: number, voice: string): Float32Array {
  const notes = bars.flat();
  const total = Math.round(notes.reduce((sum, n) => sum + n.units, 0) * unit * RATE);
  const out = new Float32Array(total);
  const harmonics = TIMBRES[voice] ?? [1];
  const weight = harmonics.reduce((a, b) => a + b, 0);
  let at = 0;
  for (const note of notes) {
    const start = Math.round(at * unit * RATE);
    at += note.units;
    if (note.midi === null) continue;
    // A short breath before the next note keeps repeated notes apart.
    const length = Math.round(at * unit * RATE) - start - Math.round(0.03 * RATE);
    const f0 = 440 * 2 ** ((note.midi - 69) / 12);
    let phase = 0;
    for (let i = 0; i < length && start + i < total; i++) {
      const t = i / RATE;
      const envelope =
        Math.min(1, t / 0.06) *
        (0.8 + 0.2 * Math.exp(-t / 0.25)) *
        Math.min(1, (length - i) / (0.08 * RATE));
      const vibrato = 1 + 0.005 * Math.min(1, t / 0.4) * Math.sin(2 * Math.PI * 5.2 * t);
      phase += (2 * Math.PI * f0 * vibrato) / RATE;
      let value = 0;
      harmonics.forEach((strength, h) => {
        value += strength * Math.sin((h + 1) * phase);
      });
      out[start + i] = (envelope * value) / weight;
    }
  }
  return out;
}

function writeMp3(name: string, samples: Float32Array, peak: number) {
  const max = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0) || 1;
  const wav = join(tmp, `${name}.wav`);
  writeFileSync(
    wav,
    monoWav(
      samples.map((s) => (s / max) * peak),
      RATE,
    ),
  );
  const args = ['-y', '-loglevel', 'error', '-i', wav, '-ac', '1', '-ar', String(RATE)];
  args.push('-b:a', '16k', '-map_metadata', '-1', `${OUT}/${name}.mp3`);
  execFileSync('ffmpeg', args);
  return statSync(`${OUT}/${name}.mp3`).size;
}

/** The page: title, author and source, then the parts' notes in systems of three bars, the words under them. */
function pdf(piece: Piece, name: string, author: string, voices: string[]): Buffer {
  let y = 790;
  const down = (by: number) => {
    y -= by;
  };
  const draw: string[] = [];
  const text = (size: number, x: number, s: string) =>
    draw.push(`BT /F1 ${size} Tf ${x} ${y} Td (${ascii(s)}) Tj ET`);
  text(20, 48, name);
  down(20);
  text(10, 48, `${author}. ${piece.source}.`);
  down(16);
  const how = piece.canon
    ? [
        `Canon: vocile intra pe rand, la cate ${piece.canon.delay} masuri (${voices.join(', ')}),`,
        `fiecare canta melodia de ${piece.canon.passes} ori; tenorii si basii cu o octava mai jos.`,
      ]
    : [`Notele fiecarei voci, masura cu masura; se canta de ${piece.verses} ori.`];
  for (const words of how) {
    text(9, 48, words);
    down(12);
  }
  text(9, 48, 'Do4 este Do central; # urca nota cu un semiton, b o coboara.');
  const written = piece.parts.map(parseBars);
  const shown = piece.canon ? written.slice(0, 1) : written;
  const labels = piece.canon ? ['Melodia'] : voices;
  const perSystem = 3;
  for (let first = 0; first < (written[0]?.length ?? 0); first += perSystem) {
    down(22);
    const last = Math.min(first + perSystem, written[0]?.length ?? 0);
    text(9, 48, last > first + 1 ? `Masurile ${first + 1}-${last}` : `Masura ${last}`);
    shown.forEach((bars, p) => {
      down(12);
      text(9, 48, labels[p] ?? '');
      bars.slice(first, first + perSystem).forEach((bar, b) => {
        const names = bar.map((note) => note.name).join(' ');
        text(9, 110 + b * 160, `| ${names}`);
      });
    });
    down(12);
    piece.lyrics.slice(first, first + perSystem).forEach((words, b) => {
      text(9, 110 + b * 160, `  ${words}`);
    });
  }
  return onePagePdf(draw.join('\n'));
}

function main() {
  for (const piece of PIECES) {
    const score = DEMO_PART_SCORES.find((s) => s.slug === piece.slug);
    if (!score) throw new Error(`No demo score ${piece.slug}`);
    const parts = performedBars(piece);
    const rendered = parts.map((bars, i) => render(bars, piece.unit, score.parts[i]?.[0] ?? ''));
    let bytes = 0;
    parts.forEach((bars, i) => {
      const [voice, file, startingNote] = score.parts[i] ?? ['', '', 0];
      const first = bars.flat().find((note) => note.midi !== null)?.midi;
      if (first !== startingNote)
        throw new Error(`${piece.slug} ${voice}: starts on ${first}, not ${startingNote}`);
      bytes += writeMp3(`${piece.slug}-${file}`, rendered[i] ?? new Float32Array(), 0.7);
    });
    const mix = new Float32Array(rendered[0]?.length ?? 0);
    for (const part of rendered) {
      part.forEach((s, i) => {
        mix[i] = (mix[i] ?? 0) + s;
      });
    }
    bytes += writeMp3(`${piece.slug}-cor`, mix, 0.8);
    const voices = score.parts.map(([voice]) => voice);
    writeFileSync(`${OUT}/${piece.slug}.pdf`, pdf(piece, score.name, score.author, voices));
    const seconds = (mix.length / RATE).toFixed(1);
    const starts = score.parts.map(([voice, , midi]) => `${voice} ${noteName(midi)}`).join(', ');
    console.log(`${piece.slug}: ${seconds} s, ${Math.round(bytes / 1024)} KiB of MP3; ${starts}`);
  }
  rmSync(tmp, { recursive: true, force: true });
}

main();
