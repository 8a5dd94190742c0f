/**
 * Texts of /auditii (document 1 §7 and §8): the fields, the categories one signs up for (the
 * ensembles the public pages name: the national choir's preselections, the programme's choirs,
 * the recorder and percussion groups) and the two mails.
 */

export const AUDITION_CATEGORIES = ['national-choir', 'choir', 'recorder', 'percussion'] as const;
export type AuditionCategory = (typeof AUDITION_CATEGORIES)[number];

export const auditions = {
  formHeading: 'Formular de înscriere',
  formName: 'Înscriere la audiții',
  category: 'Pentru ce te înscrii',
  categories: {
    'national-choir': 'Corul național de copii (preselecții, 8–14 ani)',
    choir: 'Un cor al programului, aproape de casă',
    recorder: 'Grupul de flaut drept (5–14 ani)',
    percussion: 'Grupul de percuție (10–14 ani)',
  } satisfies Record<AuditionCategory, string>,
  firstName: 'Prenumele',
  lastName: 'Numele',
  age: 'Vârsta',
  email: 'Adresa de e-mail',
  emailHint: 'Aici primești confirmarea. Pentru un copil, adresa unui părinte.',
  phone: 'Telefon',
  phoneHint: '10 cifre, de exemplu 0722 123 456',
  school: 'Școala',
  schoolHint: 'Școala la care învață copilul (sau locul de muncă, pentru un adult).',
  reason: 'De ce vrei să cânți cu noi?',
  reasonHint: 'Opțional. Câteva cuvinte sunt de ajuns.',
  experience: 'Ai mai cântat într-un cor sau la un instrument?',
  experienceHint: 'Opțional. De exemplu: doi ani în corul școlii, pian, niciuna încă.',
  agreed:
    'Sunt de acord ca datele de mai sus să fie folosite de echipa programului pentru organizarea audiției.',
  /** The agreement's name in the error summary (the whole sentence is too long there). */
  agreedShort: 'Acordul pentru folosirea datelor',
  /** A required field left empty says what to write (issue #23). */
  firstNameMissing: 'Scrie prenumele.',
  lastNameMissing: 'Scrie numele.',
  schoolMissing: 'Scrie școala (sau locul de muncă).',
  submit: 'Trimite înscrierea',
  /** Document 1 §8. */
  success: 'Felicitări! Te-ai înscris cu succes. Te vom contacta în cel mai scurt timp cu detalii!',
  again: 'Înscrie încă o persoană',
  mailSubject: 'Înscrierea ta la audiții',
  mailBody: (firstName: string, category: string) =>
    `Bună, ${firstName}!\n\nAm primit înscrierea ta la audiții pentru: ${category}.\n\nTe vom contacta în cel mai scurt timp cu detalii despre data și locul audiției. Audiția durează în jur de zece minute, iar părinții pot fi de față.\n\nDacă nu tu ai trimis această înscriere, ignoră acest mesaj.`,
} as const;
