/**
 * pdf.js for the score's pages (docs/decisions.md, "The score's pages"), imported dynamically by
 * ScorePages only, so no other page carries it. Its worker is a file of the site: the build copies
 * pdf.js's own worker module under /_astro/ (`?url`) and pdf.js starts it with
 * `new Worker(url, { type: 'module' })`, which the pages' policy allows (`worker-src 'self'`);
 * no blob: or data: worker, no eval, no WebAssembly (its decoders would need 'wasm-unsafe-eval'
 * and serve only JPEG 2000 and JBIG2 images, which engraved scores do not use). The legacy build:
 * the modern one asks for the newest browsers, and a family's old tablet must show the score too.
 */
import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { actingChild } from '../../../client/acting.ts';
import { ACTING_HEADER } from '../../../lib/limits.ts';

export type { PDFDocumentProxy, PDFPageProxy };

GlobalWorkerOptions.workerSrc = workerUrl;

/** The largest canvas drawn, in device pixels: phones refuse (and draw nothing on) larger ones. */
const MAX_CANVAS_PIXELS = 16_777_216;

/**
 * Opens the PDF at `url` (the API's file, with the session cookie; for the child a parent acts
 * for, the header the API client sends too). One whole GET: a score is small, and a whole file is
 * what an offline copy keeps. Answers the document and the function that ends its worker.
 */
export function openPdf(url: string): { loaded: Promise<PDFDocumentProxy>; close: () => void } {
  const child = actingChild();
  const task = getDocument({
    url,
    httpHeaders: child ? { [ACTING_HEADER]: String(child.id) } : {},
    withCredentials: true,
    disableRange: true,
    useWasm: false,
    enableXfa: false,
  });
  return { loaded: task.promise, close: () => void task.destroy() };
}

/** The page's text (lyrics, title, tempo marks) as one line, for its text alternative. */
export async function pageText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Draws `page` on `canvas` `cssWidth` CSS pixels wide, sharp on the screen's pixel ratio (within
 * MAX_CANVAS_PIXELS). Answers the drawing's cancel and its end.
 */
export function drawPage(
  page: PDFPageProxy,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): { done: Promise<void>; cancel: () => void } {
  const base = page.getViewport({ scale: 1 });
  const scale = cssWidth / base.width;
  const cssHeight = base.height * scale;
  const ratio = Math.min(
    window.devicePixelRatio || 1,
    Math.sqrt(MAX_CANVAS_PIXELS / (cssWidth * cssHeight)),
  );
  const viewport = page.getViewport({ scale: scale * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${cssHeight}px`;
  const task = page.render({ canvas, viewport });
  return { done: task.promise, cancel: () => task.cancel() };
}
