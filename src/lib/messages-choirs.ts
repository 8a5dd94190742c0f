/**
 * Romanian texts of choirs: founding, joining and leaving, the dashboard's API answers and the
 * mails they send. Part of messages.ts, which re-exports them (import from there); a file of its
 * own only to keep each under 400 lines. The spec's exact wording (document 1, §4 and §8) is kept
 * where it gives one.
 */
import { CHOIR_MEMBERS_MAX } from './limits.ts';
import { capitalized, choirPhrase } from './phrase.ts';

export const choirs = {
  /** Spec §4: joining blocked past the unconfirmed memberships limit. */
  joinLimit: 'Ești membru în trei coruri în care nu ai fost confirmat.',
  /** Spec §8: the add-choir modal's answers. */
  created: 'Corul a fost creat cu succes. Vei fi notificat prin email atunci când va fi confirmat.',
  createFailed: 'Corul nu a putut fi creat. Te rugăm să încerci mai târziu...',
  /** Validation of choir_members (spec §5: required, numeric). */
  membersMin: 'Corul trebuie să aibă cel puțin un membru',
  membersMax: `Numărul de membri poate fi cel mult ${CHOIR_MEMBERS_MAX}`,
  /** Validation of the choir id sent to join_choir / remove_choir. */
  choirId: 'Alege un cor din listă',
  /** Query parameters of GET /api/choir/. */
  invalidPage: 'Pagina cerută nu există.',

  /** The choir selection modal (spec §2.9). */
  selectTitle: 'Administrează corurile',
  filters: 'Caută un cor',
  filterName: 'Numele corului',
  filterCity: 'Localitatea',
  filterCounty: 'Județul',
  allCounties: 'Toate județele',
  clearName: 'Șterge filtrul Numele corului',
  clearCity: 'Șterge filtrul Localitatea',
  clearCounty: 'Șterge filtrul Județ',
  tableLabel: 'Corurile programului',
  columnName: 'Nume',
  columnCity: 'Localitate',
  columnCounty: 'Județ',
  columnActions: 'Acțiuni',
  join: 'Înscrie-te',
  leave: 'Șterge corul',
  leaveConfirm: 'Îți vei pierde aprobarea în acest cor. Sigur vrei să ieși?',
  leaveConfirmYes: 'Da, ieși din cor',
  leaveConfirmNo: 'Renunță',
  pending: 'În așteptare',
  member: 'Ești membru',
  unconfirmedChoir: 'Cor neconfirmat',
  newChoir: 'Cor Nou',
  loadingList: 'Se încarcă corurile…',
  empty: 'Niciun cor nu se potrivește căutării.',
  loadFailed: 'Lista corurilor nu a putut fi încărcată. Te rugăm să încerci mai târziu.',
  pagination: 'Paginile listei de coruri',
  /** Romanian plural: 1 cor, 2–19 coruri, 20 de coruri (101–119 again without „de”). */
  found: (n: number) =>
    n === 1
      ? 'Un cor găsit'
      : n > 0 && (n % 100 === 0 || n % 100 >= 20)
        ? `${n} de coruri găsite`
        : `${n} coruri găsite`,

  /** The add-choir modal (spec §2.10); step labels exactly 'PAS n din 2'. */
  addTitle: 'Cor nou',
  step: (n: number) => `PAS ${n} din 2`,
  name: 'Numele corului',
  entity: 'Instituția de care aparține corul (școala, casa de cultură)',
  protocolNumber: 'Număr de înregistrare (opțional)',
  protocolNumberHint: 'Numărul sub care instituția a înregistrat cererea, dacă are unul.',
  city: 'Localitatea',
  address: 'Adresa',
  county: 'Județul',
  countyPlaceholder: 'Alege județul',
  choirMembers: 'Numărul de copii din cor',
  contact: 'Persoana de contact',
  phone: 'Telefon',
  phoneHint: '10 cifre, de exemplu 0722123456.',
  email: 'E-mail',
  cancel: 'Anulează',
  next: 'Următorul pas',
  back: 'Înapoi',
  save: 'Salvează',

  // --- Choir members API (routes/members.ts): answers of /api/choir/{id}/members/ and its actions.
  /** Validation of the user_id sent to approve-member, remove-member, make-conductor, make-member. */
  memberId: 'Alege un membru din listă',
  /** 404: the user has no membership (pending or approved) in the choir. */
  memberNotFound: 'Această persoană nu este membră a corului.',
  /** remove-member of oneself: leaving goes through the choir list. */
  memberSelfRemove:
    'Nu te poți elimina din cor de aici. Folosește „Șterge corul” din lista corurilor.',
  /** remove-member or make-member of the choir's only conductor. */
  lastConductor: 'Corul trebuie să aibă cel puțin un dirijor.',
  /** make-conductor of a request not yet approved. */
  approveFirst: 'Aprobă mai întâi cererea acestui membru.',
  /** set-voice-part (issue #27): `voice_part` missing, or not a term of the library's voices. */
  voicePartInvalid: 'Alege o voce din listă (Sopran, Alto, Vocea I…) sau „Fără voce”.',
  /** remove-member succeeded. */
  memberRemoved: 'Membrul a fost eliminat din cor.',
  /** approve-members/refuse-members (issue #23): `user_ids` missing, empty or not a list. */
  membersPick: 'Alege cel puțin o cerere din listă.',
  membersTooMany: (max: number) => `Poți alege cel mult ${max} de cereri odată.`,
  /** refuse-members of someone already approved: removing a member is done one by one. */
  notPending: (name: string) =>
    `${name} nu mai are o cerere în așteptare. Reîncarcă lista și încearcă din nou.`,
  /** refuse-members succeeded. */
  requestsRefused: (n: number) =>
    n === 1
      ? 'Cererea a fost refuzată.'
      : `${n}${n % 100 === 0 || n % 100 >= 20 ? ' de' : ''} cereri au fost refuzate.`,
  // --- end of the choir members API texts.
} as const;

