/**
 * The export code the 'Descarcă' buttons load on their first click (a chunk of its own with
 * pdf-lib and fontkit): makes the file in the browser and hands it to the browser as a download.
 * Nothing is sent anywhere: the rows are those already on the screen.
 */
import { loadFonts } from './fonts.ts';
import { buildTablePdf } from './pdf.ts';
import type { ExportTable } from './table.ts';
import { buildTableXlsx, XLSX_TYPE } from './xlsx.ts';

export type ExportFormat = 'pdf' | 'xlsx';

/** Long enough for the browser to start saving; the blob is freed after. */
const URL_LIFETIME_MS = 60_000;

export async function downloadTable(table: ExportTable, format: ExportFormat): Promise<void> {
  const blob =
    format === 'pdf'
      ? new Blob([await buildTablePdf(table, await loadFonts())], { type: 'application/pdf' })
      : new Blob([buildTableXlsx(table)], { type: XLSX_TYPE });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${table.fileName}.${format}`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
