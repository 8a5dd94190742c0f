/**
 * Texts of the back office's messages (/cont/administrare/mesaje): the contact messages, the
 * madrigal singers' inbox, and the mail that carries a reply to a visitor.
 */

/** The journal's labels of this area's actions (merged in src/lib/messages-staff-journal.ts). */
export const MESSAGES_ACTIONS = {
  'contact.reply': 'a răspuns la mesajul de contact',
  'madrigalist.reply': 'a răspuns la mesajul către madrigaliști',
};

export const staffMessages = {
  title: 'Mesaje',
  tabsLabel: 'Căsuțele de mesaje',
  contact: 'Contact',
  madrigalist: 'Madrigaliști',
  contactList: 'Mesaje de contact',
  madrigalistList: 'Mesaje către madrigaliști',
  searchContact: 'Caută după nume, e-mail sau text',
  answered: 'Răspuns',
  answeredFilter: 'Răspunsul',
  answeredChoices: { yes: 'Cu răspuns', no: 'Fără răspuns' },
  answeredYes: 'Răspuns trimis',
  answeredNo: 'Așteaptă răspuns',
  date: 'Data',
  from: 'De la',
  name: 'Numele',
  email: 'E-mail',
  message: 'Mesajul',
  replies: 'Răspunsuri',
  lastReply: 'Ultimul răspuns',
  threadTitle: (name: string) => `Mesajul de la ${name}`,
  noReplies: 'Nu i s-a răspuns încă.',
  repliesHeading: 'Răspunsurile echipei',
  replyBy: (name: string) => `Răspuns de ${name}`,
  formerStaff: 'un fost membru al echipei',
  replyLabel: 'Răspunsul tău',
  replyHint: 'Pleacă pe e-mail la expeditor și rămâne aici, în fir.',
  send: 'Trimite răspunsul',
  sent: 'Răspunsul a fost trimis.',
  sendFailed: 'Răspunsul nu a putut fi trimis. Încearcă din nou.',
  readByMember: 'Citit de membru',
  /** The mail that carries a reply to a visitor who wrote through the contact dialog. */
  contactMailSubject: 'Răspuns la mesajul tău către Programul Corurilor',
  contactMailBody: (name: string, question: string, reply: string) =>
    `Bună, ${name}!\n\nÎți mulțumim pentru mesaj. Răspunsul echipei programului:\n\n${reply}\n\nMesajul tău:\n„${question}”\n\nPoți răspunde direct la acest e-mail sau ne poți scrie din nou prin pagina de contact a site-ului.`,
  contactLabel: (name: string) => `Mesajul de contact de la ${name}`,
  madrigalistLabel: (name: string) => `Mesajul către madrigaliști de la ${name}`,
} as const;
