/**
 * The rules between a parent and a child (issue #25): the choir's mails a managed child receives
 * through their parents, and a child of 16 taking over their own consent and account.
 */

/** A choir's mail to a child without an address, as each linked parent receives it. */
export const parentCopyMail = {
  subject: (child: string, subject: string) => `Pentru ${child}: ${subject}`,
  intro: (parent: string, child: string) =>
    `Bună ${parent},\n\nMesajul de mai jos este pentru ${child}, care nu are o adresă de e-mail proprie în platformă: vi-l trimitem dumneavoastră, ca părinte legat de contul copilului.\n\n———\n\n`,
} as const;

/** The modal of a linked child at the first login on or after the 16th birthday. */
export const takeoverModal = {
  title: 'Ai 16 ani: acordul este acum al tău',
  intro:
    'De la 16 ani nu mai este nevoie de acordul unui părinte ca să folosim datele tale în cor: hotărăști tu. Confirmă că preiei acordul și contul tău.',
  parentsIntro: (names: string) =>
    `Contul tău este legat de: ${names}. Poți păstra legătura (părinții văd în continuare corurile și calendarul tău) sau o poți încheia acum.`,
  keepLinks: 'Păstrez legătura cu părinții',
  endLinks: 'Închei legătura cu părinții',
  linksChoice: 'Legătura cu părinții',
  chooseLinks: 'Alege dacă păstrezi sau închei legătura cu părinții.',
  confirm: 'Preiau acordul',
  later: 'Mai târziu',
  done: 'De acum acordul este al tău.',
  doneEnded: 'De acum acordul este al tău, iar legătura cu părinții s-a încheiat.',
  notDue:
    'Contul tău nu are de preluat un acord: preluarea este pentru un copil legat de un părinte, de la 16 ani.',
} as const;

/** The mail to each linked parent when the child takes over. */
export const takeoverMail = {
  subject: (child: string) => `${child} a preluat propriul acord`,
  body: (parent: string, child: string, ended: boolean) =>
    `Bună ${parent},\n\n${child} are 16 ani și a preluat pe platforma Vocile Copiilor acordul pentru datele proprii: acordul dumneavoastră nu mai este necesar.${ended ? '\n\nTotodată a încheiat legătura dintre contul dumneavoastră și contul său.' : '\n\nLegătura dintre conturi rămâne: vedeți în continuare corurile și calendarul copilului, dar nu mai schimbați în numele lui acordul sau datele contului.'}`,
} as const;

/** What a parent may no longer do for a linked child who took over (16 or older). */
export const parentOfTeen = {
  refused:
    'Copilul are 16 ani și a preluat propriul cont: această acțiune o face acum doar el, din contul său.',
} as const;
