/**
 * The back office's workshops and global events (issue #12): the texts of /cont/administrare/ateliere
 * and /cont/administrare/evenimente, the journal's labels of their actions, and the bodies of
 * /api/staff/workshops/ (a session date, a workshop), one schema for the form and the API.
 */
import * as v from 'valibot';
import { formatDate, todayInBucharest } from '../dates.ts';
import { LONG_TEXT_MAX_LENGTH, MIN_LENGTH_SHORT } from '../limits.ts';
import { countOf, validation } from '../messages.ts';
import { calendarDay, oneLine, requiredText } from '../schemas/fields.ts';

/** Most places a workshop may offer. */
export const WORKSHOP_PLACES_MAX = 10_000;

/** The journal's words for each action of this area (merged into src/lib/staff/actions.ts). */
export const WORKSHOPS_ACTIONS = {
  'workshop_session.create': 'a creat data de ateliere',
  'workshop_session.update': 'a modificat data de ateliere',
  'workshop_session.delete': 'a șters data de ateliere',
  'workshop.create': 'a creat atelierul',
  'workshop.update': 'a modificat atelierul',
  'workshop.delete': 'a șters atelierul',
  'event.create': 'a creat evenimentul global',
  'event.update': 'a modificat evenimentul global',
  'event.delete': 'a șters evenimentul global',
} as const;

export const staffWorkshops = {
  title: 'Ateliere',
  intro:
    'Datele de ateliere și atelierele lor. Vizitatorii le văd pe pagina „Ateliere” și se pot înscrie cât timp este deschisă perioada de înscriere.',
  sessionsLabel: 'Date de ateliere',
  addSession: 'Adaugă o dată de ateliere',
  editSession: 'Modifică data',
  deleteSession: 'Șterge data',
  newSessionTitle: 'Dată nouă de ateliere',
  editSessionTitle: 'Modifică data de ateliere',
  sessionHeading: (date: string) => `Ateliere din ${date}`,
  sessionLabel: (date: string) => `Atelierele din ${formatDate(`${date}T12:00:00Z`)}`,
  date: 'Data atelierelor',
  availabilityStart: 'Înscrieri de la',
  availabilityEnd: 'Înscrieri până la (inclusiv)',
  windowText: (start: string, end: string) =>
    `Înscrieri între ${formatDate(`${start}T12:00:00Z`)} și ${formatDate(`${end}T12:00:00Z`)}`,
  open: 'Înscrieri deschise',
  closed: 'Înscrieri închise',
  noWorkshops: 'Această dată nu are încă ateliere.',
  noSessions: 'Nu există încă nicio dată de ateliere.',
  addWorkshop: 'Adaugă un atelier',
  newWorkshopTitle: 'Atelier nou',
  editWorkshopTitle: 'Modifică atelierul',
  edit: 'Modifică',
  editWorkshop: (title: string) => `Modifică „${title}”`,
  deleteWorkshop: (title: string) => `Șterge „${title}”`,
  showSignUps: (title: string) => `Înscrierile la „${title}”`,
  showSessionSignUps: 'Toate înscrierile acestei date',
  workshopsOf: (date: string) => `Atelierele din ${date}`,
  workshopTitle: 'Titlul atelierului',
  description: 'Descriere',
  hour: 'Ora de început',
  hourHint: 'Ora României, de exemplu 10:00.',
  places: 'Locuri',
  placesHint: 'Lasă gol dacă atelierul primește pe oricine.',
  unlimited: 'fără limită',
  taken: (taken: number, places: number | null) =>
    places === null
      ? countOf(taken, 'înscriere', 'înscrieri')
      : `${taken} din ${countOf(places, 'loc', 'locuri')} ocupate`,
  signUpsTitle: (title: string) => `Înscrierile la „${title}”`,
  sessionSignUpsTitle: (date: string) => `Înscrierile la atelierele din ${date}`,
  signUpsLabel: 'Înscrieri',
  searchSignUps: 'Caută după nume, e-mail sau telefon',
  backToSessions: 'Înapoi la datele de ateliere',
  col: {
    when: 'Trimisă la',
    name: 'Nume',
    email: 'E-mail',
    phone: 'Telefon',
    age: 'Vârsta',
    school: 'Școala',
    workplace: 'Locul de muncă',
    knowledge: 'Cunoștințe muzicale',
    experience: 'Experiență',
    workshops: 'Atelierele alese',
  },
  sessionCreated: 'Data de ateliere a fost adăugată.',
  sessionUpdated: 'Data de ateliere a fost modificată.',
  sessionDeleted: 'Data de ateliere a fost ștearsă.',
  workshopCreated: 'Atelierul a fost adăugat.',
  workshopUpdated: 'Atelierul a fost modificat.',
  workshopDeleted: 'Atelierul a fost șters.',
  confirmDeleteSession: (date: string) =>
    `Ștergi data de ateliere din ${date}, cu atelierele ei? Nu se poate anula.`,
  confirmDeleteWorkshop: (title: string) => `Ștergi atelierul „${title}”? Nu se poate anula.`,
  saveFailed: 'Modificarea nu a putut fi salvată. Încearcă din nou.',
  deleteFailed: 'Ștergerea nu a reușit. Încearcă din nou.',
  /** The API's refusals. */
  windowOrder: 'Înscrierile trebuie să înceapă înainte de a se încheia.',
  windowAfterDate: 'Înscrierile trebuie să se încheie cel târziu în ziua atelierelor.',
  dateInPast: 'Data atelierelor nu poate fi în trecut.',
  hourFormat: 'Ora trebuie scrisă ca HH:MM, de exemplu 10:00.',
  placesNumber: `Locurile trebuie să fie un număr întreg între 1 și ${WORKSHOP_PLACES_MAX}.`,
  placesBelowTaken: (taken: number) =>
    `Atelierul are deja ${countOf(taken, 'înscriere', 'înscrieri')}: locurile nu pot fi mai puține.`,
  sessionHasSignUps:
    'Această dată are deja înscrieri: nu poate fi ștearsă. Poți închide înscrierile schimbând perioada.',
  workshopHasSignUps: 'Atelierul are deja înscrieri: nu poate fi șters.',
} as const;

