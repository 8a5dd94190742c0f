/** Answer deadlines and reminders (issue #28, src/server/routes/reminders.ts). */
import { eventRemindedSchema, eventRemindPreviewSchema } from '../../../lib/api/events.ts';
import { REMIND_BY_HAND_GAP_HOURS } from '../../../lib/limits.ts';
import { eventPaths } from '../../../lib/paths/events.ts';
import { countedPresentSchema } from '../../../lib/schemas/reminders.ts';
import type { Operation } from '../operation.ts';

export const reminderOps = {
  remindPreview: {
    method: 'get',
    path: eventPaths.remind,
    summary: "What 'Trimite o reamintire' would send: the recipients, the subject and the text",
    description:
      "The choir's conductors and staff. Sends nothing; `refused` says why a POST would be refused now. 400 for a global event.",
    auth: 'user',
    responses: { 200: eventRemindPreviewSchema },
    errors: [400, 403, 404],
  },
  remind: {
    method: 'post',
    path: eventPaths.remind,
    summary:
      "Mails a reminder to the members who have not answered or answered 'Poate' (counted present by default apart)",
    description: `The choir's conductors and staff. Only after the announcement (400 before) and before the start (400); at most once every ${REMIND_BY_HAND_GAP_HOURS} hours (429 with Retry-After).`,
    auth: 'user',
    responses: { 200: eventRemindedSchema },
    errors: [400, 403, 404, 429],
  },
  countedPresentGet: {
    method: 'get',
    path: eventPaths.countedPresent,
    summary:
      "Whether the caller (or the child a parent acts for) is counted 'Particip' when not answering",
    auth: 'user',
    responses: { 200: countedPresentSchema },
  },
  countedPresentPut: {
    method: 'put',
    path: eventPaths.countedPresent,
    summary:
      "Sets 'Mă socotiți prezent dacă nu răspund' for the caller, or the child a parent acts for",
    description:
      'A parent acts for a managed child with the acting header (families/acting.ts); a child who decides for themselves answers 403 to the parent.',
    auth: 'user',
    body: countedPresentSchema,
    responses: { 200: countedPresentSchema },
    errors: [403],
  },
} satisfies Record<string, Operation>;
