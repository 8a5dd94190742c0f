/**
 * Texts of attendance figures (issue #28): the member's own box, the conductor's figures on
 * /cont/prezenta/ without an event, the back office's attendance report, and the period's rules.
 */
import { ATTENDANCE_FIGURES_MAX_DAYS } from './limits.ts';

export const figuresRules = {
  endBeforeStart: 'Ultima zi nu poate fi înaintea primei zile',
  tooLong: `Perioada poate cuprinde cel mult ${ATTENDANCE_FIGURES_MAX_DAYS} de zile`,
} as const;

/** Shared by every figures view. */
export const figures = {
  from: 'Prima zi',
  to: 'Ultima zi (inclusiv)',
  apply: 'Arată',
  period: 'Perioada',
  periodOf: (from: string, to: string) => `De la ${from} până la ${to}`,
  present: 'Prezent',
  absent: 'Absent',
  excused: 'Motivat',
  unmarked: 'Nemarcat',
  rate: 'Prezență',
  /** A rate in percent, or a dash when nothing was counted. */
  rateOf: (rate: number | null) =>
    rate === null ? '–' : `${rate.toLocaleString('ro-RO', { maximumFractionDigits: 1 })}%`,
  week: 'Săptămâna',
  weekOf: (day: string) => `Săpt. ${day}`,
  plotTitle: 'Prezența săptămână de săptămână',
  plotNote: 'Graficul arată procentul de prezență; tabelul de mai jos are aceleași cifre.',
  tableOfPlot: 'Cifrele graficului',
  noData: 'Nu există prezențe înregistrate în această perioadă.',
  loading: 'Se încarcă cifrele…',
  loadFailed: 'Cifrele nu au putut fi încărcate.',
  retry: 'Încearcă din nou',
  rule: 'Se numără evenimentele la care dirijorul a luat prezența; cine nu a fost bifat păstrează marcajul după răspuns (Particip: prezent, Nu particip sau absență anunțată: motivat).',
} as const;

export const ownFigures = {
  title: 'Prezența mea',
  intro: (days: number) => `Ultimele ${days} de zile.`,
  rehearsals: 'La repetiții',
  all: 'La toate evenimentele',
  none: 'Nu ai încă prezențe înregistrate.',
  summary: (present: number, total: number) => `${present} din ${total}`,
} as const;

export const choirFigures = {
  heading: 'Prezența corului',
  dashboardIntro: 'Prezența pe membri și pe voci, săptămână de săptămână.',
  dashboardLink: 'Vezi prezența corului',
  events: (n: number) =>
    n === 1 ? '1 eveniment cu prezența luată' : `${n} evenimente cu prezența luată`,
  partsHeading: 'Pe voci',
  membersHeading: 'Pe membri',
  part: 'Voce',
  member: 'Membru',
  noVoice: 'Fără voce',
} as const;

export const nationalFigures = {
  heading: 'Prezența la repetiții',
  intro:
    'Copiii care au cântat la repetițiile corurilor, pe județe și la nivel național, pe luni întregi. Implicit: luna trecută.',
  children: 'Copii prezenți',
  childrenHint: 'cel puțin o dată în perioadă',
  rehearsals: 'Repetiții',
  choirs: 'Coruri',
  monthly: 'Prezența lună de lună',
  month: 'Luna',
  county: 'Județ',
  total: 'Total național',
  tableCaption: 'Prezența la repetiții pe județe',
  mapNote:
    'Harta colorează județele după procentul de prezență; tabelul de mai jos are aceleași cifre.',
  legend: 'Prezență (%)',
  exportHeading: 'Exportă pentru finanțatori',
  exportList: 'Prezența la repetiții',
  exportFile: 'prezenta-repetitii',
  code: 'Cod',
} as const;
