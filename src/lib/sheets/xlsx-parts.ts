/**
 * The parts of the smallest workbook Excel and LibreOffice open: one sheet of inline strings,
 * numbers and dates (a date is a number with a date format, in Bucharest time, so it sorts and
 * filters as a date: issue #23), its header row frozen and filtered, a style sheet with the styles
 * it needs. Isomorphic: the back office's exports zip
 * them on the server as the rows stream (src/server/staff/xlsx.ts), the members area's exports in
 * the browser (src/client/export/xlsx.ts). A text is never a formula here (no `<f>` is ever
 * written); a text that starts like one (cells.ts) gets the style whose `quotePrefix` keeps it
 * text when edited.
 */
import { type Cell, cellText, startsLikeFormula } from './cells.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The path of the one sheet inside the zip. */
export const SHEET_PATH = 'xl/worksheets/sheet1.xml';
export const WORKBOOK_PATH = 'xl/workbook.xml';

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

/** The index in `cellXfs` (STYLES below) of the style that marks a cell as text. */
const TEXT_STYLE = 1;
/** The index in `cellXfs` of the date and time style (DATE_FORMAT). */
export const DATE_STYLE = 2;
/** How a date cell shows, the Romanian way: 26.11.2026 14:05. */
const DATE_FORMAT = 'dd.mm.yyyy hh:mm';

const DAY_MS = 86_400_000;
/** Days from the spreadsheets' day 0 (30 December 1899) to 1 January 1970. */
const EPOCH_SERIAL = 25_569;
const bucharestParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Bucharest',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** A moment as a spreadsheet's date number: days since day 0, of Bucharest's wall clock. */
export function dateSerial(date: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(bucharestParts.formatToParts(date).find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall / DAY_MS + EPOCH_SERIAL;
}

function xlsxCell(value: Cell): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c><v>${value}</v></c>`;
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return `<c s="${DATE_STYLE}"><v>${dateSerial(value)}</v></c>`;
  const text = cellText(value);
  const style = typeof value === 'string' && startsLikeFormula(text) ? ` s="${TEXT_STYLE}"` : '';
  return `<c t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

/** One `<row>` of the sheet. */
export const xlsxRow = (cells: readonly Cell[]) => `<row>${cells.map(xlsxCell).join('')}</row>`;

/** What the sheet's XML opens with: its first row (the header) frozen; the rows go after. */
export const SHEET_START = `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews><sheetData>`;

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnName(Math.floor(index / 26) - 1) + letter;
}

/** What the sheet's XML closes with: a filter on the header over every row written. */
export function sheetEnd(columns: number, rows: number): string {
  const last = `${columnName(Math.max(columns, 1) - 1)}${Math.max(rows, 1)}`;
  return `</sheetData><autoFilter ref="A1:${last}"/></worksheet>`;
}

/** Default (0), text (1) and date (2) styles, in the parts and order Excel itself writes. */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="${DATE_FORMAT}"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The parts that never change: [path in the zip, XML]. */
export const FIXED_PARTS: readonly [string, string][] = [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${WORKBOOK_PATH}" ContentType="${TYPE}.sheet.main+xml"/><Override PartName="/${SHEET_PATH}" ContentType="${TYPE}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="${WORKBOOK_PATH}"/></Relationships>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELS}/styles" Target="styles.xml"/></Relationships>`,
  ],
  ['xl/styles.xml', STYLES],
];

/** The workbook part, naming its one sheet. */
export function workbookXml(sheetName: string) {
  // A sheet's name: at most 31 characters, none of : \ / ? * [ ].
  const name = escapeXml(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  return `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}
