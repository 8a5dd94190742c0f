/**
 * Romanian texts of a choir's profile (document 2, §2 "Choir home", §3 Choir, §5 choir edit):
 * the presentation box of Corul meu, the edit modal 'Editează Detalii', the choir image, the
 * profile's validation and conflict messages, and the choir's history. Part of messages.ts,
 * which re-exports them (import from there).
 */
import { CHOIR_IMAGE_MAX_BYTES, CHOIR_LIST_MAX_ITEMS, CHOIR_YEAR_MIN } from './limits.ts';
import { choirPhrase } from './phrase.ts';

const megabytes = CHOIR_IMAGE_MAX_BYTES / 1024 / 1024;

/** The choir's fields by their API name, as the form labels them and the history names them. */
export const CHOIR_FIELD_LABELS = {
  name: 'Numele corului',
  entity: 'Instituția',
  protocol_number: 'Număr de înregistrare',
  city: 'Localitatea',
  address: 'Adresa',
  county: 'Județul',
  choir_members: 'Numărul de copii',
  contact: 'Persoana de contact',
  phone: 'Telefon',
  email: 'E-mail',
  description: 'Descriere',
  year: 'Anul înființării',
  voices: 'Voci',
  awards: 'Premii',
  participation: 'Participări',
} as const;

/** A field's label by its API name; an unknown name (from an older release) as it is. */
const fieldLabel = (field: string) =>
  field in CHOIR_FIELD_LABELS
    ? CHOIR_FIELD_LABELS[field as keyof typeof CHOIR_FIELD_LABELS]
    : field;

/** How one entry of the history reads: who did what, to whom, which fields. */
interface HistoryEntry {
  actor: string | null;
  subject: string | null;
  fields: string[];
  /** The programme team's reason, for confirmed and withdrawn. */
  reason?: string | null;
}

const who = (name: string | null) => name ?? 'Un cont șters';
const fieldList = (fields: string[]) =>
  fields.map((field) => fieldLabel(field).toLowerCase()).join(', ');

/**
 * The actions of choir_history.action, each with its sentence. `actor` did it; `subject` is the
 * member it concerned (the same person for joined and left).
 */
export const CHOIR_HISTORY_ACTIONS = {
  founded: (e: HistoryEntry) => `${who(e.actor)} a înființat corul.`,
  profile: (e: HistoryEntry) =>
    `${who(e.actor)} a modificat detaliile corului: ${fieldList(e.fields)}.`,
  image: (e: HistoryEntry) => `${who(e.actor)} a schimbat imaginea corului.`,
  joined: (e: HistoryEntry) => `${who(e.subject)} a cerut să se înscrie în cor.`,
  left: (e: HistoryEntry) => `${who(e.subject)} a părăsit corul.`,
  approved: (e: HistoryEntry) => `${who(e.actor)} a aprobat cererea făcută de ${who(e.subject)}.`,
  refused: (e: HistoryEntry) => `${who(e.actor)} a refuzat cererea făcută de ${who(e.subject)}.`,
  removed: (e: HistoryEntry) => `${who(e.actor)} a eliminat din cor un membru: ${who(e.subject)}.`,
  'made-conductor': (e: HistoryEntry) =>
    `${who(e.actor)} a dat rolul de dirijor unui membru: ${who(e.subject)}.`,
  'made-singer': (e: HistoryEntry) =>
    `${who(e.actor)} a dat rolul de corist unui membru: ${who(e.subject)}.`,
  'voice-part': (e: HistoryEntry) =>
    `${who(e.actor)} a schimbat vocea unui membru: ${who(e.subject)}.`,
  confirmed: (e: HistoryEntry) =>
    `${who(e.actor)}, din echipa programului, a confirmat corul.${e.reason ? ` Nota: ${e.reason}` : ''}`,
  withdrawn: (e: HistoryEntry) =>
    `${who(e.actor)}, din echipa programului, a retras confirmarea corului. Motivul: ${e.reason ?? '—'}`,
} as const;
export type ChoirHistoryAction = keyof typeof CHOIR_HISTORY_ACTIONS;
export const CHOIR_HISTORY_ACTION_KEYS = Object.keys(CHOIR_HISTORY_ACTIONS) as [
  ChoirHistoryAction,
  ...ChoirHistoryAction[],
];

