/**
 * `npm run seed:full [-- <pglite-dir>] [--scale 1]`: fills an empty database with the full-scale
 * data (2,402 choirs, 84,000 people, the demo accounts among them; password `parola-demo` for all;
 * a year of events, about 130,000, with answers).
 * Without a folder it uses the configured database: DATABASE_URL, or PGlite in DATA_DIR.
 * `--scale 4` makes four times as many choirs and people (to see that costs do not grow with them).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { isEmpty } from '../src/server/db/seed/demo.ts';
import { seedFull } from '../src/server/db/seed/full.ts';
import { readEnv } from '../src/server/env.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { scale: { type: 'string', default: '1' } },
});
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 20)) throw new Error('--scale must be a number between 0 and 20');

const env = readEnv();
const dir = positionals[0];
const database = dir
  ? await openDatabase({ dataDir: resolve(dir) })
  : await openDatabase({ url: env.DATABASE_URL, dataDir: join(resolve(env.DATA_DIR), 'pglite') });
try {
  if (!(await isEmpty(database.db))) {
    console.error(
      'Baza de date are deja utilizatori: datele la scară completă se adaugă doar într-o bază goală.',
    );
    process.exitCode = 1;
  } else {
    const start = performance.now();
    const report = await seedFull(database.db, { scale });
    const seconds = ((performance.now() - start) / 1000).toFixed(1);
    console.log(
      `Date la scară completă (${database.kind}, ${seconds} s): ${report.choirs} coruri, ${report.people} persoane, ` +
        `${report.memberships} apartenențe, dintre care ${report.pending} cereri în așteptare; ` +
        `${report.events} evenimente, ${report.answers} răspunsuri, ${report.attendance} marcaje de prezență.`,
    );
  }
} finally {
  await database.close();
}
