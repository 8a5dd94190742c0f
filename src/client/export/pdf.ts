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

/** Splits `text` into lines no wider than `width` (a word longer than it is cut). */
function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, SIZE) <= width;
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    if (!word) continue;
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest) && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Each column's width: its widest cell's share of the page, none under a minimum. */
function columnWidths(
  table: ExportTable,
  fonts: { regular: PDFFont; bold: PDFFont },
  room: number,
) {
  const natural = table.columns.map(
    (label, i) =>
      Math.max(
        fonts.bold.widthOfTextAtSize(label, SIZE),
        ...table.rows.map((row) => fonts.regular.widthOfTextAtSize(row[i] ?? '', SIZE)),
      ) +
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
  doc.setTitle(table.title);
  doc.setSubject(table.subtitle);
  doc.setAuthor(m.author);
  doc.setLanguage('ro-RO');
  doc.setCreationDate(now);

  const size: [number, number] = table.columns.length > 4 ? [A4[1], A4[0]] : A4;
  const room = size[0] - 2 * MARGIN;
  const widths = columnWidths(table, fonts, room);
  let page: PDFPage = doc.addPage(size);
  let y = size[1] - MARGIN;

  const drawRow = (cells: readonly string[], font: PDFFont, shade: boolean) => {
    const lines = cells.map((cell, i) => wrap(cell, font, (widths[i] as number) - 2 * PAD));
    const height = Math.max(...lines.map((cell) => cell.length)) * LINE + 2 * PAD;
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
    return height;
  };
  const drawHeader = () => {
    drawRow(table.columns, fonts.bold, false);
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + room, y },
      thickness: 0.8,
      color: RULE,
    });
  };

  page.drawText(table.title, { x: MARGIN, y: y - 16, size: 16, font: fonts.bold, color: TEXT });
  y -= 24;
  for (const line of wrap(table.subtitle, fonts.regular, room)) {
    page.drawText(line, { x: MARGIN, y: y - LINE, size: SIZE, font: fonts.regular, color: MUTED });
    y -= LINE;
  }
  y -= 10;
  drawHeader();
  if (table.rows.length === 0) {
    page.drawText(m.empty, { x: MARGIN + PAD, y: y - LINE - PAD, size: SIZE, font: fonts.regular });
  }
  table.rows.forEach((row, i) => {
    const height = row.reduce(
      (most, cell, n) =>
        Math.max(most, wrap(cell, fonts.regular, (widths[n] as number) - 2 * PAD).length),
      1,
    );
    if (y - (height * LINE + 2 * PAD) < MARGIN + 14) {
      page = doc.addPage(size);
      y = size[1] - MARGIN;
      drawHeader();
    }
    drawRow(row, fonts.regular, i % 2 === 1);
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
