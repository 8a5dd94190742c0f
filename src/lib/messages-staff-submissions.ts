/**
 * Texts of the back office's sign-ups and consents (/cont/administrare/inscrieri and
 * GET /api/staff/submissions/<form>/): the columns of each form's list, the page's words, the
 * labels of a submission's fields that the forms' own texts do not have.
 */
import type { ConsentState, SubmissionForm } from './api/staff-submissions.ts';
import { CONSENT_VALID_YEARS } from './limits.ts';

/** The journal's labels of this area's actions (merged in src/lib/messages-staff-journal.ts). */
export const SUBMISSIONS_ACTIONS = {
  'consent.pdf': 'a deschis PDF-ul semnat al consimțământului',
};

/** The columns of each form's list: the keys of a list row (besides id and created_at). */
export const SUBMISSION_COLUMNS: Record<SubmissionForm, { key: string; label: string }[]> = {
  auditions: [
    { key: 'name', label: 'Numele' },
    { key: 'age', label: 'Vârsta' },
    { key: 'category', label: 'Pentru' },
    { key: 'email', label: 'E-mail' },
    { key: 'phone', label: 'Telefon' },
  ],
  campaign: [
    { key: 'name', label: 'Numele' },
    { key: 'county', label: 'Județul' },
    { key: 'area', label: 'Mediul' },
    { key: 'email', label: 'E-mail' },
  ],
  questionnaire: [
    { key: 'age', label: 'Vârsta' },
    { key: 'area', label: 'Mediul' },
    { key: 'experience', label: 'Dirijor de' },
    { key: 'open', label: 'Răspunsuri libere' },
  ],
  workshops: [
    { key: 'name', label: 'Participantul' },
    { key: 'age', label: 'Vârsta' },
    { key: 'workshops', label: 'Atelierele' },
    { key: 'email', label: 'E-mail' },
    { key: 'phone', label: 'Telefon' },
  ],
  consents: [
    { key: 'child_name', label: 'Copilul' },
    { key: 'name', label: 'Părintele' },
    { key: 'choir_name', label: 'Corul' },
    { key: 'email', label: 'E-mail' },
    { key: 'state_label', label: 'Starea' },
  ],
};

export const submissions = {
  title: 'Înscrieri și consimțăminte',
  tabsLabel: 'Formularele',
  forms: {
    auditions: 'Audiții',
    campaign: 'Campanie',
    questionnaire: 'Chestionar',
    workshops: 'Ateliere',
    consents: 'Consimțăminte',
  } satisfies Record<SubmissionForm, string>,
  /** The sheet's and the export's name of each list. */
  lists: {
    auditions: 'Înscrieri la audiții',
    campaign: 'Răspunsuri la campanie',
    questionnaire: 'Răspunsuri la chestionar',
    workshops: 'Înscrieri la ateliere',
    consents: 'Consimțăminte',
  } satisfies Record<SubmissionForm, string>,
  states: {
    valid: 'Valabil',
    withdrawn: 'Retras',
    expired: 'Expirat',
  } satisfies Record<ConsentState, string>,
  stateHint: `Un consimțământ este valabil ${CONSENT_VALID_YEARS} ani de la semnare, dacă părintele nu l-a retras.`,
  allStates: 'Toate stările',
  state: 'Starea',
  searchLabel: 'Caută după nume sau e-mail',
  searchQuestionnaire: 'Caută în răspunsurile libere',
  from: 'De la data',
  to: 'Până la data',
  workshop: 'Atelierul',
  allWorkshops: 'Toate atelierele',
  category: 'Categoria',
  allCategories: 'Toate categoriile',
  date: 'Data',
  /** The title of one submission's modal, by form. */
  detailTitles: {
    auditions: 'Înscrierea la audiții',
    campaign: 'Răspunsul la campanie',
    questionnaire: 'Chestionarul',
    workshops: 'Înscrierea la ateliere',
    consents: 'Consimțământul',
  } satisfies Record<SubmissionForm, string>,
  detailTitle: (title: string, id: number) => `${title} nr. ${id}`,
  loading: 'Se încarcă…',
  loadFailed: 'Înscrierea nu a putut fi încărcată. Închide și încearcă din nou.',
  openPdf: 'Deschide PDF-ul semnat',
  pdfNote: 'Deschiderea PDF-ului se înregistrează în jurnalul acțiunilor.',
  signedAt: 'Semnat la',
  withdrawnAt: 'Retras la',
  expiresAt: 'Valabil până la',
  answered: (n: number) => `${n} din 23`,
  badRange: 'Data de început trebuie să fie înaintea datei de sfârșit.',
  consentLabel: (id: number) => `Consimțământul nr. ${id}`,
  /** Field labels the forms' own messages do not have. */
  submittedAt: 'Trimis la',
  formVersion: 'Versiunea formularului',
  agreedYes: 'Da',
  signature: 'Semnătura',
  signatureDrawn: 'Desenată',
  signatureTyped: (name: string) => `Scrisă: ${name}`,
  agreements: 'Acordurile bifate',
} as const;
