/**
 * The production entry point: `npm start` builds the site, then runs this file, which serves
 * the static build and /api on one port. SIGTERM/SIGINT: stop accepting connections, let
 * running requests finish, stop the mail sender, close the database.
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { REQUEST_TIMEOUT_MS } from '../lib/limits.ts';
import { createApp } from './app.ts';
import { boot } from './boot.ts';
import { readEnv } from './env.ts';
import { log } from './log.ts';
import { startBanner } from './start-banner.ts';

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

const server = serve(
  {
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    // A video lesson of 1 GB may take long to arrive (limits.ts); the headers must still arrive
    // within Node's headersTimeout (1 minute), and every other body is at most 64 KiB.
    serverOptions: { requestTimeout: REQUEST_TIMEOUT_MS },
  },
  (info) => {
    log.info('server listening', { port: info.port });
    // Last, so a newcomer finds the address, the mails and the demo accounts under the logs.
    console.log(
      startBanner({
        url: `http://localhost:${info.port}`,
        smtpUrl: env.SMTP_URL,
        outboxDir: product.outboxDir,
        demo: env.demo,
      }),
    );
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
