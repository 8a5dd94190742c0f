/**
 * The one rule for a text that a spreadsheet could run as a formula (CSV injection: OWASP, ASVS
 * 1.2.10), used by both writers of the back office's exports (CSV in export.ts, XLSX in xlsx.ts).
 *
 * A CSV is split by whatever program opens it, on whatever it takes for the separator: `,` as we
 * write it, `;` in Romanian Excel (the locale's list separator), TAB in others, a line break in a
 * reader that ignores quotes. So every part of a text after one of those characters may become a
 * cell of its own, and each part that starts like a formula (= + - @, or their full-width forms,
 * which Excel in East Asian locales reads the same) after blanks or quotes a reader may drop gets
 * an apostrophe right after the separator: the "this is text" mark of every spreadsheet. A text
 * that starts with TAB, CR or NUL gets one too. A cell holding any of the separators is quoted, so
 * a reader that follows RFC 4180 keeps it whole.
 *
 * XLSX needs no apostrophe: each text is an inline string, which no program evaluates when it opens
 * the file; a cell that starts like a formula is only marked as text (`quotePrefix`), so it stays
 * text when someone edits it, and shows as it was typed.
 */
import { formatDateTime } from '../../lib/dates.ts';
import { staff } from '../../lib/messages-staff.ts';

export type Cell = string | number | boolean | Date | null | undefined;

export interface ExportColumn<Row> {
  /** The column's heading, in Romanian. */
  label: string;
  value: (row: Row) => Cell;
}

/** The characters that make a spreadsheet read what follows as a formula. */
const FORMULA = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/** Where some reader starts a new cell or row. */
const SEPARATORS = ',;\\t\\r\\n';
/** Blanks (but the separators) and quotes, which a reader may drop before a cell's first character. */
const DROPPED = '(?:[^\\S\\t\\r\\n]|")*';

/** The start of the text, or a separator, followed by a formula (after what a reader drops). */
const FORMULA_PART = new RegExp(`(^|[${SEPARATORS}])(?=${DROPPED}[${FORMULA}])`, 'g');
const FORMULA_START = new RegExp(`^${DROPPED}[${FORMULA}]`);
/** Leading characters that some programs skip before they look for a formula. */
const CONTROL_START = /^[\t\r\0]/;

/** True when a cell of this text could be taken for a formula (the XLSX writer marks it as text). */
export const startsLikeFormula = (text: string) =>
  FORMULA_START.test(text) || CONTROL_START.test(text);

/** The text with an apostrophe at the start of each part a spreadsheet could read as a formula. */
export function neutraliseFormulas(text: string): string {
  const marked = text.replace(FORMULA_PART, "$1'");
  return CONTROL_START.test(marked) ? `'${marked}` : marked;
}

/** A cell's text as the staff reads it: dates in Bucharest time, yes/no in Romanian. */
export function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? staff.yes : staff.no;
  return String(value);
}

/** One CSV cell: texts neutralised (numbers are numbers), quoted when holding a separator or a quote. */
export function csvCell(value: Cell): string {
  const text = typeof value === 'string' ? neutraliseFormulas(value) : cellText(value);
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
