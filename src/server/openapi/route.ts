/**
 * Mounts a handler on its Operation: the method, the path (src/lib/paths/) and the need of a
 * session are read from the same definition that /api/openapi.json describes, so a route cannot
 * be served and described differently. Route modules are mounted at /api (app.ts).
 */
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import { type AppEnv, requireUser } from '../auth.ts';
import type { Operation } from './operation.ts';

/**
 * Hono's pattern of a path below /api: '{id}' is ':id', no trailing slash; a parameter with an extension
 * ('{token}.ics') keeps it in the parameter, which the handler strips.
 */
export const honoPath = (path: string) =>
  path
    .replace(/^\/api/, '')
    .replace(/\{(\w+)\}\.(\w+)/g, ':$1{[A-Za-z0-9_-]+\\.$2}')
    .replace(/\{(\w+)\}/g, ':$1')
    // strict: false (app.ts) matches a request with or without its trailing slash.
    .replace(/(.)\/$/, '$1');

/** `app.on(op.method, op.path, …)`, behind requireUser when the operation needs a session. */
export function route(
  app: Hono<AppEnv>,
  op: Operation,
  ...handlers: [...MiddlewareHandler<AppEnv>[], Handler<AppEnv>]
) {
  const chain = op.auth === 'user' ? [requireUser, ...handlers] : handlers;
  app.on(op.method.toUpperCase(), honoPath(op.path), ...(chain as [Handler<AppEnv>]));
}
