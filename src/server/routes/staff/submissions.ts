/**
 * The back office's sign-ups and consents (issue #12; paths: src/lib/paths/staff-submissions.ts):
 * for each public form (auditions, campaign, questionnaire, workshops, consents) a page of its
 * submissions, newest first (by id), searched (`?q=`, diacritics folded) and filtered (`?from=&to=`
 * days in Bucharest, and per form: `?category=`, `?county=`, `?workshop=`, `?state=`), or with
 * `?format=csv|xlsx` the whole filtered list; one submission whole, every field with its label.
 * What each form reads: src/server/staff/submission-*.ts. A consent's signed PDF is recorded as a
 * staff action at each download.
 */
import { and, count, desc, eq, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  SUBMISSION_FORMS,
  type SubmissionDetail,
  type SubmissionForm,
  type SubmissionRow,
  type WorkshopChoice,
} from '../../../lib/api/staff-submissions.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { EXPORT_BATCH_SIZE, STAFF_PAGE_SIZE } from '../../../lib/limits.ts';
import { staff } from '../../../lib/messages-staff.ts';
import { submissions as m } from '../../../lib/messages-staff-submissions.ts';
import { queryDayRange } from '../../../lib/schemas/query.ts';
import type { AppEnv } from '../../auth.ts';
import { withinDays } from '../../db/days.ts';
import { workshopSessions, workshops } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound, parseQuery } from '../../http.ts';
import { submissionOps as ops } from '../../openapi/paths/staff-submissions.ts';
import { route } from '../../openapi/route.ts';
import { idParam } from '../../permissions.ts';
import { exportFormatOf, inBatches, sendExport } from '../../staff/export.ts';
import { offsetOf, readSearch, readStaffPage, staffPage } from '../../staff/list.ts';
import { consentsForm } from '../../staff/submission-consents.ts';
import type { BaseRow, FormSpec } from '../../staff/submission-form.ts';
import { auditionsForm, campaignForm, questionnaireForm } from '../../staff/submission-forms.ts';
import { workshopsForm } from '../../staff/submission-workshops.ts';
import { consentPdfDownload } from '../consents.ts';

/** `?from=&to=`: the days sent, in Bucharest (the shared rule of every date); else 400. */
const sentDays = queryDayRange(m.badRange);

/** A cell as the detail shows it. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? staff.yes : staff.no;
  return String(value);
};

export function staffSubmissionRoutes(deps: AppDeps) {
  const { db } = deps;
  const specs: Record<SubmissionForm, FormSpec<BaseRow>> = {
    auditions: auditionsForm(db),
    campaign: campaignForm(db),
    questionnaire: questionnaireForm(db),
    workshops: workshopsForm(db),
    consents: consentsForm(db),
  };
  const formOf = (name: string | undefined) => {
    if (!(SUBMISSION_FORMS as readonly (string | undefined)[]).includes(name)) throw notFound();
    return { name: name as SubmissionForm, spec: specs[name as SubmissionForm] };
  };
  const app = new Hono<AppEnv>();

  // Before the lists: `{form}` would take 'workshops' and 'consents' too.
  route(app, ops.workshopChoices, async (c) => {
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
  });

  route(app, ops.consentPdf, (c) =>
    consentPdfDownload(c, db, idParam(c.req.param('id')), 'inline'),
  );

  route(app, ops.list, async (c) => {
    const { name, spec } = formOf(c.req.param('form'));
    const q = readSearch(c);
    const { from, to } = parseQuery(c, sentDays);
    const own = spec.filters(c);
    const where = and(
      q ? spec.search(q) : undefined,
      withinDays(spec.createdAt, { from, to }),
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
  });

  route(app, ops.submission, async (c) => {
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

  return app;
}
