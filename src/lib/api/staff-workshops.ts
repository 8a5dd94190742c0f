/** Answers of the back office's workshops and global events (/api/staff/workshops/, /api/staff/events/). */
import * as v from 'valibot';
import { eventSchema } from './events.ts';
import { isoDay, isoMoment } from './formats.ts';
import { pageSchema } from './page.ts';

/** A workshop with its places and the sign-ups it holds. */
export const staffWorkshopSchema = v.strictObject({
  id: v.number(),
  session_id: v.number(),
  title: v.string(),
  description: v.string(),
  /** e.g. '10:00' */
  hour: v.string(),
  /** null: no limit */
  places: v.nullable(v.number()),
  /** Sign-ups that chose it. */
  taken: v.number(),
});
export type StaffWorkshop = v.InferOutput<typeof staffWorkshopSchema>;

/** A session date with its workshops by hour. */
export const staffWorkshopSessionSchema = v.strictObject({
  id: v.number(),
  date: isoDay,
  availability_start: isoDay,
  availability_end: isoDay,
  /** The window holds today (Bucharest): /ateliere shows it. */
  open: v.boolean(),
  /** Sign-ups to any of its workshops. */
  sign_ups: v.number(),
  workshops: v.array(staffWorkshopSchema),
});
export type StaffWorkshopSession = v.InferOutput<typeof staffWorkshopSessionSchema>;
export const staffWorkshopSessionPageSchema = pageSchema(staffWorkshopSessionSchema);

/** A sign-up from /ateliere, as staff read it. */
export const staffWorkshopSignUpSchema = v.strictObject({
  id: v.number(),
  created_at: isoMoment,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  age: v.number(),
  school: v.string(),
  workplace: v.string(),
  knowledge: v.string(),
  experience: v.string(),
  /** The chosen workshops' titles, by hour. */
  workshops: v.array(v.string()),
});
export type StaffWorkshopSignUp = v.InferOutput<typeof staffWorkshopSignUpSchema>;
export const staffWorkshopSignUpPageSchema = pageSchema(staffWorkshopSignUpSchema);

/** GET /api/staff/events/: the programme's global events, as the calendar answers them. */
export const staffEventPageSchema = pageSchema(eventSchema);
