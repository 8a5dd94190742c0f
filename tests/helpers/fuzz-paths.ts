/**
 * fast-check arbitraries for the paths of any route, from its OpenAPI description: each path
 * parameter by its documented schema (an enum, an id, a token), also as segments() breaks it
 * (undecodable bytes, ids past a database integer, '..'); and the key that names a route both in
 * the app (Hono's '/api/choir/:id') and in the description ('/api/choir/{id}/').
 */
import fc from 'fast-check';
import type { Operation } from '../../src/server/openapi/operation.ts';
import { segments } from './fuzz.ts';

/** A path parameter's JSON schema in the OpenAPI document (src/server/openapi/document.ts). */
export interface PathParameter {
  name: string;
  schema: { type?: string; enum?: string[]; pattern?: string };
}

/**
 * Values of a path parameter: its enum, ids (`ids`: rows the test made, small ones and a missing
 * one) for an integer, `known` values of a string (a feed token), each also as segments() breaks it.
 */
export function pathValues(
  parameter: PathParameter,
  ids: fc.Arbitrary<string>,
  known: readonly string[] = [],
): fc.Arbitrary<string> {
  const { schema } = parameter;
  const plausible = schema.enum
    ? fc.constantFrom(...schema.enum)
    : schema.type === 'integer'
      ? ids
      : fc.oneof(
          fc.string({ unit: fc.constantFrom(...'abcXYZ019-_'), minLength: 1, maxLength: 50 }),
          ...(known.length ? [fc.constantFrom(...known)] : []),
        );
  return segments(plausible);
}

/**
 * Paths for an operation's path ('/api/choir/{id}/'): each `{name}` by `values(name)`, and the
 * trailing slash sometimes left out (the app is not strict about it).
 */
export function paths(
  op: Operation,
  values: (name: string) => fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => name);
  return fc.tuple(fc.tuple(...names.map(values)), fc.boolean()).map(([drawn, slash]) => {
    let path = op.path;
    names.forEach((name, i) => {
      path = path.replace(`{${name}}`, drawn[i] ?? '');
    });
    return slash || !path.endsWith('/') ? path : path.slice(0, -1);
  });
}

/** `path?query`, or `path&query` when the path has a query already ('' adds nothing). */
export const withQuery = (path: string, query: string) =>
  query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;

/**
 * 'GET /api/choir/{id}' for a Hono route ('/api/choir/:id') or a documented path
 * ('/api/choir/{id}/'): the trailing slash does not matter (the app is not strict).
 */
export const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path
    // A parameter with a pattern ending in an extension (':token{…\\.ics}') is '{token}.ics'.
    .replace(/:(\w+)\{[^/]*\\\.(\w+)\}/g, '{$1}.$2')
    .replace(/:(\w+)/g, '{$1}')
    .replace(/\/$/, '')}`;

/** `op`'s path with each `{name}` as `value(name)` gives it: the examples' paths. */
export const plainPath = (op: Operation, value: (name: string) => string) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
