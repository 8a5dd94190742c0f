/**
 * An ExportTable as a PDF (pdf-lib, the consent PDF's library), made in the browser: the heading,
 * the line under it, then the table with its header row again at the top of every page, and on
 * each page's foot its number and when the file was made. Set in Nunito, the site's face,
 * embedded as a subset (the standard PDF fonts have no ș ț), so the text can be searched and
 * copied. A table of more than four columns is laid on a landscape page.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { formatDateTime } from '../../lib/dates.ts';
import { exportFiles as m } from '../../lib/messages-export.ts';
import type { ExportTable } from './table.ts';

export interface FontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const SIZE = 9;
const LINE = SIZE * 1.3;
const PAD = 4;
const TEXT = rgb(0.13, 0.13, 0.16);
const MUTED = rgb(0.38, 0.38, 0.44);
const RULE = rgb(0.75, 0.75, 0.8);
const STRIPE = rgb(0.95, 0.95, 0.97);

/**
 * A font's text widths at SIZE, each word measured once (fontkit lays out every call: measuring
 * the growing line at every word made a 200-member PDF take seconds).
 */
function measurer(font: PDFFont) {
  const widths = new Map<string, number>();
  return (text: string) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = font.widthOfTextAtSize(text, SIZE);
      widths.set(text, width);
    }
    return width;
  };
}

type Measure = ReturnType<typeof measurer>;

/** Splits `text` into lines no wider than `width` (a word longer than it is cut). */
function wrap(text: string, measure: Measure, width: number): string[] {
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    if (!word) continue;
    let rest = word;
    let restWidth = measure(rest);
    if (line && lineWidth + space + restWidth <= width) {
      line = `${line} ${rest}`;
      lineWidth += space + restWidth;
      continue;
    }
    if (line) lines.push(line);
    while (restWidth > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
      restWidth = measure(rest);
    }
    line = rest;
    lineWidth = restWidth;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Each column's width: its widest cell's share of the page, none under a minimum. */
function columnWidths(
  table: ExportTable,
  measures: Record<'regular' | 'bold', Measure>,
  room: number,
) {
  const natural = table.columns.map(
    (label, i) =>
      Math.max(measures.bold(label), ...table.rows.map((row) => measures.regular(row[i] ?? ''))) +
      2 * PAD,
  );
  const floor = Math.min(60, room / table.columns.length);
  const capped = natural.map((width) => Math.min(Math.max(width, floor), room * 0.45));
  const total = capped.reduce((sum, width) => sum + width, 0);
  return capped.map((width) => (width * room) / total);
}

export async function buildTablePdf(
  table: ExportTable,
  fontBytes: FontBytes,
  now = new Date(),
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = {
    regular: await doc.embedFont(fontBytes.regular, { subset: true }),
    bold: await doc.embedFont(fontBytes.bold, { subset: true }),
  };
  const measures = { regular: measurer(fonts.regular), bold: measurer(fonts.bold) };
  doc.setTitle(table.title);
  doc.setSubject(table.subtitle);
  doc.setAuthor(m.author);
  doc.setLanguage('ro-RO');
  doc.setCreationDate(now);

  const size: [number, number] = table.columns.length > 4 ? [A4[1], A4[0]] : A4;
  const room = size[0] - 2 * MARGIN;
  const widths = columnWidths(table, measures, room);
  let page: PDFPage = doc.addPage(size);
  let y = size[1] - MARGIN;

  /** A row's cells, each wrapped to its column. */
  const layOut = (cells: readonly string[], measure: Measure) =>
    cells.map((cell, i) => wrap(cell, measure, (widths[i] as number) - 2 * PAD));
  const heightOf = (lines: string[][]) =>
    Math.max(...lines.map((cell) => cell.length)) * LINE + 2 * PAD;

  const drawRow = (lines: string[][], font: PDFFont, shade: boolean) => {
    const height = heightOf(lines);
    if (shade) page.drawRectangle({ x: MARGIN, y: y - height, width: room, height, color: STRIPE });
    let x = MARGIN;
    lines.forEach((cell, i) => {
      cell.forEach((text, n) => {
        const baseline = y - PAD - (n + 1) * LINE + (LINE - SIZE) / 2;
        page.drawText(text, { x: x + PAD, y: baseline, size: SIZE, font, color: TEXT });
      });
      x += widths[i] as number;
    });
    y -= height;
  };
  const header = layOut(table.columns, measures.bold);
  const drawHeader = () => {
    drawRow(header, fonts.bold, false);
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + room, y },
      thickness: 0.8,
      color: RULE,
    });
  };

  page.drawText(table.title, { x: MARGIN, y: y - 16, size: 16, font: fonts.bold, color: TEXT });
  y -= 24;
  for (const line of wrap(table.subtitle, measures.regular, room)) {
    page.drawText(line, { x: MARGIN, y: y - LINE, size: SIZE, font: fonts.regular, color: MUTED });
    y -= LINE;
  }
  y -= 10;
  drawHeader();
  if (table.rows.length === 0) {
    page.drawText(m.empty, { x: MARGIN + PAD, y: y - LINE - PAD, size: SIZE, font: fonts.regular });
  }
  table.rows.forEach((row, i) => {
    const lines = layOut(row, measures.regular);
    if (y - heightOf(lines) < MARGIN + 14) {
      page = doc.addPage(size);
      y = size[1] - MARGIN;
      drawHeader();
    }
    drawRow(lines, fonts.regular, i % 2 === 1);
  });

  const pages = doc.getPages();
  const made = m.madeAt(formatDateTime(now));
  pages.forEach((each, i) => {
    const foot = `${m.page(i + 1, pages.length)} · ${made}`;
    each.drawText(foot, {
      x: MARGIN,
      y: MARGIN - 20,
      size: 7.5,
      font: fonts.regular,
      color: MUTED,
    });
  });
  // pdf-lib's writer allocates a plain ArrayBuffer (never a shared one), as a Blob needs.
  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
