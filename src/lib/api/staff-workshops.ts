/** Answers of the back office's workshops and global events (/api/staff/workshops/, /api/staff/events/). */
import * as v from 'valibot';
import { eventSchema } from './events.ts';
import { isoMoment } from './formats.ts';
import { pageSchema } from './page.ts';
import { workshopSchema, workshopSessionSchema } from './workshops.ts';

/** A workshop with its places and the sign-ups it holds (the public one's fields, ./workshops.ts). */
const { id, title, description, hour } = workshopSchema.entries;
export const staffWorkshopSchema = v.strictObject({
  id,
  session_id: v.number(),
  title,
  description,
  hour,
  /** null: no limit */
  places: v.nullable(v.number()),
  /** Sign-ups that chose it. */
  taken: v.number(),
});
export type StaffWorkshop = v.InferOutput<typeof staffWorkshopSchema>;

/** A session date with its workshops by hour. */
const session = workshopSessionSchema.entries;
export const staffWorkshopSessionSchema = v.strictObject({
  id: session.id,
  date: session.date,
  availability_start: session.availability_start,
  availability_end: session.availability_end,
  location: session.location,
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
