/**
 * `npm run snapshot`: writes content/snapshots/choirs.json, the choir map the site builds from
 * when no API answers (src/lib/choir-map-data.ts). Source, first that applies:
 *   --demo        the demo data, seeded into a throw-away in-memory database (the committed file);
 *   API_ORIGIN    GET /api/choirs/ of that server;
 *   otherwise     the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChoirMapData } from '../src/lib/api/choir-map.ts';
import { fetchChoirMap } from '../src/lib/choir-map-data.ts';
import { choirMap } from '../src/server/choir-map.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDemo } from '../src/server/db/seed/demo.ts';
import { readEnv } from '../src/server/env.ts';

const target = fileURLToPath(new URL('../content/snapshots/choirs.json', import.meta.url));
const env = readEnv();

async function fromDatabase(options: Parameters<typeof openDatabase>[0], demo: boolean) {
  const database = await openDatabase(options);
  try {
    if (demo) await seedDemo(database.db);
    return await choirMap(database.db);
  } finally {
    await database.close();
  }
}

let data: ChoirMapData;
let source: string;
if (process.argv.includes('--demo')) {
  data = await fromDatabase({ dataDir: null }, true);
  source = 'the demo data';
} else if (env.API_ORIGIN) {
  data = await fetchChoirMap(env.API_ORIGIN);
  source = `the API at ${env.API_ORIGIN}`;
} else {
  data = await fromDatabase(
    { url: env.DATABASE_URL, dataDir: join(resolve(env.DATA_DIR), 'pglite') },
    false,
  );
  source = env.DATABASE_URL ? 'DATABASE_URL' : `the database in ${env.DATA_DIR}`;
}

await writeFile(target, `${JSON.stringify(data, null, 2)}\n`);
const choirs = data.reduce((sum, county) => sum + county.count, 0);
console.log(`${target}: ${data.length} counties, ${choirs} confirmed choirs, from ${source}.`);
