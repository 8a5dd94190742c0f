/** The back office's journal of staff actions (GET /api/staff/audit/). */
import * as v from 'valibot';
import { pageSchema } from './page.ts';

export const staffActionSchema = v.strictObject({
  id: v.number(),
  /** ISO time. */
  created_at: v.string(),
  /** The staff member's name and e-mail; null once the account is deleted. */
  actor: v.nullable(v.strictObject({ id: v.number(), name: v.string(), email: v.string() })),
  action: v.string(),
  target_type: v.string(),
  target_id: v.nullable(v.number()),
  target_label: v.string(),
  detail: v.nullable(v.record(v.string(), v.unknown())),
});
export type StaffAction = v.InferOutput<typeof staffActionSchema>;
export const staffActionPageSchema = pageSchema(staffActionSchema);
