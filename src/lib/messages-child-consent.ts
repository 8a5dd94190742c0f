/** The parental consent tied to the child (issue #25): states, flags, the parent's mail and link. */
import type { ChildConsentState, OptionalPurpose } from './consent-purposes.ts';
import { PARENT_CONSENT_MAILS } from './limits.ts';

/** The journal's label of a staff member's read of a child's consent (messages-staff-journal.ts). */
export const CHILD_CONSENT_ACTIONS = {
  'consent.read': 'a văzut acordul părintelui pentru un copil',
};

/** A child's consent state, as conductors and staff read it. */
export const consentStateLabel: Record<ChildConsentState, string> = {
  valid: 'Acord valabil',
  missing: 'Fără acordul părintelui',
  withdrawn: 'Acord retras',
  expired: 'Acord expirat',
};

/** What a child may not do for want of an optional purpose: the conductor acts on these. */
export const purposeFlag: Record<OptionalPurpose, string> = {
  agree4: 'fără fotografii',
  agree5: 'fără publicare',
  agree6: 'fără înregistrări audio',
  agree7: 'fără parteneri',
};

export const childConsent = {
  waiting: 'așteaptă acordul părintelui',
  suspended: 'suspendat până la acordul părintelui',
  approveBlocked: 'Cererea așteaptă acordul părintelui: o poți aproba după ce părintele semnează.',
  column: 'Acordul părintelui',
  notNeeded: 'Nu este nevoie (16 ani sau mai mult)',
  libraryHeld:
    'Biblioteca nu este disponibilă până când un părinte își dă acordul: acordul lipsește, a fost retras sau a expirat.',
} as const;

/** The child's modal: the parent's e-mail (at the first login under 16). */
export const parentEmailModal = {
  title: 'Acordul unui părinte',
  intro:
    'Ai sub 16 ani, așa că avem nevoie de acordul unuia dintre părinți (sau al tutorelui) ca să folosim datele tale în cor. Scrie adresa de e-mail a părintelui: îi trimitem un link către formularul de acord.',
  sentIntro: (email: string) =>
    `Am trimis linkul către formularul de acord la ${email}. Până semnează părintele, poți cere să intri într-un cor, dar cererea așteaptă acordul lui.`,
  email: 'E-mailul părintelui',
  send: 'Trimite linkul',
  resend: 'Trimite din nou',
  change: 'Schimbă adresa',
  later: 'Mai târziu',
  close: 'Închide',
  sent: 'Am trimis linkul părintelui.',
  ownEmail: 'Scrie adresa părintelui, nu pe a ta.',
  tooMany: `Poți trimite linkul de cel mult ${PARENT_CONSENT_MAILS.max} ori într-o oră. Încearcă din nou mai târziu.`,
  notChild: 'Contul tău nu are nevoie de acordul unui părinte.',
} as const;

/** The mail to the parent, with the private link to the prefilled form. */
export const parentMail = {
  subject: 'Acordul tău pentru corul copilului',
  body: (child: string, link: string) =>
    `Bună ziua,\n\n${child} și-a făcut cont pe platforma programului național de coruri de copii și v-a trecut ca părinte. Pentru că are sub 16 ani, avem nevoie de acordul dumneavoastră ca să îi prelucrăm datele în cor.\n\nFormularul de acord, deja completat cu numele copilului, este la acest link privat (nu îl trimiteți altcuiva):\n${link}\n\nDacă nu cunoașteți acest cont, ignorați mesajul: fără acord, contul rămâne limitat.`,
} as const;

/** The mail to the conductors when a parent withdraws the consent. */
export const conductorMail = {
  subject: 'Un acord al părintelui a fost retras',
  body: (child: string, choir: string) =>
    `Bună ziua,\n\nPărintele copilului ${child} a retras acordul pentru prelucrarea datelor. Până la un acord nou, participarea copilului în corul ${choir} pe platformă este suspendată: nu îl fotografiați, nu îl înregistrați și nu îi publicați imaginile.`,
  purposeSubject: 'Un părinte a schimbat acordul',
  purposeBody: (child: string, choir: string, flags: string) =>
    `Bună ziua,\n\nPărintele copilului ${child} (corul ${choir}) a schimbat acordul. Acum: ${flags || 'toate acordurile date'}.`,
} as const;

