/**
 * The smallest workbook Excel and LibreOffice open: one sheet of inline strings and numbers, a
 * style sheet with the one style it needs, zipped by yazl as the sheet's XML streams (84,000 rows
 * in constant memory). A text is never a formula here (no `<f>` is ever written); a text that
 * starts like one (sheet-cells.ts) gets the style whose `quotePrefix` keeps it text when edited.
 */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { type Cell, cellText, type ExportColumn, startsLikeFormula } from './sheet-cells.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

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

const xlsxRow = (cells: Cell[]) => `<row>${cells.map(xlsxCell).join('')}</row>`;

async function* sheetXml<Row>(columns: ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  yield `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>`;
  yield xlsxRow(columns.map((column) => column.label));
  for await (const row of rows) yield xlsxRow(columns.map((column) => column.value(row)));
  yield '</sheetData></worksheet>';
}

/** The default style (0) and the text style (1), in the parts and order Excel itself writes. */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELS}/styles" Target="styles.xml"/></Relationships>`,
  ],
  ['xl/styles.xml', STYLES],
];

function workbookXml(sheetName: string) {
  // A sheet's name: at most 31 characters, none of : \ / ? * [ ].
  const name = escapeXml(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  return `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
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
  for (const [name, xml] of PARTS) zip.addBuffer(Buffer.from(xml), name, { mtime });
  zip.addBuffer(Buffer.from(workbookXml(sheetName)), 'xl/workbook.xml', { mtime });
  zip.addReadStream(streamOf(sheetXml(columns, rows)), 'xl/worksheets/sheet1.xml', { mtime });
  zip.end();
  return zip.outputStream as Readable;
}
