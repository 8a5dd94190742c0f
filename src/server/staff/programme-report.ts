/**
 * The programme's figures for the back office's report (GET /api/staff/reports/), in total and per
 * county, each counted in the database with GROUP BY (a handful of queries, whatever the number of
 * choirs and members). The choirs per county come from src/server/choirs/figures.ts, the same
 * definition as the public choir map's. Members, people and conductors count the memberships the
 * home page's children are counted in (`isPublicMembership`: confirmed, in a confirmed choir); a
 * person with choirs in two counties is one person in each, and once in the total (GROUPING SETS
 * count the total in the same pass).
 */
import { and, count, eq, gte, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CountyFigure, Report } from '../../lib/api/staff-reports.ts';
import { CONSENT_VALID_YEARS } from '../../lib/limits.ts';
import type { ReportQuery } from '../../lib/schemas/staff-reports.ts';
import { choirsPerCounty, isPublicMembership } from '../choirs/figures.ts';
import type { Db } from '../db/client.ts';
import { withinDays } from '../db/days.ts';
import {
  auditionSignups,
  campaignAnswers,
  choirs,
  consents,
  memberships,
  questionnaireAnswers,
  users,
  workshopSignUps,
} from '../db/schema.ts';

const collator = new Intl.Collator('ro');

/** One county's row, or the total (`grouping()` tells them apart: a county may be null too). */
const countyOrTotal = (column: AnyPgColumn) => ({
  county: sql<string | null>`${column}`,
  isTotal: sql<boolean>`grouping(${column}) = 1`,
});
const byCountyAndTotal = (column: AnyPgColumn) => sql`grouping sets ((${column}), ())`;

/** Splits GROUPING SETS rows into the total and a map of the counties' rows. */
function split<Row extends { county: string | null; isTotal: boolean }>(rows: Row[]) {
  const counties = new Map<string, Row>();
  let total: Row | undefined;
  for (const row of rows) {
    if (row.isTotal) total = row;
    else if (row.county !== null) counties.set(row.county, row);
  }
  return { total, counties };
}

export async function programmeReport(db: Db, query: ReportQuery): Promise<Report> {
  const choirRows = await choirsPerCounty(db);

  const memberRows = await db
    .select({
      ...countyOrTotal(choirs.county),
      members: sql<number>`count(*)::int`,
      people: sql<number>`count(distinct ${memberships.userId})::int`,
      conductors: sql<number>`count(distinct ${memberships.userId}) filter (where ${memberships.isConductor})::int`,
    })
    .from(memberships)
    .innerJoin(choirs, eq(choirs.id, memberships.choirId))
    .where(isPublicMembership)
    .groupBy(byCountyAndTotal(choirs.county));
  const members = split(memberRows);

  const accountRows = await db
    .select({ ...countyOrTotal(users.county), accounts: sql<number>`count(*)::int` })
    .from(users)
    .where(and(isNotNull(users.activatedAt), eq(users.isStaff, false)))
    .groupBy(byCountyAndTotal(users.county));
  const accounts = split(accountRows);

  const campaignRows = await db
    .select({ ...countyOrTotal(campaignAnswers.county), campaign: sql<number>`count(*)::int` })
    .from(campaignAnswers)
    .where(withinDays(campaignAnswers.createdAt, query))
    .groupBy(byCountyAndTotal(campaignAnswers.county));
  const campaign = split(campaignRows);

  const countRows = async (table: PgTable, where?: SQL) =>
    (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
  const auditions = await countRows(auditionSignups, withinDays(auditionSignups.createdAt, query));
  const questionnaire = await countRows(
    questionnaireAnswers,
    withinDays(questionnaireAnswers.createdAt, query),
  );
  const workshops = await countRows(workshopSignUps, withinDays(workshopSignUps.createdAt, query));
  const consentsValid = await countRows(
    consents,
    and(
      isNull(consents.withdrawnAt),
      gte(consents.signedAt, sql`now() - ${sql.raw(`interval '${CONSENT_VALID_YEARS} years'`)}`),
      withinDays(consents.signedAt, query),
    ),
  );

  const counties = choirRows
    .map((row) => {
      const m = members.counties.get(row.code);
      const figures: Record<CountyFigure, number> = {
        confirmed_choirs: row.confirmed,
        waiting_choirs: row.waiting,
        members: m?.members ?? 0,
        people: m?.people ?? 0,
        conductors: m?.conductors ?? 0,
        accounts: accounts.counties.get(row.code)?.accounts ?? 0,
        campaign: campaign.counties.get(row.code)?.campaign ?? 0,
      };
      return { code: row.code, name: row.name, figures };
    })
    .sort((a, b) => collator.compare(a.name, b.name));

  const sum = (figure: CountyFigure) => counties.reduce((s, c) => s + c.figures[figure], 0);
  return {
    from: query.from ?? null,
    to: query.to ?? null,
    totals: {
      confirmed_choirs: sum('confirmed_choirs'),
      waiting_choirs: sum('waiting_choirs'),
      members: members.total?.members ?? 0,
      people: members.total?.people ?? 0,
      conductors: members.total?.conductors ?? 0,
      accounts: accounts.total?.accounts ?? 0,
      campaign: campaign.total?.campaign ?? 0,
      auditions,
      questionnaire,
      workshops,
      consents_valid: consentsValid,
    },
    counties,
  };
}
