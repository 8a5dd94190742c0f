/**
 * `npm run snapshot`: writes content/snapshots/choirs.json, the choir map the site builds from
 * when no API answers (src/components/public/choir-map-data.ts), and
 * content/snapshots/figures.json, the home page's headline figures
 * (src/components/public/home-figures.ts), both from one source, first that applies:
 *   --demo        the demo data, seeded into a throw-away in-memory database (the committed map);
 *                 the figures file gets `null`, so the home page keeps content/site.yaml's figures;
 *   API_ORIGIN    GET /api/choirs/ and GET /api/choirs/figures/ of that server;
 *   otherwise     the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { fetchChoirMap } from '../src/components/public/choir-map-data.ts';
import type { FiguresSnapshot } from '../src/components/public/home-figures.ts';
import {
  type ChoirMapData,
  type PublicFigures,
  publicFiguresSchema,
} from '../src/lib/api/choir-map.ts';
import { publicFigures } from '../src/server/choirs/figures.ts';
import { choirMap } from '../src/server/choirs/map.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDemo } from '../src/server/db/seed/demo.ts';
import { readEnv } from '../src/server/env.ts';

const snapshots = new URL('../content/snapshots/', import.meta.url);
const mapFile = fileURLToPath(new URL('choirs.json', snapshots));
const figuresFile = fileURLToPath(new URL('figures.json', snapshots));
const env = readEnv();

async function fromDatabase(options: Parameters<typeof openDatabase>[0], demo: boolean) {
  const database = await openDatabase(options);
  try {
    if (demo) await seedDemo(database.db);
    return { map: await choirMap(database.db), figures: await publicFigures(database.db) };
  } finally {
    await database.close();
  }
}

async function fromApi(origin: string): Promise<PublicFigures> {
  const url = new URL('/api/choirs/figures/', origin);
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}, expected 200`);
  return v.parse(publicFiguresSchema, await res.json());
}

let map: ChoirMapData;
let figures: FiguresSnapshot;
let source: string;
const takenAt = new Date().toISOString();
if (process.argv.includes('--demo')) {
  ({ map } = await fromDatabase({ dataDir: null }, true));
  figures = null;
  source = 'the demo data';
} else if (env.API_ORIGIN) {
  map = await fetchChoirMap(env.API_ORIGIN);
  figures = { ...(await fromApi(env.API_ORIGIN)), taken_at: takenAt };
  source = `the API at ${env.API_ORIGIN}`;
} else {
  const read = await fromDatabase(
    { url: env.DATABASE_URL, dataDir: join(resolve(env.DATA_DIR), 'pglite') },
    false,
  );
  map = read.map;
  figures = { ...read.figures, taken_at: takenAt };
  source = env.DATABASE_URL ? 'DATABASE_URL' : `the database in ${env.DATA_DIR}`;
}

await writeFile(mapFile, `${JSON.stringify(map, null, 2)}\n`);
await writeFile(figuresFile, `${JSON.stringify(figures, null, 2)}\n`);
const choirs = map.reduce((sum, county) => sum + county.count, 0);
console.log(`${mapFile}: ${map.length} counties, ${choirs} confirmed choirs, from ${source}.`);
console.log(
  figures
    ? `${figuresFile}: ${figures.children} children, ${figures.choirs} choirs.`
    : `${figuresFile}: null (the home page shows content/site.yaml's figures).`,
);
