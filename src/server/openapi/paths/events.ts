/** Events (src/server/routes/events.ts). */
import * as v from 'valibot';
import {
  calendarFeedSchema,
  eventAnswersSchema,
  eventListSchema,
  eventNotifiedSchema,
  eventNotifyPreviewSchema,
  eventSchema,
} from '../../../lib/api/events.ts';
import { DAY_YEARS, SERIES_MAX_DAYS } from '../../../lib/limits.ts';
import { eventPaths } from '../../../lib/paths/events.ts';
import {
  eventAnswerSchema,
  eventAnswersQuerySchema,
  eventSchema as eventBodySchema,
  eventScopeSchema,
  eventWindowFields,
} from '../../../lib/schemas/event.ts';
import type { Operation } from '../operation.ts';

const SEES =
  "A choir's event: its confirmed members (the choir confirmed) and staff; a global event: any member confirmed in a confirmed choir, and staff.";
const EDITS =
  "Its creator (still a confirmed member), the choir's conductors and staff; a global event: staff only.";

const SCOPE =
  'For an occurrence of a series (`series` not null), `scope=one` (default) changes this occurrence only, `scope=following` this one and the later ones:';

export const eventOps = {
  list: {
    method: 'get',
    path: eventPaths.list,
    summary: "A choir's events and the global ones that touch a window of days, by start",
    description: `Days in Bucharest, both included, at most 62, of the years ${DAY_YEARS.min}–${DAY_YEARS.max} (another: 400). A confirmed member of the confirmed choir, or staff (\`choir_id=0\`: the global events only, staff). 404 for an unknown choir.`,
    auth: 'user',
    query: eventWindowFields,
    responses: { 200: eventListSchema },
    errors: [403, 404],
  },
  create: {
    method: 'post',
    path: eventPaths.list,
    summary: 'Creates an event (`cor` 0: a global event, staff only), or a series of them',
    description: `Any confirmed member of the confirmed choir, or staff. Dates and times are Bucharest wall clock. With \`repeat\` ('weekly' or 'biweekly') and \`repeat_until\` (at most ${SERIES_MAX_DAYS} days after the start), one event per occurrence at the same wall-clock time, in one series; the answer is the first occurrence.`,
    auth: 'user',
    body: eventBodySchema,
    responses: { 201: eventSchema },
    errors: [403],
  },
  get: {
    method: 'get',
    path: eventPaths.event,
    summary: 'One event, with the caller’s answer',
    description: SEES,
    auth: 'user',
    responses: { 200: eventSchema },
    errors: [403, 404],
  },
  update: {
    method: 'patch',
    path: eventPaths.event,
    summary: 'Edits an event that has not started (the whole form; `cor` may not change)',
    description: `${EDITS} ${SCOPE} \`following\` moves them by as many days as this one moves, to the form's times and texts (a new series from here on).`,
    auth: 'user',
    query: eventScopeSchema,
    body: eventBodySchema,
    responses: { 200: eventSchema },
    errors: [403, 404, 409],
  },
  remove: {
    method: 'delete',
    path: eventPaths.event,
    summary: 'Deletes an event, with its answers (a started one too)',
    description: `${EDITS} ${SCOPE} \`following\` deletes them (the series ends the day before).`,
    auth: 'user',
    query: eventScopeSchema,
    responses: { 204: null },
    errors: [403, 404, 409],
  },
  answer: {
    method: 'put',
    path: eventPaths.answer,
    summary: 'The caller’s answer (Particip / Nu particip / Poate) until the event ends',
    description: `Members who see the event (staff only when also members). ${SEES}`,
    auth: 'user',
    body: eventAnswerSchema,
    responses: { 200: eventSchema },
    errors: [403, 404],
  },
  answers: {
    method: 'get',
    path: eventPaths.answers,
    summary: 'Every approved member of a choir with their answer, and the counts',
    description:
      "The choir's conductors and staff. `choir_id` is required for a global event and defaults to the event's choir.",
    auth: 'user',
    query: eventAnswersQuerySchema,
    responses: { 200: eventAnswersSchema },
    errors: [403, 404],
  },
  notifyPreview: {
    method: 'get',
    path: eventPaths.notify,
    summary: "What 'Anunță corul' would send: the recipients, the subject and the text",
    description:
      "The choir's conductors and staff. Sends nothing. 400 for a global event (never mailed).",
    auth: 'user',
    responses: { 200: eventNotifyPreviewSchema },
    errors: [400, 403, 404],
  },
  notify: {
    method: 'post',
    path: eventPaths.notify,
    summary: 'Mails the event to every approved member of its choir (blocked accounts excepted)',
    description:
      "The choir's conductors and staff. 409 once sent, until the event is edited; 400 for a global event (never mailed).",
    auth: 'user',
    responses: { 200: eventNotifiedSchema },
    errors: [400, 403, 404, 409],
  },
  feed: {
    method: 'get',
    path: eventPaths.feed,
    summary: "The member's private calendar feed URL (made on the first call)",
    description:
      'Made again after a password reset or a block ended the previous one. `Cache-Control: private, no-store`: the URL is a credential.',
    auth: 'user',
    responses: { 200: calendarFeedSchema },
  },
  feedRevoke: {
    method: 'post',
    path: eventPaths.feedRevoke,
    summary: 'A new feed URL in place of the old one, which answers 404 from now on',
    description: '`Cache-Control: private, no-store`.',
    auth: 'user',
    responses: { 200: calendarFeedSchema },
  },
  feedFile: {
    method: 'get',
    path: eventPaths.feedFile,
    summary: "The member's events as iCalendar (RFC 5545), 90 days back to 400 days ahead",
    description:
      "No session: the token is the credential. The events of the member's confirmed memberships in confirmed choirs and the global ones, in UTC. `Cache-Control: private, no-cache` with an `ETag`: a request whose `If-None-Match` holds the current ETag answers 304 without a body; the ETag changes with any event of the calendars shown and with the day. 404 for an unknown or revoked token, one ended by a password reset, and any token of a blocked account: the same answer in each case.",
    auth: 'public',
    mediaType: 'text/calendar',
    responses: { 200: v.string(), 304: null },
    errors: [404],
  },
} satisfies Record<string, Operation>;
