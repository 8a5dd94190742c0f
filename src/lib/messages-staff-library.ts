/**
 * Texts of the back office's library (issue #12): the page's labels, the API's errors and the
 * journal's labels of the area's actions.
 */
import { type TermKind, UPLOAD_KINDS, type UploadKind } from './api/staff-library.ts';
import { countOf } from './messages.ts';

const MB = 1024 * 1024;

/** How each extension's format is written in a message. */
const FORMAT_NAMES: Record<string, string> = {
  ogv: 'Ogg',
  ogg: 'Ogg',
  webm: 'WebM',
  jpeg: 'JPG',
  webp: 'WebP',
};

/** The journal's labels of this area's actions (merged in src/lib/messages-staff-journal.ts). */
export const LIBRARY_ACTIONS = {
  'score.create': 'a adăugat partitura',
  'score.update': 'a modificat partitura',
  'score.delete': 'a șters partitura',
  'audiobook.create': 'a adăugat cartea audio',
  'audiobook.update': 'a modificat cartea audio',
  'audiobook.delete': 'a șters cartea audio',
  'video_lesson.create': 'a adăugat lecția video',
  'video_lesson.update': 'a modificat lecția video',
  'video_lesson.delete': 'a șters lecția video',
  'resource.create': 'a adăugat resursa',
  'resource.update': 'a modificat resursa',
  'resource.delete': 'a șters resursa',
  'library_term.create': 'a adăugat termenul',
  'library_term.update': 'a modificat termenul',
  'library_term.delete': 'a șters termenul',
};

/** The formats each kind of upload accepts, as a message names them. */
const UPLOAD_FORMATS: Record<UploadKind, string> = {
  pdf: 'PDF',
  audio: 'MP3',
  video: 'MP4, WebM sau Ogg',
  image: 'JPG, PNG sau WebP',
  resource: 'PDF, PNG, JPG, ZIP, DOCX, XLSX, PPTX, MP3 sau MP4',
};

/** '12,5 MB' */
export function formatBytes(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const value = bytes / MB;
  return `${(value >= 100 ? Math.round(value) : Math.round(value * 10) / 10).toLocaleString('ro-RO')} MB`;
}

