/** Texts of events: the create-event rules (document 1 §5), the answers, the API's refusals, the mail. */
import { capitalized, choirPhrase } from './phrase.ts';

export { validation } from './messages.ts';

export const events = {
  time: 'Ora nu este validă',
  timeStep: 'Alege o oră din 15 în 15 minute',
  type: 'Alege un tip de eveniment',
  choir: 'Corul ales nu este valid',
  startInPast: 'Data de început nu poate fi în trecut',
  endBeforeStart: 'Sfârșitul nu poate fi înaintea începutului',
  tooLong: (days: number) => `Un eveniment poate dura cel mult ${days} de zile`,
  answer: 'Alege Particip, Nu particip sau Poate',
  /** GET /api/event/: the window asked for. */
  windowEnd: 'Sfârșitul intervalului nu poate fi înaintea începutului',
  windowTooLong: (days: number) => `Poți cere evenimentele a cel mult ${days} de zile odată`,
  /** PATCH with another `cor`: an event stays in its choir. */
  choirFixed: 'Evenimentul nu poate fi mutat la alt cor',
  started: 'Evenimentul a început deja și nu mai poate fi modificat. Îl poți șterge.',
  answersFrozen:
    'Evenimentul s-a încheiat: răspunsurile nu mai pot fi schimbate, ele arată cine a participat.',
  alreadyNotified:
    'Membrii corului au fost deja anunțați despre acest eveniment. Îi poți anunța din nou după ce îl modifici.',
  globalNotNotified:
    'Evenimentele programului nu se anunță prin e-mail: fiecare cor le vede în calendarul său.',
  /** GET /api/event/{id}/answers/ of a global event names the choir whose members are listed. */
  choirRequired: 'Alege corul ai cărui membri vrei să-i vezi',
} as const;

/** How each answer reads (the sign-up modal, the conductor's list). */
export const EVENT_ANSWERS = { yes: 'Particip', no: 'Nu particip', maybe: 'Poate' } as const;

/** The mail of POST /api/event/{id}/notify/ (the mailer adds the signature). */
export const eventMail = {
  subject: (choir: string, title: string, when: string) => `${choir}: ${title}, ${when}`,
  body: (p: {
    name: string;
    choir: string;
    title: string;
    type: string;
    when: string;
    location: string;
    description: string;
    link: string;
    /** The answer links, one line each (eventAnswerLink.mailAnswer). */
    answerLinks: string[];
    /** 'Răspunde până la: …' (issue #28); absent or '' without a deadline. */
    answerBy?: string;
  }) =>
    `Bună, ${p.name}!\n\n${capitalized(choirPhrase(p.choir))} te anunță despre un eveniment:\n\n${p.title}\nTip: ${p.type}\nCând: ${p.when}\nUnde: ${p.location}\n\n${p.description}\n\nSpune-ne dacă participi${p.answerBy ? ` (${p.answerBy.charAt(0).toLowerCase()}${p.answerBy.slice(1)})` : ''}. ${eventAnswerLink.mailIntro}\n${p.answerLinks.join('\n')}\n\n${eventAnswerLink.mailAccount}\n${p.link}`,
} as const;

/** The members' calendar feed (.ics), as calendar applications show it. */
export const eventFeed = {
  /** X-WR-CALNAME */
  name: (site: string) => `${site}: evenimentele corului`,
} as const;

/**
 * The answer links of the announcement mail and their page, /cont/raspuns-eveniment (issue #23):
 * no login, so the page names the member by first name only.
 */
export const eventAnswerLink = {
  /** The mail's lines, one link per answer. */
  mailIntro: 'Răspunde cu un clic, fără să intri în cont:',
  mailAnswer: (answer: string, link: string) => `${answer}: ${link}`,
  mailAccount: 'Sau deschide evenimentul în cont, unde poți lăsa și o notă dirijorului:',
  /** In the conductor's preview of the mail, instead of a member's own link. */
  previewLink: '[linkul personal al fiecărui membru]',
  title: 'Răspunsul tău la eveniment',
  checking: 'Se verifică linkul…',
  saving: 'Se salvează răspunsul…',
  greeting: (firstName: string) => `Bună, ${firstName}!`,
  recorded: (answer: string) => `Am înregistrat răspunsul tău: ${answer}.`,
  current: (answer: string) => `Răspunsul tău de acum: ${answer}.`,
  none: 'Nu ai răspuns încă.',
  change: 'Vrei alt răspuns? Alege-l mai jos.',
  choices: 'Răspunsul tău',
  saveFailed: 'Nu am putut salva răspunsul. Încearcă din nou peste câteva momente.',
  account: 'Deschide evenimentul în cont',
  /** The API's refusals, shown by the page as they come. */
  invalid:
    'Linkul nu este valid. Verifică să fi copiat tot linkul din e-mail sau răspunde din contul tău.',
  expired:
    'Linkul a expirat: evenimentul a început. Răspunsul se mai poate schimba din cont până la sfârșitul evenimentului.',
  notMember:
    'Linkul nu mai poate fi folosit: nu mai ești membru aprobat al corului acestui eveniment.',
  eventGone: 'Evenimentul nu mai există: a fost șters de dirijor.',
} as const;
