/**
 * A list as the members area exports it: what the screen shows, already in the words and formats
 * the screen uses, so the PDF and the workbook say the same as the page (and nothing more).
 */
export interface ExportTable {
  /** The document's heading and the workbook sheet's name, e.g. 'Membrii corului'. */
  title: string;
  /** A line under the heading: the choir, the filter, the month. */
  subtitle: string;
  /** The file's name without extension, ASCII, no personal data: 'membri-corul-lira'. */
  fileName: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** 'Corul „Lira” Cluj' → 'corul-lira-cluj': letters and digits without diacritics, dashes between. */
export function fileSlug(...words: string[]): string {
  return words
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
