/**
 * The notes of the demo scores in parts (scripts/make-part-tracks.ts), all in the public domain.
 * A part is written bar by bar ('|' between bars): a note is its letter, an accidental (# or b)
 * and its octave (C4 is middle C), then ':' and its length in the piece's units (1 when left
 * out); '-' is a rest. The parts of a piece start together at time 0 and are as long as each
 * other. Sources and the harmonizations' rules: docs/decisions.md ("Demo scores in parts").
 */

export interface Piece {
  /** The demo score's slug (DEMO_PART_SCORES, seed/library-data.ts: its name, parts, files). */
  slug: string;
  source: string;
  /** Seconds per unit (a quarter, or an eighth in 6/8). */
  unit: number;
  /** Each part's bars, in the order of the demo score's parts; a canon's later parts are ''. */
  parts: string[];
  /** The words under the top part, bar by bar (one verse). */
  lyrics: string[];
  /** How many times the whole is sung (verses), one after the other. */
  verses: number;
  /** A canon: part i sings the first part's tune `shifts[i]` semitones away, `delay` × i bars late, `passes` times. */
  canon?: { delay: number; passes: number; shifts: number[] };
}

/**
 * 'Frère Jacques' (French, 18th century; Romanian 'Frate Ioane'), a round in four voices, in F:
 * each voice enters two bars after the one before and sings the tune three times; the tenors
 * and basses an octave lower. Every bar of the tune fits the F major chord, so the voices agree.
 */
const frateIoane: Piece = {
  slug: 'frate-ioane',
  source: "'Frere Jacques', canon traditional (sec. XVIII), domeniu public",
  unit: 60 / 112,
  parts: [
    'F4 G4 A4 F4 | F4 G4 A4 F4 | A4 Bb4 C5:2 | A4 Bb4 C5:2 | C5:0.5 D5:0.5 C5:0.5 Bb4:0.5 A4 F4 | C5:0.5 D5:0.5 C5:0.5 Bb4:0.5 A4 F4 | F4 C4 F4:2 | F4 C4 F4:2',
    '',
    '',
    '',
  ],
  lyrics: [
    'Frè-re Jac-ques,',
    'Frè-re Jac-ques,',
    'Dor-mez vous?',
    'Dor-mez vous?',
    'Son-nez les ma-ti-nes,',
    'Son-nez les ma-ti-nes,',
    'Din, din, don!',
    'Din, din, don!',
  ],
  verses: 1,
  canon: { delay: 2, passes: 3, shifts: [0, 0, -12, -12] },
};

/**
 * 'Stille Nacht' (Franz Xaver Gruber, words by Joseph Mohr, 1818), in C, 6/8, two verses: the
 * tune as Gruber wrote it; the alto mostly a third or sixth below it as in his duet; tenor and
 * bass on his chords (C, F, G7), written for this demo without parallel fifths or octaves.
 */
