/**
 * Every Romanian text shown to people, in one place. The spec's exact wording is kept where
 * it gives one (documents 1 and 2, §5 and §8); the rest follows the same voice.
 * Grouped by the screen or concern that uses them.
 */

/** The product and the frame around every page. */
export const site = {
  name: 'Vocile Copiilor',
  description:
    'Programul național de coruri de copii: site-ul public și platforma membrilor — coriști, profesori și dirijori.',
  accountArea: 'Cont',
  mainNav: 'Navigare principală',
  footer: 'Program național de educație muzicală prin cor.',
  privacyPolicy: 'Politica de confidențialitate',
  legislation: 'Legislație și transparență',
} as const;

export const home = {
  title: 'Acasă',
  heading: 'Bine ai venit!',
  text: 'Copiii din toată țara cântă împreună în coruri. Aici găsești programul, corurile și, pentru membri, platforma corului tău.',
  membersHeading: 'Ești corist, profesor sau dirijor?',
  membersText:
    'Creează-ți un cont sau intră în contul tău pentru a-ți găsi corul, evenimentele și partiturile.',
  register: 'Cont Nou',
  login: 'Intră în cont',
} as const;

/** The date picker's controls (react-aria translates the day and month names itself). */
export const datePicker = {
  openCalendar: 'Alege data din calendar',
  calendar: 'Calendar',
  year: 'Anul',
} as const;

export const validation = {
  required: 'Acest câmp este necesar',
  agreementRequired: 'Acordul dvs este necesar pentru a trimite formularul',
  minLength: (n: number) => `Lungimea minimă este de ${n} caractere`,
  maxLength: (n: number) => `Lungimea maximă este de ${n} caractere`,
  betweenLength: (min: number, max: number) =>
    `Lungimea trebuie să fie între ${min} și ${max} caractere`,
  passwordMismatch: 'Parola nu este identică',
  email: 'Trebuie o adresă de e-mail validă',
  digitsOnly: 'Numai numere',
  /** A required field that names itself (issue #23): the phone everywhere, the sign-ups' e-mail. */
  phoneMissing: 'Scrie numărul de telefon.',
  emailMissing: 'Scrie adresa de e-mail.',
  exactDigits: (n: number) => `Numărul trebuie să aibă exact ${n} cifre`,
  date: 'Data nu este validă',
  dateInFuture: 'Data nu poate fi în viitor',
  dateYears: (min: number, max: number) => `Data trebuie să fie între anii ${min} și ${max}`,
  sex: 'Alege o opțiune',
  county: 'Alege un județ din listă',
  emailTaken: 'Există deja un cont cu această adresă de e-mail.',
  captchaRequired: 'Te rugăm să confirmi că nu ești un robot.',
  invalidBody: 'Datele trimise nu au putut fi citite.',
  controlCharacters: 'Textul conține caractere nepermise.',
  singleLine:
    'Acest câmp se scrie pe un singur rând, fără Enter, Tab sau alte caractere de control.',
} as const;

export const http = {
  unauthorized: 'Trebuie să te autentifici pentru a continua.',
  forbidden: 'Nu ai dreptul să faci această acțiune.',
  notFound: 'Resursa căutată nu există.',
  tooManyRequests: 'Prea multe încercări. Te rugăm să mai aștepți puțin și să încerci din nou.',
  serverError: 'A apărut o eroare pe server. Te rugăm să încerci mai târziu.',
  payloadTooLarge: 'Datele trimise sunt prea mari.',
} as const;

export { network } from './messages-network.ts';

export const login = {
  title: 'Autentificare',
  heading: 'Intră în cont',
  email: 'Adresa de e-mail',
  password: 'Parola',
  submit: 'Intră în cont',
  forgotPassword: 'Ai uitat parola?',
  noAccount: 'Nu ai cont?',
  register: 'Creează cont',
  activated: 'Contul tău a fost activat cu succes!',
  failed: 'Datele furnizate nu par a fi corecte!',
  /** After repeated failures the server asks for the bot check before trying the password. */
  challenge:
    'Au fost mai multe încercări nereușite. Confirmă că nu ești un robot, apoi încearcă din nou.',
  /** A staff member blocked the account (back office). */
  blocked:
    'Contul tău a fost blocat de echipa programului. Scrie-ne prin formularul de contact dacă ai întrebări.',
  notActivated:
    'Contul tău nu este încă activat. Ți-am trimis din nou linkul de activare: verifică-ți căsuța de e-mail.',
  socialGoogle: 'Continuă cu Google',
  socialFacebook: 'Continuă cu Facebook',
  resetDone: 'Parola a fost schimbată. Te poți autentifica cu parola nouă.',
  socialHeading: 'Alte moduri de autentificare',
  socialUnavailable:
    'Autentificarea prin rețelele sociale nu mai este disponibilă. Dacă ți-ai creat contul astfel, folosește „Ai uitat parola?” pentru a-ți recupera contul.',
} as const;

