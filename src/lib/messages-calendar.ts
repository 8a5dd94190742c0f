/**
 * Texts of the events calendar (/cont/evenimente, document 1 §2.11): the month view, the day's
 * list, the create/edit, details and sign-up modals, the answers of a choir and the calendar feed.
 * The form's validation texts and the answers' labels live in messages-events.ts.
 */

/** Romanian numerals take „de” from 20 on (20 de membri), except 101–119, 201–219…. */
const many = (n: number, one: string, few: string) => {
  if (n === 1) return `1 ${one}`;
  return n % 100 === 0 || n % 100 >= 20 ? `${n} de ${few}` : `${n} ${few}`;
};

export const calendar = {
  title: 'Evenimente',
  loadFailed: 'Evenimentele nu au putut fi încărcate. Încearcă din nou mai târziu.',
  loading: 'Se încarcă evenimentele…',
  /** The month grid. */
  month: 'Calendarul lunii',
  previousMonth: 'Luna anterioară',
  nextMonth: 'Luna următoare',
  today: 'Azi',
  keyboardHint:
    'Folosește săgețile pentru a te muta între zile, Page Up și Page Down pentru lună, Enter pentru a alege ziua.',
  eventCount: (n: number) => many(n, 'eveniment', 'evenimente'),
  /** The day's list. */
  dayHeading: (day: string) => `Programul zilei: ${day}`,
  dayEmpty: 'Nu există evenimente în această zi.',
  create: 'Creează eveniment',
  global: 'Eveniment național',
  yourAnswer: (answer: string) => `Răspunsul tău: ${answer}`,
} as const;

export const eventForm = {
  createTitle: 'Creează eveniment',
  editTitle: 'Editează evenimentul',
  title: 'Titlu',
  startDate: 'Data de început',
  startTime: 'Ora de început',
  endDate: 'Data de sfârșit',
  endTime: 'Ora de sfârșit',
  timePlaceholder: 'Alege ora',
  type: 'Tipul evenimentului',
  typePlaceholder: 'Alege tipul',
  location: 'Locul',
  description: 'Descriere',
  global: 'Eveniment global',
  globalHint: 'Apare în calendarul tuturor corurilor programului.',
  cancel: 'Anulează',
  save: 'Salvează',
  created: 'Evenimentul a fost creat cu succes',
  updated: 'Evenimentul a fost actualizat cu succes',
  saveFailed: 'Evenimentul nu a putut fi salvat! Te rugăm să încerci mai târziu.',
} as const;

export const eventDetails = {
  title: 'Detaliile evenimentului',
  when: 'Când',
  type: 'Tip',
  location: 'Loc',
  description: 'Descriere',
  scope: 'Pentru',
  scopeGlobal: 'Toate corurile programului (eveniment național)',
  scopeChoir: 'Corul tău',
  started: 'Evenimentul a început și nu mai poate fi modificat.',
  edit: 'Editează',
  delete: 'Șterge',
  deleteConfirm: 'Sigur vrei să ștergi evenimentul? Membrii corului nu îl vor mai vedea.',
  deleteYes: 'Da, șterge',
  deleteNo: 'Renunță',
  deleted: 'Evenimentul a fost șters',
  deleteFailed: 'Evenimentul nu a putut fi șters. Te rugăm să încerci mai târziu.',
  answer: 'Răspunde',
  notAnswered: 'Nu ai răspuns încă.',
  loadFailed: 'Evenimentul nu a putut fi încărcat. Poate a fost șters.',
  close: 'Închide',
} as const;

