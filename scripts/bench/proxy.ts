/**
 * The small reverse proxy of `npm run bench:load -- --rolling` (a demonstration on loopback; in
 * production nginx, Caddy or HAProxy play this part, docs/deploy.md): round-robin over the backends
 * whose readiness check (`/api/health/ready/`, polled every 200 ms) answers 200, with keep-alive
 * connections to them. A backend that refuses a connection or answers 503 from readiness is taken
 * out until its readiness answers 200 again. A request that fails before any answer is sent again
 * to another backend only when nothing of it reached the failed one (the connection was refused)
 * or when it is idempotent (GET, HEAD); a POST that fails after it was sent is answered 502.
 *
 * X-Forwarded-For: the client's own header is passed on when it has one (the load gives each
 * simulated visitor an address), else the client's address: the server reads the last entry.
 */
import { Agent, createServer, type IncomingHttpHeaders, request } from 'node:http';
import { fileURLToPath } from 'node:url';

export interface ProxyStats {
  /** Requests answered, per backend port. */
  answered: Record<number, number>;
  /** Requests sent again to another backend, by cause. */
  retried: { refused: number; idempotent: number };
  /** Requests the proxy answered 502 (no backend, or a POST failed after it was sent). */
  failed: number;
  /** The errors met on the way to a backend, by code. */
  errors: Record<string, number>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'te', 'upgrade'];
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const ATTEMPTS = 3;

export async function startProxy(port: number, backends: readonly number[]) {
  // Idle sockets are dropped after 2 s, before the server's own keep-alive timeout (5 s).
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, timeout: 2000 });
  const ready = new Map(backends.map((b) => [b, false]));
  const stats: ProxyStats = {
    answered: {},
    retried: { refused: 0, idempotent: 0 },
    failed: 0,
    errors: {},
  };
  let turn = 0;

  async function poll(backend: number) {
    const status = await fetch(`http://127.0.0.1:${backend}/api/health/ready/`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      (res) => res.status,
      (error: Error) => (error.name === 'TimeoutError' ? 'slow' : 'down'),
    );
    // A slow answer (a busy process) keeps the backend as it was.
    if (status !== 'slow') ready.set(backend, status === 200);
  }
  const polling = setInterval(() => {
    for (const backend of backends) void poll(backend);
  }, 200);
  await Promise.all(backends.map(poll));

  function pick(exclude: number | undefined): number | undefined {
    const candidates = backends.filter((b) => ready.get(b) && b !== exclude);
    if (candidates.length === 0) return undefined;
    return candidates[turn++ % candidates.length];
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers: IncomingHttpHeaders = { ...req.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ?? req.socket.remoteAddress;
      const send = (attempt: number, exclude?: number) => {
        const backend = pick(exclude) ?? (attempt > 0 ? pick(undefined) : undefined);
        if (backend === undefined || attempt >= ATTEMPTS) {
          stats.failed++;
          res.writeHead(502).end();
          return;
        }
        const out = request(
          { host: '127.0.0.1', port: backend, method: req.method, path: req.url, headers, agent },
          (answer) => {
            const copied = { ...answer.headers };
            for (const name of HOP_BY_HOP) delete copied[name];
            res.writeHead(answer.statusCode ?? 502, copied);
            answer.pipe(res);
            answer.on('end', () => {
              stats.answered[backend] = (stats.answered[backend] ?? 0) + 1;
            });
            answer.on('error', () => res.destroy());
          },
        );
        out.on('error', (error: NodeJS.ErrnoException) => {
          const code = `${error.code ?? error.message}${out.reusedSocket ? ' (reused)' : ''}`;
          stats.errors[code] = (stats.errors[code] ?? 0) + 1;
          if (res.headersSent) return res.destroy();
          if (error.code === 'ECONNREFUSED') {
            ready.set(backend, false);
            stats.retried.refused++;
            return send(attempt + 1, backend);
          }
          if (IDEMPOTENT.has(req.method ?? '')) {
            stats.retried.idempotent++;
            return send(attempt + 1, backend);
          }
          stats.failed++;
          res.writeHead(502).end();
        });
        out.end(body);
      };
      send(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    stats,
    ready: () => backends.filter((backend) => ready.get(backend)),
    async close() {
      clearInterval(polling);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

// Run as its own process (load-rolling.ts forks it, as a balancer is a process of its own):
// `proxy.ts PORT BACKEND…`; it reports the ready backends and its figures to its parent every
// 50 ms and stops on the message 'stop'.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port = 0, ...backends] = process.argv.slice(2).map(Number);
  const proxy = await startProxy(port, backends);
  const report = () => process.send?.({ ready: proxy.ready(), stats: proxy.stats });
  const reporting = setInterval(report, 50);
  report();
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    clearInterval(reporting);
    await proxy.close();
    report();
    process.disconnect();
  });
}
