/**
 * `npm run bench:load -- --rolling --postgres <server-url>`: two server processes on one PostgreSQL
 * database behind the bench's own proxy (proxy.ts), restarted one after the other during the load:
 * SIGTERM the first, wait for its exit, start it again, wait until its readiness check answers 200
 * (the proxy sends it requests again), then the same for the second. Records when each went down
 * and came back.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { ProxyStats } from './proxy.ts';
import { startServer } from './start-server.ts';

/** A database of its own on that PostgreSQL server, e.g. postgres://…/bench_load_1a2b3c. */
export async function createBenchDatabase(serverUrl: string) {
  const name = `bench_load_${Date.now().toString(36)}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface Step {
  at: number;
  what: string;
}

export async function startCluster(options: {
  ports: [number, number];
  proxyPort: number;
  dataDir: string;
  databaseUrl: string;
}) {
  const env = {
    NODE_ENV: 'production',
    DEMO: 'false' as const,
    TRUST_PROXY: 'true',
    DATABASE_URL: options.databaseUrl,
    // Both sign the same way (reset links, bot-check challenges): as in production, one key.
    SECRET_KEY: 'a-secret-shared-by-the-two-bench-processes-0123',
    HOST: '127.0.0.1',
    // The proxy checks readiness every 200 ms; a loaded process may take a second to answer.
    SHUTDOWN_DRAIN_MS: '3000',
  };
  const servers = new Map<number, ChildProcess>();
  const start = async (port: number) => {
    servers.set(port, await startServer(port, options.dataDir, env));
  };
  for (const port of options.ports) await start(port);
  const proxy = await forkProxy(options.proxyPort, options.ports);
  const timeline: Step[] = [];
  let t0 = performance.now();
  const note = (what: string) => {
    timeline.push({ at: (performance.now() - t0) / 1000, what });
  };
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((r) => setTimeout(r, 50));
  };

  return {
    origin: `http://127.0.0.1:${options.proxyPort}`,
    proxy,
    timeline,
    /** Restarts the processes one after the other, `after` seconds from now. */
    async rollingRestart(after: number) {
      t0 = performance.now();
      await new Promise((r) => setTimeout(r, after * 1000));
      for (const port of options.ports) {
        const server = servers.get(port) as ChildProcess;
        const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
        note(`:${port} SIGTERM`);
        server.kill('SIGTERM');
        const code = await exited;
        note(`:${port} exited (code ${code})`);
        if (code !== 0) throw new Error(`the server on :${port} exited with ${code}`);
        await until(() => !proxy.ready().includes(port));
        await start(port);
        note(`:${port} answers again`);
        await until(() => proxy.ready().includes(port));
        note(`:${port} ready, back in the proxy`);
      }
    },
    kill() {
      for (const server of servers.values()) server.kill('SIGKILL');
      proxy.kill();
    },
    async stop() {
      await proxy.close();
      await Promise.all(
        [...servers.values()].map(async (server) => {
          if (server.exitCode !== null) return;
          const exited = new Promise((r) => server.once('exit', r));
          server.kill('SIGTERM');
          await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
          if (server.exitCode === null) server.kill('SIGKILL');
        }),
      );
    },
  };
}

/** The proxy in a process of its own; its last report says which backends are ready. */
async function forkProxy(port: number, backends: readonly number[]) {
  const script = fileURLToPath(new URL('./proxy.ts', import.meta.url));
  const child = fork(script, [port, ...backends].map(String), { stdio: 'inherit' });
  let last: { ready: number[]; stats: ProxyStats } | undefined;
  child.on('message', (message) => {
    last = message as typeof last;
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the proxy stopped')));
  });
  return {
    ready: () => last?.ready ?? [],
    kill: () => child.kill('SIGKILL'),
    stats: () => last?.stats,
    async close() {
      if (!child.connected) return;
      const gone = new Promise((resolve) => child.once('disconnect', resolve));
      child.send('stop');
      await gone;
    },
  };
}

/** The restarts' timeline (seconds from the load's start) and what the proxy did. */
export function printRestarts(timeline: readonly Step[], stats: ProxyStats | undefined) {
  console.log('\nRolling restart (seconds from the start of the load):\n');
  for (const step of timeline) console.log(`- ${step.at.toFixed(1)} s: ${step.what}`);
  if (!stats) return;
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([key, n]) => `${key}: ${n}`)
      .join(', ') || 'none';
  console.log(
    `\nProxy: answered by ${list(stats.answered)}; sent again after a refused connection ` +
      `${stats.retried.refused}, idempotent after another error ${stats.retried.idempotent}; ` +
      `answered 502 ${stats.failed}; errors toward a backend: ${list(stats.errors)}`,
  );
}
