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
  EVENT_WINDOW_MAX_DAYS,
  LONG_TEXT_MAX_LENGTH,
  MAX_ID,
  MIN_LENGTH_SHORT,
  SERIES_MAX_DAYS,
  SERIES_REPEATS,
} from '../limits.ts';
import { events as em, validation as m } from '../messages-events.ts';
import { reminders as rm } from '../messages-reminders.ts';
import { series as ms } from '../messages-series.ts';
import {
  calendarDay,
  isCalendarDay,
  oneLine,
  requiredMultiLineText,
  requiredText,
} from './fields.ts';

export const EVENT_TIME_ZONE = 'Europe/Bucharest';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** HH:MM on the 15-minute step (document 1 §9). */
const time = v.pipe(
  v.string(m.required),
  oneLine,
  v.trim(),
  v.nonEmpty(m.required),
  v.regex(TIME, em.time),
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
  v.maxValue(MAX_ID, em.choir),
);

/** The wall-clock moment in Bucharest as a Date (UTC inside). */
export const bucharestMoment = (date: string, time: string) =>
  toZoned(parseDateTime(`${date}T${time}`), EVENT_TIME_ZONE).toDate();

/** Whole days from one YYYY-MM-DD to another (both real days). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const isDayOrEmpty = (s: string) => s === '' || isCalendarDay(s);

/** The weeks between occurrences of a repeating event; 0 when it does not repeat. */
export const repeatWeeks = (repeat: string | undefined) =>
  repeat === 'weekly' || repeat === 'biweekly' ? SERIES_REPEATS[repeat] : 0;

const fields = v.object({
  /** e.g. 'Repetiție generală' */
  title: requiredText(MIN_LENGTH_SHORT),
  /** Bucharest's date of the start, e.g. '2026-12-03' */
  startDate: calendarDay,
  /** e.g. '18:00', on a 15-minute step */
  startTime: time,
  endDate: calendarDay,
  endTime: time,
  /** 1 Concert, 2 Repetiție, 3 Workshop, 4 Festival, 5 Alte acțiuni */
  type: eventType,
  /** e.g. 'Sala de festivități a școlii' */
  location: requiredText(MIN_LENGTH_SHORT),
  description: requiredMultiLineText(1, LONG_TEXT_MAX_LENGTH),
  cor: choirRef,
  /** POST only (PATCH ignores it): 'weekly' or 'biweekly' makes a series; default 'none'. */
  repeat: v.optional(v.picklist(['none', 'weekly', 'biweekly'], ms.repeatInvalid)),
  /** POST with `repeat`: the last day an occurrence may fall on, e.g. '2027-01-26' ('' none). */
  repeat_until: v.optional(
    v.pipe(v.string(ms.untilRequired), oneLine, v.trim(), v.check(isDayOrEmpty, m.date)),
  ),
  /**
   * 'Răspunde până la' (issue #28): the last day to answer, before the start's day, e.g.
   * '2026-12-01'; '' or absent: none. A series keeps it as many days before each occurrence.
   */
  answer_by: v.optional(v.pipe(v.string(m.date), oneLine, v.trim(), v.check(isDayOrEmpty, m.date))),
  /** Accepted for the spec's clients and ignored: the moments come from the dates and times. */
  start: v.optional(v.unknown()),
  end: v.optional(v.unknown()),
});

type Fields = v.InferOutput<typeof fields>;
type Repeat = Pick<Fields, 'repeat' | 'repeat_until' | 'startDate'>;

