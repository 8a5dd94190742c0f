/**
 * Romanian texts of 'Datele mele' (issue #26): the page's download, and the README and summary
 * inside the ZIP. Each file of the download has its description here (OWN_DATA_FILES), so the
 * README, the summary and the columns' map (src/server/own-data/personal-columns.ts) name the
 * same files. Part of messages.ts, which re-exports them.
 */

export const OWN_DATA_FILES = {
  'profil.json':
    'Profilul contului: nume, e-mail, data nașterii, gen, telefon, localitate, date ale contului.',
  'sesiuni.json': 'Sesiunile deschise (conectările), fără codurile lor secrete.',
  'coduri-unice.json':
    'Codurile de activare și de resetare a parolei trimise, fără codurile în sine.',
  'apartenente-coruri.json':
    'Corurile din care faci parte sau în care ai cerut să intri, cu rolul tău.',
  'istoric-coruri.json':
    'Istoricul corurilor care te privește: aprobări, plecări, roluri, modificări făcute de tine.',
  'coruri-contact.json': 'Corurile care au adresa ta de e-mail ca adresă de contact.',
  'evenimente-create.json': 'Evenimentele create de tine în calendar.',
  'raspunsuri-calendar.json':
    'Răspunsurile tale la evenimentele din calendar (Particip, Nu particip, Poate).',
  'prezenta.json':
    'Prezența ta la repetiții și concerte, așa cum au marcat-o dirijorii (prezent, absent, absent motivat).',
  'absente.json': 'Absențele anunțate de tine, cu zilele și motivul lor.',
  'partituri-invatate.json': 'Partiturile pe care le-ai marcat „Învăț” sau „Știu”.',
  'calendar-personal.json': 'Calendarul tău personal (iCalendar), fără adresa lui secretă.',
  'mesaje-madrigalisti.json': 'Mesajele tale către madrigaliști.',
  'raspunsuri-madrigalisti.json': 'Răspunsurile primite la mesajele tale către madrigaliști.',
  'notificari.json':
    'Cum alegi să fii anunțat, pe fiecare tip de notificare (e-mail, notificare, amândouă, deloc).',
  'notificari-dispozitive.json':
    'Browserele în care ai pornit notificările: serviciul lor de notificări și când au fost folosite, fără cheile lor.',
  'acorduri.json':
    'Acordurile părinților care te numesc sau pe care le-ai semnat, cu scopurile lor.',
  'acorduri-modificari.json': 'Modificările acestor acorduri: scopuri retrase sau date din nou.',
  'cereri-acord.json': 'Cererile de acord trimise unui părinte pentru un copil.',
  'familie.json': 'Legăturile de familie: părinți și copii, cu datele lor.',
  'preluare-acord.json':
    'Ziua în care, la 16 ani, ai preluat propriul acord și dacă legăturile cu părinții s-au încheiat atunci.',
  'stergere-cont.json':
    'Cererea de ștergere a contului, dacă ai făcut una, și ziua în care a fost cerută.',
  'inscrieri-auditii.json': 'Înscrierile la audiții făcute cu adresa ta de e-mail.',
  'raspunsuri-campanie.json': 'Răspunsurile la campanie date cu adresa ta de e-mail.',
  'inscrieri-ateliere.json': 'Înscrierile la ateliere făcute cu adresa ta de e-mail.',
  'mesaje-contact.json': 'Mesajele trimise prin formularul de contact cu adresa ta de e-mail.',
  'raspunsuri-contact.json': 'Răspunsurile echipei la aceste mesaje.',
  'mailuri.json':
    'E-mailurile trimise ție de platformă: subiectul și data (nu și conținutul, care poate avea linkuri secrete).',
  'jurnal.json':
    'Acțiunile echipei programului asupra contului tău (de exemplu o descărcare a datelor).',
} as const;
export type OwnDataFile = keyof typeof OWN_DATA_FILES;

