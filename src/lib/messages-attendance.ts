/**
 * Texts of attendance (issue #28): the conductor's page 'Prezența', its links from the calendar and
 * the dashboard, the member's planned absences, and the API's refusals.
 */
import { ABSENCE_MAX_DAYS, ABSENCE_REASON_MAX_LENGTH } from './limits.ts';

/** How each mark reads (the buttons, the counts, the member's own list). */
export const ATTENDANCE_STATUSES = {
  present: 'Prezent',
  absent: 'Absent',
  excused: 'Absent motivat',
} as const;

export const attendance = {
  title: 'Prezența',
  /** The calendar's event details and the dashboard. */
  open: 'Prezența',
  openFor: (title: string) => `Prezența: ${title}`,
  dashboardTitle: 'Prezența de azi',
  dashboardIntro: 'Marchează cine a venit la evenimentele de ieri și de azi.',
  unmarkedCount: (n: number) => (n === 1 ? '1 membru nemarcat' : `${n} membri nemarcați`),
  back: 'Înapoi la calendar',
  loading: 'Se încarcă lista…',
  loadFailed: 'Lista nu a putut fi încărcată.',
  retry: 'Încearcă din nou',
  noEvent: 'Alege un eveniment din calendar pentru a marca prezența.',
  counts: 'Situația',
  present: 'prezenți',
  absent: 'absenți',
  excused: 'motivați',
  unmarked: 'nemarcați',
  noVoice: 'Fără voce',
  members: 'Membri',
  noMembers: 'Corul nu are încă membri aprobați.',
  group: (name: string) => `Prezența lui ${name}`,
  premarked: 'marcat după răspuns',
  unsaved: 'nesalvat',
  notStarted: 'Evenimentul nu a început încă: prezența se marchează după ce începe.',
  answered: (answer: string) => `A răspuns: ${answer}`,
  markedBy: (name: string, at: string) => `Marcat de ${name}, ${at}`,
  markedByGone: (at: string) => `Marcat ${at}`,
  editableUntil: (day: string) => `Poți modifica prezența până pe ${day}.`,
  closedOn: (day: string) => `Prezența s-a închis pe ${day}.`,
  pending: (count: number) =>
    count === 1
      ? '1 modificare nesalvată: se trimite când revine conexiunea.'
      : `${count} modificări nesalvate: se trimit când revine conexiunea.`,
  sending: 'Se salvează…',
  allSaved: 'Toate modificările sunt salvate.',
  rejected: (name: string, reason: string) => `Marcajul pentru ${name} nu a fost salvat: ${reason}`,
} as const;

/** The API's refusals (400 `non_field_errors` or `status`). */
export const attendanceApi = {
  status: 'Alege prezent, absent sau absent motivat',
  global:
    'Evenimentele programului nu au o listă de prezență: fiecare cor o ține la evenimentele sale.',
  notStarted: 'Evenimentul nu a început încă: prezența se poate marca după ce începe.',
  closed: (day: string) => `Prezența s-a închis pe ${day}: nu mai poate fi modificată.`,
  notMember: 'Persoana aleasă nu este membru aprobat al corului.',
} as const;

export const absences = {
  title: 'Absențe anunțate',
  intro:
    'Dacă știi că vei lipsi, anunță dirijorul din timp: la evenimentele din acele zile vei răspunde „Nu particip”.',
  open: 'Anunță o absență',
  formTitle: 'Anunță o absență',
  from: 'Din ziua',
  to: 'Până în ziua (inclusiv)',
  reason: 'Motivul (opțional)',
  reasonHint: `Cel mult ${ABSENCE_REASON_MAX_LENGTH} de caractere; îl vede dirijorul.`,
  save: 'Anunță absența',
  cancel: 'Renunță',
  saved: (count: number) =>
    count === 1
      ? 'Absența a fost anunțată; un eveniment are acum răspunsul „Nu particip”.'
      : `Absența a fost anunțată; ${count} evenimente au acum răspunsul „Nu particip”.`,
  saveFailed: 'Absența nu a putut fi anunțată. Încearcă din nou.',
  none: 'Nu ai anunțat nicio absență.',
  range: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  remove: 'Șterge',
  removeLabel: (range: string) => `Șterge absența ${range}`,
  removed: 'Absența a fost ștearsă. Răspunsurile date rămân: le poți schimba din calendar.',
  removeFailed: 'Absența nu a putut fi ștearsă.',
  loadFailed: 'Absențele nu au putut fi încărcate.',
} as const;

/** The absence form's rules (the form and POST /api/absences/). */
export const absenceRules = {
  inPast: 'Absența nu poate începe în trecut',
  endBeforeStart: 'Ultima zi nu poate fi înaintea primei zile',
  tooLong: `O absență poate cuprinde cel mult ${ABSENCE_MAX_DAYS} de zile`,
  reasonTooLong: `Motivul poate avea cel mult ${ABSENCE_REASON_MAX_LENGTH} de caractere`,
} as const;
