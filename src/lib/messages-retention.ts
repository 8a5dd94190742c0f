/**
 * Texts of the retention rules (issue #26): each rule's name, the data it deletes, why it is kept
 * until then and for how long (the periods of RETENTION in limits.ts, never retyped), shown by the
 * back office's preview (/cont/administrare/pastrare-date) and the privacy policy page; the
 * inactivity warning mail; the preview's own texts and the journal's labels of its actions.
 */
import { RETENTION, RETENTION_REASON } from './limits.ts';
import { countOf } from './messages.ts';

const days = (n: number) => countOf(n, 'zi', 'zile');
const years = (n: number) => countOf(n, 'an', 'ani');

/** The rules, in the order the job runs them and the pages list them. */
export const RETENTION_RULE_KEYS = [
  'unanswered_requests',
  'unactivated_accounts',
  'inactive_warning',
  'inactive_accounts',
  'account_deletions',
  'audition_signups',
  'workshop_sign_ups',
  'campaign_answers',
  'questionnaire_answers',
  'contact_messages',
  'madrigalist_messages',
  'sessions',
  'one_time_codes',
  'consents',
] as const;
export type RetentionRuleKey = (typeof RETENTION_RULE_KEYS)[number];

export interface RetentionRuleText {
  /** The rule's name in the back office. */
  name: string;
  /** The kind of data, for the privacy policy. */
  data: string;
  /** Why it is kept that long. */
  why: string;
  /** For how long: built from RETENTION. */
  period: string;
}

