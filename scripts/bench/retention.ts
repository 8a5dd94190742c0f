/**
 * `node scripts/bench/retention.ts [<pglite-dir>]`: times the retention preview's queries
 * (src/server/retention/preview.ts, issue #26) on a database filled by `npm run seed:full`: the
 * summary of every rule (what GET /api/staff/retention/ runs) and each rule's first page of items,
 * five times each after one warm-up, with the median and the largest. Without a folder it reads
 * the configured database (DATABASE_URL, or PGlite in DATA_DIR). It reads only: nothing is deleted.
 */
import { join, resolve } from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { readEnv } from '../../src/server/env.ts';
import { items, summary } from '../../src/server/retention/preview.ts';
import { RULES } from '../../src/server/retention/rules.ts';

const env = readEnv();
const dir = process.argv[2];
const database = dir
  ? await openDatabase({ dataDir: resolve(dir) })
  : await openDatabase({ url: env.DATABASE_URL, dataDir: join(resolve(env.DATA_DIR), 'pglite') });

async function time(name: string, run: () => Promise<unknown>) {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  console.log(`| ${name} | ${ms[2]?.toFixed(1)} | ${ms[4]?.toFixed(1)} |`);
}

try {
  console.log(`${database.kind}\n| query | median ms | max ms |\n|---|---:|---:|`);
  const rules = await summary(database.db);
  await time('summary of every rule (GET /api/staff/retention/)', () => summary(database.db));
  for (const rule of RULES)
    await time(
      `items of ${rule.key}, page 1 (${rules.find((r) => r.rule === rule.key)?.count ?? 0} due)`,
      () => items(database.db, rule, 1),
    );
} finally {
  await database.close();
}
