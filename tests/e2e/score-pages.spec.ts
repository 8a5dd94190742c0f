/**
 * A score's pages drawn in the page (issue #27), in Chromium at 390 and 1280 px: the demo staff
 * member adds a score whose PDF has three pages (made here with pdf-lib, each page with its own
 * Romanian text in an embedded font); the demo singer finds it in the library, opens 'Vezi partitura' by keyboard, and sees the
 * first page drawn on a canvas (pixels that are not white), named 'Partitura …, pagina 1 din 3'
 * and described by the page's text; next page by the button and by the arrow key, zoom in, fit and
 * out by keyboard, the ends unavailable but focusable; axe on the dialog; Escape gives the focus
 * back. pdf.js and its worker load only when the dialog opens, from the site itself, and the
 * pages' Content-Security-Policy refuses nothing.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { apiHref } from '../../src/lib/api-path.ts';
import { scorePages as m } from '../../src/lib/messages-score-pages.ts';
import { staffLibraryPaths } from '../../src/lib/paths/staff-library.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { expectNoAxeViolations, logIn } from './helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const NAME = `Partitura în trei pagini ${Date.now()}`;
const PAGES = 3;
/** The text written on page `n`. */
const pageWords = (n: number) => `Pagina ${n} a partiturii de probă: „Și țambalul cântă”`;
/** The site's font, embedded in the PDF as an engraved score embeds its own (pdf.js loads it as a FontFace). */
const FONT = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf',
);

/** A PDF of PAGES A4 pages, each with its words and a staff of five lines. */
async function threePagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(await readFile(FONT), { subset: true });
  for (let n = 1; n <= PAGES; n++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(pageWords(n), { x: 56, y: 770, size: 22, font });
    for (let line = 0; line < 5; line++)
      page.drawLine({ start: { x: 56, y: 680 - line * 8 }, end: { x: 540, y: 680 - line * 8 } });
  }
  return pdf.save();
}

test.beforeAll(async ({ request }: { request: APIRequestContext }) => {
  const login = await request.post('/api/token-auth/', {
    data: { username: 'admin@example.com', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Token ${(await login.json()).token}` };
  const query = new URLSearchParams({ kind: 'pdf', name: 'trei-pagini.pdf' });
  const upload = await request.post(`${apiHref(staffLibraryPaths.files)}?${query}`, {
    headers,
    data: Buffer.from(await threePagePdf()),
  });
  expect(upload.status()).toBe(201);
  const score = await request.post(apiHref(staffLibraryPaths.scores), {
    headers,
    data: { name: NAME, pdf: (await upload.json()).key },
  });
  expect(score.status()).toBe(201);
});

/** True once the canvas holds a pixel that is not white (the page's lines and words). */
const drawn = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    if (element.width === 0) return false;
    const { data } = element
      .getContext('2d')
      ?.getImageData(0, 0, element.width, element.height) ?? {
      data: [],
    };
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) return true;
    return false;
  });

/** The zoom's figure as shown ('Mărime: 125 %', the words hidden on a phone). */
const level = (zoom: number) => `${m.zoomLabel} ${m.zoomPercent(zoom)}`;

const cssWidth = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => element.getBoundingClientRect().width);

/** The requests for pdf.js's code, the workers started and the policy's refusals, from now on. */
function watch(page: Page) {
  const pdfjs: string[] = [];
  const refused: string[] = [];
  const workers: string[] = [];
  page.on('request', (request) => {
    if (/pdf-document|pdf\.worker/.test(request.url())) pdfjs.push(request.url());
  });
  // A worker of its own: pdf.js falls back to parsing on the page when its worker cannot start.
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  return { pdfjs, refused, workers };
}

for (const width of [390, 1280]) {
  test(`at ${width} px the singer reads the score's pages, pages and zoom by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 576 ? 844 : 800 });
    const { pdfjs, refused, workers } = watch(page);
    await logIn(page, 'corist@example.com');
    await page.goto(`/cont/librarie/partituri?search=${encodeURIComponent(NAME)}`);
    const open = page.getByRole('button', { name: m.openLabel(NAME) });
    await expect(open).toBeVisible();
    expect(pdfjs, 'pdf.js before the pages are opened').toEqual([]);

    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: m.dialogTitle(NAME) });
    await expect(dialog).toBeVisible();
    const canvas = dialog.getByRole('img', { name: m.pageImage(NAME, 1, PAGES) });
    await expect(canvas).toBeVisible();
    await expect.poll(() => drawn(canvas)).toBe(true);
    await expect(canvas).toHaveAccessibleDescription(`${m.pageText} ${pageWords(1)}`);
    await expect(dialog.getByRole('status')).toHaveText(m.pageOf(1, PAGES));
    // Fitted to the frame's width, and nothing of the page wider than the screen.
    const frame = dialog.getByRole('region', { name: m.viewport(NAME) });
    const fitted = await cssWidth(canvas);
    expect(fitted).toBeGreaterThan(width < 576 ? 250 : 600);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    expect(pdfjs.length).toBeGreaterThanOrEqual(2);
    expect(pdfjs.every((url) => url.startsWith('http://localhost'))).toBe(true);
    expect(workers.filter((url) => /\/_astro\/pdf\.worker\.[^/]+\.mjs$/.test(url))).toHaveLength(1);
    await page.screenshot({ path: `test-results/score-pages-${width}.png` });
    await expectNoAxeViolations(page, `the score's pages at ${width} px`);

    // The first page: 'Pagina anterioară' is unavailable but keeps its place in the keyboard's path.
    const previous = dialog.getByRole('button', { name: m.previous });
    const next = dialog.getByRole('button', { name: m.next });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(m.pageOf(2, PAGES));
    const second = dialog.getByRole('img', { name: m.pageImage(NAME, 2, PAGES) });
    await expect(second).toHaveAccessibleDescription(`${m.pageText} ${pageWords(2)}`);
    await expect.poll(() => drawn(second)).toBe(true);
    await expect(previous).toHaveAttribute('aria-disabled', 'false');

    // In the focused frame the right arrow turns to the last page; next is then unavailable.
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('status')).toHaveText(m.pageOf(3, PAGES));
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(m.pageOf(3, PAGES));
    await expect(next).toBeFocused();

    // Zoom: 'Mărește' by Enter draws the page 125 % wide, scrolling sideways in its frame; the
    // arrows then scroll instead of turning; 0 fits it again; − makes it smaller.
    await dialog.getByRole('button', { name: m.zoomIn }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(level(1.25))).toBeVisible();
    const shown = dialog.locator('canvas');
    await expect.poll(() => cssWidth(shown)).toBeGreaterThan(fitted * 1.24);
    const sideways = await frame.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(sideways).toBe(true);
    await frame.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('status')).toHaveText(m.pageOf(3, PAGES));
    await page.keyboard.press('0');
    await expect(dialog.getByText(level(1))).toBeVisible();
    await page.keyboard.press('-');
    await expect(dialog.getByText(level(0.75))).toBeVisible();
    await expect.poll(() => cssWidth(shown)).toBeLessThan(fitted * 0.76);
    await expect
      .poll(() => drawn(dialog.getByRole('img', { name: m.pageImage(NAME, 3, PAGES) })))
      .toBe(true);
    await dialog.getByRole('button', { name: m.fitWidth }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(level(1))).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(refused).toEqual([]);
  });
}
