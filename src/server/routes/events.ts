/**
 * Events (their paths: src/lib/paths/events.ts): the calendar of a choir with the programme's global events,
 * creating, editing and deleting an event, a member's answer (Particip / Nu particip / Poate),
 * the answers of a choir's members, and the mail that tells the choir (GitHub issue #9).
 * Who may do what is written in docs/decisions.md, "Events and the calendar feed"; each handler
 * checks it on the server: readEvent (who sees), canEdit (edit, delete), the choir's conductors
 * (answers, notify). Creating, changing and deleting an event tell the choir's members by each
 * one's choice of mail or push (notifications/events.ts), in the same transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { EventNotified } from '../../lib/api/events.ts';
import { events as em } from '../../lib/messages-events.ts';
import {
  bucharestMoment,
  type EventBody,
  eventAnswerSchema,
  eventAnswersQuerySchema,
  eventSchema,
  eventScopeSchema,
  eventWindowSchema,
  repeatWeeks,
} from '../../lib/schemas/event.ts';
import { answerAbsentMembers } from '../attendance/absences.ts';
import { type AppEnv, currentUser, type User } from '../auth.ts';
import type { Tx } from '../db/client.ts';
import { events } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { presentEvent, readEvent, readEventStanding } from '../events/access.ts';
import { answersVersion, keptAnswersOf, saveAnswer } from '../events/answers.ts';
import { notifyChoir } from '../events/notify.ts';
import { previewNotification } from '../events/notify-preview.ts';
import { canEdit, type EventRow, toCalendarEvent } from '../events/present.ts';
import { createSeries, deleteOccurrences, updateFollowing } from '../events/series.ts';
import { eventsInWindow } from '../events/window.ts';
import { badRequest, forbidden, notFound, parseJson, parseQuery } from '../http.ts';
import { changedForMembers, notifyEventChange } from '../notifications/events.ts';
import { eventOps as ops } from '../openapi/paths/events.ts';
import { route } from '../openapi/route.ts';
import {
  assertConductor,
  assertConfirmedMember,
  idParam,
  membershipOf,
  requireConductor,
} from '../permissions.ts';
import { recordStaffAction } from '../staff/audit.ts';

/** The columns a form sets: the moments from Bucharest's wall clock. */
const columnsOf = (body: EventBody) => ({
  title: body.title,
  type: body.type,
  location: body.location,
  description: body.description,
  startsAt: bucharestMoment(body.startDate, body.startTime),
  endsAt: bucharestMoment(body.endDate, body.endTime),
  answerBy: body.answer_by || null,
});

