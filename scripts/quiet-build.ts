/**
 * `npm start`'s build (issue #23): `npm run build` with its detail, some 300 lines of image
 * optimisation and page generation, written to .astro/build.log instead of the terminal, so the
 * server's start banner is what a newcomer reads. One line says where the detail goes and one how
 * long it took; when the build fails, the log's last lines (the error) are printed and its exit
 * code kept. `npm run build` itself (CI) still prints everything.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { finished } from 'node:stream/promises';

const LOG = '.astro/build.log';
/** Enough of the log's end to hold an Astro or budget error with its hint. */
const TAIL_LINES = 60;

await mkdir('.astro', { recursive: true });
console.log(`Construiesc site-ul (detaliile în ${LOG})…`);
const started = performance.now();
const log = createWriteStream(LOG);
// The npm that runs this script runs the build too (npm_execpath), on the same Node.
const npm = process.env.npm_execpath;
const build = npm
  ? spawn(process.execPath, [npm, 'run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] })
  : spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'], shell: true });
build.stdout.pipe(log, { end: false });
build.stderr.pipe(log, { end: false });
const code = await new Promise<number>((resolve) => build.on('close', (c) => resolve(c ?? 1)));
log.end();
await finished(log);

if (code === 0) {
  console.log(`Site construit în ${Math.round((performance.now() - started) / 1000)} s.`);
} else {
  const lines = (await readFile(LOG, 'utf8')).trimEnd().split('\n');
  console.error(lines.slice(-TAIL_LINES).join('\n'));
  console.error(`\nConstruirea site-ului a eșuat (cod ${code}); tot jurnalul: ${LOG}`);
  process.exit(code);
}
