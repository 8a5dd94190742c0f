/**
 * The back office's workbooks (parts in src/lib/sheets/xlsx-parts.ts), zipped by yazl as the
 * sheet's XML streams (84,000 rows in constant memory).
 */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ExportColumn } from '../../lib/sheets/cells.ts';
import {
  FIXED_PARTS,
  SHEET_PATH,
  SHEET_START,
  sheetEnd,
  WORKBOOK_PATH,
  workbookXml,
  xlsxRow,
} from '../../lib/sheets/xlsx-parts.ts';

async function* sheetXml<Row>(columns: ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  yield SHEET_START;
  yield xlsxRow(columns.map((column) => column.label));
  let written = 1;
  for await (const row of rows) {
    yield xlsxRow(columns.map((column) => column.value(row)));
    written++;
  }
  yield sheetEnd(columns.length, written);
}

/** A stream of the generator's text, as bytes. */
export const streamOf = (parts: AsyncIterable<string>) =>
  Readable.from(
    (async function* () {
      for await (const part of parts) yield Buffer.from(part);
    })(),
  );

/** The workbook of one sheet named `sheetName`, streamed as the rows come. */
export function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
) {
  const zip = new ZipFile();
  const mtime = new Date();
  for (const [name, xml] of FIXED_PARTS) zip.addBuffer(Buffer.from(xml), name, { mtime });
  zip.addBuffer(Buffer.from(workbookXml(sheetName)), WORKBOOK_PATH, { mtime });
  zip.addReadStream(streamOf(sheetXml(columns, rows)), SHEET_PATH, { mtime });
  zip.end();
  return zip.outputStream as Readable;
}