export const register = {
  title: 'Creează cont',
  heading: 'Creează cont',
  intro: 'Contul îți dă acces la corul tău, la evenimente și la librăria de partituri.',
  firstName: 'Prenume',
  lastName: 'Nume',
  email: 'Adresa de e-mail',
  password: 'Parola',
  passwordHint: 'Cel puțin 8 caractere.',
  repeatPassword: 'Repetă parola',
  agreed:
    'Sunt de acord cu politica de confidențialitate și cu prelucrarea datelor mele personale.',
  submit: 'Creează cont',
  created: 'Contul a fost creat. Verifică-ți căsuța de e-mail pentru linkul de activare.',
  haveAccount: 'Ai deja cont?',
  login: 'Intră în cont',
  serverError:
    'A apărut o eroare pe server și nu am putut salva contul tău. Te rugăm să încerci mai târziu.',
  captchaFailed:
    'Nu am putut stabili dacă sunteți un bot sau nu. Vă rugăm să încercați mai târziu.',
} as const;

export const emailSent = {
  title: 'E-mail trimis',
  heading: 'Verifică-ți căsuța de e-mail',
  text: 'Ți-am trimis un mesaj cu un link. Deschide-l pentru a continua. Dacă nu îl găsești în câteva minute, verifică și dosarul Spam.',
  back: 'Înapoi la autentificare',
} as const;

export const activation = {
  title: 'Activare cont',
  working: 'Activăm contul tău…',
  success: 'Contul tău a fost activat!',
  countdown: (s: number) => `Te ducem la autentificare în ${s} ${s === 1 ? 'secundă' : 'secunde'}.`,
  goNow: 'Mergi la autentificare',
  failed: 'Nu am putut activa contul tău',
  failedAdvice:
    'Verifică dacă ai copiat linkul complet din e-mail sau contactează-ne la adresa din pagina de contact. Linkul de activare poate fi folosit o singură dată.',
} as const;

export const resetPassword = {
  title: 'Resetează parola',
  heading: 'Ai uitat parola?',
  intro: 'Scrie adresa de e-mail a contului și îți trimitem un link pentru a alege o parolă nouă.',
  email: 'Adresa de e-mail',
  submit: 'Trimite linkul',
  requested: 'Dacă adresa are un cont, am trimis un link de resetare a parolei.',
  requestFailed: 'Nu am putut procesa cererea ta! Te rugăm să încerci mai târziu.',
  confirmTitle: 'Parolă nouă',
  confirmHeading: 'Alege o parolă nouă',
  password: 'Parola nouă',
  repeatPassword: 'Repetă parola nouă',
  passwordHint: 'Cel puțin 8 caractere.',
  confirmSubmit: 'Salvează parola',
  expired: 'Linkul a expirat! Te rugăm să reiei procesul.',
  expiredShort: 'Linkul a expirat!',
  confirmFailed: 'Nu am putut termina resetarea parolei',
  confirmFailedAdvice: 'Linkul a expirat sau a apărut o eroare. Te rugăm să reiei procesul.',
  restart: 'Cere un link nou',
  backToLogin: 'Înapoi la autentificare',
  checking: 'Verificăm linkul…',
  done: 'Parola a fost schimbată. Te poți autentifica cu parola nouă.',
} as const;

export const gdpr = {
  title: 'Acordul pentru prelucrarea datelor',
  text: 'Pentru a folosi platforma avem nevoie de acordul tău pentru prelucrarea datelor personale, conform Regulamentului (UE) 2016/679 (GDPR). Datele tale sunt folosite doar pentru activitatea corului și a programului și nu sunt transmise altor organizații.',
  policyLink: 'Citește politica de confidențialitate',
  agree: 'Sunt de acord',
  refuse: 'Refuz și ies din cont',
  failed: 'A apărut o eroare în procesarea acordului tău. Te rugăm să încerci mai târziu...',
} as const;

export const toast = {
  close: 'Închide notificarea',
  region: 'Notificări',
} as const;

export const mail = {
  /** Added by queueMail under every mail: no mail text ends with it. */
  signature: 'Echipa programului',
  activationSubject: 'Activează-ți contul',
  activationBody: (name: string, link: string) =>
    `Bună, ${name}!\n\nÎți mulțumim că ți-ai creat cont. Deschide linkul de mai jos pentru a-l activa:\n\n${link}\n\nLinkul poate fi folosit o singură dată și expiră în 72 de ore. Dacă nu tu ai creat contul, ignoră acest mesaj.`,
  resetSubject: 'Resetarea parolei',
  resetBody: (name: string, link: string) =>
    `Bună, ${name}!\n\nAm primit o cerere de resetare a parolei contului tău. Alege o parolă nouă deschizând linkul de mai jos:\n\n${link}\n\nLinkul poate fi folosit o singură dată și expiră într-o oră. Dacă nu tu ai cerut resetarea, ignoră acest mesaj: parola ta rămâne aceeași.`,
} as const;

