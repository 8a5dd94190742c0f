/** The back office's choirs (GET /api/staff/choirs/, GET /api/staff/choirs/{id}/). */
import * as v from 'valibot';
import { choirDetailsSchema, choirEntries, choirHistoryPageSchema } from './choirs.ts';
import { memberConsentSchema } from './consent.ts';
import { isoMoment } from './formats.ts';
import { cappedPageSchema } from './page.ts';

/** The list's status filter (`?status=`): absent is every choir, the waiting ones first. */
export const CHOIR_STATUSES = ['waiting', 'confirmed'] as const;
export type ChoirStatus = (typeof CHOIR_STATUSES)[number];

/** A row of the staff's choir list. */
export const staffChoirSchema = v.strictObject({
  ...choirEntries,
  /** Members a conductor approved (conductors included). */
  members_count: v.number(),
  conductors_count: v.number(),
  created_at: isoMoment,
});
export type StaffChoir = v.InferOutput<typeof staffChoirSchema>;
export const staffChoirPageSchema = cappedPageSchema(staffChoirSchema);

/** A member of the choir as staff see it. */
export const staffChoirMemberSchema = v.strictObject({
  user_id: v.number(),
  name: v.string(),
  email: v.string(),
  is_conductor: v.boolean(),
  /** A conductor approved the request. */
  is_confirmed: v.boolean(),
  /** When the request was made. */
  joined_at: isoMoment,
  /** The parental consent of a member under 16 (issue #25), null for one 16 or older. */
  consent: memberConsentSchema,
});
export type StaffChoirMember = v.InferOutput<typeof staffChoirMemberSchema>;

/**
 * GET /api/staff/choirs/{id}/: every field of the choir (the details as GET /api/choir/{id}/
 * answers them to staff), when it was founded, all its members (conductors first) and the first
 * page of its history (the next pages: GET /api/choir/{id}/history/?page=N).
 */
export const staffChoirDetailsSchema = v.strictObject({
  ...choirDetailsSchema.entries,
  created_at: isoMoment,
  members: v.array(staffChoirMemberSchema),
  history: choirHistoryPageSchema,
});
export type StaffChoirDetails = v.InferOutput<typeof staffChoirDetailsSchema>;