const R = RETENTION;
export const RETENTION_RULES: Record<RetentionRuleKey, RetentionRuleText> = {
  unanswered_requests: {
    name: 'Cereri de înscriere într-un cor fără răspuns',
    data: 'Cererea unui membru de a intra într-un cor, cât timp niciun dirijor nu a răspuns',
    why: 'Dirijorul o poate aproba sau refuza; o cerere uitată nu mai folosește nimănui.',
    period: `${days(R.unansweredRequestDays)} de la cerere`,
  },
  unactivated_accounts: {
    name: 'Conturi neactivate',
    data: 'Contul creat, al cărui link de activare nu a fost deschis niciodată',
    why: 'Lăsăm timp pentru activare; un cont neactivat nu poate fi folosit.',
    period: `${days(R.unactivatedAccountDays)} de la creare`,
  },
  inactive_warning: {
    name: 'Avertizare: conturi fără autentificare',
    data: 'Contul în care nimeni nu a intrat de mult timp primește un e-mail de avertizare',
    why: 'Proprietarul poate păstra contul doar intrând în el.',
    period: `după ${years(R.inactiveAccountYears)} fără autentificare`,
  },
  inactive_accounts: {
    name: 'Conturi fără autentificare, după avertizare',
    data: 'Contul, profilul, poza, apartenența la coruri, răspunsurile din calendar și mesajele',
    why: 'Un cont nefolosit de ani de zile nu mai servește scopului pentru care a fost creat.',
    period: `${days(R.inactiveWarningDays)} după e-mailul de avertizare, dacă nimeni nu intră în cont`,
  },
  account_deletions: {
    name: 'Conturi a căror ștergere a fost cerută',
    data: 'Contul, profilul, poza, apartenența la coruri, răspunsurile din calendar, mesajele și înscrierile făcute cu adresa contului',
    why: 'Ștergerea cerută de membru (sau de părinte, pentru copil) așteaptă câteva zile, ca să poată fi anulată.',
    period: `${days(R.deletionGraceDays)} de la cerere, dacă nu este anulată`,
  },
  audition_signups: {
    name: 'Înscrieri la audiții',
    data: 'Numele, vârsta, școala, e-mailul și telefonul trimise la audiții',
    why: 'Audițiile unui an se încheie într-un sezon; după aceea datele nu mai sunt necesare.',
    period: `${days(R.auditionDays)} de la trimitere`,
  },
  workshop_sign_ups: {
    name: 'Înscrieri la ateliere',
    data: 'Numele, vârsta, școala, e-mailul și telefonul trimise la ateliere',
    why: 'Păstrăm înscrierea puțin după atelier, pentru întrebări și adeverințe.',
    period: `${days(R.workshopAfterDays)} după ultima zi a atelierelor alese`,
  },
  campaign_answers: {
    name: 'Răspunsuri la campania „DA pentru ora de muzică”',
    data: 'Numele, județul, ocupația, răspunsurile și e-mailul (dacă a fost dat)',
    why: 'Răspunsurile intră în raportul campaniei, întocmit în cei doi ani școlari care urmează.',
    period: `${days(R.campaignDays)} de la trimitere`,
  },
  questionnaire_answers: {
    name: 'Chestionare „Muzica pentru toți”',
    data: 'Răspunsurile la chestionar, inclusiv cele scrise liber',
    why: 'Răspunsurile intră în studiul programului, întocmit în cei doi ani școlari care urmează.',
    period: `${days(R.questionnaireDays)} de la trimitere`,
  },
  contact_messages: {
    name: 'Mesaje prin formularul de contact',
    data: 'Numele, e-mailul și mesajul, cu răspunsurile echipei',
    why: 'Ne putem întoarce la o discuție recentă; după un an ea nu mai este de folos.',
    period: `${days(R.contactDays)} după ultimul mesaj sau răspuns`,
  },
  madrigalist_messages: {
    name: 'Mesaje către madrigaliști',
    data: 'Mesajul membrului și răspunsurile madrigaliștilor',
    why: 'Membrul își recitește răspunsurile; după doi ani fără un mesaj nou discuția se încheie.',
    period: `${days(R.madrigalistDays)} după ultimul mesaj sau răspuns`,
  },
  sessions: {
    name: 'Sesiuni expirate',
    data: 'Sesiunea de autentificare (doar o amprentă a ei, niciodată cheia)',
    why: 'O sesiune expirată nu mai deschide nimic.',
    period: 'până la expirare',
  },
  one_time_codes: {
    name: 'Coduri de unică folosință expirate',
    data: 'Codul de activare sau de resetare a parolei (doar o amprentă a lui)',
    why: 'Un cod expirat nu mai deschide nimic.',
    period: 'până la expirare',
  },
  consents: {
    name: 'Acorduri parentale',
    data: 'Acordul semnat, cu PDF-ul lui, inclusiv unul retras',
    why: 'Acordul este dovada a ceea ce a acceptat părintele cât timp a fost valabil (RGPD art. 7 alin. 1).',
    period: `${years(R.consentYears)} de la semnare`,
  },
};

/** The journal's labels of the preview's actions (merged in src/lib/messages-staff-journal.ts). */
export const RETENTION_ACTIONS = {
  'retention.hold': 'a păstrat un element de la ștergere',
  'retention.release': 'a eliberat un element păstrat',
  'retention.run': 'a rulat regulile de păstrare',
} as const;