export const staffEvents = {
  title: 'Evenimente globale',
  intro:
    'Evenimentele programului apar în calendarul fiecărui cor. Un eveniment poate fi modificat până începe.',
  listLabel: 'Evenimente globale',
  add: 'Adaugă un eveniment global',
  when: 'Afișează',
  upcoming: 'Viitoare și în desfășurare',
  past: 'Încheiate',
  search: 'Caută după titlu sau loc',
  col: {
    title: 'Titlu',
    when: 'Când',
    type: 'Tip',
    location: 'Loc',
    actions: 'Acțiuni',
  },
  edit: (title: string) => `Modifică „${title}”`,
  remove: (title: string) => `Șterge „${title}”`,
  confirmDelete: (title: string) =>
    `Ștergi evenimentul „${title}” din calendarul tuturor corurilor? Nu se poate anula.`,
  deleted: 'Evenimentul a fost șters.',
  deleteFailed: 'Ștergerea nu a reușit. Încearcă din nou.',
} as const;

const m = staffWorkshops;

const sessionFields = v.object({
  /** The day of the workshops, e.g. '2026-12-05'. */
  date: calendarDay,
  /** The first day of sign-ups, e.g. '2026-11-20'. */
  availability_start: calendarDay,
  /** The last day of sign-ups (included), at the latest the day of the workshops. */
  availability_end: calendarDay,
});
type SessionFields = v.InferOutput<typeof sessionFields>;

/**
 * POST and PATCH /api/staff/workshops/sessions/…: the whole form each time. The window opens
 * before (or on) the day it closes, and closes at the latest on the workshops' day. A new date is
 * not in the past (`isNew`); an old one may be corrected afterwards.
 */
export const sessionSchema = (isNew: boolean) =>
  v.pipe(
    sessionFields,
    v.forward(
      v.partialCheck(
        [['date']],
        (input: Pick<SessionFields, 'date'>) => !isNew || input.date >= todayInBucharest(),
        m.dateInPast,
      ),
      ['date'],
    ),
    v.forward(
      v.partialCheck(
        [['availability_start'], ['availability_end']],
        (input: Pick<SessionFields, 'availability_start' | 'availability_end'>) =>
          input.availability_start <= input.availability_end,
        m.windowOrder,
      ),
      ['availability_end'],
    ),
    v.forward(
      v.partialCheck(
        [['availability_end'], ['date']],
        (input: Pick<SessionFields, 'availability_end' | 'date'>) =>
          input.availability_end <= input.date,
        m.windowAfterDate,
      ),
      ['availability_end'],
    ),
  );
export type SessionBody = v.InferOutput<ReturnType<typeof sessionSchema>>;
export type SessionInput = v.InferInput<ReturnType<typeof sessionSchema>>;

/** Places: a whole number, or empty / null for no limit. A number or a numeric string. */
const places = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()], m.placesNumber)), null),
  v.transform((input) => (input === null || String(input).trim() === '' ? null : input)),
  v.check(
    (input) =>
      input === null ||
      (/^\d{1,6}$/.test(String(input).trim()) &&
        Number(input) >= 1 &&
        Number(input) <= WORKSHOP_PLACES_MAX),
    m.placesNumber,
  ),
  v.transform((input) => (input === null ? null : Number(input))),
);

/** POST /api/staff/workshops/sessions/{id}/workshops/ and PATCH /api/staff/workshops/{id}/. */
export const workshopSchema = v.object({
  /** e.g. 'Atelier de cor' */
  title: requiredText(MIN_LENGTH_SHORT),
  description: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(LONG_TEXT_MAX_LENGTH, validation.maxLength(LONG_TEXT_MAX_LENGTH)),
    ),
    '',
  ),
  /** Bucharest's hour, e.g. '10:00'. */
  hour: v.pipe(
    v.string(validation.required),
    oneLine,
    v.trim(),
    v.nonEmpty(validation.required),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.hourFormat),
  ),
  /** e.g. 20; null for no limit */
  places,
});
export type WorkshopBody = v.InferOutput<typeof workshopSchema>;
export type WorkshopInput = v.InferInput<typeof workshopSchema>;
