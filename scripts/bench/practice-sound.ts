/**
 * bench:site's figure for the practice view (issue #27), a signed-in page Lighthouse does not
 * reach: the demo singer opens a four-part demo score in Debian's Chromium at a 4× CPU slowdown
 * (no network throttling: loopback), with an empty cache, RUNS times (median). Measured in the page:
 * the JavaScript it downloads (compressed; pdf.js apart, which draws the score's pages beside the
 * mixer and loads with it), when 'Redă' is there (the parts fetched and decoded),
 * and from the tap to the first part's sound on the audio clock. "First sound" is their sum: a
 * child who taps as soon as they can.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Score } from '../../src/lib/api/library.ts';
import { practice as m } from '../../src/lib/messages-practice.ts';
import { practicePage } from '../../src/lib/paths/library.ts';
import { startServer, stopServer } from './start-server.ts';

const PORT = Number(process.env.BENCH_PRACTICE_PORT ?? 4659);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export interface PracticeFigures {
  /** The page's JavaScript but pdf.js (its module and worker, for the score's pages beside the mixer). */
  jsKB: number;
  pdfJsKB: number;
  readyMs: number;
  tapToSoundMs: number;
  firstSoundMs: number;
}

/** Runs in the page from its start: when 'Redă' appears, the tap, and the first part's sound. */
function WATCH(play: string) {
  const state = { ready: 0, tap: 0, sound: 0 };
  Object.assign(window, { practiceBench: state });
  new MutationObserver((_, observer) => {
    if (![...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === play))
      return;
    state.ready = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('click', () => (state.tap ||= performance.now()), true);
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (when = 0, ...rest: number[]) {
    // The sound begins at `when` on the context's clock, or at once when that has passed.
    const ahead = Math.max(0, when - this.context.currentTime) * 1000;
    state.sound ||= performance.now() + ahead;
    return start.call(this, when, ...rest);
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measurePractice(chromePath: string): Promise<PracticeFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-practice-'));
  const server = await startServer(PORT, dataDir, { NODE_ENV: 'test', DEMO: 'true' });
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const runs: PracticeFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const login = await context.request.post(`${ORIGIN}/api/token-auth/`, {
        data: { username: 'corist@example.com', password: 'parola-demo' },
      });
      if (!login.ok()) throw new Error(`login answered ${login.status()}`);
      const list = (await (await context.request.get(`${ORIGIN}/api/song/?files=mp3`)).json()) as {
        results: Score[];
      };
      const score = list.results.find(
        (s) => s.mp3s.filter((track) => track.starting_note !== null).length >= 4,
      );
      if (!score) throw new Error('no demo score in four parts');
      await context.addInitScript(WATCH, m.play);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${ORIGIN}${practicePage(score.id)}`);
      await page.getByRole('button', { name: m.play }).click({ timeout: 60_000 });
      await page.getByRole('button', { name: m.pause }).waitFor();
      await page.waitForFunction(
        () => (window as unknown as { practiceBench: { sound: number } }).practiceBench.sound > 0,
      );
      const measured = await page.evaluate(() => {
        const { ready, tap, sound } = (
          window as unknown as { practiceBench: Record<string, number> }
        ).practiceBench as { ready: number; tap: number; sound: number };
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => /\.m?js$/.test(new URL(e.name).pathname));
        const bytes = (list: PerformanceEntry[]) =>
          list.reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0);
        const isPdf = (e: PerformanceEntry) => /\/pdf[.-]/.test(new URL(e.name).pathname);
        return {
          js: bytes(scripts.filter((e) => !isPdf(e))),
          pdfJs: bytes(scripts.filter(isPdf)),
          ready,
          tapToSound: sound - tap,
        };
      });
      runs.push({
        jsKB: Math.round(measured.js / 102.4) / 10,
        pdfJsKB: Math.round(measured.pdfJs / 102.4) / 10,
        readyMs: Math.round(measured.ready),
        tapToSoundMs: Math.round(measured.tapToSound),
        firstSoundMs: Math.round(measured.ready + measured.tapToSound),
      });
      await context.close();
    }
    return {
      jsKB: median(runs.map((r) => r.jsKB)),
      pdfJsKB: median(runs.map((r) => r.pdfJsKB)),
      readyMs: median(runs.map((r) => r.readyMs)),
      tapToSoundMs: median(runs.map((r) => r.tapToSoundMs)),
      firstSoundMs: median(runs.map((r) => r.firstSoundMs)),
    };
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
