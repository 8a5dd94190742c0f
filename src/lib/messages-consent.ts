/**
 * Texts of the parental consent form (/formular-gdpr, 'Acord prelucrare date', document 2 §3, §5,
 * §8): the form and its signature pad, the signed PDF, the two mails and the withdrawal page.
 * The ten agreements themselves are in consent-agreements.ts (the form, the API and the PDF).
 */

export const consentForm = {
  /** The form's name in the team's notification (spec §2). */
  formName: 'Acord prelucrare date',
  heading: 'Completează acordul',
  parentSection: 'Datele părintelui sau ale tutorelui',
  childSection: 'Datele copilului',
  agreementsSection: 'Acordurile',
  agreementsIntro:
    'Bifează fiecare acord. Toate zece sunt necesare pentru ca acel copil să participe.',
  signatureSection: 'Semnătura',
  name: 'Numele și prenumele părintelui sau tutorelui',
  phone: 'Telefon',
  phoneHint: '10 cifre, de exemplu 0722 123 456',
  email: 'Adresa de e-mail',
  emailHint: 'Aici primești documentul semnat și linkul prin care poți retrage acordul.',
  childName: 'Numele și prenumele copilului',
  choirName: 'Corul copilului',
  date: 'Data',
  submit: 'Semnează și trimite',
  /** The signature pad. */
  padLabel: 'Semnează cu degetul sau cu mouse-ul în chenarul de mai jos.',
  padCanvas: 'Chenar pentru semnătură',
  padEmpty: 'Chenarul este gol.',
  padSigned: 'Ai semnat în chenar.',
  clearSignature: 'Șterge semnătura',
  typeInstead: 'Nu pot desena: scriu numele ca semnătură',
  drawInstead: 'Semnez desenând',
  typedLabel: 'Scrie numele tău complet ca semnătură',
  typedHint: 'Numele scris aici ține loc de semnătură și apare în documentul semnat.',
  signatureRequired: 'Semnătura dvs. este necesară',
  /** A required field left empty says what to write (issue #23). */
  nameMissing: 'Scrie numele și prenumele părintelui sau tutorelui.',
  childNameMissing: 'Scrie numele și prenumele copilului.',
  choirNameMissing: 'Scrie numele corului în care cântă copilul.',
  signatureInvalid: 'Semnătura nu a putut fi citită. Te rugăm să semnezi din nou.',
  /** Spec §5: the toast of a failed send (besides the error summary). */
  incompleteTitle: 'Formular incomplet',
  incompleteText: 'Te rugăm rezolvă erorile din formular.',
  /** Spec §8. */
  success: 'Formularul a fost salvat cu succes',
  /** Under the success: where the signed PDF went (issue #23). */
  successMailed: (email: string) =>
    `Ți-am trimis documentul semnat (PDF) pe e-mail, la adresa ${email}, împreună cu linkul prin care poți retrage acordul. Dacă nu îl găsești în câteva minute, caută și în dosarul Spam.`,
  dateInFuture: 'Data nu poate fi în viitor',
} as const;

/** The signed PDF (its texts are in Romanian too: the parent keeps it). */
export const consentPdf = {
  title: 'Acord pentru prelucrarea datelor personale',
  subtitle: 'Programul național de coruri de copii',
  answers: 'Date completate',
  parent: 'Părinte sau tutore',
  phone: 'Telefon',
  email: 'E-mail',
  child: 'Copil',
  choir: 'Cor',
  date: 'Data',
  agreements: 'Acordurile date (toate bifate)',
  signature: 'Semnătura',
  document: 'Documentul semnat',
  typedSignature: 'Semnătură: nume scris de părinte',
  signedAt: (when: string) => `Semnat electronic la ${when} (ora României).`,
  validity: (years: number) =>
    `Acordul este valabil ${years} ani de la semnare sau până la retragerea lui.`,
  reference: 'Referința documentului',
  version: (n: number) => `Versiunea formularului: ${n}`,
  author: 'Programul național de coruri de copii',
  filename: (id: number) => `acord-prelucrare-date-${id}.pdf`,
} as const;

/** The two mails: the parent's (with the PDF and the withdrawal link), the team's (without the PDF). */
export const consentMail = {
  /** No child's name in the subject: subjects show on lock screens and in mail logs. */
  parentSubject: 'Acordul tău pentru prelucrarea datelor a fost semnat',
  parentBody: (name: string, child: string, years: number, link: string) =>
    `Bună ziua, ${name},\n\nAi semnat acordul pentru prelucrarea datelor copilului ${child} în programul național de coruri de copii. Documentul semnat este atașat acestui mesaj.\n\nAcordul este valabil ${years} ani sau până îl retragi. Îl poți retrage oricând, deschizând acest link privat (nu îl trimite altcuiva):\n${link}`,
  /** The team's notification (src/server/signups/team-mail.ts) ends with where the PDF is. */
  teamPdfNote: (link: string) =>
    `Documentul semnat nu este trimis echipei prin e-mail. Îl descarci de aici, intrat în contul tău de echipă: ${link}`,
} as const;

/** /formular-gdpr/retragere/{token}: the confirmation, then the result. */
export const consentWithdraw = {
  title: 'Retragerea acordului',
  heading: 'Retragi acordul de prelucrare a datelor?',
  intro:
    'După retragere, programul nu mai folosește fotografiile, înregistrările și datele copilului pentru activități noi. Ce s-a făcut înainte de retragere rămâne valabil.',
  confirm: 'Da, retrag acordul',
  checking: 'Se verifică linkul…',
  done: 'Acordul a fost retras',
  doneText: (when: string) => `Am înregistrat retragerea acordului la ${when}.`,
  already: 'Acordul a fost deja retras',
  alreadyText: (when: string) =>
    `Retragerea a fost înregistrată la ${when}. Nu mai trebuie să faci nimic.`,
  invalid: 'Linkul nu este valid',
  invalidText:
    'Verifică dacă ai copiat linkul întreg din mesaj. Dacă problema continuă, scrie-ne la adresa din subsolul paginii.',
  failed: 'Retragerea nu a putut fi înregistrată! Te rugăm să încerci mai târziu.',
  tokenRequired: 'Linkul nu este valid.',
} as const;
