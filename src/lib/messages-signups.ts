/**
 * Texts every public sign-up form shares (issue #11): the successes and the failure of document 1
 * §8 and document 2 §8, the bot check, the error summary, the age slider, and the pieces of the
 * team's notification mail. Each form's own texts are in messages-<form>.ts.
 */

export const signups = {
  /** Document 2 §8: the failure of any form's send. */
  failed: 'Formularul nu a putut fi salvat! Te rugăm să încerci mai târziu.',
  /** Document 2 §8, the three successes. */
  signupSaved: 'Înscrierea ta a fost salvată cu succes',
  answersSaved: 'Răspunsurile tale au fost salvate cu succes',
  formSaved: 'Formularul a fost salvat cu succes',
  /** Document 2 §8: the bot check refused (or never solved). */
  captchaFailed:
    'Nu am putut stabili dacă sunteți un bot sau nu. Vă rugăm să încercați mai târziu.',
  /** A send without the page's submission id (a hand-made request, an old page). */
  submissionId: 'Formularul nu a putut fi citit. Reîncarcă pagina și încearcă din nou.',
  submit: 'Trimite',
  /** The error summary at the top of a form after a failed send. */
  summaryHeading: 'Formularul are erori',
  summaryIntro: 'Corectează câmpurile de mai jos, apoi trimite din nou:',
  summaryItem: (label: string, message: string) => `${label}: ${message}`,
  captchaField: 'Verificarea anti-robot',
  /** The age fields: a slider and a number input beside it. */
  ageRange: (min: number, max: number) => `Vârsta trebuie să fie între ${min} și ${max} ani`,
  ageTyped: (label: string) => `${label}, în cifre`,
  ageUnit: 'ani',
  /** Yes and no, for the forms' closed questions. */
  yes: 'Da',
  no: 'Nu',
  /** The team's notification: the form's name, then every answer as 'question: answer'. */
  teamSubject: (form: string, who: string) => `${form}: ${who}`,
  teamIntro: (form: string) => `Un vizitator a completat formularul „${form}” de pe site.`,
  answerLine: (question: string, answer: string) => `${question}\n${answer || '—'}`,
  submissionLine: (id: number, version: number) =>
    `Numărul înregistrării: ${id} (versiunea formularului: ${version})`,
} as const;
