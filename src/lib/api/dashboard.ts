/**
 * The dashboard's boxes (spec §2.8, §6). The library does not exist yet, so its routes answer [];
 * the item schemas are what the boxes already show, the contract its issue fills.
 */
import * as v from 'valibot';
import { isoMoment } from './formats.ts';

/** GET /api/dashboard/{id}/summary */
export const dashboardSummarySchema = v.strictObject({
  /** Approved members, conductors included. */
  members: v.number(),
  conductors: v.number(),
  /** Future events (starting now or later) of the choir, the programme's global ones included. */
  events: v.number(),
  /** Requests waiting for a conductor's approval. */
  waiting: v.number(),
  /** The reader's own voice part in the choir (issue #27), by name; null while none is set. */
  my_voice_part: v.nullable(v.string()),
});
export type DashboardSummary = v.InferOutput<typeof dashboardSummarySchema>;

/**
 * GET /api/dashboard/summary: the summary of the choir the members pages show first (issue #21),
 * and that choir's id, so the page can check it is the one it chose.
 */
export const firstSummarySchema = v.strictObject({
  choir_id: v.number(),
  ...dashboardSummarySchema.entries,
});
export type FirstSummary = v.InferOutput<typeof firstSummarySchema>;

/** One item of GET /api/dashboard/{id}/pending: a request waiting for approval, newest first. */
export const pendingAccountSchema = v.strictObject({
  /** The user's id. */
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  avatar: v.nullable(v.string()),
  city: v.nullable(v.string()),
  /** When the request reached the choir. */
  date_joined: isoMoment,
  /** A child under 16 whose parent has not (validly) consented: not approvable yet (issue #25). */
  waits_for_parent: v.boolean(),
});
export type PendingAccount = v.InferOutput<typeof pendingAccountSchema>;

/** One item of GET /api/dashboard/{id}/events: a future event, soonest first. */
export const dashboardEventSchema = v.strictObject({
  id: v.number(),
  title: v.string(),
  start: isoMoment,
  end: isoMoment,
  /** A key of EVENT_TYPES in src/lib/limits.ts, e.g. 1 (concert). */
  type: v.number(),
  location: v.string(),
  /** A global event of the programme (styled differently), e.g. a national festival. */
  global_event: v.boolean(),
  /** The user's own answer, or null when not given yet (the box says 'Nu ai răspuns încă'). */
  my_answer: v.nullable(v.picklist(['yes', 'no', 'maybe'])),
});
export type DashboardEvent = v.InferOutput<typeof dashboardEventSchema>;

/** One item of the library boxes (scores, audiobooks, video lessons). */
export const libraryItemSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  author: v.optional(v.string()),
});
export type LibraryItem = v.InferOutput<typeof libraryItemSchema>;

/**
 * One item of GET /api/dashboard/{id}/messages, newest first: a reply of the madrigal singers the
 * member has not read yet (its start, one line); the box links to the page that shows it whole.
 */
export const dashboardMessageSchema = v.strictObject({
  /** The reply's id (GET /api/messaging/madrigalist/ shows it under its message). */
  id: v.number(),
  /** The sender's name: the programme's team. */
  name: v.string(),
  message: v.string(),
  avatar: v.nullable(v.string()),
  /** The box shows its age in days. */
  date: isoMoment,
});
export type DashboardMessage = v.InferOutput<typeof dashboardMessageSchema>;
