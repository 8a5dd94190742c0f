/**
 * The dashboard's boxes (their paths: src/lib/paths/dashboard.ts). For one choir: summary, future events (the
 * choir's and the programme's global ones), messages, pending accounts. Spec §6: for members
 * confirmed in a confirmed choir (pending accounts: its conductors only); staff may open every
 * choir's. 404 for an unknown choir. The dashboard's first summary: the summary of the choir the
 * members pages show first, which its first visit asks for before it knows the choir (issue #21).
 * From the library, which is global: scores, audiobooks (a member confirmed in some confirmed
 * choir) and video lessons (a conductor of some confirmed choir); staff may open them all.
 */
import { and, asc, desc, eq, gte, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { type Context, Hono } from 'hono';
import type {
  DashboardEvent,
  DashboardMessage,
  DashboardSummary,
  FirstSummary,
  PendingAccount,
} from '../../lib/api/dashboard.ts';
import { DASHBOARD_LIST_SIZE } from '../../lib/limits.ts';
import { KEPT_CHOIR_QUERY } from '../../lib/paths/dashboard.ts';
import { isRecordId } from '../../lib/schemas/query.ts';
import { type AppEnv, currentUser, type User } from '../auth.ts';
import { takesPartSql } from '../consents/state.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import {
  answerVersions,
  calendarVersions,
  choirs,
  events,
  libraryTerms,
  memberships,
  users,
} from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ownAnswer } from '../events/access.ts';
import { calendarStanding } from '../events/window.ts';
import { notFound } from '../http.ts';
import { LIBRARY_BOXES } from '../library/boxes.ts';
import { keptAnswer, libraryVersionFor } from '../library/kept.ts';
import { toDashboardMessage, unreadReplies } from '../madrigalist/threads.ts';
import { dashboardOps as ops } from '../openapi/paths/dashboard.ts';
import { route } from '../openapi/route.ts';
import {
  accessColumns,
  accessOf,
  assertConductor,
  assertConfirmedMember,
  idParam,
} from '../permissions.ts';

/** Other people's memberships of the choir, beside the user's own (the `memberships` of accessColumns). */
const others = alias(memberships, 'others');

/** Builds the subqueries below without a database connection. */
const qb = new QueryBuilder();

/** The counts of the summary box, one scan of the choir's memberships. */
const counts = qb
  .select({
    // Members counts every approved member, conductors included.
    members: sql<number>`count(*) filter (where ${others.isConfirmed})::int`.as('members'),
    conductors:
      sql<number>`count(*) filter (where ${others.isConfirmed} and ${others.isConductor})::int`.as(
        'conductors',
      ),
    waiting: sql<number>`count(*) filter (where not ${others.isConfirmed})::int`.as('waiting'),
  })
  .from(others)
  .where(eq(others.choirId, choirs.id))
  .as('counts');

/**
 * The choir's future events and the global ones, each counted by one range of its index
 * ((choir_id, starts_at) and the partial one of the global events), and the soonest start among
 * them: the count holds until then.
 */
const choirFuture = sql`from ${events} where ${events.choirId} = ${choirs.id} and ${events.startsAt} >= now()`;
const globalFuture = sql`from ${events} where ${events.choirId} is null and ${events.startsAt} >= now()`;
const futureEvents = sql<number>`((select count(*) ${choirFuture}) + (select count(*) ${globalFuture}))::int`;
const nextStart = sql`least((select min(${events.startsAt}) ${choirFuture}),
  (select min(${events.startsAt}) ${globalFuture}))`.mapWith(events.startsAt);

/** The user's own membership of the choir of the path, for the prepared queries below. */
const ownMembershipOf = and(
  eq(memberships.choirId, choirs.id),
  eq(memberships.userId, sql.placeholder('userId')),
);

/**
 * The choir the members pages show first, for the dashboard's first summary (issue #21): the order
 * of pickChoir (src/lib/choir-choice.ts) over the user's choirs as /api/account/choirs/ lists them
 * (by name): the kept choice if it is one of them, else the first the user is approved in, else the
 * first. The page's own pickChoir stays the authority: it takes the answer only for the choir it
 * chose (src/client/early-start.ts), so this order can only cost a second request, never a wrong box.
 */
const mine = alias(memberships, 'mine');
const mineChoirs = alias(choirs, 'mine_choirs');
const firstChoir = qb
  .select({ id: mine.choirId })
  .from(mine)
  .innerJoin(mineChoirs, eq(mineChoirs.id, mine.choirId))
  .where(eq(mine.userId, sql.placeholder('userId')))
  .orderBy(
    desc(sql`coalesce(${mine.choirId} = ${sql.placeholder('kept')}, false)`),
    desc(mine.isConfirmed),
    mineChoirs.name,
    mineChoirs.id,
  )
  .limit(1);

