/**
 * Every back-office list as CSV or XLSX (`?format=csv|xlsx` on the list's own path, so an export
 * has exactly the filters of the list on screen). The rows are read from the database in batches
 * (`inBatches`, keyset pages of EXPORT_BATCH_SIZE) and written out as they come: 84,000 members
 * export in constant memory. Each export is recorded as a staff action with its filters.
 *
 * CSV: UTF-8 with a BOM (Excel then reads ș and ț), RFC 4180 quoting, CRLF; every cell goes through
 * src/lib/sheets/cells.ts, so a name typed by a visitor never runs in a spreadsheet, whatever separator the
 * spreadsheet splits on. XLSX: xlsx.ts, with the same rule.
 */
import type { Context } from 'hono';
import { EXPORT_BATCH_SIZE } from '../../lib/limits.ts';
import { staff } from '../../lib/messages-staff.ts';
import { EXPORT_FORMATS, type ExportFormat } from '../../lib/schemas/query.ts';
import { csvCell, type ExportColumn } from '../../lib/sheets/cells.ts';
import type { AppEnv } from '../auth.ts';
import { currentUser } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { badRequest } from '../http.ts';
import { contentDisposition } from '../library/file-names.ts';
import { webStreamOf } from '../library/web-stream.ts';
import { recordStaffAction } from './audit.ts';
import { streamOf, xlsxStream } from './xlsx.ts';

export type { Cell, ExportColumn } from '../../lib/sheets/cells.ts';

/** The `format` query parameter: null for the list's page, else csv or xlsx (400 otherwise). */
export function exportFormatOf(c: Context): ExportFormat | null {
  const format = c.req.query('format');
  if (format === undefined || format === '') return null;
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw badRequest({ format: [staff.badFormat] });
  return format as ExportFormat;
}

/**
 * All rows of a list, a batch at a time: `page` gets the last row of the previous batch (undefined
 * for the first) and answers the next at most `size` rows in the list's order (keyset paging).
 */
export async function* inBatches<Row>(
  page: (after: Row | undefined) => Promise<Row[]>,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row> {
  let after: Row | undefined;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

async function* csvLines<Row>(columns: ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  yield `\uFEFF${columns.map((column) => csvCell(column.label)).join(',')}\r\n`;
  for await (const row of rows)
    yield `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportOptions<Row> {
  /** The list's name, e.g. 'Coruri': the sheet's name, the file's and the action's label. */
  list: string;
  /** The file's name without extension, e.g. 'membri-cluj'. */
  fileName: string;
  columns: ExportColumn<Row>[];
  rows: AsyncIterable<Row>;
  /** The filters applied, recorded with the export. */
  filters: Record<string, unknown>;
}

/** Records the export as the current staff member's action, then streams the file. */
export async function sendExport<Row>(
  c: Context<AppEnv>,
  db: Db,
  format: ExportFormat,
  options: ExportOptions<Row>,
): Promise<Response> {
  await recordStaffAction(db, currentUser(c).id, {
    action: 'list.export',
    targetType: 'list',
    targetLabel: options.list,
    detail: { format, filters: options.filters },
  });
  const body =
    format === 'csv'
      ? streamOf(csvLines(options.columns, options.rows))
      : xlsxStream(options.list, options.columns, options.rows);
  return c.body(webStreamOf(body), 200, {
    'Content-Type': CONTENT_TYPES[format],
    'Content-Disposition': contentDisposition('attachment', `${options.fileName}.${format}`),
    'Cache-Control': 'private, no-store',
  });
}
