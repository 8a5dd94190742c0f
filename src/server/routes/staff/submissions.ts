/**
 * The back office's sign-ups and consents (issue #12), under /api/staff/submissions (behind
 * requireStaff): for each public form (auditions, campaign, questionnaire, workshops, consents)
 * `GET /<form>/` a page of its submissions, newest first (by id), searched (`?q=`, diacritics
 * folded) and filtered (`?from=&to=` days in Bucharest, and per form: `?category=`, `?county=`,
 * `?workshop=`, `?state=`), or with `?format=csv|xlsx` the whole filtered list; `GET /<form>/{id}/`
 * one submission whole, every field with its label. A consent's state is computed in SQL, and its
 * signed PDF (`GET /consents/{id}/pdf/`) is recorded as a staff action at each download.
 */
import { and, arrayContains, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Context, Hono } from 'hono';
import type {
  SubmissionDetail,
  SubmissionRow,
  WorkshopChoice,
} from '../../../lib/api/staff-submissions.ts';
import { CONSENT_AGREEMENTS } from '../../../lib/consent-agreements.ts';
import { COUNTY_CODES, countyName } from '../../../lib/counties.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { CONSENT_VALID_YEARS } from '../../../lib/limits.ts';
import {
  auditions as auditionTexts,
  campaign as campaignTexts,
  consentPdf as consentTexts,
  workshopSignup as workshopTexts,
} from '../../../lib/messages.ts';
import { AUDITION_CATEGORIES } from '../../../lib/messages-auditions.ts';
import {
  CLOSED_QUESTIONS,
  type ClosedKey,
  OPEN_QUESTIONS,
  type OpenKey,
} from '../../../lib/messages-questionnaire.ts';
import { queryDayRange } from '../../../lib/schemas/query.ts';
import { EXPORT_BATCH_SIZE, STAFF_PAGE_SIZE, staff } from '../../../lib/staff/common.ts';
import {
  CONSENT_STATES,
  type ConsentState,
  submissions as m,
  SUBMISSION_FORMS,
  type SubmissionForm,
} from '../../../lib/staff/submissions.ts';
import type { AppEnv } from '../../auth.ts';
import { fold } from '../../db/fold.ts';
import {
  auditionSignups,
  campaignAnswers,
  consents,
  questionnaireAnswers,
  workshopSessions,
  workshopSignUps,
  workshops,
} from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound, parseQuery } from '../../http.ts';
import { idParam } from '../../permissions.ts';
import { type ExportColumn, exportFormatOf, inBatches, sendExport } from '../../staff/export.ts';
import {
  offsetOf,
  readChoice,
  readId,
  readSearch,
  readStaffPage,
  staffPage,
} from '../../staff/list.ts';
import { consentPdfDownload } from '../consents.ts';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** `?q=` in any of the columns, lower case and without diacritics on both sides. */
const searchIn = (q: string, ...columns: (PgColumn | SQL)[]) =>
  or(...columns.map((column) => sql`${fold(sql`${column}`)} like ${fold(sql`${likePattern(q)}`)}`));

/** `?from=&to=`: the days sent, in Bucharest (the shared rule of every date); else 400. */
const sentDays = queryDayRange(m.badRange);

