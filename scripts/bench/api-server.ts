/**
 * The server under test of `npm run bench:api`, in its own process so the load generator does
 * not share its event loop: the production boot (database, mail sender…) on the DATA_DIR given
 * as argument (and the DATABASE_URL given as second argument, if any), the API on a free loopback port, the request log muted (one JSON line per request
 * would measure the terminal). Prints `{"port":N}` once listening; SIGTERM stops it.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app.ts';
import { boot } from '../../src/server/boot.ts';
import { readEnv } from '../../src/server/env.ts';
import { log } from '../../src/server/log.ts';

const [dataDir, databaseUrl] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: api-server.ts <data-dir> [database-url]');
const product = await boot(
  readEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_ENV: 'production' }),
);
const quiet = { ...log, info: () => {} };
const app = createApp({ ...product.deps, log: quiet });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ port: info.port }));
});
process.on('SIGTERM', () => {
  server.close(async () => {
    await product.close();
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
});