const noapteSfanta: Piece = {
  slug: 'noapte-sfanta',
  source: "'Stille Nacht', F. X. Gruber si J. Mohr (1818), domeniu public; armonizare pentru demo",
  unit: 60 / 176,
  parts: [
    'G4:3 A4 G4:2 | E4:6 | G4:3 A4 G4:2 | E4:6 | D5:4 D5:2 | B4:6 | C5:4 C5:2 | G4:6 | A4:4 A4:2 | C5:3 B4 A4:2 | G4:3 A4 G4:2 | E4:6 | A4:4 A4:2 | C5:3 B4 A4:2 | G4:3 A4 G4:2 | E4:6 | D5:4 D5:2 | F5:3 D5 B4:2 | C5:6 | E5:6 | C5:3 G4 E4:2 | G4:3 F4 D4:2 | C4:6 | -:6',
    'E4:3 F4 E4:2 | C4:6 | E4:3 F4 E4:2 | C4:6 | F4:4 F4:2 | G4:6 | E4:4 E4:2 | E4:6 | F4:4 F4:2 | A4:3 G4 F4:2 | E4:3 F4 E4:2 | E4:6 | F4:4 F4:2 | A4:3 G4 F4:2 | E4:3 F4 E4:2 | C4:6 | F4:4 F4:2 | G4:6 | G4:6 | C5:6 | G4:3 E4 C4:2 | D4:3 D4 B3:2 | C4:6 | -:6',
    'G3:3 A3 G3:2 | G3:6 | G3:3 A3 G3:2 | G3:6 | B3:4 B3:2 | D4:6 | C4:4 C4:2 | C4:6 | C4:4 C4:2 | C4:3 D4 C4:2 | C4:3 C4 C4:2 | G3:6 | A3:4 A3:2 | C4:3 D4 C4:2 | C4:3 C4 C4:2 | G3:6 | B3:4 B3:2 | D4:6 | C4:6 | G3:6 | G3:3 G3 G3:2 | G3:3 G3 F3:2 | E3:6 | -:6',
    'C3:4 C3:2 | C3:6 | C3:4 C3:2 | C3:6 | G2:4 G2:2 | G2:6 | C3:4 C3:2 | C3:6 | F2:4 F2:2 | F2:6 | C3:4 C3:2 | C3:6 | F2:4 F2:2 | F2:6 | C3:4 C3:2 | C3:6 | G2:4 G2:2 | G2:6 | C3:6 | C3:6 | C3:3 C3 C3:2 | G2:3 G2 G2:2 | C3:6 | -:6',
  ],
  lyrics: [
    'Stil-le',
    'Nacht,',
    'hei-li-ge',
    'Nacht!',
    'Al-les',
    'schläft,',
    'ein-sam',
    'wacht',
    'nur das',
    'trau-te hoch-',
    'hei-li-ge',
    'Paar.',
    'Hol-der',
    'Kna-be im',
    'lo-cki-gen',
    'Haar,',
    'schlaf in',
    'himm-li-scher',
    'Ruh,',
    'schlaf',
    'in himm-',
    'li-scher',
    'Ruh!',
    '',
  ],
  verses: 2,
};

/**
 * 'An die Freude' (Ludwig van Beethoven, Symphony no. 9, 1824; words by Friedrich Schiller),
 * the tune in G for two equal voices, three times: the alto a third (at cadences a sixth) below.
 */
const odaBucuriei: Piece = {
  slug: 'oda-bucuriei',
  source: "Simfonia a IX-a, 'An die Freude', L. van Beethoven (1824), domeniu public; doua voci",
  unit: 60 / 116,
  parts: [
    'B4 B4 C5 D5 | D5 C5 B4 A4 | G4 G4 A4 B4 | B4:1.5 A4:0.5 A4:2 | B4 B4 C5 D5 | D5 C5 B4 A4 | G4 G4 A4 B4 | A4:1.5 G4:0.5 G4:2 | A4 A4 B4 G4 | A4 B4:0.5 C5:0.5 B4 G4 | A4 B4:0.5 C5:0.5 B4 A4 | G4 A4 D4:2 | B4 B4 C5 D5 | D5 C5 B4 A4 | G4 G4 A4 B4 | A4:1.5 G4:0.5 G4:2',
    'G4 G4 A4 B4 | B4 A4 G4 F#4 | E4 E4 F#4 G4 | G4:1.5 F#4:0.5 F#4:2 | G4 G4 A4 B4 | B4 A4 G4 F#4 | E4 E4 F#4 G4 | F#4:1.5 E4:0.5 B3:2 | F#4 F#4 G4 E4 | F#4 G4:0.5 A4:0.5 G4 E4 | F#4 G4:0.5 A4:0.5 G4 F#4 | E4 F#4 D4:2 | G4 G4 A4 B4 | B4 A4 G4 F#4 | E4 E4 F#4 G4 | F#4:1.5 E4:0.5 B3:2',
  ],
  lyrics: [
    'Freu-de, schö-ner',
    'Göt-ter-fun-ken,',
    'Toch-ter aus E-',
    'ly-si-um,',
    'wir be-tre-ten',
    'feu-er-trun-ken,',
    'Himm-li-sche, dein',
    'Hei-lig-tum!',
    'Dei-ne Zau-ber',
    'bin-den wie-der,',
    'was die Mo-de',
    'streng ge-teilt;',
    'al-le Men-schen',
    'wer-den Brü-der,',
    'wo dein sanf-ter',
    'Flü-gel weilt.',
  ],
  verses: 3,
};

export const PIECES = [frateIoane, noapteSfanta, odaBucuriei];