export const retention = {
  title: 'Păstrarea datelor',
  intro:
    'Ce va șterge următoarea rulare a regulilor de păstrare. Un element păstrat, cu un motiv, nu este șters până îl eliberezi.',
  nextRun: (when: string) => `Următoarea rulare automată: ${when}`,
  rules: 'Regulile de păstrare',
  rule: 'Regula',
  period: 'Se păstrează',
  toDelete: 'De șters',
  held: 'Păstrate',
  skipped: 'Sărite',
  show: (name: string) => `Vezi: ${name}`,
  items: (name: string) => `Elementele regulii: ${name}`,
  item: 'Elementul',
  since: 'Data de la care se numără',
  state: 'Starea',
  stateDelete: 'Va fi șters',
  stateHeld: (reason: string) => `Păstrat: ${reason}`,
  stateSkipped: (why: string) => `Sărit: ${why}`,
  lastConductor: (choirs: string) => `ultimul dirijor al corului ${choirs}; numiți alt dirijor`,
  hold: 'Păstrează',
  holdLabel: (label: string) => `Păstrează: ${label}`,
  holdTitle: 'Păstrează de la ștergere',
  holdIntro: (label: string) =>
    `„${label}” nu va fi șters la rulări până când îl eliberezi. Motivul rămâne în jurnal.`,
  holdReason: 'Motivul',
  holdHint: `Între ${RETENTION_REASON.min} și ${RETENTION_REASON.max} de caractere.`,
  heldDone: 'Elementul este păstrat.',
  holdFailed: 'Elementul nu a putut fi păstrat. Încearcă din nou.',
  release: 'Eliberează',
  releaseLabel: (label: string) => `Eliberează: ${label}`,
  released: 'Elementul a fost eliberat: va fi șters la următoarea rulare.',
  releaseFailed: 'Elementul nu a putut fi eliberat. Încearcă din nou.',
  run: 'Rulează acum',
  runTitle: 'Rulează regulile acum',
  runIntro:
    'Se șterg acum toate elementele de mai sus care nu sunt păstrate sau sărite. Ștergerea nu poate fi anulată.',
  runDone: (count: number) =>
    `Rulare încheiată: ${countOf(count, 'element șters', 'elemente șterse')}.`,
  runFailed: 'Rularea nu a reușit. Încearcă din nou.',
  cancel: 'Renunță',
  runs: 'Rulările trecute',
  runWhen: 'Când',
  runWho: 'Cine',
  runDaily: 'rularea zilnică',
  runResult: 'Rezultatul',
  runRule: (name: string, count: number, held: number, skipped: number) =>
    `${name}: ${count}${held ? `, ${held} păstrate` : ''}${skipped ? `, ${skipped} sărite` : ''}`,
  runNothing: 'nimic de șters',
  deletedAccount: 'cont șters',
  /** Errors of the API. */
  badRule: 'Alege una dintre regulile de păstrare.',
  badItem: 'Elementul nu mai este printre cele de șters ale acestei reguli.',
  reasonShort: `Motivul are cel puțin ${RETENTION_REASON.min} caractere.`,
  reasonLong: `Motivul are cel mult ${RETENTION_REASON.max} de caractere.`,
  alreadyHeld: 'Elementul este deja păstrat.',
  runBusy: 'O rulare este deja în curs. Încearcă peste un minut.',
};

/** The inactivity warning mail (rule inactive_warning). */
export const retentionMail = {
  subject: 'Contul tău va fi șters dacă nu intri în el',
  body: (firstName: string, loginUrl: string) =>
    `Bună, ${firstName}!\n\nNu ai mai intrat în contul tău din Programul Corurilor de ${years(R.inactiveAccountYears)}. ` +
    `Ca să nu păstrăm date de care nu mai este nevoie, contul, cu tot ce ține de el, va fi șters peste ${days(R.inactiveWarningDays)}.\n\n` +
    `Dacă vrei să-l păstrezi, intră în cont până atunci:\n${loginUrl}\n\nDacă nu mai ai nevoie de el, nu trebuie să faci nimic.`,
};

/** The privacy policy's section (src/pages/politica-de-confidentialitate…): the table's texts. */
export const privacyRetention = {
  heading: 'Cât timp păstrăm datele',
  intro:
    'Păstrăm fiecare fel de date doar cât ne trebuie. O regulă zilnică le șterge pe cele care nu mai sunt necesare; echipa verifică înainte lista.',
  data: 'Datele',
  why: 'De ce le păstrăm',
  period: 'Cât timp',
  kidsHeading: 'Pe scurt, pentru copii',
  kids: [
    'Păstrăm doar ce ne trebuie ca să poți cânta în cor, și doar cât timp îți trebuie.',
    `Dacă nu mai intri în cont ${years(R.inactiveAccountYears)}, îți scriem. Dacă nu intri nici după aceea, ștergem contul.`,
    'Mesajele și înscrierile vechi le ștergem singuri, după un timp.',
    'Dacă vrei să afli ce știm despre tine, roagă-ți părintele sau dirijorul să ne scrie.',
  ],
};
