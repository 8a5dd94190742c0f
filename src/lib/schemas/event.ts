/**
 * The create-event form (document 1 §5, "Create event") and the body of POST /api/event/ and
 * PATCH /api/event/{id}/: one schema, used by the modal and by the API. Dates and times are
 * Bucharest's wall clock, as the form shows them; the server turns them into UTC moments.
 */
import { parseDateTime, toZoned } from '@internationalized/date';
import * as v from 'valibot';
import { todayInBucharest } from '../dates.ts';
import {
  EVENT_MAX_DAYS,
  EVENT_TIME_STEP_MINUTES,
  LONG_TEXT_MAX_LENGTH,
  MIN_LENGTH_SHORT,
} from '../limits.ts';
import { events as em, validation as m } from '../messages-events.ts';
import { requiredText } from './fields.ts';

export const EVENT_TIME_ZONE = 'Europe/Bucharest';

/** A real calendar day as YYYY-MM-DD. */
const day = v.pipe(
  v.string(m.required),
  v.trim(),
  v.nonEmpty(m.required),
  v.isoDate(m.date),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, m.date),
);

/** HH:MM on the 15-minute step (document 1 §9). */
const time = v.pipe(
  v.string(m.required),
  v.trim(),
  v.nonEmpty(m.required),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, em.time),
  v.check((s) => Number(s.slice(3)) % EVENT_TIME_STEP_MINUTES === 0, em.timeStep),
);

/** 1 Concert, 2 Repetiție, 3 Workshop, 4 Festival, 5 Alte acțiuni: a number or a numeric string. */
const eventType = v.pipe(
  v.union([v.number(), v.string()], m.required),
  v.transform((input) => String(input).trim()),
  v.nonEmpty(m.required),
  v.picklist(['1', '2', '3', '4', '5'], em.type),
  v.transform(Number),
);

/**
 * `cor`: the choir id, or 0 for a global event of the programme (staff only). A number or a
 * numeric string.
 */
const choirRef = v.pipe(
  v.union([v.number(), v.string()], em.choir),
  v.transform((input) => String(input).trim()),
  v.regex(/^(0|[1-9]\d{0,9})$/, em.choir),
  v.transform(Number),
  v.maxValue(2_147_483_647, em.choir),
);

/** The wall-clock moment in Bucharest as a Date (UTC inside). */
export const bucharestMoment = (date: string, time: string) =>
  toZoned(parseDateTime(`${date}T${time}`), EVENT_TIME_ZONE).toDate();

const fields = v.object({
  /** e.g. 'Repetiție generală' */
  title: requiredText(MIN_LENGTH_SHORT),
  /** Bucharest's date of the start, e.g. '2026-12-03' */
  startDate: day,
  /** e.g. '18:00', on a 15-minute step */
  startTime: time,
  endDate: day,
  endTime: time,
  /** 1 Concert, 2 Repetiție, 3 Workshop, 4 Festival, 5 Alte acțiuni */
  type: eventType,
  /** e.g. 'Sala de festivități a școlii' */
  location: requiredText(MIN_LENGTH_SHORT),
  description: requiredText(1, LONG_TEXT_MAX_LENGTH),
  cor: choirRef,
  /** Accepted for the spec's clients and ignored: the moments come from the dates and times. */
  start: v.optional(v.unknown()),
  end: v.optional(v.unknown()),
});

type Fields = v.InferOutput<typeof fields>;

/**
 * The form's rules across fields: the start date not before today (Bucharest), the end not
 * before the start, and at most EVENT_MAX_DAYS long. Each error lands on the field to fix.
 */
export const eventSchema = v.pipe(
  fields,
  v.forward(
    v.partialCheck(
      [['startDate']],
      (input: Pick<Fields, 'startDate'>) => input.startDate >= todayInBucharest(),
      em.startInPast,
    ),
    ['startDate'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input: Pick<Fields, 'startDate' | 'endDate'>) => input.endDate >= input.startDate,
      em.endBeforeStart,
    ),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['startTime'], ['endDate'], ['endTime']],
      (input: Pick<Fields, 'startDate' | 'startTime' | 'endDate' | 'endTime'>) =>
        input.endDate !== input.startDate || input.endTime >= input.startTime,
      em.endBeforeStart,
    ),
    ['endTime'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['startTime'], ['endDate'], ['endTime']],
      (input: Pick<Fields, 'startDate' | 'startTime' | 'endDate' | 'endTime'>) =>
        bucharestMoment(input.endDate, input.endTime).getTime() -
          bucharestMoment(input.startDate, input.startTime).getTime() <=
        EVENT_MAX_DAYS * 24 * 60 * 60 * 1000,
      em.tooLong(EVENT_MAX_DAYS),
    ),
    ['endDate'],
  ),
);

export type EventInput = v.InferInput<typeof eventSchema>;
export type EventBody = v.InferOutput<typeof eventSchema>;

/** PUT /api/event/{id}/answer/: a member's answer, with an optional note. */
export const eventAnswerSchema = v.object({
  answer: v.picklist(['yes', 'no', 'maybe'], em.answer),
  note: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(LONG_TEXT_MAX_LENGTH, m.maxLength(LONG_TEXT_MAX_LENGTH)),
    ),
    '',
  ),
});
export type EventAnswerBody = v.InferOutput<typeof eventAnswerSchema>;
