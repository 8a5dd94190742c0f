/**
 * Property-based fuzzing of every read: each GET the OpenAPI description lists (the first test
 * checks it lists all), its query string (tests/helpers/fuzz-queries.ts) and path parameters
 * (fuzz-paths.ts) from its description, so a route added later is fuzzed as described; each day
 * and id parameter is tried at its edges first (examples). The answer is never a 5xx, and every
 * 4xx is JSON in the API's error shape. FUZZ_RUNS and FUZZ_SEED: see tests/helpers/fuzz-world.ts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Operation } from '../../src/server/openapi/operation.ts';
import { operations } from '../../src/server/openapi/registry.ts';
import type { FuzzBody } from '../helpers/fuzz.ts';
import {
  garbageTokens,
  OPERATIONS,
  pathParameter,
  pathsOf,
  queriesOf,
} from '../helpers/fuzz-described.ts';
import { plainPath, routeKey, withQuery } from '../helpers/fuzz-paths.ts';
import { edgeQueries } from '../helpers/fuzz-queries.ts';
import { dayFromNow } from '../helpers/fuzz-rows.ts';
import { STAFF_TARGETS } from '../helpers/fuzz-staff-targets.ts';
import { TARGETS } from '../helpers/fuzz-targets.ts';
import {
  authFor,
  type Caller,
  expectHandled,
  FUZZ_TIMEOUT,
  fuzzApp,
  RUNS,
  SEED,
  send,
  world,
} from '../helpers/fuzz-world.ts';

fuzzApp();

const READS = operations.filter((op) => op.method === 'get').map((op) => [op.path, op] as const);
/** One read of the fuzz: the path and its query string, who asks and how (see authFor). */
interface Read {
  path: [string, string];
  caller: Caller;
  auth: number;
  garbage: string;
}
/** The back office's reads as staff; the others as each kind of caller. */
const readers = (op: Operation): fc.Arbitrary<Caller> =>
  op.path.startsWith('/api/staff/')
    ? fc.constant('staff')
    : fc.oneof(
        // Staff may read every choir: most requests reach the handler's queries.
        { weight: 3, arbitrary: fc.constant<Caller>('staff') },
        { weight: 2, arbitrary: fc.constant<Caller>('singer') },
        { weight: 1, arbitrary: fc.constantFrom<Caller>('member', 'anonymous') },
      );

describe('fuzzing of every route', () => {
  test('every route of the app is described, and its path and query string fuzzed', () => {
    const routes = world.t.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${route.path}`);
    const keyOf = (route: string) => routeKey(route.split(' ')[0] ?? '', route.split(' ')[1] ?? '');
    const fuzzed = new Set([
      ...READS.map(([path]) => routeKey('get', path)),
      ...Object.keys({ ...TARGETS, ...STAFF_TARGETS }).map(keyOf),
    ]);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !OPERATIONS.has(keyOf(route)))).toEqual([]);
    expect(routes.filter((route) => !fuzzed.has(keyOf(route)))).toEqual([]);
  });

  test.each(READS)(
    'GET %s: no query string or path parameter answers 5xx, and 4xx in the error shape',
    async (_path, op) => {
      const request: fc.Arbitrary<Read> = fc.record({
        path: fc.tuple(pathsOf(op), queriesOf(op)),
        caller: readers(op),
        auth: fc.nat(19),
        garbage: garbageTokens,
      });
      // First, as staff on a real path, each day and id parameter at each of its edges in turn.
      const realPath = plainPath(op, (name) => {
        const { schema } = pathParameter(op, name);
        return (
          schema.enum?.[0] ??
          (schema.type === 'integer' ? String(world.demoChoir) : world.feedToken)
        );
      });
      const examples = edgeQueries(op, { id: '0', day: dayFromNow(0) }).map((query): [Read] => [
        { path: [realPath, query], caller: 'staff', auth: 2, garbage: '' },
      ]);
      await fc.assert(
        fc.asyncProperty(request, async ({ path: [path, query], caller, auth, garbage }) => {
          const none: FuzzBody = { body: undefined, contentType: undefined };
          const res = await send(
            'GET',
            withQuery(path, query),
            none,
            await authFor(caller, auth, garbage),
          );
          await expectHandled(res);
        }),
        { numRuns: RUNS, seed: SEED, examples },
      );
    },
    FUZZ_TIMEOUT,
  );
});
