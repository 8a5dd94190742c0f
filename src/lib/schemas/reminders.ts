/** PUT /api/calendar/counted-present/ (issue #28): 'Mă socotiți prezent dacă nu răspund'. */
import * as v from 'valibot';
import { reminders as rm } from '../messages-reminders.ts';

export const countedPresentSchema = v.object({
  /** true: where the member has not answered, they count as 'Particip' and get no reminder. */
  counted_present: v.boolean(rm.countedPresentInvalid),
});
export type CountedPresent = v.InferOutput<typeof countedPresentSchema>;
