/**
 * The ten agreements of the parental consent form (/formular-gdpr, document 2 §3 and §5), written
 * once: the form shows them beside agree1…agree10, the API requires every one, and the signed PDF
 * prints them word for word. A change of any text is a new CONSENT_FORM_VERSION
 * (src/lib/schemas/consent.ts), so each stored consent still names the texts its parent signed.
 */

export interface ConsentAgreement {
  /** The form field: 'agree1' … 'agree10'. */
  field: `agree${number}`;
  /** What the agreement is about, in a few words (the PDF's and the summary's label). */
  title: string;
  /** The full sentence the parent agrees to. */
  text: string;
}

export const CONSENT_AGREEMENTS = [
  {
    field: 'agree1',
    title: 'Datele copilului',
    text: 'Sunt de acord ca programul să prelucreze numele și prenumele copilului, vârsta, școala și corul din care face parte, pentru a-l înscrie și a-l ține în evidența corului.',
  },
  {
    field: 'agree2',
    title: 'Datele mele de contact',
    text: 'Sunt de acord ca programul să prelucreze numele, telefonul și adresa mea de e-mail, pentru a mă anunța despre repetiții, concerte, ateliere și orice schimbare care îl privește pe copil.',
  },
  {
    field: 'agree3',
    title: 'Scopul prelucrării',
    text: 'Înțeleg că datele sunt folosite numai pentru activitățile programului național de coruri de copii (repetiții, ateliere, concerte, festivaluri, rapoarte către finanțatori) și nu sunt vândute sau date altor persoane în scop comercial.',
  },
  {
    field: 'agree4',
    title: 'Fotografii și înregistrări video',
    text: 'Sunt de acord ca echipa programului să fotografieze și să filmeze copilul în timpul repetițiilor, atelierelor și concertelor.',
  },
  {
    field: 'agree5',
    title: 'Publicarea imaginilor',
    text: 'Sunt de acord ca fotografiile și înregistrările în care apare copilul să fie publicate pe site-ul programului, pe rețelele lui sociale și în materialele de prezentare, fără a fi însoțite de datele lui de contact.',
  },
  {
    field: 'agree6',
    title: 'Înregistrări audio',
    text: 'Sunt de acord ca vocea copilului să fie înregistrată în interpretările corului și ca aceste înregistrări să fie difuzate public ca parte a programului.',
  },
  {
    field: 'agree7',
    title: 'Partenerii programului',
    text: 'Sunt de acord ca numele copilului și corul lui să fie comunicate, numai cât este necesar, școlilor, organizatorilor de concerte și partenerilor care găzduiesc activitățile programului.',
  },
  {
    field: 'agree8',
    title: 'Păstrarea datelor',
    text: 'Înțeleg că acordul este valabil 7 ani de la semnare sau până îl retrag, iar după 7 ani documentul semnat este șters. Dacă îl retrag mai devreme, datele nu mai sunt folosite pentru activități noi.',
  },
  {
    field: 'agree9',
    title: 'Dreptul de retragere',
    text: 'Înțeleg că pot retrage oricând acest acord, fără nicio justificare, prin linkul primit pe e-mail sau scriind echipei programului, și că retragerea nu afectează prelucrarea făcută înainte de ea.',
  },
  {
    field: 'agree10',
    title: 'Drepturile mele și calitatea de părinte',
    text: 'Declar că sunt părintele sau tutorele legal al copilului și că știu că am dreptul să cer accesul la date, corectarea sau ștergerea lor și să mă plâng Autorității Naționale de Supraveghere a Prelucrării Datelor cu Caracter Personal.',
  },
] as const satisfies readonly ConsentAgreement[];

export type ConsentAgreementField = (typeof CONSENT_AGREEMENTS)[number]['field'];
