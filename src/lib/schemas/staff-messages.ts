/** The back office's reply to a contact message. */
import * as v from 'valibot';
import { STAFF_REPLY_MAX_LENGTH } from '../limits.ts';
import { requiredMultiLineText } from './fields.ts';

/** POST /api/staff/messages/contact/{id}/reply/: the reply, trimmed. */
export const contactReplySchema = v.object({
  message: requiredMultiLineText(2, STAFF_REPLY_MAX_LENGTH),
});
