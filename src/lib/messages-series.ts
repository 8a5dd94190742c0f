/** Texts of the events that repeat (issue #28): the form's choices, the scopes, the API's refusals. */

export const series = {
  /** The form, when creating. */
  repeat: 'Se repetă',
  repeatOptions: { none: 'Nu se repetă', weekly: 'Săptămânal', biweekly: 'La două săptămâni' },
  until: 'Până la',
  /** Editing or deleting an occurrence. */
  scope: 'Ce se modifică',
  deleteScope: 'Ce se șterge',
  scopeOptions: { one: 'Doar acest eveniment', following: 'Acesta și următoarele' },
  /** Validation (the form and the API). */
  repeatInvalid: 'Alege Nu se repetă, Săptămânal sau La două săptămâni',
  untilRequired: 'Alege până când se repetă evenimentul',
  untilTooSoon: 'Alege o zi după prima repetare, altfel evenimentul nu se repetă',
  untilTooFar: (days: number) => `Un eveniment se poate repeta cel mult ${days} de zile`,
  tooLongToRepeat:
    'Un eveniment care se repetă trebuie să se încheie înainte de următoarea repetare',
  changedMeanwhile:
    'Seria a fost modificată între timp de altcineva. Închide evenimentul, deschide-l din nou și reîncearcă.',
  scopeInvalid: 'Alege Doar acest eveniment sau Acesta și următoarele',
} as const;
