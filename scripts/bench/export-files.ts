/**
 * `npx node scripts/bench/export-files.ts`: how long the members area's exports take to make
 * (src/client/export/, the code the browser runs, here in Node on the same engine) for a choir of
 * 200 members as a conductor sees them (six columns): the first PDF (fontkit reads the fonts),
 * the median of 10 more, the median of 10 workbooks, and each file's size. The figures go by hand
 * in docs/performance.md ("Exports made in the browser").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildTablePdf } from '../../src/client/export/pdf.ts';
import type { ExportTable } from '../../src/client/export/table.ts';
import { buildTableXlsx } from '../../src/client/export/xlsx.ts';

const require = createRequire(import.meta.url);
const font = (file: string) =>
  readFileSync(require.resolve(`@expo-google-fonts/nunito/${file}`)) as Uint8Array;
const fonts = {
  regular: font('400Regular/Nunito_400Regular.ttf'),
  bold: font('700Bold/Nunito_700Bold.ttf'),
};

const MEMBERS = 200;
const table: ExportTable = {
  title: 'Membrii corului',
  subtitle: 'Corul „Țărișoara” din Târgu Mureș · Toți',
  fileName: 'membri-corul-tarisoara-toti',
  columns: ['Nume', 'Rol', 'E-mail', 'Gen', 'Data nașterii', 'Stare'],
  rows: Array.from({ length: MEMBERS }, (_, i) => [
    `Ștefania-Ioana Țăranu ${i + 1}`,
    i % 20 === 0 ? 'Dirijor' : 'Corist',
    `membru.${i + 1}@example.com`,
    i % 2 ? 'Feminin' : 'Masculin',
    '17 mai 2014',
    i % 15 === 0 ? 'În așteptare' : 'Aprobat',
  ]),
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function timed<T>(run: () => T | Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await run();
  return [performance.now() - start, result];
}

const [firstPdf, pdf] = await timed(() => buildTablePdf(table, fonts));
const pdfTimes: number[] = [];
for (let i = 0; i < 10; i++) pdfTimes.push((await timed(() => buildTablePdf(table, fonts)))[0]);
const xlsxTimes: number[] = [];
let xlsx = new Uint8Array();
for (let i = 0; i < 10; i++) {
  const [time, bytes] = await timed(() => buildTableXlsx(table));
  xlsxTimes.push(time);
  xlsx = bytes;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;
console.log(`${MEMBERS} members, 6 columns`);
console.log(`PDF: first ${ms(firstPdf)}, then median ${ms(median(pdfTimes))}; ${kb(pdf.length)}`);
console.log(`XLSX: median ${ms(median(xlsxTimes))}; ${kb(xlsx.length)}`);
