/**
 * The back office's reports (issue #12): the programme's figures, their Romanian names, and the
 * query the report reads (`?from=&to=`, the days of the sign-ups counted). Export has no action
 * of its own: it is recorded as every list's ('list.export', src/server/staff/export.ts).
 */
import type * as v from 'valibot';
import { queryDayRange } from '../schemas/query.ts';

/** The figures counted per county (the table's columns, the map's choices, the export's columns). */
export const COUNTY_FIGURES = [
  'confirmed_choirs',
  'waiting_choirs',
  'members',
  'people',
  'conductors',
  'accounts',
  'campaign',
] as const;
export type CountyFigure = (typeof COUNTY_FIGURES)[number];

/** The sign-up forms without a county: counted in total only. */
export const TOTAL_ONLY_FIGURES = [
  'auditions',
  'questionnaire',
  'workshops',
  'consents_valid',
] as const;
export type Figure = CountyFigure | (typeof TOTAL_ONLY_FIGURES)[number];
export const FIGURES: readonly Figure[] = [...COUNTY_FIGURES, ...TOTAL_ONLY_FIGURES];

/** The figures a date range applies to (the others are the state of today). */
export const DATED_FIGURES: readonly Figure[] = [
  'campaign',
  'auditions',
  'questionnaire',
  'workshops',
  'consents_valid',
];

export const figureLabels: Record<Figure, string> = {
  confirmed_choirs: 'Coruri confirmate',
  waiting_choirs: 'Coruri în așteptare',
  members: 'Membri',
  people: 'Persoane',
  conductors: 'Dirijori',
  accounts: 'Conturi',
  campaign: 'Campania „DA pentru ora de muzică”',
  auditions: 'Preselecții',
  questionnaire: 'Chestionarul „Muzica pentru toți”',
  workshops: 'Înscrieri la ateliere',
  consents_valid: 'Consimțăminte valabile',
};

/** What each figure counts, under its number. */
export const figureHints: Record<Figure, string> = {
  confirmed_choirs: 'Confirmate de echipă: cele de pe harta publică.',
  waiting_choirs: 'Așteaptă confirmarea echipei.',
  members: 'Înscrieri aprobate în corurile confirmate (dirijorii inclusiv).',
  people: 'Membrii numărați o singură dată, oricâte coruri ar avea.',
  conductors: 'Persoane care dirijează cel puțin un cor confirmat.',
  accounts: 'Conturi activate (fără echipa programului), după județul din profil.',
  campaign: 'Răspunsuri la chestionarul campaniei, după județul ales.',
  auditions: 'Înscrieri la preselecții.',
  questionnaire: 'Chestionare completate de dirijori.',
  workshops: 'Înscrieri trimise de pe pagina atelierelor.',
  consents_valid: 'Semnate, neretrase și neexpirate.',
};

/** `?from=&to=`: days as YYYY-MM-DD, in Bucharest's time, both included; either may be left out. */
export const reportQuerySchema = queryDayRange(
  'Data de sfârșit nu poate fi înaintea celei de început.',
);
export type ReportQuery = v.InferOutput<typeof reportQuerySchema>;

export const reports = {
  intro:
    'Cifrele programului de azi, pe țară și pe județe. Harta corurilor de pe site numără tot corurile confirmate, cu cifrele de la ultima publicare a site-ului.',
  totalsHeading: 'Pe toată țara',
  signupsHeading: 'Înscrieri prin formularele publice',
  countiesHeading: 'Pe județe',
  tableCaption: 'Cifrele programului pe județe',
  code: 'Cod',
  county: 'Județul',
  total: 'Total',
  totalsNote:
    'Totalul persoanelor și al dirijorilor numără fiecare om o dată: suma județelor poate fi mai mare când cineva are coruri în mai multe județe. Conturile fără județ în profil intră doar în total.',
  period: 'Perioada înscrierilor',
  from: 'De la',
  to: 'Până la',
  apply: 'Aplică',
  clearPeriod: 'Toată perioada',
  periodAll: 'Înscrieri din toată perioada.',
  periodOf: (from?: string, to?: string) =>
    from && to
      ? `Înscrieri din ${from} – ${to}.`
      : from
        ? `Înscrieri începând cu ${from}.`
        : `Înscrieri până la ${to}.`,
  mapHeading: 'Harta județelor',
  mapFigure: 'Cifra de pe hartă',
  mapNote:
    'Harta este doar vizuală; aceleași cifre sunt în tabelul de mai jos, pe care îl poți ordona după orice coloană.',
  mapFailed: 'Harta nu a putut fi încărcată. Cifrele sunt în tabelul de mai jos.',
  loadFailed: 'Raportul nu a putut fi încărcat. Încearcă din nou.',
  loading: 'Se încarcă raportul…',
  exportHeading: 'Exportă tabelul pe județe',
  exportList: 'Raport pe județe',
  exportFile: 'raport-judete',
  countyFigure: (county: string, label: string, n: number) => `${county} — ${label}: ${n}`,
  legendOf: (label: string) => `Legenda (${label})`,
} as const;
