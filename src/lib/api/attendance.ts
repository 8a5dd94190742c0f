/** Answers about attendance (issue #28): an event's list, one mark, a member's own, absences. */
import * as v from 'valibot';
import { ATTENDANCE_STATUS_VALUES } from '../schemas/attendance.ts';
import { isoDay, isoMoment } from './formats.ts';

const status = v.picklist(ATTENDANCE_STATUS_VALUES);

/** One member on the conductor's list. */
export const attendanceRowSchema = v.strictObject({
  user_id: v.number(),
  /** 'First Last' */
  name: v.string(),
  /** Only when another member has the same name: the e-mail's part before '@'; else null. */
  name_hint: v.nullable(v.string()),
  /** A term id of GET /api/song/filters `voices`, or null. */
  voice_part: v.nullable(v.number()),
  /** The member's answer to the event (Particip / Nu particip / Poate), or null. */
  answer: v.nullable(v.picklist(['yes', 'no', 'maybe'])),
  /** The mark stored, or the pre-mark from the answer when none is (`marked` false); null: none. */
  status: v.nullable(status),
  /** A conductor marked it (true), or `status` is only the pre-mark from the answer (false). */
  marked: v.boolean(),
  /** Who marked last ('First Last'); null when not marked or the account is gone. */
  marked_by: v.nullable(v.string()),
  marked_at: v.nullable(isoMoment),
});
export type AttendanceRow = v.InferOutput<typeof attendanceRowSchema>;

/** GET /api/event/{id}/attendance/: the choir's members (conductors apart), by name. */
export const attendanceListSchema = v.strictObject({
  event: v.strictObject({
    id: v.number(),
    title: v.string(),
    start: isoMoment,
    end: isoMoment,
    /** After this moment no mark is accepted (ATTENDANCE_OPEN_DAYS after the end). */
    closes_at: isoMoment,
    /** Marks are accepted now: started and not closed. */
    open: v.boolean(),
  }),
  /** The counts of `status` as the list shows them (pre-marks included). */
  counts: v.strictObject({
    present: v.number(),
    absent: v.number(),
    excused: v.number(),
    unmarked: v.number(),
  }),
  /** The choir's voice parts in the library's order: id and name (empty: the choir has none). */
  voice_parts: v.array(v.strictObject({ id: v.number(), name: v.string() })),
  members: v.array(attendanceRowSchema),
});
export type AttendanceList = v.InferOutput<typeof attendanceListSchema>;

/** One of the member's own marks: GET /api/attendance/mine/. */
export const ownAttendanceSchema = v.strictObject({
  counts: v.strictObject({ present: v.number(), absent: v.number(), excused: v.number() }),
  marks: v.array(
    v.strictObject({
      event_id: v.number(),
      title: v.string(),
      start: isoMoment,
      /** The choir's id. */
      cor: v.number(),
      status,
    }),
  ),
});
export type OwnAttendance = v.InferOutput<typeof ownAttendanceSchema>;

/** GET /api/choir/{id}/attendance/to-mark/: the choir's events of yesterday and today, by start. */
export const attendanceToMarkSchema = v.array(
  v.strictObject({ id: v.number(), title: v.string(), start: isoMoment, unmarked: v.number() }),
);
export type AttendanceToMark = v.InferOutput<typeof attendanceToMarkSchema>;

/** A planned absence. */
export const absenceSchema = v.strictObject({
  id: v.number(),
  starts_on: isoDay,
  ends_on: isoDay,
  reason: v.string(),
  created_at: isoMoment,
});
export type Absence = v.InferOutput<typeof absenceSchema>;

/** GET /api/absences/: the member's absences that have not ended, by first day. */
export const absenceListSchema = v.array(absenceSchema);

/** POST /api/absences/: the absence, and how many events it answered 'Nu particip'. */
export const absenceCreatedSchema = v.strictObject({
  absence: absenceSchema,
  answered: v.number(),
});
export type AbsenceCreated = v.InferOutput<typeof absenceCreatedSchema>;