/** An insert that lost its event to a concurrent delete (foreign key violation). */
function isMissingReference(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** A global event is the programme's: only staff change it, and each change is a staff action. */
async function recordGlobalEvent(
  tx: Tx,
  user: User,
  event: EventRow,
  action: 'event.create' | 'event.update' | 'event.delete',
) {
  if (event.choirId !== null) return;
  await recordStaffAction(tx, user.id, {
    action,
    targetType: 'event',
    targetId: event.id,
    targetLabel: event.title,
    detail: { starts_at: event.startsAt.toISOString() },
  });
}

export function eventRoutes(deps: AppDeps) {
  const { db } = deps;

  /** The event, 404/403 as for reading it, and 403 unless the user may edit it. */
  const editable = async (c: Context<AppEnv>) => {
    const read = await readEvent(db, currentUser(c), idParam(c.req.param('id')));
    if (!read.canEdit) throw forbidden();
    return read;
  };

  const app = new Hono<AppEnv>();
  route(app, ops.list, async (c) => {
    const user = currentUser(c);
    const query = parseQuery(c, eventWindowSchema);
    // choir_id=0: only the programme's global events, for staff planning them.
    if (query.choir_id === 0 && !user.isStaff) throw forbidden();
    return c.json(await eventsInWindow(db, user, query.choir_id, query));
  });
  route(app, ops.create, async (c) => {
    const user = currentUser(c);
    const body = await parseJson(c, eventSchema);
    let access = null;
    if (body.cor === 0) {
      if (!user.isStaff) throw forbidden();
    } else {
      access = await membershipOf(db, user.id, body.cor);
      if (!access) throw badRequest({ cor: [em.choir] });
      assertConfirmedMember(user, access);
    }
    const weeks = repeatWeeks(body.repeat);
    const event = await db.transaction(async (tx) => {
      // A series: its occurrences in one statement; the answer is the first one.
      const [row] = weeks
        ? await createSeries(tx, body, body.cor || null, user.id)
        : await tx
            .insert(events)
            .values({ ...columnsOf(body), choirId: body.cor || null, createdBy: user.id })
            .returning();
      if (!row) throw new Error('event insert returned no row');
      await recordGlobalEvent(tx, user, row, 'event.create');
      await answerAbsentMembers(tx, row);
      await notifyEventChange(tx, row, 'new', { siteUrl: deps.siteUrl, byUserId: user.id });
      return row;
    });
    const series = weeks ? { intervalWeeks: weeks, until: body.repeat_until ?? null } : null;
    const own = { canEdit: canEdit(user, event, access), answer: null, note: null, series };
    return c.json(toCalendarEvent(event, own), 201);
  });
  route(app, ops.get, async (c) =>
    c.json(presentEvent(await readEvent(db, currentUser(c), idParam(c.req.param('id'))))),
  );
  route(app, ops.update, async (c) => {
    const user = currentUser(c);
    const read = await editable(c);
    const { event } = read;
    // Said before the body's own errors: no change of the form can make it editable again.
    if (event.startsAt.getTime() <= Date.now())
      throw badRequest({ non_field_errors: [em.started] });
    const { scope } = parseQuery(c, eventScopeSchema);
    const body = await parseJson(c, eventSchema);
    if (body.cor !== (event.choirId ?? 0)) throw badRequest({ cor: [em.choirFixed] });
    const updated = await db.transaction(async (tx) => {
      // A series' lock first (series.ts), then the event's row.
      if (event.seriesId !== null && scope === 'following') await updateFollowing(tx, event, body);
      // The row lock serialises edits (and notifications) of one event: each edit writes the
      // whole form, so the last one wins whole, never a mix of two.
      const [locked] = await tx
        .select({ started: sql<boolean>`${events.startsAt} <= now()` })
        .from(events)
        .where(eq(events.id, event.id))
        .for('update');
      if (!locked) throw notFound();
      if (locked.started) throw badRequest({ non_field_errors: [em.started] });
      const [row] = await tx
        .update(events)
        .set({ ...columnsOf(body), updatedAt: sql`clock_timestamp()` })
        .where(eq(events.id, event.id))
        .returning();
      if (row) {
        await recordGlobalEvent(tx, user, row, 'event.update');
        await answerAbsentMembers(tx, row);
        if (changedForMembers(event, row))
          await notifyEventChange(tx, row, 'changed', { siteUrl: deps.siteUrl, byUserId: user.id });
      }
      return row;
    });
    if (!updated) throw notFound();
    // Read again: "following" may have moved the event to a new series.
    return c.json(presentEvent(await readEvent(db, user, event.id)));
  });
  route(app, ops.remove, async (c) => {
    const { event } = await editable(c);
    const { scope } = parseQuery(c, eventScopeSchema);
    // A started (even a past) event may be deleted; its answers go with it.
    await db.transaction(async (tx) => {
      if (event.seriesId !== null) await deleteOccurrences(tx, event, scope);
      else if (!(await tx.delete(events).where(eq(events.id, event.id)).returning()).length) return;
      await recordGlobalEvent(tx, currentUser(c), event, 'event.delete');
      const byUserId = currentUser(c).id;
      await notifyEventChange(tx, event, 'cancelled', { siteUrl: deps.siteUrl, byUserId });
    });
    return c.body(null, 204);
  });
  route(app, ops.answer, async (c) => {
    const user = currentUser(c);
    const read = await readEvent(db, user, idParam(c.req.param('id')));
    // Staff see every event, but only members answer: the answers are the choir's attendance.
    if (!read.member) throw forbidden();
    const body = await parseJson(c, eventAnswerSchema);
    if (read.event.endsAt.getTime() <= Date.now())
      throw badRequest({ non_field_errors: [em.answersFrozen] });
    try {
      const note = await saveAnswer(db, read.event.id, user.id, body);
      return c.json(presentEvent({ ...read, answer: body.answer, note }));
    } catch (err) {
      if (isMissingReference(err)) throw notFound();
      throw err;
    }
  });
  route(app, ops.answers, async (c) => {
    const user = currentUser(c);
    const read = await readEventStanding(db, user, idParam(c.req.param('id')));
    const query = parseQuery(c, eventAnswersQuerySchema);
    let choirId = read.choirId;
    let version = read.answersVersion;
    if (choirId === null) {
      if (!query.choir_id) throw badRequest({ choir_id: [em.choirRequired] });
      choirId = query.choir_id;
      await requireConductor(db, user, choirId);
      version = await answersVersion(db, choirId);
    } else {
      if (query.choir_id !== undefined && query.choir_id !== choirId)
        throw badRequest({ choir_id: [em.choir] });
      if (read.access) assertConductor(user, read.access);
    }
    return c.json(await keptAnswersOf(db, read.id, choirId, version));
  });
  route(app, ops.notifyPreview, async (c) => {
    const user = currentUser(c);
    const read = await readEvent(db, user, idParam(c.req.param('id')));
    if (read.access) assertConductor(user, read.access);
    else if (!user.isStaff) throw forbidden();
    return c.json(await previewNotification(db, read.event.id, deps.siteUrl));
  });
  route(app, ops.notify, async (c) => {
    const user = currentUser(c);
    const read = await readEvent(db, user, idParam(c.req.param('id')));
    // A global event is never mailed (notifyChoir says so); only staff learn that, others 403.
    if (read.access) assertConductor(user, read.access);
    else if (!user.isStaff) throw forbidden();
    const sent = await notifyChoir(db, read.event.id, deps);
    return c.json({ sent } satisfies EventNotified);
  });
  return app;
}