export const lib = {
  title: 'Librărie și resurse',
  tabs: {
    scores: 'Partituri',
    audiobooks: 'Audio Book',
    videos: 'Lecții video',
    resources: 'Resurse',
    terms: 'Vocabulare',
  },
  add: {
    scores: 'Adaugă o partitură',
    audiobooks: 'Adaugă o carte audio',
    videos: 'Adaugă o lecție video',
    resources: 'Adaugă o resursă',
  },
  edit: 'Modifică',
  remove: 'Șterge',
  searchLabel: 'Caută după nume',
  columns: {
    name: 'Nume',
    title: 'Titlu',
    author: 'Autor',
    files: 'Fișiere',
    box: 'Secțiune',
    actions: 'Acțiuni',
  },
  fields: {
    name: 'Numele',
    title: 'Titlul',
    author: 'Autorul',
    description: 'Descrierea',
    pdf: 'Partitura (PDF)',
    mp4: 'Video MP4',
    webm: 'Video WebM',
    ogg: 'Video Ogg',
    poster: 'Imaginea de previzualizare',
    file: 'Fișierul',
    box: 'Secțiunea',
    position: 'Poziția',
    tracks: 'Piste audio (MP3)',
    trackTitle: (n: number) => `Titlul pistei ${n}`,
    trackFile: (n: number) => `Fișierul pistei ${n}`,
    /** A score's track names its voice part (issue #27); the whole choir's names none. */
    trackPart: (n: number) => `Vocea pistei ${n}`,
    trackNoPart: 'Tot corul (nicio voce anume)',
    /** The first note of the part (issue #27), played to the singer on a tap. */
    trackStartingNote: (n: number) => `Nota de început a pistei ${n}`,
    trackNoStartingNote: 'Fără notă de început',
  },
  termKinds: {
    voice: 'Voci',
    theme: 'Teme',
    difficulty: 'Dificultăți',
    choir_type: 'Tipuri de cor',
  } satisfies Record<TermKind, string>,
  boxes: { posters: 'Afișe', brand: 'Identitate vizuală', others: 'Altele' },
  pdfAndTracks: (pdf: boolean, tracks: number) =>
    [pdf ? 'PDF' : null, tracks ? countOf(tracks, 'pistă', 'piste') : null]
      .filter(Boolean)
      .join(', ') || 'fără fișiere',
  addTrack: 'Adaugă o pistă',
  moveUp: (title: string) => `Mută mai sus: ${title}`,
  moveDown: (title: string) => `Mută mai jos: ${title}`,
  /** After 'Șterge', for a screen reader: which track. */
  trackSuffix: (title: string) => ` pista: ${title}`,
  chooseFile: 'Alege fișierul',
  replaceFile: 'Înlocuiește fișierul',
  clearFile: 'Elimină fișierul',
  currentFile: 'Fișier existent',
  uploading: (percent: number) => `Se încarcă: ${percent}%`,
  uploaded: (name: string) => `Încărcat: ${name}`,
  uploadFailed: 'Fișierul nu a putut fi încărcat.',
  waitForUploads: 'Așteaptă să se termine încărcarea fișierelor.',
  allowed: (kind: UploadKind) =>
    `${UPLOAD_FORMATS[kind]}, cel mult ${formatBytes(UPLOAD_KINDS[kind].maxBytes)}.`,
  created: 'Elementul a fost adăugat.',
  saved: 'Modificările au fost salvate.',
  deleted: 'Elementul a fost șters.',
  confirmDeleteTitle: 'Confirmă ștergerea',
  confirmDelete: (name: string) => `Ștergi „${name}”? Fișierele lui vor fi șterse definitiv.`,
  confirmDeleteTerm: (name: string) => `Ștergi termenul „${name}”?`,
  addTerm: 'Adaugă',
  rename: 'Redenumește',
  termName: (kind: TermKind) => `Termen nou în „${lib.termKinds[kind]}”`,
  termUses: (n: number) => (n ? `folosit de ${countOf(n, 'partitură', 'partituri')}` : 'nefolosit'),
  termInUse: 'Termenul este folosit de partituri; scoate-l întâi din ele.',
  // Errors of the API
  wrongType: (kind: UploadKind) =>
    `Fișierul nu are tipul cerut: sunt acceptate ${UPLOAD_FORMATS[kind]}.`,
  tooLarge: (kind: UploadKind) =>
    `Fișierul este prea mare: cel mult ${formatBytes(UPLOAD_KINDS[kind].maxBytes)}.`,
  /** The bytes start as the extension says, but the file does not read as one (issue #19). */
  invalidContent: (extension: string) => {
    const name = FORMAT_NAMES[extension] ?? extension.toUpperCase();
    if (['pdf', 'mp3'].includes(extension)) return `Fișierul nu este un ${name} valid.`;
    if (['mp4', 'webm', 'ogv', 'ogg'].includes(extension))
      return `Fișierul nu este un video ${name} valid.`;
    if (['jpg', 'jpeg', 'png', 'webp'].includes(extension))
      return `Fișierul nu este o imagine ${name} validă.`;
    if (extension === 'zip') return 'Fișierul nu este o arhivă ZIP validă.';
    return `Fișierul nu este un document ${name} valid.`;
  },
  uploadAborted: 'Încărcarea a fost întreruptă; încearcă din nou.',
  badKind: 'Tipul încărcării nu este cunoscut.',
  badFileName: 'Numele fișierului lipsește sau este prea lung.',
  emptyFile: 'Fișierul este gol.',
  missingUpload: 'Fișierul nu a fost găsit; încarcă-l din nou.',
  uploadInUse: 'Fișierul este folosit deja de alt element; încarcă-l din nou.',
  unknownTerm: 'Unul dintre termeni nu există.',
  required: 'Câmpul este obligatoriu.',
  tooLong: (max: number) => `Cel mult ${max} de caractere.`,
  tooMany: (max: number) => `Cel mult ${max}.`,
  needsVideo: 'Lecția are nevoie de cel puțin un fișier video.',
  termExists: 'Există deja un termen cu acest nume.',
  badPosition: 'Poziția trebuie să fie un număr întreg între 0 și 10000.',
  badId: 'Identificatorul nu este valid.',
  badStartingNote: (lowest: string, highest: string) =>
    `Nota de început trebuie să fie o notă între ${lowest} și ${highest}.`,
  nothingToChange: 'Cererea nu schimbă nimic: trimite numele sau poziția.',
} as const;
