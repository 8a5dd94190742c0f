/**
 * Texts of the back office's reports (issue #12): the programme's figures' Romanian names and what
 * each counts, and the page /cont/administrare/rapoarte. Export has no action of its own: it is
 * recorded as every list's ('list.export', src/server/staff/export.ts).
 */
import type { Figure } from './api/staff-reports.ts';

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
  badRange: 'Data de sfârșit nu poate fi înaintea celei de început.',
  exportHeading: 'Exportă tabelul pe județe',
  exportList: 'Raport pe județe',
  exportFile: 'raport-judete',
  countyFigure: (county: string, label: string, n: number) => `${county} — ${label}: ${n}`,
  legendOf: (label: string) => `Legenda (${label})`,
} as const;
