/** GET and PUT /api/event-answer/{token}/: the event of a mail's answer link and the answer. */
import * as v from 'valibot';

export const answerLinkSchema = v.strictObject({
  /** The member's first name only: the page needs no login, so it shows nothing else of theirs. */
  first_name: v.string(),
  event_id: v.number(),
  title: v.string(),
  /** As the mail says it, e.g. 'joi, 3 decembrie 2026, 18:00–20:00' (Bucharest). */
  when: v.string(),
  location: v.string(),
  /** The member's answer now (after a PUT: the one just recorded); null when not given. */
  answer: v.nullable(v.picklist(['yes', 'no', 'maybe'])),
});
export type AnswerLink = v.InferOutput<typeof answerLinkSchema>;
