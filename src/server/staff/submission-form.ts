/**
 * What the back office's submissions routes (routes/staff/submissions.ts) need of a public form:
 * its table, its query, its search and filters, its list row and its fields. One per form:
 * submission-forms.ts, submission-workshops.ts, submission-consents.ts.
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { SubmissionDetail } from '../../lib/api/staff-submissions.ts';
import type { ExportColumn } from './export.ts';

export interface BaseRow {
  id: number;
  createdAt: Date;
}

export interface FormSpec<Row extends BaseRow> {
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

/** A form's spec, typed by its own row where it is written, by the common one where it is used. */
export const defineForm = <Row extends BaseRow>(spec: FormSpec<Row>) =>
  spec as unknown as FormSpec<BaseRow>;

export const noFilters = () => ({ where: [], applied: {} });
export const joined = (values: readonly string[]) => values.join('; ');
