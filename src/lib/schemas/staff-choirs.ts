/** The bodies of the back office's choir actions (issue #12): confirm and withdraw. */
import * as v from 'valibot';
import { CHOIR_REASON_MAX_LENGTH, CHOIR_REASON_MIN_LENGTH } from '../limits.ts';
import { staffChoirs } from '../messages-staff-choirs.ts';

const optionalNote = v.pipe(
  v.nullish(v.string(staffChoirs.noteLength), ''),
  v.transform((s) => (s ?? '').trim()),
  v.maxLength(CHOIR_REASON_MAX_LENGTH, staffChoirs.noteLength),
);

/** POST /api/staff/choirs/{id}/confirm/: `{ reason? }`, an optional note kept in the history and mailed. */
export const choirConfirmSchema = v.object({ reason: v.optional(optionalNote, '') });

/** POST /api/staff/choirs/{id}/withdraw/: `{ reason }`, kept in the history and mailed. */
export const choirWithdrawSchema = v.object({
  reason: v.pipe(
    v.optional(v.string(staffChoirs.reasonRequired), ''),
    v.trim(),
    v.nonEmpty(staffChoirs.reasonRequired),
    v.minLength(CHOIR_REASON_MIN_LENGTH, staffChoirs.reasonLength),
    v.maxLength(CHOIR_REASON_MAX_LENGTH, staffChoirs.reasonLength),
  ),
});