export const ownData = {
  menuLink: 'Datele mele',
  title: 'Datele mele',
  intro:
    'Poți descărca oricând tot ce păstrează platforma despre tine: o arhivă ZIP cu datele în format JSON, un rezumat ușor de citit, poza de profil și acordurile semnate.',
  downloadTitle: 'Descarcă-ți datele',
  download: 'Descarcă datele mele',
  downloadChild: (name: string) => `Descarcă datele copilului ${name}`,
  childrenTitle: 'Datele copiilor tăi',
  childrenIntro: 'Ca părinte, poți descărca și datele fiecărui copil legat de contul tău.',
  preparing: 'Se pregătește arhiva…',
  progress: (megabytes: string) => `Se descarcă: ${megabytes} MB primiți`,
  done: 'Arhiva a fost descărcată.',
  failed: 'Arhiva nu a putut fi descărcată. Te rugăm să încerci din nou.',
  tooMany: 'Ai descărcat datele de prea multe ori azi. Încearcă din nou mâine.',
  fileName: (date: string) => `datele-mele-${date}`,
};

/** The journal's label of a download (src/lib/messages-staff-journal.ts), who exported whom. */
export const OWN_DATA_ACTIONS = {
  'own-data.export': 'a descărcat datele personale ale contului',
} as const;

/** The README.txt of the ZIP. */
export const ownDataReadme = (generatedAt: string) =>
  [
    'Datele tale din platforma programului de coruri',
    '',
    `Arhivă generată la ${generatedAt}.`,
    '',
    'Ce găsești în arhivă:',
    '- rezumat.html: un rezumat ușor de citit, care se deschide în orice browser;',
    '- fișierele .json: toate datele, în format JSON (o listă de înregistrări pentru fiecare fel de date), pe care le poți muta în alt serviciu;',
    '- avatar: poza ta de profil, dacă ai una;',
    '- acorduri/: acordurile semnate care te numesc, în format PDF, exact cum au fost semnate.',
    '',
    'Fișierele JSON:',
    ...Object.entries(OWN_DATA_FILES).map(([file, what]) => `- ${file}: ${what}`),
    '',
    'Datele altor persoane (de exemplu răspunsurile colegilor) nu sunt incluse. Codurile secrete (parole, linkuri de conectare) nu sunt incluse nici ele.',
    'Pentru întrebări despre datele tale, scrie echipei programului prin formularul de contact al site-ului.',
    '',
  ].join('\r\n');

/** The summary page of the ZIP (rezumat.html). */
export const ownDataSummary = {
  title: (name: string) => `Datele păstrate despre ${name}`,
  generated: (when: string) => `Generat la ${when}.`,
  profile: 'Profil',
  fields: {
    email: 'E-mail',
    first_name: 'Prenume',
    last_name: 'Nume',
    birth_date: 'Data nașterii',
    sex: 'Gen',
    phone: 'Telefon',
    county: 'Județ',
    city: 'Localitate',
    created_at: 'Cont creat la',
    activated_at: 'Cont activat la',
    gdpr_agreed_at: 'Acord GDPR dat la',
    last_login_at: 'Ultima conectare',
  },
  choirs: 'Coruri',
  conductor: 'dirijor',
  singer: 'corist',
  waiting: 'cerere în așteptare',
  family: 'Familie',
  parentOf: (name: string) => `părinte al copilului ${name}`,
  childOf: (name: string) => `copil al părintelui ${name}`,
  linkWaiting: 'neconfirmată',
  linkEnded: 'încheiată',
  consents: 'Acorduri semnate',
  consent: (id: number, signedAt: string, child: string) =>
    `Acordul nr. ${id} pentru ${child}, semnat la ${signedAt}`,
  withdrawn: 'retras',
  files: 'Fișierele arhivei',
  file: 'Fișier',
  what: 'Ce conține',
  count: 'Înregistrări',
  none: 'Nimic.',
};