const choirCalendar = alias(calendarVersions, 'choir_calendar');
const globalCalendar = alias(calendarVersions, 'global_calendar');

/**
 * The reader's standing in the choir `choirId` names, their own voice part, and the versions of
 * what the summary and pending boxes show, which are the same for every reader: the choir's
 * answers version counts its memberships and its members' names, details and consents
 * (migrations 0021, 0028); the calendar versions count its events and the global ones (0017).
 */
const standingOf = (db: Db, choirId: SQL | Placeholder) =>
  db
    .select({
      ...accessColumns,
      choirId: choirs.id,
      myVoicePart: libraryTerms.name,
      answers: sql<number>`coalesce(${answerVersions.version}, 0)`,
      calendars: sql<string>`concat(coalesce(${choirCalendar.version}, 0), '.', coalesce(${globalCalendar.version}, 0))`,
    })
    .from(choirs)
    .leftJoin(memberships, ownMembershipOf)
    .leftJoin(libraryTerms, eq(libraryTerms.id, memberships.voicePart))
    .leftJoin(answerVersions, eq(answerVersions.choirId, choirs.id))
    .leftJoin(choirCalendar, eq(choirCalendar.calendarId, choirs.id))
    .leftJoin(globalCalendar, eq(globalCalendar.calendarId, 0))
    .where(eq(choirs.id, choirId));
const standingQuery = perDatabase((db) =>
  standingOf(db, sql.placeholder('choirId')).prepare('dashboard_standing'),
);
const firstStandingQuery = perDatabase((db) =>
  standingOf(db, sql`(${firstChoir})`).prepare('dashboard_first_standing'),
);
type Standing = Awaited<ReturnType<ReturnType<typeof standingQuery>['execute']>>[number];

const countsQuery = perDatabase((db) =>
  db
    .select({
      members: counts.members,
      conductors: counts.conductors,
      waiting: counts.waiting,
      events: futureEvents,
      nextStart,
    })
    .from(choirs)
    .crossJoinLateral(counts)
    .where(eq(choirs.id, sql.placeholder('choirId')))
    .prepare('dashboard_summary_counts'),
);
type Counts = Awaited<ReturnType<ReturnType<typeof countsQuery>['execute']>>[number];

/** Kept counts hold until the soonest of the events they count has started. */
const noEventStarted = (row: Counts | undefined) =>
  !row?.nextStart || row.nextStart.getTime() > Date.now();

/** The choir's newest pending requests. */
const pendingQuery = perDatabase((db) =>
  db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      avatar: users.avatar,
      city: users.city,
      // The day the request reached the choir: what a conductor sorts pending accounts by.
      date_joined: memberships.createdAt,
      // A child's request that cannot be approved before the parent's consent (issue #25).
      waits_for_parent: sql<boolean>`not ${takesPartSql()}`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    // Written as the partial index's predicate, so a prepared (generic) plan can use the index.
    .where(
      and(eq(memberships.choirId, sql.placeholder('choirId')), sql`not ${memberships.isConfirmed}`),
    )
    .orderBy(desc(memberships.createdAt), desc(memberships.userId))
    .limit(DASHBOARD_LIST_SIZE)
    .prepare('dashboard_pending'),
);

/**
 * The DASHBOARD_LIST_SIZE soonest future events of the choir, global ones included, with the
 * user's answer: the box marks the events not answered yet and answers in one tap.
 */
