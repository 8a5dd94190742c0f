/**
 * The production entry point: `npm start` builds the site, then runs this file, which serves
 * the static build and /api on one port. SIGTERM/SIGINT: stop accepting connections, let
 * running requests finish (SHUTDOWN_TIMEOUT_MS), stop the mail sender, close the database.
 */
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { REQUEST_TIMEOUT_MS } from '../lib/limits.ts';
import { createApp } from './app.ts';
import { boot } from './boot.ts';
import { readEnv } from './env.ts';
import { log } from './log.ts';
import { withBackupEndpoint } from './ops/backup-endpoint.ts';
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
    fetch: withBackupEndpoint(app.fetch, product.backup, log),
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
) as Server;

// Responses still being made when the server stops close their connection behind them, so a
// client with keep-alive opens a new one (to another process) instead of reusing a closed one.
const answering = new Set<ServerResponse>();
server.on('request', (_request, response) => {
  answering.add(response);
  response.on('close', () => answering.delete(response));
});

let stopping = false;
/**
 * SIGTERM/SIGINT: the readiness check answers 503; after SHUTDOWN_DRAIN_MS (0 by default; the
 * time a balancer takes to see it, during which answers say `Connection: close`) the port is
 * closed (new connections refused; one a busy process had not accepted yet is reset, which is
 * why a balancer needs the drain); the requests in flight, and those still arriving on open
 * keep-alive connections, get SHUTDOWN_TIMEOUT_MS to finish (then their connections are cut), the mail sender finishes its
 * mail within what is left and gives back its claims on the outbox, the database closes, exit 0.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal, inFlight: answering.size });
  product.drain();
  for (const response of answering)
    if (!response.headersSent) response.setHeader('Connection', 'close');
  server.on('request', (_request, response) => response.setHeader('Connection', 'close'));
  await sleep(env.SHUTDOWN_DRAIN_MS);
  const deadline = Date.now() + env.SHUTDOWN_TIMEOUT_MS;
  // The port closes, but the idle keep-alive connections stay open (http.Server's close() would
  // cut them): a balancer may have written a request on one that this busy process has not read
  // yet, and cutting it would lose that request. Such a request is answered with `Connection:
  // close`; the others close from the client's side or after the server's keepAliveTimeout (5 s).
  const closed = new Promise<void>((resolve) =>
    NetServer.prototype.close.call(server, () => resolve()),
  );
  const finished = await Promise.race([closed.then(() => true), sleep(deadline - Date.now())]);
  if (!finished) {
    log.warn('requests cut at the shutdown deadline', { requests: answering.size });
    server.closeAllConnections();
  }
  // The database may hang: never longer than the deadline and a grace.
  setTimeout(() => {
    log.error('forced exit: the database did not close');
    process.exit(1);
  }, CLOSE_GRACE_MS).unref();
  await product.close(Math.max(0, deadline - Date.now()));
  log.info('stopped');
  process.exit(0);
}
const CLOSE_GRACE_MS = 5_000;
const sleep = (ms: number) =>
  new Promise<false>((resolve) => setTimeout(() => resolve(false), Math.max(0, ms)).unref());
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