export const eventAnswersPanel = {
  heading: 'Răspunsurile corului',
  none: 'Fără răspuns',
  notAnsweredHeading: 'Nu au răspuns încă',
  everyoneAnswered: 'Toți membrii au răspuns.',
  answeredHeading: 'Au răspuns',
  loadFailed: 'Răspunsurile nu au putut fi încărcate.',
  notify: 'Anunță corul',
  notified: (n: number) => `Am trimis anunțul către ${many(n, 'membru', 'membri')} ai corului.`,
  notifyFailed: 'Anunțul nu a putut fi trimis. Te rugăm să încerci mai târziu.',
  /** Issue #23: conductors apart, same names told apart, the print view, the mail's preview. */
  conductorsApart: 'Dirijorii nu sunt așteptați să răspundă; apar aici doar dacă au răspuns.',
  conductorMark: 'dirijor',
  print: 'Tipărește răspunsurile',
  previewLoading: 'Pregătim anunțul…',
  previewFailed: 'Nu am putut pregăti anunțul. Te rugăm să încerci mai târziu.',
  previewHeading: 'Verifică anunțul înainte să-l trimiți',
  recipients: (n: number) =>
    n === 0
      ? 'Corul nu are încă membri care să primească anunțul.'
      : n === 1
        ? 'Îl va primi un singur membru al corului, prin e-mail:'
        : `Îl vor primi ${many(n, 'membru', 'membri')} ai corului, prin e-mail:`,
  subject: 'Subiect',
  mailText: 'Textul e-mailului (fiecare membru îl primește cu numele său)',
  send: (n: number) => `Trimite anunțul (${n})`,
  cancel: 'Renunță',
} as const;

export const eventSignup = {
  title: 'Răspunde la eveniment',
  question: 'Participi?',
  note: 'Mesaj pentru dirijor (opțional)',
  save: 'Trimite răspunsul',
  saved: 'Răspunsul tău a fost salvat',
  saveFailed: 'Răspunsul nu a putut fi salvat. Te rugăm să încerci mai târziu.',
  ended: 'Evenimentul s-a încheiat',
  endedText: 'Răspunsurile nu mai pot fi schimbate după încheierea evenimentului.',
  current: (answer: string) => `Răspunsul tău: ${answer}`,
  noAnswer: 'Nu ai răspuns la acest eveniment.',
  yourNote: 'Mesajul tău',
} as const;

export const calendarFeed = {
  heading: 'Calendarul tău în telefon',
  intro:
    'Abonează-te la evenimentele corului din aplicația de calendar pe care o folosești. Adresa este personală: nu o trimite altcuiva. Când îți resetezi parola, primești o adresă nouă, iar cea veche nu mai funcționează: abonează din nou calendarele tale.',
  copy: 'Copiază adresa calendarului',
  copied: 'Adresa calendarului a fost copiată',
  copyFallback: 'Copierea nu a mers. Adresa este selectată mai jos: copiaz-o manual.',
  urlLabel: 'Adresa calendarului',
  webcal: 'Deschide în aplicația de calendar',
  howTo: 'Cum te abonezi',
  google: 'Google Calendar: Setări → Adaugă calendar → Din URL, apoi lipește adresa.',
  apple:
    'Apple Calendar: Fișier → Abonament la calendar (pe iPhone: Setări → Calendar → Conturi → Adaugă cont → Altul), apoi lipește adresa.',
  thunderbird: 'Thunderbird: Calendar → Calendar nou → În rețea, apoi lipește adresa.',
  revoke: 'Generează o adresă nouă',
  revokeConfirm:
    'Adresa veche nu va mai funcționa: calendarele abonate la ea nu vor mai primi evenimentele. Continui?',
  revokeYes: 'Da, generează',
  revokeNo: 'Renunță',
  revoked: 'Ai o adresă nouă. Abonează din nou calendarele tale.',
  loadFailed: 'Adresa calendarului nu a putut fi încărcată.',
} as const;

/**
 * One-tap answers (issue #23): the three answers of the event modal as buttons, in the dashboard's
 * events box, the day's list and the month's list.
 */
export const quickAnswer = {
  /** The group's accessible name: which event the buttons answer. */
  group: (title: string) => `Răspunsul tău la „${title}”`,
  notAnswered: 'Nu ai răspuns încă',
  saved: (answer: string) => `Răspunsul tău a fost salvat: ${answer}`,
  saveFailed: 'Răspunsul nu a putut fi salvat. Încearcă din nou.',
  /** The month's list, shown on phones above the grid. */
  monthList: (month: string) => `Evenimentele din ${month}`,
  monthEmpty: 'Nu există evenimente în această lună.',
} as const;
