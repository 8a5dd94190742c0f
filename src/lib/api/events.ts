/** Answers about events: the calendar's list, one event, the answers of its members, the feed. */
import * as v from 'valibot';
import { isoDay, isoMoment } from './formats.ts';

const answer = v.picklist(['yes', 'no', 'maybe']);

/**
 * An event as the calendar shows it (documents 1 and 2, §3): GET /api/event/, GET /api/event/{id}/,
 * and the answers of POST and PATCH. The local fields are Bucharest's wall clock.
 */
export const eventSchema = v.strictObject({
  id: v.number(),
  title: v.string(),
  /** The start, UTC, e.g. '2026-12-03T16:00:00.000Z'. */
  start: isoMoment,
  end: isoMoment,
  /** Bucharest's date and time of the start and the end, as the form shows them. */
  startDate: isoDay,
  /** e.g. '18:00' */
  startTime: v.string(),
  endDate: isoDay,
  endTime: v.string(),
  /** A key of EVENT_TYPES in src/lib/limits.ts (5, or any other code, reads 'Alte acțiuni'). */
  type: v.number(),
  location: v.string(),
  description: v.string(),
  /** The choir's id; 0 for a global event of the programme. */
  cor: v.number(),
  /** A global event of the programme, shown in every choir's calendar (styled differently). */
  global_event: v.boolean(),
  /** The calendar's CSS classes for the event's type, e.g. ['event-type', 'event-type--2']. */
  classes: v.array(v.string()),
  /** The user may edit and delete it: its creator, the choir's conductors, staff. */
  can_edit: v.boolean(),
  /** The user's own answer, or null when not given. */
  my_answer: v.nullable(answer),
  my_note: v.string(),
  /** 'Răspunde până la' (issue #28): the last Bucharest day to answer, e.g. '2026-12-01', or null. */
  answer_by: v.nullable(isoDay),
  /**
   * The series the event is an occurrence of (issue #28), or null: its id, how it repeats and its
   * last day. PATCH and DELETE take `?scope=one|following` for such an event.
   */
  series: v.nullable(
    v.strictObject({
      id: v.number(),
      repeat: v.picklist(['weekly', 'biweekly']),
      /** e.g. '2027-01-26' */
      until: isoDay,
    }),
  ),
});
export type CalendarEvent = v.InferOutput<typeof eventSchema>;

/** GET /api/event/?choir_id=…&from=…&to=…: the events that touch the window, by start. */
export const eventListSchema = v.array(eventSchema);

/** One member's answer, as the choir's conductors see it. */
export const eventAnswerRowSchema = v.strictObject({
  user_id: v.number(),
  /** 'First Last' */
  name: v.string(),
  /**
   * Only when another member of the choir has the same name: the e-mail's part before '@'
   * (e.g. 'ana.pop'), which tells them apart; null otherwise (issue #23).
   */
  name_hint: v.nullable(v.string()),
  /** A conductor, who is not expected to answer (not counted in `counts.none`). */
  is_conductor: v.boolean(),
  /** The member's voice part in the choir (issue #27): a term id of GET /api/song/filters `voices`, or null. */
  voice_part: v.nullable(v.number()),
  answer: v.nullable(answer),
  /**
   * No answer, but the member chose to be counted present by default (issue #28): counted in
   * `counts.yes`, not in `counts.none`, and shown as 'Particip (implicit)'.
   */
  by_default: v.boolean(),
  note: v.string(),
  /** When the member answered; null when not yet. */
  updated_at: v.nullable(isoMoment),
});
export type EventAnswerRow = v.InferOutput<typeof eventAnswerRowSchema>;

/**
 * GET /api/event/{id}/answers/?choir_id=…: every approved member of the choir with their
 * answer (null: not answered), and the counts (`none`: members who have not answered,
 * conductors apart). For the choir's conductors and staff.
 */
export const eventAnswersSchema = v.strictObject({
  counts: v.strictObject({
    yes: v.number(),
    no: v.number(),
    maybe: v.number(),
    none: v.number(),
  }),
  members: v.array(eventAnswerRowSchema),
});
export type EventAnswers = v.InferOutput<typeof eventAnswersSchema>;

/** GET /api/calendar/feed/ and POST /api/calendar/feed/revoke/: the member's private feed URL. */
export const calendarFeedSchema = v.strictObject({
  /** Absolute https URL of an iCalendar (RFC 5545) file, e.g. 'https://…/api/calendar/ab12….ics' */
  url: v.string(),
  /** The same as webcal://, which calendar applications open as a subscription. */
  webcal: v.string(),
});
export type CalendarFeed = v.InferOutput<typeof calendarFeedSchema>;

/** GET /api/event/{id}/notify/: what 'Anunță corul' would send, and to whom (issue #23). */
export const eventNotifyPreviewSchema = v.strictObject({
  /** Every member the mail would reach, by last and first name. */
  recipients: v.array(v.strictObject({ user_id: v.number(), name: v.string() })),
  subject: v.string(),
  /** The mail's text as the first recipient would read it (each reads their own name). */
  text: v.string(),
  /** Already sent for this version of the event: sending again answers 409. */
  already_notified: v.boolean(),
});
export type EventNotifyPreview = v.InferOutput<typeof eventNotifyPreviewSchema>;

/** POST /api/event/{id}/notify/: how many members were mailed. */
export const eventNotifiedSchema = v.strictObject({ sent: v.number() });
export type EventNotified = v.InferOutput<typeof eventNotifiedSchema>;

/** GET /api/event/{id}/remind/: what 'Trimite o reamintire' would send, and to whom (issue #28). */
export const eventRemindPreviewSchema = v.strictObject({
  /** The members who have not answered or answered 'Poate' (counted present by default apart). */
  recipients: v.array(v.strictObject({ user_id: v.number(), name: v.string() })),
  subject: v.string(),
  /** The mail's text as the first recipient would read it. */
  text: v.string(),
  /** Why it cannot be sent now (not announced yet, sent lately, started), or null. */
  refused: v.nullable(v.string()),
});
export type EventRemindPreview = v.InferOutput<typeof eventRemindPreviewSchema>;

/** POST /api/event/{id}/remind/: how many members were reminded. */
export const eventRemindedSchema = v.strictObject({ sent: v.number() });
export type EventReminded = v.InferOutput<typeof eventRemindedSchema>;