/** Midnight in Bucharest starting the day `days` after `day`. */
const bucharestMidnight = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone 'Europe/Bucharest')`;

/** A consent's state: withdrawn, else expired CONSENT_VALID_YEARS after signing, else valid. */
const consentState = sql<ConsentState>`case when ${consents.withdrawnAt} is not null then 'withdrawn' when ${consents.signedAt} + ${sql.raw(`interval '${CONSENT_VALID_YEARS} years'`)} < now() then 'expired' else 'valid' end`;
const consentExpiry = sql<Date>`${consents.signedAt} + ${sql.raw(`interval '${CONSENT_VALID_YEARS} years'`)}`;

interface BaseRow {
  id: number;
  createdAt: Date;
}

/** What the routes need of a form: its table, its query, its filters, its row and its fields. */
interface FormSpec<Row extends BaseRow> {
  table: PgTable;
  id: PgColumn;
  createdAt: PgColumn;
  /** The rows matching `where`, newest first. */
  rows(where: SQL | undefined, limit: number, offset?: number): Promise<Row[]>;
  search(q: string): SQL | undefined;
  /** The form's own filters of the query string (400 for a bad value), with what they were. */
  filters(c: Context): { where: SQL[]; applied: Record<string, unknown> };
  /** The list's row, under the keys of SUBMISSION_COLUMNS. */
  row(row: Row): Record<string, string | number | null>;
  /** Every field: the detail's and the export's columns. */
  fields: ExportColumn<Row>[];
  consent?(row: Row): SubmissionDetail['consent'];
}
const defineForm = <Row extends BaseRow>(spec: FormSpec<Row>) =>
  spec as unknown as FormSpec<BaseRow>;

const noFilters = () => ({ where: [], applied: {} });
const joined = (values: readonly string[]) => values.join('; ');
const closedAnswer = (key: ClosedKey, value: number | number[]) => {
  const options: readonly string[] = CLOSED_QUESTIONS[key].options;
  return joined((Array.isArray(value) ? value : [value]).map((n) => options[n - 1] ?? String(n)));
};
const yesNo = (value: string) => campaignTexts[value as 'yes' | 'no' | 'pro' | 'against'] ?? value;

function forms(deps: AppDeps): Record<SubmissionForm, FormSpec<BaseRow>> {
  const { db } = deps;

  const auditions = defineForm({
    table: auditionSignups,
    id: auditionSignups.id,
    createdAt: auditionSignups.createdAt,
    rows: (where, limit, offset = 0) =>
      db
        .select()
        .from(auditionSignups)
        .where(where)
        .orderBy(desc(auditionSignups.id))
        .limit(limit)
        .offset(offset),
    search: (q) =>
      searchIn(
        q,
        sql`${auditionSignups.firstName} || ' ' || ${auditionSignups.lastName}`,
        auditionSignups.email,
      ),
    filters: (c) => {
      const category = readChoice(c, 'category', AUDITION_CATEGORIES);
      return {
        where: category ? [eq(auditionSignups.category, category)] : [],
        applied: { category },
      };
    },
    row: (row) => ({
      name: `${row.firstName} ${row.lastName}`,
      age: row.age,
      category: auditionTexts.categories[row.category as 'choir'] ?? row.category,
      email: row.email,
      phone: row.phone,
    }),
    fields: [
      { label: auditionTexts.firstName, value: (row) => row.firstName },
      { label: auditionTexts.lastName, value: (row) => row.lastName },
      { label: auditionTexts.age, value: (row) => row.age },
      {
        label: auditionTexts.category,
        value: (row) => auditionTexts.categories[row.category as 'choir'] ?? row.category,
      },
      { label: auditionTexts.email, value: (row) => row.email },
      { label: auditionTexts.phone, value: (row) => row.phone },
      { label: auditionTexts.school, value: (row) => row.school },
      { label: auditionTexts.reason, value: (row) => row.reason },
      { label: auditionTexts.experience, value: (row) => row.experience },
      { label: auditionTexts.agreedShort, value: (row) => row.agreed },
    ],
  });

  const campaign = defineForm({
    table: campaignAnswers,
    id: campaignAnswers.id,
    createdAt: campaignAnswers.createdAt,
    rows: (where, limit, offset = 0) =>
      db
        .select()
        .from(campaignAnswers)
        .where(where)
        .orderBy(desc(campaignAnswers.id))
        .limit(limit)
        .offset(offset),
    search: (q) => searchIn(q, campaignAnswers.name, campaignAnswers.email),
    filters: (c) => {
      const county = readChoice(c, 'county', COUNTY_CODES);
      const area = readChoice(c, 'area', ['rural', 'urban'] as const);
      return {
        where: [
          county ? eq(campaignAnswers.county, county) : undefined,
          area ? eq(campaignAnswers.area, area) : undefined,
        ].filter((f): f is SQL => f !== undefined),
        applied: { county, area },
      };
    },
    row: (row) => ({
      name: row.name,
      county: countyName(row.county),
      area: campaignTexts.areas[row.area],
      email: row.email,
    }),
    fields: [
      { label: campaignTexts.name, value: (row) => row.name },
      { label: campaignTexts.county, value: (row) => countyName(row.county) },
      { label: campaignTexts.area, value: (row) => campaignTexts.areas[row.area] },
      {
        label: campaignTexts.education,
        value: (row) => campaignTexts.educations[row.education as 'phd'] ?? row.education,
      },
      { label: campaignTexts.workplace, value: (row) => row.workplace },
      ...(['involved', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'] as const).map((key) => ({
        label: campaignTexts.questions[key],
        value: (row: typeof campaignAnswers.$inferSelect) => yesNo(row[key]),
      })),
      { label: campaignTexts.email, value: (row) => row.email },
      { label: campaignTexts.agreedShort, value: (row) => row.agreed },
    ],
  });

  const questionnaire = defineForm({
    table: questionnaireAnswers,
    id: questionnaireAnswers.id,
    createdAt: questionnaireAnswers.createdAt,
    rows: (where, limit, offset = 0) =>
      db
        .select()
        .from(questionnaireAnswers)
        .where(where)
        .orderBy(desc(questionnaireAnswers.id))
        .limit(limit)
        .offset(offset),
    // No name nor e-mail: the search reads the open answers.
    search: (q) => searchIn(q, sql`${questionnaireAnswers.open}::text`),
    filters: noFilters,
    row: (row) => ({
      age: closedAnswer('q1', row.q1),
      area: closedAnswer('q3', row.q3),
      experience: closedAnswer('q7', row.q7),
      open: m.answered(Object.values(row.open).filter((answer) => answer.trim()).length),
    }),
    fields: [
      ...(Object.keys(CLOSED_QUESTIONS) as ClosedKey[]).map((key, i) => ({
        label: `${i + 1}. ${CLOSED_QUESTIONS[key].label}`,
        value: (row: typeof questionnaireAnswers.$inferSelect) => closedAnswer(key, row[key]),
      })),
      ...(Object.keys(OPEN_QUESTIONS) as OpenKey[]).map((key) => ({
        label: `${key.slice(1)}. ${OPEN_QUESTIONS[key]}`,
        value: (row: typeof questionnaireAnswers.$inferSelect) => row.open[key] ?? '',
      })),
    ],
  });

  /** The chosen workshops' titles with their day and hour, in one column of the row's query. */
  // Written out: drizzle leaves the columns of a one-table query unqualified, and `id` is in both.
  const workshopTitles = sql<string>`(select string_agg(w.title || ' (' || to_char(s.date, 'DD.MM.YYYY') || ', ' || w.hour || ')', '; ' order by s.date, w.hour) from workshops w join workshop_sessions s on s.id = w.session_id where w.id = any(workshop_sign_ups.workshops))`;
  const workshopSignupsSpec = defineForm({
    table: workshopSignUps,
    id: workshopSignUps.id,
    createdAt: workshopSignUps.createdAt,
    rows: async (where, limit, offset = 0) =>
      (
        await db
          .select({ row: workshopSignUps, titles: workshopTitles })
          .from(workshopSignUps)
          .where(where)
          .orderBy(desc(workshopSignUps.id))
          .limit(limit)
          .offset(offset)
      ).map(({ row, titles }) => ({ ...row, titles: titles ?? '' })),
    search: (q) => searchIn(q, workshopSignUps.name, workshopSignUps.email),
    filters: (c) => {
      const workshop = readId(c, 'workshop');
      if (workshop === undefined) return noFilters();
      return {
        where: [arrayContains(workshopSignUps.workshops, [workshop])],
        applied: { workshop },
      };
    },
    row: (row) => ({
      name: row.name,
      age: row.age,
      workshops: row.titles,
      email: row.email,
      phone: row.phone,
    }),
    fields: [
      { label: workshopTexts.name, value: (row) => row.name },
      { label: workshopTexts.email, value: (row) => row.email },
      { label: workshopTexts.phone, value: (row) => row.phone },
      { label: workshopTexts.age, value: (row) => row.age },
      { label: workshopTexts.school, value: (row) => row.school },
      { label: workshopTexts.workplace, value: (row) => row.workplace },
      { label: workshopTexts.knowledge, value: (row) => row.knowledge },
      { label: workshopTexts.experience, value: (row) => row.experience },
      { label: workshopTexts.workshops, value: (row) => row.titles },
      { label: workshopTexts.agreedShort, value: (row) => row.agreed },
    ],
  });

  const consentColumns = {
    id: consents.id,
    createdAt: consents.createdAt,
    name: consents.name,
    phone: consents.phone,
    email: consents.email,
    childName: consents.childName,
    choirName: consents.choirName,
    date: consents.date,
    agreed: consents.agreed,
    signatureKind: consents.signatureKind,
    signatureName: consents.signatureName,
    signedAt: consents.signedAt,
    withdrawnAt: consents.withdrawnAt,
    state: consentState,
    expiresAt: consentExpiry,
  };
  const consentsSpec = defineForm({
    table: consents,
    id: consents.id,
    createdAt: consents.createdAt,
    rows: async (where, limit, offset = 0) =>
      (
        await db
          .select(consentColumns)
          .from(consents)
          .where(where)
          .orderBy(desc(consents.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => ({ ...row, expiresAt: new Date(row.expiresAt) })),
    search: (q) =>
      searchIn(q, consents.name, consents.email, consents.childName, consents.choirName),
    filters: (c) => {
      const state = readChoice(c, 'state', CONSENT_STATES);
      return { where: state ? [sql`${consentState} = ${state}`] : [], applied: { state } };
    },
    row: (row) => ({
      child_name: row.childName,
      name: row.name,
      choir_name: row.choirName,
      email: row.email,
      state: row.state,
      state_label: m.states[row.state],
    }),
    fields: [
      { label: consentTexts.child, value: (row) => row.childName },
      { label: consentTexts.parent, value: (row) => row.name },
      { label: consentTexts.phone, value: (row) => row.phone },
      { label: consentTexts.email, value: (row) => row.email },
      { label: consentTexts.choir, value: (row) => row.choirName },
      { label: m.date, value: (row) => formatDate(row.date) },
      {
        label: m.agreements,
        value: (row) =>
          joined(
            CONSENT_AGREEMENTS.filter(({ field }) => row.agreed.includes(field)).map(
              ({ title }) => title,
            ),
          ),
      },
      {
        label: m.signature,
        value: (row) =>
          row.signatureKind === 'typed'
            ? m.signatureTyped(row.signatureName ?? '')
            : m.signatureDrawn,
      },
      { label: m.signedAt, value: (row) => row.signedAt },
      { label: m.state, value: (row) => m.states[row.state] },
      { label: m.withdrawnAt, value: (row) => row.withdrawnAt },
      { label: m.expiresAt, value: (row) => row.expiresAt },
    ],
    consent: (row) => ({
      state: row.state,
      signed_at: row.signedAt.toISOString(),
      withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
      expires_at: row.expiresAt.toISOString(),
      pdf: `/api/staff/submissions/consents/${row.id}/pdf/`,
    }),
  });

  return {
    auditions,
    campaign,
    questionnaire,
    workshops: workshopSignupsSpec,
    consents: consentsSpec,
  };
}

/** A cell as the detail shows it. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? staff.yes : staff.no;
  return String(value);
};

export function staffSubmissionRoutes(deps: AppDeps) {
  const { db } = deps;
  const specs = forms(deps);
  const formOf = (name: string) => {
    if (!(SUBMISSION_FORMS as readonly string[]).includes(name)) throw notFound();
    return { name: name as SubmissionForm, spec: specs[name as SubmissionForm] };
  };

  return new Hono<AppEnv>({ strict: false })
    .get('/workshops/choices', async (c) => {
      const rows = await db
        .select({
          id: workshops.id,
          title: workshops.title,
          hour: workshops.hour,
          date: workshopSessions.date,
        })
        .from(workshops)
        .innerJoin(workshopSessions, eq(workshopSessions.id, workshops.sessionId))
        .orderBy(desc(workshopSessions.date), workshops.hour, workshops.id);
      return c.json(
        rows.map((row) => ({
          id: row.id,
          label: `${row.title} (${formatDate(row.date)}, ${row.hour})`,
        })) satisfies WorkshopChoice[],
      );
    })
    .get('/consents/:id/pdf', (c) =>
      consentPdfDownload(c, db, idParam(c.req.param('id')), 'inline'),
    )
    .get('/:form', async (c) => {
      const { name, spec } = formOf(c.req.param('form'));
      const q = readSearch(c);
      const { from, to } = parseQuery(c, sentDays);
      const own = spec.filters(c);
      const where = and(
        q ? spec.search(q) : undefined,
        from ? gte(spec.createdAt, bucharestMidnight(from)) : undefined,
        to ? lt(spec.createdAt, bucharestMidnight(to, 1)) : undefined,
        ...own.where,
      );

      const format = exportFormatOf(c);
      if (format) {
        return sendExport(c, db, format, {
          list: m.lists[name],
          fileName: `inscrieri-${name}`,
          filters: { q, from, to, ...own.applied },
          rows: inBatches<BaseRow>((after) =>
            spec.rows(and(where, after ? lt(spec.id, after.id) : undefined), EXPORT_BATCH_SIZE),
          ),
          columns: [
            { label: 'Nr.', value: (row) => row.id },
            { label: m.submittedAt, value: (row) => row.createdAt },
            ...spec.fields,
          ],
        });
      }
      const page = readStaffPage(c);
      const [total] = await db.select({ n: count() }).from(spec.table).where(where);
      const rows = await spec.rows(where, STAFF_PAGE_SIZE, offsetOf(page));
      const results = rows.map(
        (row) =>
          ({
            id: row.id,
            created_at: row.createdAt.toISOString(),
            ...spec.row(row),
          }) as SubmissionRow,
      );
      return c.json(staffPage(c, page, total?.n ?? 0, results));
    })
    .get('/:form/:id', async (c) => {
      const { name, spec } = formOf(c.req.param('form'));
      const id = idParam(c.req.param('id'));
      const [row] = await spec.rows(eq(spec.id, id), 1);
      if (!row) throw notFound();
      const detail: SubmissionDetail = {
        id: row.id,
        form: name,
        created_at: row.createdAt.toISOString(),
        fields: spec.fields.map((field) => ({
          label: field.label,
          value: shown(field.value(row)),
        })),
      };
      if (spec.consent) detail.consent = spec.consent(row);
      return c.json(detail);
    });
}
