/**
 * `npx node scripts/bench/members-trace.ts [path]`: the timeline of one first visit of a members
 * page (issue #21), as `npm run bench:members` loads it (the built site and demo data on a loopback
 * port, the demo conductor signed in, 4× CPU slowdown, empty cache). Prints when the HTML, each
 * stylesheet and script came (start → end, compressed bytes), the first paint, DOMContentLoaded,
 * the session's and the first data's requests, and the summary's figures: what the first paint and
 * the figures wait for. Needs `npm run build` first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer, stopServer } from './start-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4657);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PATH = process.argv[2] ?? '/cont/dashboard';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-trace-'));
const server = await startServer(PORT, dataDir, { NODE_ENV: 'test', DEMO: 'true' });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const context = await browser.newContext();
  const login = await context.request.post(`${ORIGIN}/api/token-auth/`, {
    data: { username: 'dirijor@example.com', password: 'parola-demo' },
  });
  if (!login.ok()) throw new Error(`login answered ${login.status()}`);
  // A first tab warms the server (its first answers compile and fill caches), as the bench's runs do.
  const warm = await context.newPage();
  await warm.goto(`${ORIGIN}${PATH}`, { waitUntil: 'networkidle' });
  await warm.close();
  await context.clearCookies();
  const fresh = await browser.newContext();
  const again = await fresh.request.post(`${ORIGIN}/api/token-auth/`, {
    data: { username: 'dirijor@example.com', password: 'parola-demo' },
  });
  if (!again.ok()) throw new Error(`login answered ${again.status()}`);
  // When the summary's figures are first in the document (as the bench's watch notes it).
  await fresh.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const box = document.querySelector('[aria-labelledby="summary-title"]');
      if (
        ![...(box?.querySelectorAll('dd') ?? [])].some((dd) => /^\d+$/.test(dd.textContent ?? ''))
      )
        return;
      performance.mark('figures');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const page = await fresh.newPage();
  const cdp = await fresh.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${ORIGIN}${PATH}`, { waitUntil: 'networkidle' });
  const report = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const rows = performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return {
        name: new URL(r.name).pathname.replace(/^\/_astro\//, ''),
        type: r.initiatorType,
        start: Math.round(r.startTime),
        request: Math.round(r.requestStart),
        end: Math.round(r.responseEnd),
        bytes: r.encodedBodySize,
        blocking: (r as PerformanceResourceTiming & { renderBlockingStatus?: string })
          .renderBlockingStatus,
      };
    });
    const paint = performance
      .getEntriesByType('paint')
      .map((p) => [p.name, Math.round(p.startTime)]);
    const figures = performance.getEntriesByName('figures')[0]?.startTime ?? 0;
    return {
      figures: Math.round(figures),
      html: [Math.round(nav.responseStart), Math.round(nav.responseEnd)],
      domInteractive: Math.round(nav.domInteractive),
      dcl: Math.round(nav.domContentLoadedEventEnd),
      load: Math.round(nav.loadEventEnd),
      paint,
      rows,
    };
  });
  console.log(`HTML ${report.html.join('→')} ms; paints ${JSON.stringify(report.paint)}`);
  console.log(`figures at ${report.figures} ms`);
  console.log(
    `domInteractive ${report.domInteractive}, DOMContentLoaded ${report.dcl}, load ${report.load}`,
  );
  const kinds = new Map<string, { files: number; bytes: number; last: number }>();
  for (const row of report.rows) {
    const kind = row.name.endsWith('.js') ? 'js' : row.name.endsWith('.css') ? 'css' : row.type;
    const k = kinds.get(kind) ?? { files: 0, bytes: 0, last: 0 };
    kinds.set(kind, {
      files: k.files + 1,
      bytes: k.bytes + row.bytes,
      last: Math.max(k.last, row.end),
    });
  }
  for (const [kind, k] of kinds)
    console.log(
      `${kind}: ${k.files} files, ${(k.bytes / 1024).toFixed(1)} KB, last at ${k.last} ms`,
    );
  for (const row of report.rows.sort((a, b) => a.start - b.start))
    console.log(
      `${String(row.start).padStart(5)} ${String(row.request).padStart(5)} → ${String(row.end).padStart(5)}  ${(row.bytes / 1024).toFixed(1).padStart(5)} KB ${row.blocking === 'blocking' ? 'B' : ' '} ${row.name}`,
    );
  await fresh.close();
  await context.close();
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
