/**
 * Texts of the back office's choirs (issue #12): the page /cont/administrare/coruri, the answers
 * of /api/staff/choirs/, the mails to a choir's conductors when the programme's team confirms it
 * or withdraws the confirmation, and the journal's labels of these actions.
 */
import type { ChoirStatus } from './api/staff-choirs.ts';
import { CHOIR_REASON_MAX_LENGTH, CHOIR_REASON_MIN_LENGTH } from './limits.ts';
import { countOf } from './messages.ts';
import { capitalized, choirPhrase } from './phrase.ts';

/** The journal's labels of this area's actions (merged in src/lib/messages-staff-journal.ts). */
export const CHOIRS_ACTIONS = {
  'choir.confirm': 'a confirmat corul',
  'choir.withdraw': 'a retras confirmarea corului',
  'choir.edit': 'a modificat detaliile corului',
  'choir.image': 'a schimbat imaginea corului',
} as const;

export const staffChoirs = {
  title: 'Coruri',
  list: 'Coruri',
  fileName: 'coruri',
  /** The list's filters. */
  status: 'Starea',
  statusAll: 'Toate (întâi cele în așteptare)',
  statusLabels: { waiting: 'În așteptare', confirmed: 'Confirmate' } as Record<ChoirStatus, string>,
  searchLabel: 'Caută după nume sau localitate',
  /** The list's columns (and the export's). */
  id: 'Id',
  name: 'Numele corului',
  city: 'Localitatea',
  county: 'Județul',
  state: 'Starea',
  confirmed: 'Confirmat',
  waiting: 'În așteptare',
  members: 'Membri confirmați',
  conductors: 'Dirijori',
  createdAt: 'Înscris la',

  /** The choir's detail. */
  back: 'Înapoi la lista corurilor',
  loadFailed: 'Corul nu a putut fi încărcat. Încearcă din nou.',
  details: 'Detaliile corului',
  membersTitle: 'Membrii corului',
  membersEmpty: 'Corul nu are încă niciun membru.',
  memberName: 'Numele',
  memberEmail: 'E-mail',
  memberRole: 'Rolul',
  memberState: 'Cererea',
  conductor: 'Dirijor',
  singer: 'Corist',
  approved: 'Aprobată',
  pending: 'În așteptare',
  membersCount: (n: number) => countOf(n, 'membru', 'membri'),
  confirm: 'Confirmă corul',
  withdraw: 'Retrage confirmarea',
  edit: 'Editează',
  confirmed_: 'Corul a fost confirmat. Dirijorii lui au primit un e-mail.',
  withdrawn: 'Confirmarea corului a fost retrasă. Dirijorii lui au primit motivul prin e-mail.',
  actionFailed: 'Acțiunea nu a reușit. Încearcă din nou.',
  confirmIntro: (name: string) =>
    `${name} devine activ în platformă. Fiecare dirijor al lui primește un e-mail de confirmare.`,
  /** A choir without an approved conductor: nobody is mailed (issue #23), and the texts say so. */
  confirmIntroNoConductor: (name: string) =>
    `${name} devine activ în platformă. Nu are încă un dirijor aprobat, așa că nimeni nu va primi un e-mail.`,
  confirmedNoConductor:
    'Corul a fost confirmat. Nu are încă un dirijor aprobat, așa că nu a fost trimis niciun e-mail.',
  withdrawIntroNoConductor: (name: string) =>
    `${name} nu va mai fi activ în platformă. Nu are un dirijor aprobat, așa că motivul rămâne doar în istoricul corului.`,
  withdrawnNoConductor:
    'Confirmarea corului a fost retrasă. Nu are un dirijor aprobat, așa că nu a fost trimis niciun e-mail.',
  note: 'Nota pentru dirijori (opțional)',
  noteHint: `Cel mult ${CHOIR_REASON_MAX_LENGTH} de caractere; apare în e-mail și în istoricul corului.`,
  withdrawTitle: 'Retrage confirmarea corului',
  withdrawIntro: (name: string) =>
    `${name} nu va mai fi activ în platformă. Dirijorii lui vor primi motivul prin e-mail.`,
  reason: 'Motivul',
  reasonHint: `Între ${CHOIR_REASON_MIN_LENGTH} și ${CHOIR_REASON_MAX_LENGTH} de caractere; îl primesc dirijorii corului.`,
  none: '—',

  /** Answers of the API. */
  alreadyConfirmed: 'Corul este deja confirmat.',
  notConfirmed: 'Corul nu este confirmat: nu există o confirmare de retras.',
  reasonRequired: 'Scrie motivul pentru care retragi confirmarea.',
  reasonLength: `Motivul trebuie să aibă între ${CHOIR_REASON_MIN_LENGTH} și ${CHOIR_REASON_MAX_LENGTH} de caractere.`,
  noteLength: `Nota poate avea cel mult ${CHOIR_REASON_MAX_LENGTH} de caractere.`,
} as const;

/**
 * The mails to each conductor of the choir. Confirmation keeps the founding toast's promise
 * ('Vei fi notificat prin email atunci când va fi confirmat.'); worded without grammatical gender.
 */
export const staffChoirMail = {
  confirmedSubject: 'Corul tău a fost confirmat',
  confirmedBody: (m: { conductor: string; choir: string; note?: string; link: string }) =>
    [
      `Bună ziua, ${m.conductor},`,
      '',
      `${capitalized(choirPhrase(m.choir))} a fost confirmat de echipa programului. De acum corul este activ în platformă: poți aproba cererile membrilor, iar membrii confirmați au acces la calendarul corului și la librărie.`,
      ...(m.note ? ['', `Nota echipei: ${m.note}`] : []),
      '',
      m.link,
    ].join('\n'),
  withdrawnSubject: 'Confirmarea corului tău a fost retrasă',
  withdrawnBody: (m: { conductor: string; choir: string; reason: string; link: string }) =>
    [
      `Bună ziua, ${m.conductor},`,
      '',
      `Echipa programului a retras confirmarea pentru ${choirPhrase(m.choir)}. Corul nu mai este activ în platformă până la o nouă confirmare.`,
      '',
      `Motivul: ${m.reason}`,
      '',
      `Corul rămâne în contul tău: ${m.link}`,
    ].join('\n'),
} as const;
