/**
 * GET /metrics, in Prometheus's text format (metrics.ts). Open to a scraper on this machine
 * (loopback, with no proxy between) and to `Authorization: Bearer <METRICS_TOKEN>`; 401 to anyone
 * else without a token, 403 with a wrong one. Outside /api: a scraper's path, not the product's API.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { http as m } from '../../lib/messages.ts';
import type { AppEnv } from '../auth.ts';
import { clientIp } from '../client-ip.ts';
import type { AppDeps } from '../deps.ts';

export const METRICS_PATH = '/metrics';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function metricsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const ops = deps.ops;
  if (!ops) return app;
  app.get(METRICS_PATH, async (c) => {
    const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (bearer !== undefined) {
      if (!sameSecret(bearer, ops.metricsToken)) return c.json({ detail: m.forbidden }, 403);
    } else if (!fromLoopback(c, deps.trustProxy)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ detail: m.unauthorized }, 401);
    }
    c.header('Content-Type', ops.metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await ops.metrics.registry.metrics());
  });
  return app;
}

/**
 * The socket's address is loopback and no proxy forwarded the request: a reverse proxy on this
 * machine not declared with TRUST_PROXY would otherwise open the metrics to the whole Internet.
 */
function fromLoopback(c: Parameters<typeof clientIp>[0], trustProxy: boolean): boolean {
  const forwarded = c.req.header('x-forwarded-for') ?? c.req.header('forwarded');
  if (forwarded && !trustProxy) return false;
  return LOOPBACK.test(clientIp(c, trustProxy));
}

function sameSecret(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
