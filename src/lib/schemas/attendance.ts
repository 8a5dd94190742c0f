/**
 * The bodies of attendance (issue #28): one member's mark (PUT /api/event/{id}/attendance/{user_id}/)
 * and a planned absence (POST /api/absences/, and the form 'Anunță o absență'). Days are
 * Bucharest's, both ends included.
 */
import * as v from 'valibot';
import { todayInBucharest } from '../dates.ts';
import { ABSENCE_MAX_DAYS, ABSENCE_REASON_MAX_LENGTH } from '../limits.ts';
import { absenceRules, attendanceApi } from '../messages-attendance.ts';
import { calendarDay, isCalendarDay, oneLine } from './fields.ts';

export const ATTENDANCE_STATUS_VALUES = ['present', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUS_VALUES)[number];

export const attendanceMarkSchema = v.object({
  /** 'present' prezent, 'absent' absent, 'excused' absent motivat */
  status: v.picklist(ATTENDANCE_STATUS_VALUES, attendanceApi.status),
});
export type AttendanceMarkBody = v.InferOutput<typeof attendanceMarkSchema>;

/** Whole days from one YYYY-MM-DD to another, both included. */
export const daysCovered = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const fields = v.object({
  /** First day away, e.g. '2026-12-07'; today or later */
  starts_on: calendarDay,
  /** Last day away, included, e.g. '2026-12-13' */
  ends_on: calendarDay,
  /** e.g. 'Tabără cu școala'; may be empty */
  reason: v.optional(
    v.pipe(
      v.string(),
      oneLine,
      v.trim(),
      v.maxLength(ABSENCE_REASON_MAX_LENGTH, absenceRules.reasonTooLong),
    ),
    '',
  ),
});

type Fields = v.InferOutput<typeof fields>;
const bothDays = (input: Pick<Fields, 'starts_on' | 'ends_on'>) =>
  isCalendarDay(input.starts_on) && isCalendarDay(input.ends_on);

/** Not in the past, the end not before the start, at most ABSENCE_MAX_DAYS. */
export const absenceSchema = v.pipe(
  fields,
  v.forward(
    v.partialCheck(
      [['starts_on']],
      (input: Pick<Fields, 'starts_on'>) => input.starts_on >= todayInBucharest(),
      absenceRules.inPast,
    ),
    ['starts_on'],
  ),
  v.forward(
    v.partialCheck(
      [['starts_on'], ['ends_on']],
      (input: Pick<Fields, 'starts_on' | 'ends_on'>) =>
        !bothDays(input) || input.ends_on >= input.starts_on,
      absenceRules.endBeforeStart,
    ),
    ['ends_on'],
  ),
  v.forward(
    v.partialCheck(
      [['starts_on'], ['ends_on']],
      (input: Pick<Fields, 'starts_on' | 'ends_on'>) =>
        !bothDays(input) ||
        input.ends_on < input.starts_on ||
        daysCovered(input.starts_on, input.ends_on) <= ABSENCE_MAX_DAYS,
      absenceRules.tooLong,
    ),
    ['ends_on'],
  ),
);
export type AbsenceInput = v.InferInput<typeof absenceSchema>;
export type AbsenceBody = v.InferOutput<typeof absenceSchema>;
