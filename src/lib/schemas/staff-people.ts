/** The body of the back office's block of an account (issue #12). */
import * as v from 'valibot';
import { BLOCK_REASON_MAX_LENGTH } from '../limits.ts';
import { staffPeople } from '../messages-staff-people.ts';

/** POST /api/staff/people/{id}/block/. */
export const blockSchema = v.object({
  reason: v.optional(
    v.pipe(
      v.string(staffPeople.blockReasonType),
      v.trim(),
      v.maxLength(BLOCK_REASON_MAX_LENGTH, staffPeople.blockReasonLength),
    ),
    '',
  ),
});
