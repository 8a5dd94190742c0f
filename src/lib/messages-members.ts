/**
 * Romanian texts of the members area's frame and dashboard (spec document 1, §2.7–2.8): the
 * toolbar, the side menu, the choir dropdown, the dashboard's notices, boxes and empty texts.
 * Part of messages.ts, which re-exports them (import from there).
 */

/** Romanian numerals take „de” from 20 on (20 de zile), except 101–119, 201–219…: 2 zile, 105 zile. */
import { bySex, choirPhrase, type Sex } from './phrase.ts';

const many = (n: number, noun: string) =>
  n % 100 === 0 || n % 100 >= 20 ? `${n} de ${noun}` : `${n} ${noun}`;

/** 'Vei fi anunțat' / 'Vei fi anunțată'; unknown: 'Te anunțăm'. */
const youWillBeTold = (sex: Sex) => bySex(sex, 'Vei fi anunțat', 'Vei fi anunțată', 'Te anunțăm');

export const members = {
  /** Side menu (spec §2.7). */
  nav: {
    label: 'Meniul contului',
    toggle: 'Meniu',
    dashboard: 'Sumar',
    myChoir: 'Corul meu',
    events: 'Evenimente',
    library: 'Librărie',
    libraryLocked: 'Librăria se deschide după ce corul tău este activat și dirijorul te confirmă.',
    /** Staff only: the way into the back office (issue #12). */
    backOffice: 'Administrare',
  },
  /** The choir dropdown of the toolbar (spec §2.7). */
  switcher: {
    label: 'Corul selectat',
    none: 'Alege un cor',
    confirmed: 'Coruri confirmate',
    unconfirmed: 'Coruri neconfirmate',
    manage: 'Administrează corurile',
    choirWaiting: 'corul nu este încă activat',
    userWaiting: 'aștepți confirmarea dirijorului',
  },
  /** Dashboard notices (spec §2.8). */
  notices: {
    noChoirTitle: 'Nu faci încă parte dintr-un cor',
    noChoir:
      'Alege corul în care cânți din lista corurilor programului. Dirijorul lui îți va confirma înscrierea.',
    chooseChoir: 'Alege corul',
    choirNotActiveTitle: 'Corul nu este încă activat',
    /** `sex`: the reader's (issue #23). */
    choirNotActive: (choir: string, sex?: Sex) =>
      `Echipa programului nu a activat încă ${choirPhrase(choir)}. ${youWillBeTold(sex)} prin e-mail când este activat.`,
    notConfirmedTitle: 'Aștepți confirmarea dirijorului',
    notConfirmed: (choir: string, sex?: Sex) =>
      `Dirijorul ${choirPhrase(choir, 'genitive')} nu ți-a confirmat încă înscrierea. ${youWillBeTold(sex)} prin e-mail când te confirmă. Între timp poți alege alt cor.`,
    chooseAnother: 'Alege alt cor',
  },
  /** Dashboard boxes and their empty texts (spec §2.8). */
  boxes: {
    summary: 'Sumarul corului',
    members: 'Membri',
    conductors: 'Dirijori',
    events: 'Evenimente',
    pending: 'Conturi în așteptare',
    pendingCount: (n: number) =>
      n === 1 ? 'O cerere așteaptă aprobarea ta.' : `${many(n, 'cereri')} așteaptă aprobarea ta.`,
    pendingLink: 'Vezi conturile în așteptare',
    pendingEmpty: 'Nu există conturi în așteptare',
    futureEvents: 'Evenimente viitoare',
    eventsLink: 'Vezi calendarul',
    eventsEmpty: 'Nu există evenimente viitoare',
    scores: 'Partituri',
    scoresLink: 'Vezi toate partiturile',
    scoresEmpty: 'Nu există partituri',
    /** The library part's name as the spec writes it (document 2, §1); its items are 'cărți audio'. */
    audiobooks: 'Audio Book',
    audiobooksLink: 'Vezi toate cărțile audio',
    audiobooksEmpty: 'Nu există cărți audio',
    videoLessons: 'Lecții video',
    videoLessonsLink: 'Vezi toate lecțiile video',
    videoLessonsEmpty: 'Nu există lecții video',
    messages: 'Mesaje',
    messagesLink: 'Contactează un madrigalist',
    messagesEmpty: 'Nu ai mesaje necitite',
    loadFailed: 'Nu am putut încărca această secțiune.',
    /** The age of a message (spec §3: shown in days; whole days, so 'acum 1 zi' rather than 'ieri'). */
    daysAgo: (days: number) =>
      days <= 0 ? 'azi' : days === 1 ? 'acum 1 zi' : `acum ${many(days, 'zile')}`,
    requestedOn: (date: string) => `cerere din ${date}`,
    /** Answering requests from the dashboard (issue #23). */
    pendingGroup: 'Cererile de aprobat',
    selectAll: 'Selectează toate',
    approveSelected: 'Aprobă selectate',
    refuseSelected: 'Refuză selectate',
    refuseConfirm: (n: number) =>
      n === 1
        ? 'Refuzi cererea selectată? Persoana nu va face parte din cor.'
        : `Refuzi ${many(n, 'cereri')} selectate? Aceste persoane nu vor face parte din cor.`,
    refuseNo: 'Nu, înapoi',
    refuseYes: 'Da, refuză',
    approvedMany: (n: number) =>
      n === 1 ? 'Cererea a fost aprobată.' : `${many(n, 'cereri')} au fost aprobate.`,
    actionFailed: 'Cererile nu au putut fi actualizate. Încearcă din nou.',
  },
  /** Corul meu (document 2, §2 "Choir home", "Members table", §4 member transitions). */
  myChoir: {
    presentation: 'Despre cor',
    entity: 'Instituția',
    place: 'Localitatea',
    childrenCount: 'Copii în cor',
    contact: 'Persoana de contact',
    phone: 'Telefon',
    email: 'E-mail',
    summary: 'Membrii corului',
    conductors: 'Dirijori',
    members: 'Membri',
    waiting: 'În așteptare',
    tableTitle: 'Membri',
    tabs: 'Filtrează membrii',
    tabAll: 'Toți',
    tabConductors: 'Dirijori',
    tabSingers: 'Coriști',
    tabPending: 'În așteptare',
    empty: 'Nu există membri în acest filtru',
    name: 'Nume',
    city: 'Localitate',
    county: 'Județ',
    sex: 'Gen',
    sexes: { M: 'Masculin', F: 'Feminin' } as Record<string, string>,
    birthDate: 'Data nașterii',
    role: 'Rol',
    roles: { conductor: 'Dirijor', singer: 'Corist' },
    status: 'Stare',
    statuses: { approved: 'Aprobat', pending: 'În așteptare' },
    joined: 'Cerere din',
    actions: 'Acțiuni',
    check: 'Verifică',
    checkLabel: (name: string) => `Verifică: ${name}`,
    you: '(tu)',
    memberTitle: (name: string) => `Membru: ${name}`,
    approve: 'Aprobă',
    refuse: 'Refuză cererea',
    remove: 'Elimină din cor',
    /** The member's actions and their toasts agree with the member's sex (issue #23). */
    makeConductor: (sex?: Sex) =>
      bySex(sex, 'Fă-l dirijor', 'Fă-o dirijoare', 'Dă-i rolul de dirijor'),
    makeMember: (sex?: Sex) => bySex(sex, 'Fă-l corist', 'Fă-o coristă', 'Dă-i rolul de corist'),
    close: 'Închide',
    approved: (name: string, sex?: Sex) =>
      `${name} a fost ${bySex(sex, 'aprobat', 'aprobată')} în cor.`,
    refused: (name: string) => `Cererea făcută de ${name} a fost refuzată.`,
    removed: (name: string, sex?: Sex) =>
      `${name} a fost ${bySex(sex, 'eliminat', 'eliminată')} din cor.`,
    promoted: (name: string, sex?: Sex) =>
      `${name} este acum ${bySex(sex, 'dirijor', 'dirijoare', 'dirijor')}.`,
    demoted: (name: string, sex?: Sex) =>
      `${name} este acum ${bySex(sex, 'corist', 'coristă', 'corist')}.`,
    loadFailed: 'Membrii corului nu au putut fi încărcați.',
    /** Prints the whole tab, every page of it (issue #23). */
    print: 'Tipărește lista',
    /** Voice parts (issue #27): the table's column, its picker, the grouping, the member's own. */
    voicePart: 'Voce',
    noVoicePart: 'Fără voce',
    voicePartOf: (name: string) => `Vocea: ${name}`,
    voicePartSaved: (name: string, part: string) => `${name}: ${part}.`,
    voicePartFailed: (name: string) => `Vocea pentru ${name} nu a putut fi salvată.`,
    groupByPart: 'Grupează după voce',
    partGroup: (part: string, count: number) => `${part} (${count})`,
    yourPart: 'Vocea ta',
    yourPartNone: 'încă nestabilită',
  },
  /** Titles of the other members pages (document 2, §2). */
  sections: {
    resources: 'Resurse',
    contact: 'Contactează un madrigalist',
    /** The library's parts by path: /cont/librarie/{key}. */
    library: { partituri: 'Partituri', audiobooks: 'Audio Book', 'video-lectii': 'Lecții video' },
  },
  /** Pages of sections whose issues have not landed yet. */
  upcoming: 'Această secțiune este în pregătire. O vei găsi aici în curând.',
  backToDashboard: 'Înapoi la sumar',
} as const;