/** A repeating event's until: given, after its second occurrence, within SERIES_MAX_DAYS. */
const untilError = ({ repeat, repeat_until: until, startDate }: Repeat) => {
  const weeks = repeatWeeks(repeat);
  if (!weeks || !isCalendarDay(startDate) || (until && !isCalendarDay(until))) return null;
  if (!until) return ms.untilRequired;
  if (daysBetween(startDate, until) < 7 * weeks) return ms.untilTooSoon;
  if (daysBetween(startDate, until) > SERIES_MAX_DAYS) return ms.untilTooFar(SERIES_MAX_DAYS);
  return null;
};

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
      (input: Pick<Fields, 'startDate' | 'endDate'>) =>
        !isCalendarDay(input.startDate) ||
        !isCalendarDay(input.endDate) ||
        input.endDate >= input.startDate,
      em.endBeforeStart,
    ),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['startTime'], ['endDate'], ['endTime']],
      (input: Pick<Fields, 'startDate' | 'startTime' | 'endDate' | 'endTime'>) =>
        input.endDate !== input.startDate ||
        !TIME.test(input.startTime) ||
        !TIME.test(input.endTime) ||
        input.endTime >= input.startTime,
      em.endBeforeStart,
    ),
    ['endTime'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['startTime'], ['endDate'], ['endTime']],
      (input: Pick<Fields, 'startDate' | 'startTime' | 'endDate' | 'endTime'>) =>
        // valibot runs a partial check even when a field failed its own check (the fields are
        // still strings): an impossible day or time is reported there, not thrown here.
        !isCalendarDay(input.startDate) ||
        !isCalendarDay(input.endDate) ||
        !TIME.test(input.startTime) ||
        !TIME.test(input.endTime) ||
        bucharestMoment(input.endDate, input.endTime).getTime() -
          bucharestMoment(input.startDate, input.startTime).getTime() <=
          EVENT_MAX_DAYS * 24 * 60 * 60 * 1000,
      em.tooLong(EVENT_MAX_DAYS),
    ),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['answer_by'], ['startDate']],
      (input: Pick<Fields, 'answer_by' | 'startDate'>) =>
        !input.answer_by ||
        !isCalendarDay(input.startDate) ||
        !isCalendarDay(input.answer_by) ||
        input.answer_by < input.startDate,
      rm.answerByNotBeforeStart,
    ),
    ['answer_by'],
  ),
  v.forward(
    v.partialCheck(
      [['repeat'], ['repeat_until'], ['startDate']],
      (input: Repeat) => untilError(input) === null,
      (issue) => untilError(issue.input as Repeat) ?? ms.untilRequired,
    ),
    ['repeat_until'],
  ),
  v.forward(
    v.partialCheck(
      [['repeat'], ['startDate'], ['endDate']],
      (input: Pick<Fields, 'repeat' | 'startDate' | 'endDate'>) =>
        !repeatWeeks(input.repeat) ||
        !isCalendarDay(input.startDate) ||
        !isCalendarDay(input.endDate) ||
        daysBetween(input.startDate, input.endDate) < 7 * repeatWeeks(input.repeat),
      ms.tooLongToRepeat,
    ),
    ['endDate'],
  ),
);

export type EventInput = v.InferInput<typeof eventSchema>;
export type EventBody = v.InferOutput<typeof eventSchema>;

/** PATCH and DELETE /api/event/{id}/?scope=: an occurrence of a series alone, or with the later ones. */
export const eventScopeSchema = v.object({
  /** 'one' (default) or 'following'; ignored for an event outside a series. */
  scope: v.optional(v.picklist(['one', 'following'], ms.scopeInvalid), 'one'),
});

/**
 * PUT /api/event/{id}/answer/: a member's answer, with an optional note. Without `note` the note
 * already given stays (a one-tap answer from the dashboard or the day list changes the answer only).
 */
export const eventAnswerSchema = v.object({
  answer: v.picklist(['yes', 'no', 'maybe'], em.answer),
  note: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(LONG_TEXT_MAX_LENGTH, m.maxLength(LONG_TEXT_MAX_LENGTH)),
    ),
  ),
});

/** PUT /api/event-answer/{token}/: the answer a mail's link gives (no note: no login). */
export const answerLinkBodySchema = v.pick(eventAnswerSchema, ['answer']);
export type EventAnswerBody = v.InferOutput<typeof eventAnswerSchema>;

/**
 * The query of GET /api/event/: the choir (0: only the programme's global events, staff) and the
 * window, Bucharest days, both included, at most EVENT_WINDOW_MAX_DAYS.
 */
export const eventWindowFields = v.object({
  /** e.g. '12'; '0' for the global events only (staff) */
  choir_id: choirRef,
  /** First day, e.g. '2026-11-30' */
  from: calendarDay,
  /** Last day, included, e.g. '2027-01-10' */
  to: calendarDay,
});
export const eventWindowSchema = v.pipe(
  eventWindowFields,
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input: { from: string; to: string }) =>
        !isCalendarDay(input.from) || !isCalendarDay(input.to) || input.to >= input.from,
      em.windowEnd,
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input: { from: string; to: string }) =>
        !isCalendarDay(input.from) ||
        !isCalendarDay(input.to) ||
        daysBetween(input.from, input.to) < EVENT_WINDOW_MAX_DAYS,
      em.windowTooLong(EVENT_WINDOW_MAX_DAYS),
    ),
    ['to'],
  ),
);
export type EventWindow = v.InferOutput<typeof eventWindowSchema>;

/** The query of GET /api/event/{id}/answers/: whose members (required for a global event). */
export const eventAnswersQuerySchema = v.object({
  /** e.g. '12'; defaults to the event's choir */
  choir_id: v.optional(choirRef),
});
