/**
 * The parts of the smallest workbook Excel and LibreOffice open: one sheet of inline strings and
 * numbers, a style sheet with the one style it needs. Isomorphic: the back office's exports zip
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

function xlsxCell(value: Cell): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c><v>${value}</v></c>`;
  const text = cellText(value);
  const style = typeof value === 'string' && startsLikeFormula(text) ? ` s="${TEXT_STYLE}"` : '';
  return `<c t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

/** One `<row>` of the sheet. */
export const xlsxRow = (cells: readonly Cell[]) => `<row>${cells.map(xlsxCell).join('')}</row>`;

/** What the sheet's XML opens and closes with; the rows go between. */
export const SHEET_START = `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_END = '</sheetData></worksheet>';

/** The default style (0) and the text style (1), in the parts and order Excel itself writes. */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

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
