/**
 * Texts of the back office's people (issue #12): the page /cont/administrare/persoane, the
 * members export, the answers of /api/staff/people/ and the journal's labels of the account
 * actions (resend the activation mail, block, unblock).
 */
import type { PersonRole, PersonState } from './api/staff-people.ts';
import { BLOCK_REASON_MAX_LENGTH } from './limits.ts';
import { countOf } from './messages.ts';

/** The journal's labels of this area's actions (merged in src/lib/messages-staff-journal.ts). */
export const PEOPLE_ACTIONS = {
  'user.resend_activation': 'a retrimis e-mailul de activare',
  'user.block': 'a blocat contul',
  'user.unblock': 'a deblocat contul',
} as const;

export const staffPeople = {
  title: 'Persoane',
  list: 'Persoane',
  fileName: 'persoane',
  searchLabel: 'Caută după nume sau e-mail',
  state: 'Starea contului',
  stateLabels: {
    active: 'Activ',
    inactive: 'Neactivat',
    blocked: 'Blocat',
  } as Record<PersonState, string>,
  role: 'Rolul',
  roleLabels: {
    conductor: 'Dirijor',
    singer: 'Corist',
    staff: 'Echipa programului',
    none: 'Fără cor',
  } as Record<PersonRole, string>,
  countyHint: 'Județul corului',
  /** The list's columns. */
  id: 'Id',
  name: 'Numele',
  email: 'E-mail',
  choirs: 'Coruri',
  staffBadge: 'Echipa programului',
  createdAt: 'Cont creat la',
  open: (name: string) => `Deschide contul: ${name}`,

  /** The account's detail. */
  back: 'Înapoi la lista persoanelor',
  notFound: 'Contul nu există sau a fost șters.',
  loadFailed: 'Contul nu a putut fi încărcat. Încearcă din nou.',
  details: 'Contul',
  phone: 'Telefon',
  place: 'Localitatea',
  activatedAt: 'Activat la',
  notActivated: 'Încă neactivat',
  blockedAt: 'Blocat la',
  blockReason: 'Motivul blocării',
  sessions: 'Sesiuni deschise',
  sessionsCount: (n: number) => countOf(n, 'sesiune deschisă', 'sesiuni deschise'),
  lastLogin: 'Ultima autentificare',
  never: 'Niciodată',
  membershipsTitle: 'Corurile',
  membershipsEmpty: 'Nu face parte din niciun cor.',
  choir: 'Corul',
  county: 'Județul',
  city: 'Localitatea corului',
  memberRole: 'Rolul',
  conductor: 'Dirijor',
  singer: 'Corist',
  request: 'Cererea',
  approved: 'Aprobată',
  pending: 'În așteptare',
  joinedAt: 'Înscris la',

  /** The actions. */
  resend: 'Retrimite e-mailul de activare',
  resent: (email: string) => `E-mailul de activare a fost trimis din nou la ${email}.`,
  alreadyActive: 'Contul este deja activat: nu mai are nevoie de e-mailul de activare.',
  blockedNoMail:
    'Contul este blocat și nu primește e-mailuri de la platformă. Deblochează-l întâi, dacă vrei să retrimiți e-mailul de activare.',
  block: 'Blochează contul',
  blockTitle: (name: string) => `Blochezi contul: ${name}?`,
  blockExplain:
    'Persoana va fi deconectată imediat de pe toate dispozitivele și nu se va mai putea autentifica până când contul este deblocat. Adresa calendarului ei nu va mai funcționa și nu va mai primi e-mailuri de la cor sau de la echipă.',
  blockReasonLabel: 'Motivul (opțional, rămâne în jurnal)',
  blockReasonType: 'Motivul trebuie să fie un text.',
  blockReasonLength: `Motivul poate avea cel mult ${BLOCK_REASON_MAX_LENGTH} de caractere.`,
  blockConfirm: 'Blochează',
  blocked: 'Contul a fost blocat și sesiunile lui au fost închise.',
  alreadyBlocked: 'Contul este deja blocat.',
  selfBlock: 'Nu îți poți bloca propriul cont.',
  unblock: 'Deblochează contul',
  unblocked: 'Contul a fost deblocat.',
  notBlocked: 'Contul nu este blocat.',
  actionFailed: 'Acțiunea nu a reușit. Încearcă din nou.',

  /** The members export. */
  membersTitle: 'Membrii corurilor',
  membersList: 'Membrii corurilor',
  membersFileName: 'membri',
  membersExplain:
    'Câte un rând pentru fiecare apartenență la un cor: numele, e-mailul, telefonul, corul, județul, localitatea, rolul, dacă cererea a fost aprobată și data înscrierii.',
  membersOfCounty: 'Județul corurilor',
  membersCount: (n: number) => countOf(n, 'membru', 'membri'),
  /** The count stopped at its limit (src/server/staff/keyset.ts). */
  membersCountOver: (n: number) => `Peste ${countOf(n, 'membru', 'membri')}`,
  memberName: 'Numele membrului',
  confirmed: 'Aprobat',
} as const;
