/**
 * What the fuzz draws for a route from its OpenAPI description: its operation, the paths (each
 * documented path parameter) and the query strings (every query parameter documented anywhere:
 * each route gets the others' too).
 */
import fc from 'fast-check';
import { openApiDocument } from '../../src/server/openapi/document.ts';
import type { Operation } from '../../src/server/openapi/operation.ts';
import { operations } from '../../src/server/openapi/registry.ts';
import { type PathParameter, paths, pathValues, routeKey } from './fuzz-paths.ts';
import { queryParameters, queryStrings } from './fuzz-queries.ts';
import { staffRows } from './fuzz-rows.ts';
import { eventIds, world } from './fuzz-world.ts';

const ALL_PARAMETERS = queryParameters(operations);
/** Every described operation by its route key (see routeKey). */
export const OPERATIONS = new Map(operations.map((op) => [routeKey(op.method, op.path), op]));
/** The documented operation of a route ('POST /api/choir/:id/image'); none fails the test. */
export function operationOf(route: string): Operation {
  const [method = '', path = ''] = route.split(' ');
  const op = OPERATIONS.get(routeKey(method, path));
  if (!op) throw new Error(`${route} has no OpenAPI description (src/server/openapi/paths/)`);
  return op;
}
/** Each documented path parameter's JSON schema, as GET /api/openapi.json serves it. */
const documented = openApiDocument().paths as Record<
  string,
  Record<string, { parameters?: (PathParameter & { in: string })[] }>
>;
export const pathParameter = (op: Operation, name: string): PathParameter => {
  const found = documented[op.path]?.[op.method]?.parameters?.find(
    (p) => p.in === 'path' && p.name === name,
  );
  if (!found) throw new Error(`${op.path}: {${name}} is not described`);
  return found;
};
/** Ids of path segments: small ones (the demo data), the rows made before the runs (read when drawn), a missing one. */
const pathIds = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  fc
    .constant(null)
    .chain(() => fc.constantFrom(...eventIds, ...Object.values(staffRows).flat(), '999999')),
);
/** Ids of query strings: the demo choir's and 0 (the global events) mostly, else as in paths. */
const queryIds = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constant(null).chain(() => fc.constantFrom('0', String(world.demoChoir))),
  },
  { weight: 2, arbitrary: pathIds },
);
/** The described paths of an operation, its parameters filled as the fuzz draws them. */
export const pathsOf = (op: Operation) =>
  paths(op, (name) =>
    pathValues(pathParameter(op, name), pathIds, world.feedToken ? [world.feedToken] : []),
  );
/** Query strings of every documented parameter, for any route. */
export const queriesOf = (op: Operation) => queryStrings(op, ALL_PARAMETERS, queryIds);
/** The Authorization header's garbage token, when the fuzz sends a wrong one (see authFor). */
export const garbageTokens = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_'), maxLength: 60 });
