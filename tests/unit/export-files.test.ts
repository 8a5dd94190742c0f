/**
 * The members area's exports made in the browser (src/client/export/): the workbook read back
 * with yauzl (every part, each entry's CRC checked), the PDF read back with pdftotext (ș and ț,
 * the header row on every page, the page numbers), and the file names.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { buildTablePdf } from '../../src/client/export/pdf.ts';
import { type ExportTable, fileSlug } from '../../src/client/export/table.ts';
import { buildTableXlsx } from '../../src/client/export/xlsx.ts';
import { exportFiles as m } from '../../src/lib/messages-export.ts';
import { pdfText } from '../helpers/pdf.ts';
import { unzip } from '../helpers/zip.ts';

const require = createRequire(import.meta.url);
const fonts = async () => ({
  regular: await readFile(
    require.resolve('@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf'),
  ),
  bold: await readFile(require.resolve('@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf')),
});

const table = (rows: string[][]): ExportTable => ({
  title: 'Membrii corului',
  subtitle: 'Corul „Țărișoara” · Toți',
  fileName: 'membri-corul-tarisoara-toti',
  columns: ['Nume', 'Rol', 'Localitate', 'Județ'],
  rows,
});

describe('fileSlug', () => {
  test.each([
    [
      ['membri', 'Corul „Țărișoara” din Târgu Mureș', 'Toți'],
      'membri-corul-tarisoara-din-targu-mures-toti',
    ],
    [['evenimente', 'Corul A&B', '2026-12'], 'evenimente-corul-a-b-2026-12'],
    [['raspunsuri', '  ---  '], 'raspunsuri'],
  ])('%j gives %s', (words, expected) => {
    expect(fileSlug(...words)).toBe(expected);
  });

  test('stays at most 80 characters and never ends on a dash', () => {
    const slug = fileSlug('membri', 'a '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).not.toMatch(/-$/);
  });
});

describe('buildTableXlsx', () => {
  test('a workbook of the header row and the rows, texts as typed, formula-like texts marked as text', async () => {
    const bytes = buildTableXlsx(
      table([
        ['Ștefan Țurcanu', 'Dirijor', 'Iași', 'Iași'],
        ['=HYPERLINK("x")', 'Corist', 'A & B <c>', ''],
      ]),
    );
    const files = await unzip(Buffer.from(bytes));
    expect(files.map((file) => file.name).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = files.find((file) => file.name === 'xl/worksheets/sheet1.xml')?.bytes.toString();
    const workbook = files.find((file) => file.name === 'xl/workbook.xml')?.bytes.toString();
    expect(workbook).toContain('<sheet name="Membrii corului"');
    expect(sheet).toMatch(/<row>.*Nume.*Rol.*Localitate.*Județ.*<\/row><row>.*Ștefan Țurcanu/);
    expect(sheet).toContain(
      '<c t="inlineStr" s="1"><is><t xml:space="preserve">=HYPERLINK(&quot;x&quot;)',
    );
    expect(sheet).toContain('A &amp; B &lt;c&gt;');
    expect(sheet).not.toContain('<f>');
  });

  test('each entry carries the CRC-32 of its bytes, so Excel and unzip accept the file', async () => {
    const bytes = Buffer.from(buildTableXlsx(table([['Ana', 'Corist', 'Cluj-Napoca', 'Cluj']])));
    const files = await unzip(bytes);
    // Walk the local headers: signature, then the CRC at offset 14 and the size at 18.
    let at = 0;
    for (const file of files) {
      expect(bytes.readUInt32LE(at)).toBe(0x04034b50);
      expect(bytes.readUInt32LE(at + 14)).toBe(crc32(file.bytes));
      at += 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt32LE(at + 18);
    }
  });
});

describe('buildTablePdf', () => {
  test('prints the title, the line under it, the header and the rows with ș and ț', async () => {
    const text = await pdfText(
      await buildTablePdf(
        table([['Ștefan Țurcanu', 'Dirijor', 'Iași', 'Iași']]),
        await fonts(),
        new Date('2026-11-26T10:00:00Z'),
      ),
    );
    expect(text).toContain('Membrii corului');
    expect(text).toContain('Corul „Țărișoara” · Toți');
    expect(text).toMatch(/Nume Rol Localitate Județ/);
    expect(text).toContain('Ștefan Țurcanu');
    expect(text).toContain(m.page(1, 1));
    expect(text).toContain(m.madeAt('26 noiembrie 2026 la 12:00'));
  });

  test('a long list runs over pages, each opening with the header row', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      `Membru ${i + 1}`,
      'Corist',
      'Pașcani',
      'Iași',
    ]);
    const text = await pdfText(await buildTablePdf(table(rows), await fonts()));
    const pages = Number(/Pagina 1 din (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/Nume Rol Localitate Județ/g)).toHaveLength(pages);
    expect(text).toContain('Membru 120');
  });

  test('an empty list says so', async () => {
    const text = await pdfText(await buildTablePdf(table([]), await fonts()));
    expect(text).toContain(m.empty);
  });
});