const soonestQuery = perDatabase((db) =>
  db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      answer: ownAnswer(sql.placeholder('userId')).answer,
      type: events.type,
      location: events.location,
      choirId: events.choirId,
    })
    .from(events)
    .where(
      and(
        or(eq(events.choirId, sql.placeholder('choirId')), isNull(events.choirId)),
        gte(events.startsAt, sql`now()`),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(DASHBOARD_LIST_SIZE)
    .prepare('dashboard_events'),
);

/** A kept events box holds until its first event starts; an empty one changes only with a version. */
const notStarted = ([first]: DashboardEvent[]) => !first || Date.parse(first.start) > Date.now();

// One row per unread reply to the user (at least one row, with nulls, when there is none).
const messagesQuery = perDatabase((db) =>
  db
    .select({
      ...accessColumns,
      reply: {
        id: unreadReplies.id,
        message: unreadReplies.message,
        createdAt: unreadReplies.createdAt,
      },
    })
    .from(choirs)
    .leftJoin(memberships, ownMembershipOf)
    .leftJoinLateral(unreadReplies, sql`true`)
    .where(eq(choirs.id, sql.placeholder('choirId')))
    .orderBy(desc(unreadReplies.createdAt), desc(unreadReplies.id))
    .prepare('dashboard_messages'),
);

export function dashboardRoutes(deps: AppDeps) {
  const { db } = deps;

  /**
   * A library box: the first DASHBOARD_LIST_SIZE items `{ id, name, … }` (library/boxes.ts), kept
   * beside the library's version, read with the user's right in one statement (library/kept.ts).
   */
  const libraryBox =
    (role: { conductor: boolean }, box: keyof typeof LIBRARY_BOXES) =>
    async (c: Context<AppEnv>) => {
      const { version } = await libraryVersionFor(db, currentUser(c), role);
      return c.json(
        await keptAnswer(db, `dashboard:${box}`, version, () => LIBRARY_BOXES[box](db)),
      );
    };

  const app = new Hono<AppEnv>();
  route(app, ops.scores, libraryBox({ conductor: false }, 'scores'));
  route(app, ops.audiobooks, libraryBox({ conductor: false }, 'audiobooks'));
  route(app, ops.videoLessons, libraryBox({ conductor: true }, 'videoLessons'));
  /**
   * The summary box of the choir of `row` (the reader's standing), for a reader with the right to
   * it (else 403, 404). Its counts are kept per choir beside the versions of what they count.
   */
  async function summaryOf(user: User, id: number, row: Standing | undefined) {
    assertConfirmedMember(user, accessOf(id, row));
    const read = async () => (await countsQuery(db).execute({ choirId: id }))[0];
    const version = `${row?.answers}.${row?.calendars}`;
    const kept = await keptAnswer(db, `dashboard:summary:${id}`, version, read, noEventStarted);
    return {
      members: kept?.members ?? 0,
      conductors: kept?.conductors ?? 0,
      events: kept?.events ?? 0,
      waiting: kept?.waiting ?? 0,
      my_voice_part: row?.myVoicePart ?? null,
    } satisfies DashboardSummary;
  }

  route(app, ops.summary, async (c) => {
    const user = currentUser(c);
    const id = idParam(c.req.param('id'));
    const [row] = await standingQuery(db).execute({ userId: user.id, choirId: id });
    return c.json(await summaryOf(user, id, row));
  });
  route(app, ops.firstSummary, async (c) => {
    const user = currentUser(c);
    const kept = c.req.query(KEPT_CHOIR_QUERY);
    const [row] = await firstStandingQuery(db).execute({
      userId: user.id,
      kept: kept && isRecordId(kept) ? Number(kept) : null,
    });
    // No row: the user has no choir.
    if (!row) throw notFound();
    return c.json({
      choir_id: row.choirId,
      ...(await summaryOf(user, row.choirId, row)),
    } satisfies FirstSummary);
  });
  route(app, ops.events, async (c) => {
    const user = currentUser(c);
    const id = idParam(c.req.param('id'));
    const { version } = await calendarStanding(db, user, id);
    const read = async () =>
      (await soonestQuery(db).execute({ userId: user.id, choirId: id })).map(
        (e): DashboardEvent => ({
          id: e.id,
          title: e.title,
          start: e.startsAt.toISOString(),
          end: e.endsAt.toISOString(),
          type: e.type,
          location: e.location,
          global_event: e.choirId === null,
          my_answer: e.answer,
        }),
      );
    // Kept beside the versions of the choir's calendar, like a month (events/window.ts).
    if (version === null) return c.json(await read());
    return c.json(
      await keptAnswer(db, `dashboard:events:${user.id}:${id}`, version, read, notStarted),
    );
  });
  route(app, ops.messages, async (c) => {
    const user = currentUser(c);
    const id = idParam(c.req.param('id'));
    const rows = await messagesQuery(db).execute({ userId: user.id, choirId: id });
    assertConfirmedMember(user, accessOf(id, rows[0]));
    // The madrigal singers' replies are the user's, not the choir's: the same in every choir.
    return c.json(
      rows.flatMap(({ reply }) =>
        reply ? [toDashboardMessage(reply)] : [],
      ) satisfies DashboardMessage[],
    );
  });
  route(app, ops.pending, async (c) => {
    const user = currentUser(c);
    const id = idParam(c.req.param('id'));
    const [row] = await standingQuery(db).execute({ userId: user.id, choirId: id });
    assertConductor(user, accessOf(id, row));
    // Kept per choir like the members table (routes/members.ts), and read again each hour: a
    // child's consent state also moves with the clock.
    const hour = new Date().toISOString().slice(0, 13);
    const requests = await keptAnswer(
      db,
      `dashboard:pending:${id}`,
      `${row?.answers}:${hour}`,
      async () =>
        (await pendingQuery(db).execute({ choirId: id })).map(
          (p): PendingAccount => ({ ...p, date_joined: p.date_joined.toISOString() }),
        ),
    );
    return c.json(requests);
  });
  return app;
}