/** Mails about choirs; plain text, signed like the account mails. */
export const choirMail = {
  newChoirSubject: (name: string) => `Cor nou de confirmat: ${name}`,
  newChoirBody: (c: {
    name: string;
    entity: string;
    city: string;
    county: string;
    address: string;
    choirMembers: number;
    protocolNumber: string;
    contact: string;
    phone: string;
    email: string;
    founder: string;
    founderEmail: string;
  }) =>
    [
      'Bună ziua,',
      '',
      `${c.founder} (${c.founderEmail}) a înscris un cor nou în platformă. Corul așteaptă confirmarea echipei programului.`,
      '',
      `Corul: ${c.name}`,
      `Instituția: ${c.entity}`,
      `Localitatea: ${c.city}, județul ${c.county}`,
      `Adresa: ${c.address}`,
      `Număr de membri: ${c.choirMembers}`,
      `Număr de înregistrare: ${c.protocolNumber || '—'}`,
      `Persoana de contact: ${c.contact}, telefon ${c.phone}, e-mail ${c.email}`,
    ].join('\n'),
  joinRequestSubject: (choir: string) => `Cerere nouă de înscriere în ${choirPhrase(choir)}`,
  joinRequestBody: (member: string, choir: string, link: string) =>
    `Bună ziua,\n\n${member} a cerut să se înscrie în ${choirPhrase(choir)}. Cererea așteaptă aprobarea ta:\n\n${link}`,
  /** Sent to staff instead, when the choir has no conductor left to approve the request. */
  joinRequestNoConductorBody: (member: string, choir: string) =>
    `Bună ziua,\n\n${member} a cerut să se înscrie în ${choirPhrase(choir)}, care nu mai are niciun dirijor. Numește un dirijor sau aprobă cererea din administrare.`,
  noConductorSubject: (choir: string) => `${capitalized(choirPhrase(choir))} nu mai are dirijor`,
  noConductorBody: (conductor: string, choir: string) =>
    `Bună ziua,\n\n${conductor} a părăsit ${choirPhrase(choir)} și corul nu mai are niciun dirijor. Membrii lui nu mai pot fi aprobați până când este numit un dirijor nou.`,

  // --- Choir members API (routes/members.ts).
  /** To the member whose request a conductor (or staff) approved. Worded without grammatical gender. */
  memberApprovedSubject: (choir: string) => `Cererea ta în ${choirPhrase(choir)} a fost aprobată`,
  memberApprovedBody: (member: string, choir: string, link: string) =>
    `Bună ziua, ${member},\n\nCererea ta de înscriere în ${choirPhrase(choir)} a fost aprobată. De acum faci parte din cor și poți folosi platforma:\n\n${link}`,
  // --- end of the choir members API mails.
} as const;
