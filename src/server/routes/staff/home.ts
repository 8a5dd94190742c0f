/**
 * The back office's home (issue #23): GET /api/staff/home/ counts what waits for the staff, in
 * one SQL statement: choirs to confirm, unanswered messages of both inboxes, the public forms'
 * sign-ups of the last STAFF_HOME_RECENT_DAYS Bucharest days, and the consents (with their signed
 * PDF) that the daily retention run (src/server/retention/rules.ts) deletes within
 * STAFF_HOME_SWEEP_NOTICE_DAYS. Each count uses the filter of the list it links to: the days are
 * Bucharest's, as the lists' `?from=&to=`.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { StaffHome } from '../../../lib/api/staff-home.ts';
import {
  CONSENT_VALID_YEARS,
  STAFF_HOME_RECENT_DAYS,
  STAFF_HOME_SWEEP_NOTICE_DAYS,
} from '../../../lib/limits.ts';
import type { AppEnv } from '../../auth.ts';
import { bucharestMidnight } from '../../db/days.ts';
import {
  auditionSignups,
  campaignAnswers,
  choirs,
  consents,
  contactMessages,
  contactReplies,
  madrigalistMessages,
  madrigalistReplies,
  questionnaireAnswers,
  workshopSignUps,
} from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { staffOps as ops } from '../../openapi/paths/staff.ts';
import { route } from '../../openapi/route.ts';

const ZONE = 'Europe/Bucharest';
const today = sql`(now() at time zone ${ZONE})::date`;
const since = sql`(${today} - ${STAFF_HOME_RECENT_DAYS - 1}::int)`;
// The last day whose consents expire within the notice: they were sent CONSENT_VALID_YEARS before.
const until = sql`(${today} + ${STAFF_HOME_SWEEP_NOTICE_DAYS}::int - ${sql.raw(`interval '${CONSENT_VALID_YEARS} years'`)})::date`;

const countSince = (table: unknown, column: unknown) =>
  sql<number>`(select count(*)::int from ${table} where ${column} >= ${bucharestMidnight(since)})`;

export function staffHomeRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  route(app, ops.home, async (c) => {
    const [row] = await db
      .select({
        choirsWaiting: sql<number>`(select count(*)::int from ${choirs} where not ${choirs.isConfirmed})`,
        contact: sql<number>`(select count(*)::int from ${contactMessages} m where not exists (select 1 from ${contactReplies} r where r.contact_message_id = m.id))`,
        madrigalist: sql<number>`(select count(*)::int from ${madrigalistMessages} m where not exists (select 1 from ${madrigalistReplies} r where r.message_id = m.id))`,
        since: sql<string>`to_char(${since}, 'YYYY-MM-DD')`,
        auditions: countSince(auditionSignups, auditionSignups.createdAt),
        campaign: countSince(campaignAnswers, campaignAnswers.createdAt),
        questionnaire: countSince(questionnaireAnswers, questionnaireAnswers.createdAt),
        workshops: countSince(workshopSignUps, workshopSignUps.createdAt),
        consents: countSince(consents, consents.createdAt),
        until: sql<string>`to_char(${until}, 'YYYY-MM-DD')`,
        swept: sql<number>`(select count(*)::int from ${consents} where ${consents.createdAt} < ${bucharestMidnight(until, 1)})`,
      })
      .from(sql`(select 1) as one`);
    if (!row) throw new Error('no row');
    const home: StaffHome = {
      choirs_waiting: row.choirsWaiting,
      messages_unanswered: { contact: row.contact, madrigalist: row.madrigalist },
      sign_ups: {
        since: row.since,
        counts: {
          auditions: row.auditions,
          campaign: row.campaign,
          questionnaire: row.questionnaire,
          workshops: row.workshops,
          consents: row.consents,
        },
      },
      consents_swept: { until: row.until, count: row.swept },
    };
    return c.json(home);
  });

  return app;
}
