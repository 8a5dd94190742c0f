/** Answers of /api/sign-ups/workshops/ (document 2 §3 'Workshop session date'). */
import * as v from 'valibot';
import { isoDay } from './formats.ts';

/** One workshop of a session date, with the places it has left. */
export const workshopSchema = v.strictObject({
  id: v.number(),
  /** e.g. 'Atelier de cor' */
  title: v.string(),
  description: v.string(),
  /** Starting hour in Bucharest, e.g. '10:00'. */
  hour: v.string(),
  /** Places left; null when the workshop takes everyone. */
  places_left: v.nullable(v.number()),
  /** True when no place is left: it cannot be chosen. */
  full: v.boolean(),
});
export type Workshop = v.InferOutput<typeof workshopSchema>;

/** A session date open for sign-up today (Bucharest), its workshops by hour. */
export const workshopSessionSchema = v.strictObject({
  id: v.number(),
  /** The day of the workshops. */
  date: isoDay,
  availability_start: isoDay,
  availability_end: isoDay,
  /** Where they take place, e.g. 'Palatul Copiilor, Iași'; '' when not yet said. */
  location: v.string(),
  workshops: v.array(workshopSchema),
});
export type WorkshopSession = v.InferOutput<typeof workshopSessionSchema>;

/** GET /api/sign-ups/workshops/: the open session dates, soonest first. */
export const workshopSessionsSchema = v.array(workshopSessionSchema);
export type WorkshopSessions = v.InferOutput<typeof workshopSessionsSchema>;
