/**
 * The back office's messages (issue #12): the public contact messages and the madrigal singers'
 * inbox, with the team's replies. Texts: src/lib/messages-staff-messages.ts; the reply's rule:
 * src/lib/schemas/staff-messages.ts.
 */

export const ANSWERED_CHOICES = ['yes', 'no'] as const;

/** The Romanian labels of this area's staff actions (merged into src/lib/staff/actions.ts). */
export const MESSAGES_ACTIONS = {
  'contact.reply': 'a răspuns la mesajul de contact',
  'madrigalist.reply': 'a răspuns la mesajul către madrigaliști',
};