/** The withdrawal link's page: purpose by purpose. */
export const purposesPage = {
  heading: 'Ce ai acceptat',
  intro:
    'Poți retrage oricând un acord opțional de mai jos și îl poți da din nou mai târziu. Retragerea întregului acord oprește participarea copilului pe platformă.',
  given: 'Dat',
  withheld: 'Retras',
  withdrawPurpose: 'Retrage',
  givePurpose: 'Dă din nou',
  signedOn: (when: string) => `Acord semnat la ${when}.`,
  changes: 'Schimbări după semnare',
  changeLine: (when: string, what: string, given: boolean) =>
    `${when}: ${what}, ${given ? 'dat din nou' : 'retras'}`,
  all: 'tot acordul',
  saved: 'Am salvat schimbarea.',
  purposeInvalid: 'Alege unul dintre acordurile opționale.',
  ended: 'Acordul a fost retras: nu se mai poate schimba. Un acord nou se semnează din formular.',
} as const;

/** 'Acord valabil · fără fotografii, fără publicare': the members table's and export's cell. */
export function consentSummary(
  consent: { state: ChildConsentState; withheld: readonly OptionalPurpose[] } | null | undefined,
): string {
  if (!consent) return '–';
  const flags = consent.withheld.map((p) => purposeFlag[p]).join(', ');
  return flags
    ? `${consentStateLabel[consent.state]} · ${flags}`
    : consentStateLabel[consent.state];
}

/** What a child's membership waits for: null when the consent is valid or not needed. */
export function consentHold(
  approved: boolean,
  consent: { state: ChildConsentState } | null | undefined,
): string | null {
  if (!consent || consent.state === 'valid') return null;
  return approved ? childConsent.suspended : childConsent.waiting;
}

/** The parent's side (issue #25): 'Copiii mei', the consent signed in the account, the dashboard. */
export const parentSide = {
  consentHeading: 'Acordul părintelui',
  sign: 'Semnează acordul',
  signFor: (child: string) => `Semnează acordul pentru ${child}`,
  signIntro:
    'Completează și semnează acordul pentru copilul tău. Documentul semnat (PDF) îți vine pe e-mail, cu linkul prin care îl poți retrage oricând.',
  signed: 'Acordul a fost semnat. Documentul semnat ți-a fost trimis pe e-mail.',
  openPdf: 'Deschide acordul semnat (PDF)',
  purposes: 'Acordurile opționale',
  allGiven: 'toate acordurile date',
  noChoirYet: 'Scrie corul în care va cânta copilul.',
  notNeeded:
    'Acest copil nu are nevoie de un acord nou: cel semnat este valabil sau copilul are 16 ani.',
  noConsent: 'Acest copil nu are încă un acord semnat.',
  notValid:
    'Acordul nu mai este valabil: semnează unul nou, apoi poți schimba acordurile opționale.',
  /** The dashboard of a parent. */
  dashboardHeading: 'Copiii tăi',
  dashboardIntro:
    'Vezi aici starea acordului și corul fiecărui copil. Din bara de sus alegi pentru cine acționezi.',
  manage: 'Mergi la Copiii mei',
  noChildren: 'Nu ai încă niciun copil în cont. Îi adaugi din pagina Copiii mei.',
  ownChoir: 'Cânți și tu într-un cor?',
  ownChoirText: 'Alege un cor doar dacă vrei să fii și tu membru.',
} as const;

/** The child's own notice (dashboard): a parent's consent is missing; name or remind the parent. */
export const childNotice = {
  title: 'Acordul unui părinte',
  missing:
    'Ai sub 16 ani și nu avem încă acordul unui părinte: până atunci contul tău rămâne limitat.',
  withdrawn: 'Părintele tău a retras acordul: până la un acord nou, contul tău rămâne limitat.',
  expired: 'Acordul părintelui tău a expirat: până la un acord nou, contul tău rămâne limitat.',
  sentTo: (email: string) => `Linkul către formular a fost trimis la ${email}.`,
  ask: 'Trimite linkul unui părinte',
  askAgain: 'Trimite din nou sau la altă adresă',
} as const;
