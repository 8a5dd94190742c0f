/**
 * Texts of the library and resources pages (document 2 §2, §8): /cont/librarie and its parts
 * (Partituri, Audio Book, Lecții video), /cont/resurse, and the downloads they share.
 * Part of messages.ts, which re-exports them (import from there).
 */

/** Romanian numerals take „de” from 20 on (20 de partituri), except 101–119, 201–219…. */
const many = (n: number, one: string, few: string) => {
  if (n === 1) return `1 ${one}`;
  return n % 100 === 0 || n % 100 >= 20 ? `${n} de ${few}` : `${n} ${few}`;
};

/** Romanian number format: 1,2 MB; 840 kB. */
const decimal = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 1 });

export const library = {
  /** /cont/librarie */
  home: {
    intro: 'Partituri, înregistrări și lecții pentru repetițiile de acasă.',
    scores: 'Partiturile corului, cu PDF și piste audio pentru fiecare voce.',
    audiobooks: 'Povești și cântece de ascultat.',
    videoLessons: 'Lecții video pentru dirijori.',
    resources: 'Afișe, materiale de brand și alte documente ale programului, de descărcat.',
    open: (name: string) => `Deschide ${name}`,
  },
  /** The notice shown instead of a list that failed to load. */
  loadFailed: 'Lista nu a putut fi încărcată. Te rugăm să reîncerci.',
  retry: 'Reîncearcă',
  /** Tracks of a score or an audiobook, each playable on its own. */
  tracks: 'Piste audio',
  listen: 'Ascultă',
  listenTo: (name: string) => `Ascultă ${name}`,
  /** A deep link (`?score=ID`…) to an item that does not exist or is no longer there. */
  itemNotFound: 'Elementul căutat nu mai există în librărie.',
  scores: {
    filters: 'Filtre',
    filtersChosen: (n: number) => `Filtre (${n === 1 ? '1 ales' : `${n} alese`})`,
    voices: 'Voci',
    themes: 'Teme',
    difficulties: 'Dificultate',
    choirTypes: 'Tip de cor',
    files: 'Tip de fișier',
    fileTypes: { mp3: 'Audio (MP3)', pdf: 'Partitură (PDF)' },
    search: 'Caută după nume sau autor',
    clearSearch: 'Șterge căutarea',
    clearFilters: 'Șterge filtrele',
    count: (n: number) =>
      n === 0 ? 'Nicio partitură găsită' : `${many(n, 'partitură găsită', 'partituri găsite')}`,
    empty: 'Nicio partitură nu se potrivește filtrelor alese.',
    pager: 'Paginile listei de partituri',
    author: 'Autor',
    pdf: 'Partitura (PDF)',
    pdfLabel: (name: string) => `Partitura (PDF) ${name}, se deschide într-o filă nouă`,
    list: 'Partituri',
  },
  /** The part is 'Audio Book' (document 2, §1); its items are 'cărți audio' (issue #23). */
  audiobooks: {
    count: (n: number) => many(n, 'carte audio', 'cărți audio'),
    empty: 'Nu există cărți audio',
    pager: 'Paginile listei de cărți audio',
  },
  videoLessons: {
    count: (n: number) => many(n, 'lecție video', 'lecții video'),
    empty: 'Nu există lecții video',
    pager: 'Paginile listei de lecții video',
    play: 'Pornește lecția',
    playLabel: (title: string) => `Pornește lecția ${title}`,
    conductorsOnlyTitle: 'Lecțiile video sunt pentru dirijori',
    conductorsOnly:
      'Lecțiile video îi ajută pe dirijori să pregătească repetițiile. Le găsești aici dacă ai rolul de dirijor în corul selectat.',
  },
  download: {
    label: 'Descarcă',
    labelFor: (name: string) => `Descarcă ${name}`,
    progressLabel: (name: string) => `Descărcarea ${name}`,
    progress: (percent: number) => `Se descarcă: ${percent}%`,
    preparing: 'Se pregătește descărcarea…',
    done: (file: string) => `${file} a fost descărcat.`,
    /** Document 2 §8, exact. */
    failed: 'Fișierul nu a putut fi descărcat.',
  },
  resources: {
    intro: 'Materialele programului, gata de descărcat: afișe, materiale de brand și altele.',
    boxes: { posters: 'Afișe', brand: 'Materiale de brand', others: 'Alte materiale' },
    empty: 'Nu există materiale în această secțiune.',
    downloadAll: 'Descarcă tot',
    downloadAllLabel: (box: string) => `Descarcă tot: ${box}`,
    type: 'Tip',
    size: 'Mărime',
  },
  /**
   * Note names in Romanian solfège (issue #27: a track's starting note; src/lib/notes.ts): the
   * seven syllables from C, and the twelve pitch classes spelt with sharps.
   */
  notes: {
    syllables: ['Do', 'Re', 'Mi', 'Fa', 'Sol', 'La', 'Si'],
    pitchClasses: ['Do', 'Do#', 'Re', 'Re#', 'Mi', 'Fa', 'Fa#', 'Sol', 'Sol#', 'La', 'La#', 'Si'],
  },
  /** A file size in Romanian format: '840 B', '12 kB', '1,2 MB'. */
  size: (bytes: number) => {
    if (bytes < 1000) return `${bytes} B`;
    if (bytes < 1_000_000) return `${decimal.format(bytes / 1000)} kB`;
    if (bytes < 1_000_000_000) return `${decimal.format(bytes / 1_000_000)} MB`;
    return `${decimal.format(bytes / 1_000_000_000)} GB`;
  },
} as const;