export const choirProfile = {
  /** The presentation box of Corul meu. */
  logoAlt: (choir: string) => `Imaginea ${choirPhrase(choir, 'genitive')}`,
  description: 'Despre noi',
  year: 'Înființat în',
  voices: 'Voci',
  awards: 'Premii',
  participation: 'Participări',
  emptyConductor:
    'Corul nu are încă o prezentare. Adaugă o descriere, anul înființării, vocile, premiile și participările, ca membrii să-și cunoască mai bine corul.',
  emptySinger: 'Dirijorul nu a completat încă prezentarea corului.',
  edit: 'Editează Detalii',

  /** The edit modal. */
  editTitle: 'Editează detaliile corului',
  profileLegend: 'Prezentarea corului',
  choirLegend: 'Corul și instituția',
  contactLegend: 'Persoana de contact',
  descriptionHint: (max: number) => `Cel mult ${max} de caractere.`,
  yearHint: `Un an între ${CHOIR_YEAR_MIN} și anul curent, de exemplu 2015.`,
  voicesHint: 'De exemplu: sopran, alto.',
  awardsHint: 'Câte un premiu pe rând, de exemplu: Locul I, Festivalul „Cântec de copil”, 2024.',
  participationHint: 'Festivaluri, concerte și turnee, câte unul pe rând.',
  addAward: 'Adaugă un premiu',
  addParticipation: 'Adaugă o participare',
  awardItem: (n: number) => `Premiul ${n}`,
  participationItem: (n: number) => `Participarea ${n}`,
  removeItem: (label: string) => `Șterge: ${label}`,
  removeText: 'Șterge',
  noItems: 'Niciun rând încă.',
  cancel: 'Renunță',
  save: 'Salvează',
  saved: 'Detaliile corului au fost salvate.',
  saveFailed: 'Detaliile corului nu au putut fi salvate. Te rugăm să încerci mai târziu.',
  conflict:
    'Între timp, altcineva a modificat detaliile corului. Modificările tale nu au fost salvate; încarcă versiunea nouă și refă-le.',
  loadLatest: 'Încarcă versiunea nouă',

  /** The choir image, in the modal. */
  image: 'Imaginea corului',
  imageHint: `JPEG, PNG, WebP sau GIF, cel mult ${megabytes} MB. Se salvează odată cu formularul, la „Salvează”; „Renunță” o lasă pe cea de acum.`,
  imageChoose: 'Alege o imagine',
  imageNone: 'Corul nu are încă o imagine.',
  imagePreview: 'Previzualizarea imaginii alese',
  imageCurrent: 'Imaginea actuală a corului',
  imageProgress: 'Se încarcă imaginea',
  imageChange: 'Schimbă imaginea',
  /** The form was saved but its new image was not (issue #23: the image goes with the form). */
  imageNotSaved:
    'Detaliile corului au fost salvate, dar imaginea nu. Alege-o din nou sau apasă „Salvează” ca să reîncerci.',
  imageFailed: 'Imaginea nu a putut fi salvată. Te rugăm să încerci mai târziu.',
  imageNotImage: 'Fișierul ales nu este o imagine.',
  imageTooLarge: `Imaginea depășește ${megabytes} MB.`,

  /** Validation (src/lib/schemas/choir.ts). */
  yearInvalid: `Anul trebuie să fie un număr între ${CHOIR_YEAR_MIN} și anul curent.`,
  listItemText: 'Fiecare rând trebuie să fie un text.',
  listTooLong: `Cel mult ${CHOIR_LIST_MAX_ITEMS} de rânduri.`,
  version: 'Versiunea detaliilor lipsește. Reîncarcă pagina și încearcă din nou.',

  /** The history box (conductors, staff). */
  history: 'Istoricul corului',
  historyEmpty: 'Nicio modificare înregistrată încă.',
  historyFailed: 'Istoricul nu a putut fi încărcat.',
} as const;
