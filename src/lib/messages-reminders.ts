/**
 * Texts of the answer deadlines and reminders (issue #28): the form's 'Răspunde până la', the
 * reminder (by mail now, by push later: one text, src/server/reminders/message.ts), the
 * conductors' summary the day before a rehearsal, the reminder sent by hand and 'Mă socotiți
 * prezent dacă nu răspund'.
 */
import { REMIND_BY_HAND_GAP_HOURS } from './limits.ts';
import { capitalized, choirPhrase } from './phrase.ts';

export const reminders = {
  /** The event form (and the series form). */
  answerBy: 'Răspunde până la',
  answerByHint: 'Opțional. Membrii care nu au răspuns primesc o reamintire înainte de această zi.',
  answerByNotBeforeStart: 'Termenul de răspuns trebuie să fie înaintea zilei evenimentului',
  /** The event's details and the mails: 'Răspunde până la: joi, 3 decembrie 2026'. */
  answerByLine: (day: string) => `Răspunde până la: ${day}`,
  lateAnswersTaken: 'Un răspuns dat după termen este luat în seamă.',

  /** The reminder: its title (the mail's subject, the push's title) and its short body. */
  title: (title: string, when: string) => `Reamintire: ${title}, ${when}`,
  body: (p: { choir: string; title: string; when: string; answerBy: string | null }) =>
    `${capitalized(choirPhrase(p.choir))} așteaptă răspunsul tău pentru „${p.title}” (${p.when}).${
      p.answerBy ? ` Răspunde până la ${p.answerBy}.` : ''
    }`,
  /** The mail around the body: greeting, answer links, the event in the account. */
  mailGreeting: (name: string) => `Bună, ${name}!`,
  mailMaybe: 'Ai răspuns „Poate”: spune-ne, dacă poți, ce ai hotărât.',

  /** The conductors' summary, the day before a rehearsal. */
  summarySubject: (title: string, when: string) => `Cine vine mâine: ${title}, ${when}`,
  summaryIntro: (name: string, title: string, when: string) =>
    `Bună, ${name}!\n\nCine este așteptat la „${title}” (${when}), pe voci:`,
  summaryPart: (part: string, counts: string) => `${part}: ${counts}`,
  summaryCounts: (c: { yes: number; byDefault: number; maybe: number; none: number; no: number }) =>
    `${c.yes + c.byDefault} participă (din care ${c.byDefault} implicit), ${c.maybe} poate, ${c.none} fără răspuns, ${c.no} nu participă`,
  summaryNoPart: 'Fără voce',
  summaryLink: 'Lista completă, în cont:',

  /** The reminder by hand: the route's refusals and the conductor's dialog. */
  notAnnouncedYet: 'Anunță întâi corul: reamintirea se trimite după anunț.',
  remindedLately: (at: string) =>
    `Ai trimis deja o reamintire (${at}). Poți trimite următoarea după ${REMIND_BY_HAND_GAP_HOURS} de ore, ca membrii să nu primească prea multe e-mailuri.`,
  startedNoReminder: 'Evenimentul a început: nu mai are rost o reamintire.',
  remind: 'Trimite o reamintire',
  remindHeading: 'Reamintirea pe care o vor primi',
  remindRecipients: (n: number) =>
    n === 0
      ? 'Toți membrii au răspuns: nu are cine primi reamintirea.'
      : n === 1
        ? 'O primește 1 membru care nu a răspuns sau a răspuns „Poate”:'
        : `O primesc ${n} membri care nu au răspuns sau au răspuns „Poate”:`,
  remindSend: (n: number) => `Trimite reamintirea (${n})`,
  reminded: (n: number) =>
    n === 1
      ? 'Reamintirea a fost trimisă unui membru.'
      : `Reamintirea a fost trimisă la ${n} membri.`,
  remindFailed: 'Reamintirea nu a putut fi trimisă. Încearcă din nou peste câteva momente.',

  /** 'Mă socotiți prezent dacă nu răspund' on the Evenimente page. */
  countedPresent: 'Mă socotiți prezent dacă nu răspund',
  countedPresentChild: (name: string) => `Socotiți-l/o pe ${name} prezent(ă) dacă nu răspunde`,
  countedPresentInvalid: 'Alege da sau nu',
  countedPresentHint:
    'Unde nu ai răspuns, dirijorul te vede la „Particip” (implicit) și nu primești reamintiri.',
  countedPresentSaved: (on: boolean) =>
    on
      ? 'De acum ești socotit prezent unde nu răspunzi.'
      : 'De acum răspunzi la fiecare eveniment.',
  countedPresentFailed: 'Alegerea nu a putut fi salvată. Încearcă din nou.',
  /** The conductor's list and the member's own answer. */
  byDefault: 'Particip (implicit)',
  byDefaultMark: 'implicit',
} as const;
