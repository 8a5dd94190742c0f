/**
 * `npm run bench:members`: how the members area feels on a cheap phone. Serves the built site
 * with the demo data on a loopback port, signs the demo conductor in, and in Debian's Chromium
 * with a 4× CPU slowdown measures, RUNS times each (median): a first visit of /cont/dashboard with
 * an empty cache, a reload with a warm cache, and moving to /cont/evenimente and back through the
 * side menu (the client router). Each time is taken in the page, from the navigation start or the
 * click to the moment the page's content is in the document (the summary's figures, or the
 * Evenimente page's own level-1 heading). Also counts the JavaScript the dashboard downloads.
 * Rewrites the "Members area" section of docs/performance.md. Needs `npm run build` first.
 *
 * The bench signs in as a browser does: the login answer's Set-Cookie lands in the tab's cookie
 * jar (the HttpOnly token and the hint the pages' guard reads), so a change of the session cookies
 * cannot leave it behind (it once set the token alone and was sent to the login page).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { members } from '../../src/lib/messages.ts';
import { PERFORMANCE_DOC, writeSection } from './doc-section.ts';
import { startServer } from './start-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4656);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** Round trips dashboard → Evenimente → dashboard per tab. */
const TRIPS = 4;

/** Signs the demo conductor in through the tab's own request context: its cookies are the tab's. */
async function signIn(context: BrowserContext) {
  const res = await context.request.post(`${ORIGIN}/api/token-auth/`, {
    data: { username: 'dirijor@example.com', password: 'parola-demo' },
  });
  if (!res.ok()) throw new Error(`login answered ${res.status()}: ${await res.text()}`);
}

