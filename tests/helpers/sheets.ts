/**
 * Reads the back office's exports back as rows of text cells: a CSV (RFC 4180, the BOM dropped)
 * and an XLSX (the zip's one sheet, inline strings and numbers, as src/server/staff/xlsx.ts
 * writes them), so a test compares what a spreadsheet would show.
 */
import { unzip } from './zip.ts';

/**
 * The rows of a CSV split on `separator`, as a spreadsheet reads them: a quote opens a quoted
 * cell only at the cell's start (elsewhere it is a character), `""` in it is one quote. With `;`
 * it reads our `,` file as Romanian Excel does, where the list separator is `;`.
 */
export function readCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  /** The cell began with a quote (a quoted part ended: what follows is plain text). */
  let started = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
    started = false;
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '' && !started) {
      quoted = true;
      started = true;
    } else if (char === separator) endCell();
    else if (char === '\r' || char === '\n') {
      // A line break outside quotes ends the row (CRLF is one break).
      endCell();
      rows.push(row);
      row = [];
      if (char === '\r' && body[i + 1] === '\n') i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const unescapeXml = (value: string) =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const files = await unzip(bytes);
  const sheet = files.find((file) => file.name === 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new Error('no sheet in the workbook');
  const xml = sheet.bytes.toString('utf8');
  return [...xml.matchAll(/<row>(.*?)<\/row>/g)].map(([, cells]) =>
    [...(cells ?? '').matchAll(/<c[^>]*>(?:<v>(.*?)<\/v>|<is><t[^>]*>(.*?)<\/t><\/is>)<\/c>/g)].map(
      ([, number, text]) => unescapeXml(number ?? text ?? ''),
    ),
  );
}
