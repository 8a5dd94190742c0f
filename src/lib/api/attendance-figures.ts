/**
 * Answers of attendance figures (issue #28): a member's own, a choir's for its conductors, and
 * the back office's per county and national. Counts follow one rule (attendance/statuses.ts).
 */
import * as v from 'valibot';
import { isoDay } from './formats.ts';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The counts of a tally, in the order tables show them. */
export const TALLY_KEYS = ['present', 'absent', 'excused', 'unmarked'] as const;

/** Present, absent, excused and unmarked, and the rate: present of the marked, in percent. */
export const tallySchema = v.strictObject({
  present: count,
  absent: count,
  excused: count,
  unmarked: count,
  /** e.g. 87.5; null when nothing was marked. */
  rate: v.nullable(v.number()),
});
export type Tally = v.InferOutput<typeof tallySchema>;

/** The period counted: Bucharest days, both included. */
const period = { from: isoDay, to: isoDay };

/** GET /api/attendance/mine/figures/: the caller's own. */
export const ownFiguresSchema = v.strictObject({
  ...period,
  /** At rehearsals (event type 2). */
  rehearsals: tallySchema,
  /** At every event of the member's choirs. */
  all: tallySchema,
});
export type OwnFigures = v.InferOutput<typeof ownFiguresSchema>;

/** GET /api/choir/{id}/attendance/figures/: the choir's, for its conductors. */
export const choirFiguresSchema = v.strictObject({
  ...period,
  /** Events of the period at which attendance was taken. */
  events: count,
  total: tallySchema,
  /** Monday of each week (Bucharest) that had such an event, in order. */
  weeks: v.array(v.strictObject({ week: isoDay, events: count, ...tallySchema.entries })),
  /** The choir's voice parts in the library's order, then 'no part' (id null) when any. */
  voice_parts: v.array(
    v.strictObject({ id: v.nullable(v.number()), name: v.string(), ...tallySchema.entries }),
  ),
  /** The choir's approved singers, by name. */
  members: v.array(
    v.strictObject({
      user_id: v.number(),
      name: v.string(),
      voice_part: v.nullable(v.number()),
      ...tallySchema.entries,
    }),
  ),
});
export type ChoirFigures = v.InferOutput<typeof choirFiguresSchema>;

const nationalRow = {
  /** Distinct children present at least once. */
  children: count,
  /** Rehearsals at which attendance was taken. */
  rehearsals: count,
  /** Choirs with such a rehearsal. */
  choirs: count,
  ...tallySchema.entries,
};
export const nationalCountySchema = v.strictObject({
  code: v.string(),
  name: v.string(),
  ...nationalRow,
});
export type NationalCounty = v.InferOutput<typeof nationalCountySchema>;

/** GET /api/staff/reports/attendance/: rehearsals only, per county (all 42) and in total. */
export const nationalFiguresSchema = v.strictObject({
  ...period,
  total: v.strictObject(nationalRow),
  counties: v.array(nationalCountySchema),
  /** First day of each month of the period (Bucharest) that had such a rehearsal. */
  months: v.array(v.strictObject({ month: isoDay, ...nationalRow })),
});
export type NationalFigures = v.InferOutput<typeof nationalFiguresSchema>;