/** A fresh signed-in tab with an empty cache and a slowed CPU. */
async function newTab(browser: Browser) {
  const context = await browser.newContext();
  await signIn(context);
  await context.addInitScript(WATCH, {
    summary: members.boxes.summary,
    events: members.nav.events,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

/**
 * Runs in the page from its start: notes (page clock, ms) the last click and the first moment after
 * it that the dashboard’s figures, or the Evenimente page’s h1, are in the document. Measured in the
 * page, so the test driver's polling (slowed by the CPU throttling too) adds nothing.
 */
function WATCH(names: { summary: string; events: string }) {
  const state = { clickAt: 0, summary: 0, events: 0 };
  Object.assign(window, { benchState: state });
  document.addEventListener(
    'click',
    () => Object.assign(state, { clickAt: performance.now(), summary: 0, events: 0 }),
    true,
  );
  new MutationObserver(() => {
    const box = document.querySelector(`[aria-labelledby="summary-title"]`);
    const figures = [...(box?.querySelectorAll('dd') ?? [])].some((dd) =>
      /^\d+$/.test(dd.textContent ?? ''),
    );
    if (!state.summary && figures && box?.textContent?.includes(names.summary))
      state.summary = performance.now();
    if (!state.events && document.querySelector('h1')?.textContent === names.events)
      state.events = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Milliseconds from the navigation start (a load) or the click (the side menu) to `what` shown.
 * The page's watch must have seen it after the click: anything else is a bench fault, not a time.
 */
async function shownAfter(page: Page, what: 'summary' | 'events'): Promise<number> {
  const { at, clickAt } = await page.evaluate((key) => {
    const state = (window as unknown as { benchState: Record<string, number> }).benchState;
    return { at: state[key] ?? 0, clickAt: state.clickAt ?? 0 };
  }, what);
  if (!(at > clickAt)) throw new Error(`${what} not seen after the click (${at} ≤ ${clickAt})`);
  return at - clickAt;
}

/** Waits for `what`, or says where the tab is instead (the login page, when signing in failed). */
async function shown(page: Page, what: string, wait: () => Promise<unknown>) {
  try {
    await wait();
  } catch (error) {
    throw new Error(`${what} not shown; the tab is at ${page.url()}`, { cause: error });
  }
}

const summaryShown = (page: Page) =>
  shown(page, 'the dashboard’s figures', async () => {
    await page.waitForURL(/\/cont\/dashboard\/?$/);
    await page
      .getByRole('region', { name: members.boxes.summary })
      .locator('dd')
      .filter({ hasText: /^\d+$/ })
      .first()
      .waitFor();
  });

/** The Evenimente page's own title: the dashboard has an 'Evenimente' box heading too. */
const eventsShown = (page: Page) =>
  shown(page, 'the Evenimente page', async () => {
    await page.waitForURL(/\/cont\/evenimente\/?$/);
    await page.getByRole('heading', { level: 1, name: members.nav.events, exact: true }).waitFor();
  });

/** The compressed bytes of the scripts the tab has loaded (its resource timing entries). */
const scriptBytes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

/** The machine's 1-minute load average: the times are only comparable at a like load. */
const load = () => loadavg()[0]?.toFixed(2) ?? '?';
const loadBefore = load();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-members-'));
const server = await startServer(PORT, dataDir, { NODE_ENV: 'test', DEMO: 'true' });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const times = {
    cold: [] as number[],
    reload: [] as number[],
    soft: [] as number[],
    back: [] as number[],
    softAgain: [] as number[],
    backAgain: [] as number[],
  };
  let jsBytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const tab = await newTab(browser);
    const { page } = tab;
    await page.goto(`${ORIGIN}/cont/dashboard`);
    await summaryShown(page);
    times.cold.push(await shownAfter(page, 'summary'));
    await page.waitForLoadState('networkidle');
    jsBytes = await scriptBytes(page);
    await page.reload();
    await summaryShown(page);
    times.reload.push(await shownAfter(page, 'summary'));
    const nav = page.getByRole('navigation', { name: members.nav.label });
    // The first round trip of a tab loads the other page's code; the later ones are the usual case.
    for (let trip = 0; trip < TRIPS; trip++) {
      const [there, back] =
        trip === 0 ? [times.soft, times.back] : [times.softAgain, times.backAgain];
      await nav.getByRole('link', { name: members.nav.events }).click();
      await eventsShown(page);
      there.push(await shownAfter(page, 'events'));
      await nav.getByRole('link', { name: members.nav.dashboard }).click();
      await summaryShown(page);
      back.push(await shownAfter(page, 'summary'));
    }
    await tab.close();
  }
  const rows = [
    ['first visit of /cont/dashboard (empty cache)', median(times.cold)],
    ['reload of /cont/dashboard (warm cache)', median(times.reload)],
    ['side menu, first time in the tab: dashboard → Evenimente', median(times.soft)],
    [
      'side menu, first time in the tab: Evenimente → dashboard (figures shown)',
      median(times.back),
    ],
    ['side menu, later: dashboard → Evenimente', median(times.softAgain)],
    ['side menu, later: Evenimente → dashboard (figures shown)', median(times.backAgain)],
  ] as const;
  const table = [
    '| moment | median (ms) |',
    '|---|---|',
    ...rows.map(([what, ms]) => `| ${what} | ${ms} |`),
  ];
  const kb = Math.round(jsBytes / 102.4) / 10;
  writeSection('Members area', [
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:members\` (scripts/bench/members.ts): the built site and the`,
    `demo data served on a loopback port, the demo conductor signed in, Debian Chromium with a ${CPU_SLOWDOWN}× CPU`,
    `slowdown (no network throttling: loopback), median of ${RUNS} runs. Each time is taken in the page, from the`,
    'navigation start or the click to the content in the document (the summary’s figures, or the',
    'Evenimente page’s level-1 heading). Moving through the side menu uses the client router: the',
    'frame, the session and the last dashboard answers stay, so only the new page’s HTML is fetched.',
    `JavaScript downloaded by the dashboard: ${kb} KB compressed. Load average (1 minute) before → after`,
    `the run: ${loadBefore} → ${load()} on ${cpus().length} cores.`,
    '',
    ...table,
  ]);
  console.log(
    `${table.join('\n')}\n\nJS ${kb} KB. Written to ${PERFORMANCE_DOC} (section "Members area").`,
  );
} finally {
  await browser.close();
  // Removed once the server has exited: a server still writing would leave its folder behind.
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
