/**
 * What a test file's fresh database costs (docs/performance.md, "CI duration"): an in-memory PGlite
 * migrated from nothing against one started from the migrated template (tests/helpers/db-template.ts)
 * and migrated again (a no-op). `npx node scripts/bench/pglite-template.ts [rounds]`, default 5.
 */
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/db/client.ts';

const rounds = Number(process.argv[2] ?? 5);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(open: () => ReturnType<typeof openDatabase>) {
  const start = performance.now();
  const database = await open();
  const ms = performance.now() - start;
  await database.close();
  return ms;
}

const first = await openDatabase({ dataDir: null });
const template = await (first.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
await first.close();

const fresh: number[] = [];
const fromTemplate: number[] = [];
for (let i = 0; i < rounds; i++) {
  fresh.push(await timed(() => openDatabase({ dataDir: null })));
  fromTemplate.push(await timed(() => openDatabase({ dataDir: null, template })));
}
const show = (values: number[]) =>
  `median ${Math.round(median(values) ?? 0)} ms (${values.map(Math.round).join(', ')})`;
console.log(`template: ${(template.size / 1e6).toFixed(1)} MB`);
console.log(`migrated from nothing: ${show(fresh)}`);
console.log(`from the template:     ${show(fromTemplate)}`);
