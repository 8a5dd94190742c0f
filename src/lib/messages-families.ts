/**
 * Romanian texts of families (issue #25): the 'Copiii mei' page, the child switcher of the
 * toolbar, the link confirmation page, the API's refusals and the mails. Part of messages.ts,
 * which re-exports them (import from there).
 */
import { FAMILY_LINK_HOURS, FAMILY_MAX_CHILDREN, FAMILY_MAX_PARENTS } from './limits.ts';

export const families = {
  title: 'Copiii mei',
  menuLink: 'Copiii mei',
  intro:
    'Aici adaugi copiii tăi sau îi legi de contul tău. Pentru fiecare copil poți alege corul, răspunde la evenimente și vedea librăria, din bara de sus.',
  empty: 'Nu ai încă niciun copil în cont.',
  loadFailed: 'Lista nu a putut fi încărcată.',
  retry: 'Încearcă din nou',
  actions: 'Acțiuni',
  parentsHeading: 'Părinții mei',
  childrenHeading: 'Copiii',
  pendingHeading: 'Cereri în așteptare',
  noChoir: 'Niciun cor încă',
  waiting: 'așteaptă confirmarea dirijorului',
  hasLogin: 'are cont propriu',
  managed: 'administrat de tine',
  born: (date: string) => `născut(ă) la ${date}`,
  addChild: 'Adaugă un copil',
  addChildHelp: 'Pentru un copil fără adresă de e-mail: contul lui rămâne în grija ta.',
  linkAccount: 'Leagă un cont existent',
  linkAccountHelp:
    'Scrie adresa de e-mail a contului. Celălalt primește un mesaj și confirmă legătura din el.',
  linkAs: 'Eu sunt',
  linkAsParent: 'părintele titularului contului',
  linkAsChild: 'copilul titularului contului',
  send: 'Trimite cererea',
  save: 'Salvează',
  cancel: 'Renunță',
  close: 'Închide',
  firstName: 'Prenumele copilului',
  lastName: 'Numele de familie',
  birthDate: 'Data nașterii',
  email: 'Adresa de e-mail',
  giveLogin: 'Dă-i cont propriu',
  giveLoginHelp:
    'Copilul primește pe această adresă un mesaj cu legătura prin care își alege parola. Tu rămâi părintele lui în platformă.',
  endLink: 'Încheie legătura',
  endLinkQuestion: (name: string) =>
    `Încheiem legătura cu ${name}? Nu veți mai vedea și nu veți mai putea face nimic unul pentru celălalt în platformă.`,
  cancelRequest: 'Retrage cererea',
  sentTo: (who: string) => `trimisă către ${who}`,
  receivedFrom: (who: string) => `de la ${who}`,
  childAdded: 'Copilul a fost adăugat.',
  requestSent: 'Cererea a fost trimisă. Legătura începe când celălalt o confirmă.',
  linkEnded: 'Legătura a fost încheiată.',
  loginSent: 'Mesajul a fost trimis. Copilul își alege parola din el.',
  /** The toolbar's switcher. */
  switcher: {
    label: 'Acționezi pentru',
    me: 'Eu',
    loading: 'Se încarcă…',
    actingFor: (name: string) => `Acționezi pentru ${name}`,
  },
  /** The mailed link's page. */
  confirm: {
    title: 'Confirmă legătura de familie',
    asksAsParent: (name: string) => `${name} cere să fie legat(ă) de contul tău ca părinte al tău.`,
    asksAsChild: (name: string) => `${name} cere să fie legat(ă) de contul tău ca și copil al tău.`,
    accept: 'Confirm legătura',
    done: 'Legătura a fost confirmată.',
    invalid: 'Legătura nu mai este valabilă: a fost folosită, a expirat sau a fost retrasă.',
    otherAccount:
      'Cererea este pentru alt cont. Intră în contul căruia i-a fost trimis mesajul și deschide din nou legătura.',
    login: 'Intră în cont pentru a confirma',
  },
  errors: {
    notYourChild: 'Acest copil nu este legat de contul tău.',
    tooManyParents: `Un copil poate avea cel mult ${FAMILY_MAX_PARENTS} părinți legați în platformă.`,
    tooManyChildren: `Poți avea cel mult ${FAMILY_MAX_CHILDREN} copii în cont.`,
    self: 'Nu te poți lega de propriul cont.',
    noAccount: 'Nu există un cont activ cu această adresă.',
    alreadyLinked: 'Există deja o legătură sau o cerere cu acest cont.',
    hasLogin: 'Acest copil are deja cont propriu.',
    emailTaken: 'Există deja un cont cu această adresă.',
  },
  mail: {
    requestSubject: 'Cerere de legătură de familie',
    requestBody: (firstName: string, asker: string, asParent: boolean, link: string) =>
      `Bună ${firstName},\n\n${asker} cere să fie legat(ă) de contul tău ca ${asParent ? 'părinte' : 'copil'} al tău pe platforma Vocile Copiilor.\n\nDacă îl/o cunoști și ești de acord, intră în contul tău și confirmă din această legătură (valabilă ${FAMILY_LINK_HOURS} de ore):\n${link}\n\nDacă nu știi despre ce este vorba, ignoră acest mesaj: nimic nu se schimbă.`,
    loginSubject: 'Contul tău pe platforma Vocile Copiilor',
    loginBody: (firstName: string, parent: string, link: string) =>
      `Bună ${firstName},\n\n${parent} ți-a dat un cont propriu pe platforma Vocile Copiilor, cu această adresă de e-mail. Alege-ți parola din această legătură:\n${link}\n\nApoi intri în cont cu adresa ta și parola aleasă.`,
    endedSubject: 'O legătură de familie a fost încheiată',
    endedBody: (firstName: string, other: string) =>
      `Bună ${firstName},\n\nLegătura de familie dintre contul tău și contul lui/ei ${other} a fost încheiată pe platforma Vocile Copiilor.`,
  },
} as const;
