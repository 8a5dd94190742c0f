/**
 * Texts of the back office's workshops and global events: /cont/administrare/ateliere,
 * /cont/administrare/evenimente and the refusals of /api/staff/workshops/.
 */
import { formatDate } from './dates.ts';
import { WORKSHOP_PLACES_MAX } from './limits.ts';
import { countOf } from './messages.ts';

/** The journal's labels of this area's actions (merged in src/lib/messages-staff-journal.ts). */
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
};

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
  location: 'Locul atelierelor',
  locationHint:
    'Clădirea și adresa, de exemplu: Palatul Copiilor, Str. Ștefan cel Mare și Sfânt 2, Iași. Apare pe pagina „Ateliere” și în e-mailul de confirmare.',
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
