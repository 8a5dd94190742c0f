/**
 * The production entry point: `npm start` builds the site, then runs this file, which serves
 * the static build and /api on one port. SIGTERM/SIGINT: stop accepting connections, let
 * running requests finish, stop the mail sender, close the database.
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { boot } from './boot.ts';
import { readEnv } from './env.ts';
import { log } from './log.ts';

let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const product = await boot(env);
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
const app = createApp(product.deps, { distDir, mediaDir: product.mediaDir });

/**
 * How long a request may take to arrive whole. Node's default (5 minutes) would cut a video lesson
 * of 1 GB uploaded at less than 27 Mbit/s (back office, issue #12); the headers must still arrive
 * within Node's headersTimeout (1 minute), and every other body is at most 64 KiB.
 */
const REQUEST_TIMEOUT_MS = 2 * 60 * 60 * 1000;

const server = serve(
  {
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    serverOptions: { requestTimeout: REQUEST_TIMEOUT_MS },
  },
  (info) => {
    log.info('server listening', { port: info.port });
    console.log(`\nSite și API: http://localhost:${info.port}\n`);
  },
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal });
  // Idle keep-alive connections would hold close() open; active requests still finish.
  server.close(async () => {
    await product.close();
    log.info('stopped');
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => {
    log.error('forced exit after 10 s');
    process.exit(1);
  }, 10_000).unref();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
