/**
 * The first middleware (app.ts): gives each request an id (the caller's X-Request-Id when it is a
 * plain token, else a new UUID), answers it in X-Request-Id, runs the request inside it (every log
 * line written meanwhile carries it, log.ts), then writes one line for the request and counts it
 * in the metrics. Paths are route templates or shell pages, never the URL: codes, tokens and the
 * addresses of members' photos never reach the log nor the metrics' labels.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './auth.ts';
import { AVATARS_PATH, isAvatarPath } from './avatars.ts';
import type { AppDeps } from './deps.ts';
import { requestIds } from './log.ts';
import { METRICS_PATH } from './routes/metrics.ts';
import { shellFor } from './static.ts';

/** A proxy's id (nginx's $request_id, a UUID, a trace id): letters, digits and -_.: only. */
const SAFE_REQUEST_ID = /^[\w.:-]{8,128}$/;

export function requestLog(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const start = performance.now();
    await requestIds.run(id, next);
    c.header('X-Request-Id', id);
    const seconds = (performance.now() - start) / 1000;
    const api = c.req.path.startsWith('/api/');
    const avatar = !api && isAvatarPath(c.req.path);
    const path = api ? c.req.routePath : avatar ? `${AVATARS_PATH}*` : shellFor(c.req.path);
    deps.log.info('request', {
      requestId: id,
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round(seconds * 1000),
    });
    // The site's pages are one series: a scanner's made-up paths must not add any.
    const route = api || avatar || path === METRICS_PATH ? path : 'site';
    deps.ops?.metrics.observeRequest(c.req.method, route, c.res.status, seconds);
  };
}
