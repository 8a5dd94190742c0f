/** JSON requests to a test app as a signed-in person, acting for one of their children when given. */
import { ACTING_HEADER } from '../../src/lib/limits.ts';
import type { TestApp } from './app.ts';

/** `ip`: the request's address, so each test file stays under the per-address limits. */
export function actingAs(t: TestApp, ip: string, token: string, child?: number | string) {
  const send = (method: string, path: string, body?: unknown) =>
    t.app.request(path, {
      method,
      headers: {
        'x-forwarded-for': ip,
        authorization: `Token ${token}`,
        ...(child === undefined ? {} : { [ACTING_HEADER]: String(child) }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown) => send('POST', path, body),
    put: (path: string, body?: unknown) => send('PUT', path, body),
  };
}
