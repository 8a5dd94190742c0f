/**
 * `npm run screens -- DIR [FILTER]`: full-page screenshots of every page of the built site (and the
 * states of scripts/screens/list.ts) at 390 and 1280 px, as PNGs in DIR, to prove that a change of
 * styles leaves the looks as they were: run it before and after, then `npm run screens:compare -- A B`.
 * Serves `dist/` with the demo data on its own port (SCREENS_PORT, 4407) and a throw-away data
 * folder; needs `npm run build` first. The demo seeds events relative to today: compare two runs
 * of the same day. FILTER keeps the screens whose name holds it. Keep DIR out of test-results/:
 * Playwright empties that folder at each run of the browser tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../src/lib/limits.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo.ts';
import { stopServer } from './bench/start-server.ts';
import { DATA_DIR } from './screens/answer-link.ts';
import { type Account, builtPages, type Screen, STATES } from './screens/list.ts';

const [outDir, filter = ''] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: npm run screens -- DIR [FILTER]');
  process.exit(2);
}
const PORT = Number(process.env.SCREENS_PORT ?? 4407);
const ORIGIN = `http://localhost:${PORT}`;
const WIDTHS = [390, 1280];
const HEIGHT = 900;

/**
 * The built product on PORT with the demo data, its output in DATA_DIR's log. Waits up to two
 * minutes: the first start migrates and seeds, slow on a busy machine.
 */
async function startServer(): Promise<ChildProcess> {
  await rm(DATA_DIR, { recursive: true, force: true });
  await mkdir(DATA_DIR, { recursive: true });
  const log = createWriteStream(join(DATA_DIR, 'server.log'));
  const server = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR, NODE_ENV: 'test', DEMO: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  for (let i = 0; i < 600 && server.exitCode === null; i++) {
    const up = await fetch(`${ORIGIN}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`the server did not answer on ${ORIGIN}: see ${join(DATA_DIR, 'server.log')}`);
}

/** A fresh tab's context: a visitor who chose essential cookies, or a signed-in demo account. */
async function newContext(browser: Browser, width: number, screen: Screen) {
  const context = await browser.newContext({
    baseURL: ORIGIN,
    viewport: { width, height: HEIGHT },
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    // Stops the carousels' autoplay (Carousel.tsx) and smooth scrolling: one frame to photograph.
    reducedMotion: 'reduce',
  });
  if (!screen.noConsent) {
    const value = encodeURIComponent(JSON.stringify(['essential']));
    await context.addCookies([{ name: CONSENT_COOKIE, value, url: ORIGIN }]);
  }
  if (screen.as) await signIn(context, screen.as);
  return context;
}

/** The server's own login: its cookies land in the context, as after the login form. */
async function signIn(context: BrowserContext, who: Account) {
  const answer = await context.request.post('/api/token-auth/', {
    data: { username: `${who}@example.com`, password: DEMO_PASSWORD },
  });
  if (!answer.ok()) throw new Error(`login of ${who}: ${answer.status()}`);
}

/**
 * Waits until the page is whole: network quiet, fonts in, every lazy picture and `client:visible`
 * island reached (the page is scrolled through once), every picture decoded, every island hydrated.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // A frame, or 100 ms where the renderer stalls frames (seen under heavy load: the run hung).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // A lazy picture never seen (hidden, or off to the side in a carousel) never loads: not waited for.
  // A list still loading says so ('Se încarcă…', aria-busy); a map's canvas holds its drawn
  // counties (Leaflet, loaded on view) or its failure.
  const whole = () =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      const unseen = box.width === 0 || box.left >= innerWidth || box.right <= 0;
      return img.complete || (img.loading === 'lazy' && unseen);
    }) &&
    !document.querySelector('astro-island[ssr], [aria-busy="true"]') &&
    !/Se încarcă/.test(document.body.innerText) &&
    [...document.querySelectorAll('[class*="map__canvas"]')].every((canvas) =>
      canvas.querySelector('.leaflet-container path, [class*="map__failed"]'),
    );
  await page
    .waitForFunction(whole, undefined, { timeout: 30_000 })
    .catch(() => console.warn(`  ${page.url()}: still loading after 30 s`));
  // A loaded picture may still be decoding: painted only once decoded. (Chromium may never settle
  // decode() of a picture out of the rendering, e.g. under a modal's inert page: 5 s at most.)
  await page.evaluate(() => {
    const decoded = [...document.images].map((img) => img.complete && img.decode().catch(() => {}));
    const cap = new Promise((resolve) => setTimeout(resolve, 5000));
    return Promise.race([Promise.all(decoded), cap]);
  });
}

async function photograph(browser: Browser, screen: Screen) {
  for (const width of WIDTHS) {
    const context = await newContext(browser, width, screen);
    const page = await context.newPage();
    try {
      await page.goto(screen.path);
      await settle(page);
      if (screen.reach) {
        await screen.reach(page);
        await settle(page);
      }
      const path = join(outDir as string, `${screen.name}-${width}.png`);
      // A <video>'s native controls show a spinner while its metadata loads: masked (its box stays).
      const mask = [page.locator('video')];
      await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide', mask });
    } catch (error) {
      console.error(`  ${screen.name} at ${width}px failed: ${(error as Error).message}`);
      process.exitCode = 1;
    } finally {
      await context.close();
    }
  }
}

const screens = [...(await builtPages()), ...STATES].filter((s) => s.name.includes(filter));
await mkdir(outDir, { recursive: true });
const server = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  for (const [i, screen] of screens.entries()) {
    console.log(`${i + 1}/${screens.length} ${screen.name}`);
    await photograph(browser, screen);
  }
} finally {
  await browser.close();
  await stopServer(server);
}
console.log(`${screens.length * WIDTHS.length} screenshots in ${outDir}`);
