/**
 * Texts of /cont/contacteaza-un-madrigalist (document 2 §2): the member's form, their messages
 * with the team's replies, and the two mails (the team hears of a message, the member of a reply).
 */

const many = (n: number, one: string, few: string) => {
  if (n === 1) return `1 ${one}`;
  return n % 100 === 0 || n % 100 >= 20 ? `${n} de ${few}` : `${n} ${few}`;
};

export const madrigalist = {
  title: 'Contactează un madrigalist',
  intro:
    'Ai o întrebare despre cântat, despre partitura ta sau despre respirație? Scrie-le madrigaliștilor programului și îți răspund aici și prin e-mail.',
  /** The form. */
  message: 'Mesajul tău',
  counter: (used: number, max: number) => `${used} din ${max} caractere`,
  submit: 'Trimite mesaj',
  sent: 'Mesajul a fost trimis cu succes',
  failed: 'Mesajul nu a putut fi trimis! Te rugăm să încerci mai târziu.',
  invalidReplies: 'Lista de răspunsuri nu este validă.',
  tooManyReplies: (n: number) => `Poți marca cel mult ${n} răspunsuri odată.`,
  /** The member's messages. */
  history: 'Mesajele tale',
  historyEmpty: 'Nu ai trimis încă niciun mesaj. Întrebările tale vor apărea aici.',
  loadFailed: 'Mesajele tale nu au putut fi încărcate. Încearcă din nou mai târziu.',
  pages: 'Paginile mesajelor tale',
  sentOn: (date: string) => `Trimis pe ${date}`,
  you: 'Tu',
  /** Who replies: the programme's team, never a staff member's own name. */
  team: 'Echipa programului',
  repliedOn: (date: string) => `Răspuns din ${date}`,
  awaitingReply: 'Încă nu ai primit răspuns.',
  unread: 'Nou',
  replyCount: (n: number) => many(n, 'răspuns', 'răspunsuri'),
  /** The team's mail for each message. */
  teamMailSubject: (name: string) => `Mesaj pentru madrigaliști de la ${name}`,
  teamMailBody: (id: number, name: string, email: string, message: string) =>
    `${name} (${email}) a scris madrigaliștilor din platforma membrilor.\n\nMesaj:\n${message}\n\nRăspunde la mesajul nr. ${id} din platformă (inbox-ul madrigaliștilor), ca răspunsul să ajungă și în pagina membrului, nu doar în căsuța lui de e-mail.`,
  /** The member's mail for each reply. */
  replyMailSubject: 'Ai primit un răspuns de la madrigaliști',
  replyMailBody: (name: string, question: string, reply: string, link: string) =>
    `Bună, ${name}!\n\nMadrigaliștii programului ți-au răspuns la mesajul tău:\n\n„${question}”\n\nRăspunsul:\n${reply}\n\nÎl găsești și în pagina ta, alături de celelalte mesaje:\n${link}`,
} as const;
