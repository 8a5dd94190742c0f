/**
 * Texts of /ateliere (document 2 §2, §5, §8): the sign-up form's fields, the session dates and
 * their workshops, the answers of the API when a workshop cannot be chosen, and the two mails
 * (the person's confirmation, the team's notification).
 */

const ICS_FILENAME = 'ateliere.ics';
const WHEN = 'Când';
const WHERE = 'Unde';

export const workshopSignup = {
  /** The form's name in the team's notification. */
  formName: 'Înscriere la atelier',
  formHeading: 'Formular de înscriere',
  /** Document 2 §8: the empty state. */
  empty: 'Momentan nu există ateliere la care să te înscrii.',
  loading: 'Se încarcă atelierele…',
  loadFailed: 'Lista atelierelor nu a putut fi încărcată. Te rugăm să reîncarci pagina.',
  /** The fields. */
  name: 'Numele și prenumele participantului',
  email: 'Adresa de e-mail',
  emailHint: 'Aici primești confirmarea înscrierii.',
  phone: 'Telefon',
  phoneHint: '10 cifre, de exemplu 0722 123 456',
  age: 'Vârsta participantului',
  school: 'Școala',
  schoolHint: 'Școala la care învață participantul (sau cea la care predă).',
  workplace: 'Locul de muncă',
  workplaceHint: 'Al participantului adult sau al unui părinte, dacă participantul este copil.',
  knowledge: 'Cunoștințe muzicale',
  knowledgeHint: 'De exemplu: citește note, cântă la un instrument, niciuna încă.',
  experience: 'Experiență în cor sau în alte activități muzicale',
  experienceHint: 'De exemplu: doi ani în corul școlii, niciuna încă.',
  workshops: 'Atelierele alese',
  workshopsHint: 'Alege cel puțin un atelier.',
  sessionDate: (date: string) => `Ateliere din ${date}`,
  hour: (hour: string) => `ora ${hour}`,
  placesLeft: (n: number) => (n === 1 ? 'un loc liber' : `${n} locuri libere`),
  full: 'complet',
  agreed:
    'Sunt de acord ca datele de mai sus să fie folosite de echipa programului pentru organizarea atelierului.',
  /** The agreement's name in the error summary. */
  agreedShort: 'Acordul pentru folosirea datelor',
  submit: 'Trimite înscrierea',
  /** The success state's button: the form again, empty, for a brother or a sister. */
  again: 'Înscrie încă un participant',
  /** A required field left empty says what to write (issue #23). */
  nameMissing: 'Scrie numele și prenumele participantului.',
  schoolMissing: 'Scrie școala participantului.',
  workplaceMissing: 'Scrie locul de muncă.',
  knowledgeMissing: 'Scrie ce cunoștințe muzicale are participantul (sau „niciuna încă”).',
  experienceMissing: 'Scrie ce experiență muzicală are participantul (sau „niciuna încă”).',
  /** Rules of document 2 §5 that the general messages do not cover. */
  chooseWorkshop: 'Alege cel puțin un atelier',
  /** The server's answers when a chosen workshop cannot take the sign-up. */
  workshopFull: (title: string) => `Atelierul „${title}” este complet. Te rugăm să alegi altul.`,
  workshopClosed:
    'Unul dintre atelierele alese nu mai primește înscrieri. Reîncarcă pagina pentru lista la zi.',
  tooManyWorkshops: (n: number) => `Poți alege cel mult ${n} ateliere.`,
  /** The success state: what, when and where, and where the confirmation went. */
  successIntro: 'Te așteptăm la:',
  successMailed: (email: string) =>
    `Ți-am trimis confirmarea la adresa ${email}, cu atelierele atașate ca fișier de calendar.`,
  /** '15 noiembrie 2025, ora 10:00' */
  when: (date: string, hour: string) => `${date}, ora ${hour}`,
  whenLabel: WHEN,
  whereLabel: WHERE,
  /** A session date whose place the team has not written yet. */
  placeToCome: 'locul îl anunțăm prin e-mail',
  /** The mails. */
  mailSubject: 'Înscrierea ta la atelier',
  mailBody: (name: string, chosen: string[]) =>
    `Bună ziua,\n\nÎnscrierea ta a fost salvată cu succes. Participant: ${name}.\n\nTe așteptăm la:\n\n${chosen.join('\n\n')}\n\nAtelierele sunt gratuite și durează aproximativ o oră și jumătate. Le găsești atașate ca fișier de calendar (${ICS_FILENAME}): deschide-l ca să le adaugi în calendarul tău. Te vom anunța prin e-mail dacă se schimbă ceva.`,
  /** One workshop in the person's mail: its title, then when and where. */
  mailWorkshop: (title: string, when: string, where: string) =>
    `${title}\n${WHEN}: ${when}\n${WHERE}: ${where}`,
  /** One workshop in the team's mail: '15 noiembrie 2025, ora 10:00: Cor' */
  teamWorkshop: (when: string, title: string) => `${when}: ${title}`,
  /** The calendar file attached to the person's mail. */
  icsFilename: ICS_FILENAME,
  calendarName: 'Ateliere',
  calendarCategory: 'Atelier',
} as const;
