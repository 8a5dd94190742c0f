/**
 * Every back-office list as CSV or XLSX (`?format=csv|xlsx` on the list's own path, so an export
 * has exactly the filters of the list on screen). The rows are read from the database in batches
 * (`inBatches`, keyset pages of EXPORT_BATCH_SIZE) and written out as they come: 84,000 members
 * export in constant memory. Each export is recorded as a staff action with its filters.
 *
 * CSV: UTF-8 with a BOM (Excel then reads ș and ț), RFC 4180 quoting, CRLF; a cell that starts like
 * a formula (= + - @) gets a leading apostrophe, so a name typed by a visitor never runs in a
 * spreadsheet. XLSX: the smallest workbook Excel and LibreOffice open (one sheet of inline
 * strings), zipped by yazl as the sheet's XML streams.
 */
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { ZipFile } from 'yazl';
import { formatDateTime } from '../../lib/dates.ts';
import {
  EXPORT_BATCH_SIZE,
  EXPORT_FORMATS,
  type ExportFormat,
  staff,
} from '../../lib/staff/common.ts';
import type { AppEnv } from '../auth.ts';
import { currentUser } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { badRequest } from '../http.ts';
import { contentDisposition } from '../library/file-names.ts';
import { webStreamOf } from '../library/web-stream.ts';
import { recordStaffAction } from './audit.ts';

export type Cell = string | number | boolean | Date | null | undefined;

export interface ExportColumn<Row> {
  /** The column's heading, in Romanian. */
  label: string;
  value: (row: Row) => Cell;
}

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

function text(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? staff.yes : staff.no;
  return String(value);
}

function csvCell(value: Cell): string {
  let cell = text(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

async function* csvLines<Row>(columns: ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  yield `\uFEFF${columns.map((column) => csvCell(column.label)).join(',')}\r\n`;
  for await (const row of rows)
    yield `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`;
}

// Characters XML 1.0 cannot carry at all (the API refuses them on the way in; old rows may not).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (value: string) =>
  value
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function xlsxCell(value: Cell): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c><v>${value}</v></c>`;
  return `<c t="inlineStr"><is><t xml:space="preserve">${escapeXml(text(value))}</t></is></c>`;
}

const xlsxRow = (cells: Cell[]) => `<row>${cells.map(xlsxCell).join('')}</row>`;

async function* sheetXml<Row>(columns: ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  yield '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  yield xlsxRow(columns.map((column) => column.label));
  for await (const row of rows) yield xlsxRow(columns.map((column) => column.value(row)));
  yield '</sheetData></worksheet>';
}

const XLSX_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ],
];

function workbookXml(sheetName: string) {
  // A sheet's name: at most 31 characters, none of : \ / ? * [ ].
  const name = escapeXml(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/** A stream of the generator's text, as bytes. */
const streamOf = (parts: AsyncIterable<string>) =>
  Readable.from(
    (async function* () {
      for await (const part of parts) yield Buffer.from(part);
    })(),
  );

function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
) {
  const zip = new ZipFile();
  const mtime = new Date();
  for (const [name, xml] of XLSX_PARTS) zip.addBuffer(Buffer.from(xml), name, { mtime });
  zip.addBuffer(Buffer.from(workbookXml(sheetName)), 'xl/workbook.xml', { mtime });
  zip.addReadStream(streamOf(sheetXml(columns, rows)), 'xl/worksheets/sheet1.xml', { mtime });
  zip.end();
  return zip.outputStream as Readable;
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
