/**
 * Contactează un madrigalist (document 2 §2): the member's message and the team's reply share one
 * rule, used by the page's form and by POST /api/messaging/madrigalist/ and …/{id}/reply/.
 */
import * as v from 'valibot';
import {
  MADRIGALIST_MESSAGE_MAX_LENGTH,
  MADRIGALIST_MESSAGE_MIN_LENGTH,
  MADRIGALIST_READ_MAX_IDS,
} from '../limits.ts';
import { madrigalist as m } from '../messages-madrigalist.ts';
import { idNumber, requiredMultiLineText } from './fields.ts';

export const madrigalistMessageSchema = v.object({
  /** The text, trimmed: 'Cum respir corect înainte de o frază lungă?' */
  message: requiredMultiLineText(MADRIGALIST_MESSAGE_MIN_LENGTH, MADRIGALIST_MESSAGE_MAX_LENGTH),
});
export type MadrigalistMessageInput = v.InferInput<typeof madrigalistMessageSchema>;

const replyId = idNumber(m.invalidReplies);

/** POST /api/messaging/madrigalist/read/: the ids of the replies the page has shown, e.g. [4, 7]. */
export const madrigalistReadSchema = v.object({
  replies: v.pipe(
    v.array(replyId, m.invalidReplies),
    v.maxLength(MADRIGALIST_READ_MAX_IDS, m.tooManyReplies(MADRIGALIST_READ_MAX_IDS)),
  ),
});
