/**
 * `npx node scripts/bench/practice-sync.ts [seconds]`: do the practice view's parts stay together
 * (issue #27)? Drives the built site in Chromium on the demo data for 3 minutes (or `seconds`):
 * the demo singer plays a four-part score while the script seeks, sets and clears A–B loops and
 * changes the tempo every few seconds, then reports the spread between the parts two ways:
 *
 * - on the clock: every AudioBufferSourceNode.start (recorded by tests/e2e/practice-audio.ts),
 *   grouped by its `when`: did every start start every part, at one `when`, offset and rate?
 * - in the sound: each part's source is also fed, before its gain, to one input of a
 *   ChannelMerger and a ScriptProcessor that keeps a block of every part (85 ms) four times a
 *   second, sample for sample simultaneous. Afterwards the place in the recording where all the
 *   parts' blocks fit together is found (normalised cross-correlation at the start's tempo, the
 *   parts' sum, so a held note cannot fit a period on); then each part is placed sample by sample
 *   within 1 ms of it. The spread is the largest minus the smallest of those places; a block
 *   where some part does not fit within 1 ms of the others counts as 'apart'.
 *
 * Not in CI (it takes minutes): the figure goes to docs/performance.md. Needs `npm run build`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Score } from '../../src/lib/api/library.ts';
import { PRACTICE_TEMPO } from '../../src/lib/limits.ts';
import { player as pm } from '../../src/lib/messages-player.ts';
import { practice as m } from '../../src/lib/messages-practice.ts';
import { practicePage } from '../../src/lib/paths/library.ts';
import { observePracticeAudio, sourceStarts, startGroups } from '../../tests/e2e/practice-audio.ts';
import { spreads } from './practice-sync-audio.ts';
import { startServer, stopServer } from './start-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4412);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.argv[2] ?? 180);
/** Seconds between two of the script's actions. */
const EVERY = 4;

const server = await startServer(PORT, mkdtempSync(join(tmpdir(), 'bench-practice-')), {
  NODE_ENV: 'test',
  DEMO: 'true',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const context = await browser.newContext();
  const login = await context.request.post(`${ORIGIN}/api/token-auth/`, {
    data: { username: 'corist@example.com', password: 'parola-demo' },
  });
  if (!login.ok()) throw new Error(`login answered ${login.status()}`);
  const list = (await (await context.request.get(`${ORIGIN}/api/song/?files=mp3`)).json()) as {
    results: Score[];
  };
  // A piece in four parts, a real recording first (the demo's pieces in parts have starting notes).
  const fourParts = list.results.filter(
    (s) => s.mp3s.filter((track) => track.voice_part !== null).length >= 4,
  );
  const score =
    fourParts.find((s) => s.mp3s.some((track) => track.starting_note !== null)) ?? fourParts[0];
  if (!score) throw new Error('no demo score with four parts');

  const page = await context.newPage();
  await observePracticeAudio(page);
  await page.addInitScript(spreads.capture);
  await page.goto(`${ORIGIN}${practicePage(score.id)}`);
  const play = page.getByRole('button', { name: m.play });
  await play.waitFor({ timeout: 60_000 });
  const duration = Number(await page.getByRole('slider', { name: m.position }).getAttribute('max'));
  await play.click();

  const seek = (at: number) => page.getByRole('slider', { name: m.position }).fill(at.toFixed(2));
  const random = (from: number, to: number) => from + Math.random() * (to - from);
  const actions = {
    seek: () => seek(random(0, duration - 0.5)),
    tempo: async () => {
      const steps = Math.round((PRACTICE_TEMPO.max - PRACTICE_TEMPO.min) / PRACTICE_TEMPO.step);
      const tempo =
        PRACTICE_TEMPO.min + Math.floor(Math.random() * (steps + 1)) * PRACTICE_TEMPO.step;
      await page.getByRole('slider', { name: m.tempo }).fill(tempo.toFixed(2));
    },
    loop: async () => {
      const a = random(0, duration - 1);
      await seek(a);
      await page.getByRole('button', { name: new RegExp(`^${pm.markStart}`) }).click();
      await seek(Math.min(duration, a + random(0.6, 2)));
      await page.getByRole('button', { name: new RegExp(`^${pm.markEnd}`) }).click();
    },
    unloop: () => page.getByRole('button', { name: pm.stopLoop }).click(),
  };
  const names = Object.keys(actions) as (keyof typeof actions)[];
  const done: Record<string, number> = {};
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    await page.waitForTimeout(EVERY * 1000);
    const name = names[Math.floor(Math.random() * names.length)] ?? 'seek';
    if (name !== 'unloop' || (await page.getByRole('button', { name: pm.stopLoop }).isEnabled())) {
      await actions[name]();
      done[name] = (done[name] ?? 0) + 1;
    }
    // The recording played to its end (no loop): start again, as a singer would.
    if (await play.isVisible()) await play.click();
  }

  const parts = score.mp3s.filter((track) => track.voice_part !== null).length;
  const groups = startGroups(await sourceStarts(page), parts);
  const together = groups.filter(
    (g) => g.length === parts && g.every((s) => s.when === g[0]?.when && s.rate === g[0]?.rate),
  );
  const clockSpread = Math.max(
    ...groups.map((g) => {
      const offsets = g.map((s) => s.offset);
      return Math.max(...offsets) - Math.min(...offsets);
    }),
  );
  const sound = await page.evaluate(spreads.measure);
  console.log(`practice view, ${score.name}, ${parts} parts, ${SECONDS} s:`);
  console.log(`  actions: ${JSON.stringify(done)}; ${groups.length} starts of the parts`);
  console.log(
    `  on the clock: ${together.length}/${groups.length} starts started every part at one when and rate; their offsets apart by at most ${(clockSpread * 1000).toFixed(3)} ms`,
  );
  console.log(
    `  in the sound: ${sound.blocks} blocks measured, ${sound.apart} with a part apart by more than 1 ms (${JSON.stringify(sound.skipped)} not measured: a start or a loop's end within, a part silent, no single place, or none fits); spread between parts: median ${sound.median.toFixed(3)} ms, p95 ${sound.p95.toFixed(3)} ms, max ${sound.max.toFixed(3)} ms`,
  );
} finally {
  await browser.close();
  await stopServer(server);
}
