/**
 * The back office's messages (issue #12): the public contact messages and the madrigal singers'
 * inbox, with the team's replies; the texts of /cont/administrare/mesaje, the reply's rule and
 * the mail that carries a reply to a visitor.
 */
import * as v from 'valibot';
import { requiredMultiLineText } from '../schemas/fields.ts';

export const STAFF_REPLY_MAX_LENGTH = 5000;
export const ANSWERED_CHOICES = ['yes', 'no'] as const;

/** POST /api/staff/messages/contact/{id}/reply/: the reply, trimmed. */
export const contactReplySchema = v.object({
  message: requiredMultiLineText(2, STAFF_REPLY_MAX_LENGTH),
});

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

/** The Romanian labels of this area's staff actions (merged into src/lib/staff/actions.ts). */
export const MESSAGES_ACTIONS = {
  'contact.reply': 'a răspuns la mesajul de contact',
  'madrigalist.reply': 'a răspuns la mesajul către madrigaliști',
};
