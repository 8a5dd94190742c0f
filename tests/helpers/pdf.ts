/**
 * Reading the consent PDFs back in tests: their text through Debian's pdftotext (poppler-utils,
 * installed by .ci/run), their images through pdf-lib's object table; and a signature PNG drawn
 * as a pad would send it (ink on a transparent ground).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';

const run = promisify(execFile);

/** The PDF's text, its lines joined by single spaces (a wrapped sentence reads whole). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, bytes);
    await run('pdftotext', ['-enc', 'UTF-8', file, join(dir, 'doc.txt')]);
    return (await readFile(join(dir, 'doc.txt'), 'utf8')).replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Width and height of every image of the PDF (a PNG's alpha, its soft mask, is not counted). */
export async function pdfImages(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const doc = await PDFDocument.load(bytes);
  const objects = doc.context.enumerateIndirectObjects();
  const streams = objects.flatMap(([ref, object]) =>
    object instanceof PDFRawStream ? [{ key: ref.toString(), dict: object.dict }] : [],
  );
  const images = streams.filter(
    ({ dict }) => dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
  );
  const masks = new Set(images.map(({ dict }) => dict.get(PDFName.of('SMask'))?.toString()));
  const size = (dict: PDFDict, name: string) =>
    (dict.get(PDFName.of(name)) as PDFNumber).asNumber();
  return images
    .filter(({ key }) => !masks.has(key))
    .map(({ dict }) => ({ width: size(dict, 'Width'), height: size(dict, 'Height') }));
}

/** A PNG like the pad's: a dark stroke on a transparent ground, `width`×`height`. */
export async function drawnSignaturePng(width = 600, height = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <path d="M10 ${height * 0.7} C ${width * 0.2} 0, ${width * 0.4} ${height}, ${width * 0.9} ${height * 0.3}"
      stroke="#1b1b2f" stroke-width="4" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
