/** An ExportTable as a workbook (the back office's parts, src/lib/sheets/xlsx-parts.ts), in the browser. */
import {
  FIXED_PARTS,
  SHEET_PATH,
  SHEET_START,
  sheetEnd,
  WORKBOOK_PATH,
  workbookXml,
  xlsxRow,
} from '../../lib/sheets/xlsx-parts.ts';
import type { ExportTable } from './table.ts';
import { zipStored } from './zip.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function buildTableXlsx(table: ExportTable, now = new Date()): Uint8Array<ArrayBuffer> {
  const sheet = [
    SHEET_START,
    xlsxRow(table.columns),
    ...table.rows.map(xlsxRow),
    sheetEnd(table.columns.length, table.rows.length + 1),
  ];
  return zipStored(
    [...FIXED_PARTS, [WORKBOOK_PATH, workbookXml(table.title)], [SHEET_PATH, sheet.join('')]],
    now,
  );
}

/** The workbook as the 'Excel' button saves it: the chunk that button loads (no pdf-lib in it). */
export async function makeFile(table: ExportTable): Promise<Blob> {
  return new Blob([buildTableXlsx(table)], { type: XLSX_TYPE });
}