export const common = {
  loading: 'Se încarcă…',
  previousPage: 'Pagina anterioară',
  nextPage: 'Pagina următoare',
  pageOf: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
  /** A page of a list whose length is not counted to its end. */
  page: (page: number) => `Pagina ${page}`,
  required: 'obligatoriu',
  home: 'Acasă',
  notFoundTitle: 'Pagina nu a fost găsită',
  notFoundText: 'Pagina pe care o cauți nu există sau a fost mutată.',
  backHome: 'Înapoi la prima pagină',
  skipToContent: 'Sari la conținut',
  privacyLink: 'Citește politica de confidențialitate',
} as const;

export const contact = {
  title: 'Contact',
  intro: 'Scrie-ne și îți răspundem cât de curând.',
  name: 'Numele tău',
  email: 'Adresa de e-mail',
  message: 'Mesajul',
  /** An empty field says what to write (issue #23); the e-mail's is validation.emailMissing. */
  nameMissing: 'Scrie numele tău.',
  messageMissing: 'Scrie mesajul.',
  gdpr: 'Sunt de acord ca datele mele să fie folosite pentru a primi un răspuns la acest mesaj.',
  submit: 'Trimite mesajul',
  success: 'Mesajul a fost trimis cu succes',
  failed: 'Mesajul nu a putut fi salvat! Te rugăm să încerci mai târziu.',
  mailSubject: (name: string) => `Mesaj nou de pe site de la ${name}`,
  mailBody: (name: string, email: string, message: string) =>
    `Un vizitator a scris prin formularul de contact al site-ului.\n\nNume: ${name}\nE-mail: ${email}\n\nMesaj:\n${message}\n\nRăspunde direct la adresa vizitatorului.`,
} as const;

export const consent = {
  region: 'Preferințe cookie',
  title: 'Folosim cookie-uri',
  text: 'Cookie-urile esențiale țin site-ul funcțional (de exemplu, autentificarea). Cu acordul tău folosim și cookie-uri de statistică, cu adresa IP anonimizată, ca să înțelegem ce pagini sunt utile. Alegerea ta este păstrată 30 de zile.',
  policyLink: 'Politica de confidențialitate',
  essential: 'Doar esențiale',
  statistics: 'Accept și statistici',
} as const;

export const video = {
  failed: 'Nu am putut încărca videoul',
  dialogTitle: 'Video',
  unsupported: 'Browserul tău nu poate reda acest video.',
} as const;

/** A count with its noun: Romanian numerals take „de” from 20 on (20 de coruri), except 101–119, 201–219…. */
export function countOf(n: number, one: string, few: string): string {
  if (n === 1) return `1 ${one}`;
  const shown = n.toLocaleString('ro-RO');
  return n > 0 && (n % 100 === 0 || n % 100 >= 20) ? `${shown} de ${few}` : `${shown} ${few}`;
}

export const map = {
  listHeading: 'Corurile pe județe',
  mapNote:
    'Harta arată numărul de coruri din fiecare județ. Lista de alături conține aceleași informații și poate fi folosită cu tastatura.',
  attribution: 'Contururi județe: geospatialorg, MIT',
  legend: 'Număr de coruri',
  /** Romanian plural: 1 cor, 2–19 coruri, 20 de coruri (101–119 again without „de”). */
  choirs: (n: number) =>
    n === 1
      ? '1 cor'
      : n > 0 && (n % 100 === 0 || n % 100 >= 20)
        ? `${n} de coruri`
        : `${n} coruri`,
  noChoirs: 'Încă nu există coruri în acest județ.',
  loadFailed: 'Harta nu a putut fi încărcată. Lista corurilor rămâne disponibilă.',
} as const;

export const carousel = {
  roledescription: 'carusel',
  slide: 'diapozitiv',
  slideLabel: (n: number, total: number) => `${n} din ${total}`,
  previous: 'Înapoi',
  next: 'Înainte',
} as const;

export const accountNav = {
  myAccount: 'Contul meu',
  register: 'Cont Nou',
} as const;

export const scrollToTop = {
  label: 'Înapoi sus',
} as const;

export { account } from './messages-account.ts';
export { auditions } from './messages-auditions.ts';
export { campaign } from './messages-campaign.ts';
export { choirProfile } from './messages-choir-profile.ts';
export { choirMail, choirs } from './messages-choirs.ts';
export { consentForm, consentMail, consentPdf, consentWithdraw } from './messages-consent.ts';
export { contentApi } from './messages-content-api.ts';
export { families } from './messages-families.ts';
export { library } from './messages-library.ts';
export { libraryApi } from './messages-library-api.ts';
export { madrigalist } from './messages-madrigalist.ts';
export { members } from './messages-members.ts';
export { ownData } from './messages-own-data.ts';
export { player, plyrLabels } from './messages-player.ts';
export { aboutPage, homePage, newsPage, publicNav } from './messages-public.ts';
export { questionnaire } from './messages-questionnaire.ts';
export { signups } from './messages-signups.ts';
export { workshopSignup } from './messages-workshops.ts';
