/**
 * One event with the user's standing towards it, in one query by primary key (prepared): the
 * event, its choir's confirmation, the user's membership of that choir and the user's answer.
 * Who may see it (document 1 §6): a choir's event, its confirmed members while the choir is
 * confirmed, and staff; a global event, any member confirmed in some confirmed choir, and staff.
 */
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { User } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import {
  answerVersions,
  choirs,
  eventAnswers,
  eventSeries,
  events,
  memberships,
} from '../db/schema.ts';
import { forbidden, notFound } from '../http.ts';
import { type ChoirAccess, isConfirmedSomewhere, toAccess } from '../permissions.ts';
import { canEdit, type EventRow, type SeriesRule, toCalendarEvent } from './present.ts';

/**
 * A column of the outer `events` row, qualified: drizzle writes a single-table select's columns
 * unqualified, and inside a subquery `"choir_id"` would name the subquery's own column.
 */
const outer = (column: AnyPgColumn) =>
  sql`${sql.identifier('events')}.${sql.identifier(column.name)}`;

/** The user's answer and note to the event of the row, as scalar subqueries on the primary key. */
export const ownAnswer = (userId: ReturnType<typeof sql.placeholder>) => ({
  answer: sql<'yes' | 'no' | 'maybe' | null>`(select ${eventAnswers.answer} from ${eventAnswers}
    where ${eventAnswers.eventId} = ${outer(events.id)} and ${eventAnswers.userId} = ${userId})`,
  note: sql<string | null>`(select ${eventAnswers.note} from ${eventAnswers}
    where ${eventAnswers.eventId} = ${outer(events.id)} and ${eventAnswers.userId} = ${userId})`,
});

/**
 * The user's standing towards the event of the row: its choir's confirmation, the user's
 * membership and the version of the choir's answer lists (answers.ts keeps them beside it; 0
 * without a row). Scalar subqueries rather than left joins: PGlite planned the joins in 1.1 ms,
 * these in 0.5.
 */
const standingColumns = {
  choirConfirmed: sql<boolean | null>`(select ${choirs.isConfirmed} from ${choirs}
    where ${choirs.id} = ${outer(events.choirId)})`,
  // null: no membership; 0 pending; 1 approved singer; 2 approved conductor.
  standing: sql<number | null>`(select case when not ${memberships.isConfirmed} then 0
      when ${memberships.isConductor} then 2 else 1 end
    from ${memberships}
    where ${memberships.choirId} = ${outer(events.choirId)}
      and ${memberships.userId} = ${sql.placeholder('userId')})`,
  answersVersion: sql<number>`coalesce((select ${answerVersions.version} from ${answerVersions}
    where ${answerVersions.choirId} = ${outer(events.choirId)}), 0)`,
};

const byId = perDatabase((db) =>
  db
    .select({
      event: events,
      ...standingColumns,
      ...ownAnswer(sql.placeholder('userId')),
      seriesInterval: sql<number | null>`(select ${eventSeries.intervalWeeks} from ${eventSeries}
        where ${eventSeries.id} = ${outer(events.seriesId)})`,
      seriesUntil: sql<string | null>`(select ${eventSeries.until}::text from ${eventSeries}
        where ${eventSeries.id} = ${outer(events.seriesId)})`,
    })
    .from(events)
    .where(eq(events.id, sql.placeholder('eventId')))
    .prepare('event_by_id'),
);

/** The event's choir and the user's standing alone, for the answers list (issue #21). */
const standingById = perDatabase((db) =>
  db
    .select({ id: events.id, choirId: events.choirId, ...standingColumns })
    .from(events)
    .where(eq(events.id, sql.placeholder('eventId')))
    .prepare('event_standing'),
);

interface StandingRow {
  choirId: number | null;
  choirConfirmed: boolean | null;
  standing: number | null;
}

/** The user's standing in the event's choir (null for a global event); 403 when they may not see it. */
async function accessTo(db: Db, user: User, row: StandingRow) {
  const access =
    row.choirId === null
      ? null
      : toAccess(
          row.choirId,
          row.choirConfirmed === true,
          row.standing === null
            ? null
            : { isConfirmed: row.standing > 0, isConductor: row.standing === 2 },
        );
  const member = access
    ? access.choirConfirmed && access.isConfirmed
    : await isConfirmedSomewhere(db, user.id);
  if (!member && !user.isStaff) throw forbidden();
  return { access, member };
}

export interface EventAccess {
  event: EventRow;
  /** The user's standing in the event's choir; null for a global event. */
  access: ChoirAccess | null;
  /** A confirmed member who sees the event: may answer it (staff see without being members). */
  member: boolean;
  canEdit: boolean;
  answer: 'yes' | 'no' | 'maybe' | null;
  note: string | null;
  /** The version of the event's choir's answer lists (0 for a global event). */
  answersVersion: number;
  series: SeriesRule;
}

/** The event and the user's standing; 404 unknown, 403 when the user may not see it. */
export async function readEvent(db: Db, user: User, eventId: number): Promise<EventAccess> {
  const [row] = await byId(db).execute({ userId: user.id, eventId });
  if (!row) throw notFound();
  const { event } = row;
  const { access, member } = await accessTo(db, user, { ...row, choirId: event.choirId });
  return {
    event,
    access,
    member,
    canEdit: canEdit(user, event, access),
    answer: row.answer,
    note: row.note,
    answersVersion: row.answersVersion,
    series: { intervalWeeks: row.seriesInterval, until: row.seriesUntil },
  };
}

/** readEvent without the event's text and the user's answer: its id, choir and the user's standing. */
export async function readEventStanding(db: Db, user: User, eventId: number) {
  const [row] = await standingById(db).execute({ userId: user.id, eventId });
  if (!row) throw notFound();
  return { ...row, ...(await accessTo(db, user, row)) };
}

/** The answer body of an event read with readEvent. */
export const presentEvent = (a: EventAccess) =>
  toCalendarEvent(a.event, {
    canEdit: a.canEdit,
    answer: a.answer,
    note: a.note,
    series: a.series,
  });
