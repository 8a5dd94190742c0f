/** Texts of events: the create-event rules (document 1 §5) and the answers. */
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
} as const;

/** How each answer reads (the sign-up modal, the conductor's list). */
export const EVENT_ANSWERS = { yes: 'Particip', no: 'Nu particip', maybe: 'Poate' } as const;
