/**
 * The bodies of /api/staff/workshops/ (a session date, a workshop): one schema for the back
 * office's forms and the API.
 */
import * as v from 'valibot';
import { todayInBucharest } from '../dates.ts';
import {
  LONG_TEXT_MAX_LENGTH,
  MIN_LENGTH_SHORT,
  TEXT_MAX_LENGTH,
  WORKSHOP_PLACES_MAX,
} from '../limits.ts';
import { validation } from '../messages.ts';
import { staffWorkshops as m } from '../messages-staff-workshops.ts';
import { calendarDay, oneLine, requiredText } from './fields.ts';

const sessionFields = v.object({
  /** The day of the workshops, e.g. '2026-12-05'. */
  date: calendarDay,
  /** The first day of sign-ups, e.g. '2026-11-20'. */
  availability_start: calendarDay,
  /** The last day of sign-ups (included), at the latest the day of the workshops. */
  availability_end: calendarDay,
  /** Where the workshops take place, e.g. 'Palatul Copiilor, Iași'; absent or empty: not yet said. */
  location: v.optional(
    v.pipe(
      v.string(validation.required),
      oneLine,
      v.trim(),
      v.maxLength(TEXT_MAX_LENGTH, validation.maxLength(TEXT_MAX_LENGTH)),
    ),
    '',
  ),
});
type SessionFields = v.InferOutput<typeof sessionFields>;

/**
 * POST and PATCH /api/staff/workshops/sessions/…: the whole form each time. The window opens
 * before (or on) the day it closes, and closes at the latest on the workshops' day. A new date is
 * not in the past (`isNew`); an old one may be corrected afterwards.
 */
export const sessionSchema = (isNew: boolean) =>
  v.pipe(
    sessionFields,
    v.forward(
      v.partialCheck(
        [['date']],
        (input: Pick<SessionFields, 'date'>) => !isNew || input.date >= todayInBucharest(),
        m.dateInPast,
      ),
      ['date'],
    ),
    v.forward(
      v.partialCheck(
        [['availability_start'], ['availability_end']],
        (input: Pick<SessionFields, 'availability_start' | 'availability_end'>) =>
          input.availability_start <= input.availability_end,
        m.windowOrder,
      ),
      ['availability_end'],
    ),
    v.forward(
      v.partialCheck(
        [['availability_end'], ['date']],
        (input: Pick<SessionFields, 'availability_end' | 'date'>) =>
          input.availability_end <= input.date,
        m.windowAfterDate,
      ),
      ['availability_end'],
    ),
  );
export type SessionBody = v.InferOutput<ReturnType<typeof sessionSchema>>;
export type SessionInput = v.InferInput<ReturnType<typeof sessionSchema>>;

/** Places: a whole number, or empty / null for no limit. A number or a numeric string. */
const places = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()], m.placesNumber)), null),
  v.transform((input) => (input === null || String(input).trim() === '' ? null : input)),
  v.check(
    (input) =>
      input === null ||
      (/^\d{1,6}$/.test(String(input).trim()) &&
        Number(input) >= 1 &&
        Number(input) <= WORKSHOP_PLACES_MAX),
    m.placesNumber,
  ),
  v.transform((input) => (input === null ? null : Number(input))),
);

/** POST /api/staff/workshops/sessions/{id}/workshops/ and PATCH /api/staff/workshops/{id}/. */
export const workshopSchema = v.object({
  /** e.g. 'Atelier de cor' */
  title: requiredText(MIN_LENGTH_SHORT),
  description: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(LONG_TEXT_MAX_LENGTH, validation.maxLength(LONG_TEXT_MAX_LENGTH)),
    ),
    '',
  ),
  /** Bucharest's hour, e.g. '10:00'. */
  hour: v.pipe(
    v.string(validation.required),
    oneLine,
    v.trim(),
    v.nonEmpty(validation.required),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.hourFormat),
  ),
  /** e.g. 20; null for no limit */
  places,
});
export type WorkshopBody = v.InferOutput<typeof workshopSchema>;
export type WorkshopInput = v.InferInput<typeof workshopSchema>;
