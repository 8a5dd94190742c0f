/**
 * fast-check arbitraries for the query string of any route, read from its OpenAPI description
 * (src/server/openapi/), so a route added later is fuzzed as it is described: each documented
 * parameter gets plausible values (from its schema, or ids of rows the test made) and, in their
 * place, the values that have broken servers: days a database cannot take (issue #19: year 0
 * answered 500), ids past its integer, hostile text, undecodable bytes; parameters of the other
 * routes come along, and names nobody documented. Its paths: fuzz-paths.ts.
 */
import fc from 'fast-check';
import type { Operation } from '../../src/server/openapi/operation.ts';
import { hostileString, validish } from './fuzz.ts';

/** Days ISO 8601 writes that a database or a Date may not take, or that no calendar has. */
const EDGE_DAYS = [
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '1970-01-01',
  '2999-12-31',
  '3000-01-01',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '2023-02-29',
  '2024-02-29',
  '2026-04-31',
  '2026-13-01',
];
/** Numbers at the edges of a database integer, a JavaScript number and a page. */
const EDGE_NUMBERS = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '1,2,3',
  '1,-1,2147483648',
  '999999',
  '1000000',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  'NaN',
  'Infinity',
];

/** A lone surrogate's bytes as WTF-8 writes them: no valid UTF-8 holds them. */
const wtf8 = (ch: string) => {
  const c = ch.charCodeAt(0);
  return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
    .map((b) => `%${b.toString(16).toUpperCase()}`)
    .join('');
};
/** encodeURIComponent, which throws on a lone surrogate: such a half goes as its WTF-8 bytes. */
const urlEscape = (text: string) =>
  text
    .split(/([\uD800-\uDFFF])/u)
    .map((part, i) => (i % 2 ? wtf8(part) : encodeURIComponent(part)))
    .join('');

const days = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Percent-encoded bytes as they come (invalid UTF-8 too), already escaped for a URL. */
const rawBytes = fc
  .uint8Array({ minLength: 1, maxLength: 30 })
  .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** What a query parameter names, read from its schema, where the rule is, else from its name. */
function kindOf(name: string, schema: unknown): 'day' | 'id' | 'other' {
  const seen: string[] = [];
  const walk = (node: unknown, depth: number) => {
    if (typeof node !== 'object' || node === null || depth > 8) return;
    const { type, requirement, pipe, options, wrapped } = node as Record<string, unknown>;
    if (typeof type === 'string') seen.push(type);
    if (requirement instanceof RegExp) seen.push(requirement.source);
    for (const child of [
      ...((pipe as unknown[]) ?? []),
      ...((options as unknown[]) ?? []),
      wrapped,
    ])
      walk(child, depth + 1);
  };
  walk(schema, 0);
  if (seen.some((s) => s === 'iso_date' || s.includes('\\d{4}-'))) return 'day';
  if (seen.some((s) => s === 'number' || s.startsWith('^[1-9]') || s.startsWith('^(0|[1-9]')))
    return 'id';
  if (/^(from|to)$|(^|_)(date|day)$/.test(name)) return 'day';
  return /(^|_)id$/.test(name) ? 'id' : 'other';
}

/**
 * A value a client would send for parameter `name`, escaped for a URL: a day near today for a
 * day, an id of the rows the test made (`ids`) for an id, else mostly the schema's (a choice, a
 * search).
 */
function plausibleValue(
  name: string,
  schema: unknown,
  ids: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  const kind = kindOf(name, schema);
  const own = schema
    ? validish(schema as Parameters<typeof validish>[0]).map((value) => urlEscape(text(value)))
    : fc.string({ maxLength: 20 }).map(urlEscape);
  return fc.oneof(
    { weight: kind === 'other' ? 4 : 1, arbitrary: own },
    { weight: kind === 'id' ? 4 : 1, arbitrary: ids },
    { weight: kind === 'day' ? 4 : 1, arbitrary: days },
  );
}

/**
 * A value that has broken servers, escaped for a URL (raw bytes stay as they come): mostly the
 * edges of what the parameter names (`kind`), the others too.
 */
const hostileValue = (kind: ReturnType<typeof kindOf> = 'other'): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: kind === 'day' ? 6 : 2, arbitrary: fc.constantFrom(...EDGE_DAYS).map(urlEscape) },
    { weight: kind === 'id' ? 6 : 2, arbitrary: fc.constantFrom(...EDGE_NUMBERS).map(urlEscape) },
    { weight: kind === 'other' ? 3 : 1, arbitrary: hostileString.map(urlEscape) },
    { weight: 1, arbitrary: rawBytes },
  );

/** `to` a few days after `from`, when both are days: a window the route reads past its checks. */
function followingDay(from: string, days: number): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return undefined;
  const start = Date.parse(`${from}T00:00:00Z`);
  if (Number.isNaN(start)) return undefined;
  const day = new Date(start + days * 86_400_000).toISOString();
  return /^\d{4}-/.test(day) ? day.slice(0, 10) : undefined;
}

/** Every query parameter a route of `operations` documents, with its schema. */
export function queryParameters(operations: readonly Operation[]): Map<string, unknown> {
  const all = new Map<string, unknown>();
  for (const op of operations)
    for (const [name, schema] of Object.entries(op.query?.entries ?? {}))
      if (!all.has(name)) all.set(name, schema);
  return all;
}

/** A parameter the schema lets a query leave out. */
const isOptional = (schema: unknown) =>
  ['optional', 'nullish', 'exact_optional'].includes((schema as { type: string }).type);

/**
 * Query strings for `op` (without the '?'; '' for none), as the body fuzz builds bodies: its own
 * parameters, the required ones always, with plausible values (`ids`: of the rows the test made),
 * so the route reads on; then, mostly, one of them hostile (a single bad value, not hidden behind
 * another's 400); sometimes parameters of other routes (`others`, see queryParameters), names
 * nobody documented, raw bytes, a repeat.
 */
export function queryStrings(
  op: Operation,
  others: Map<string, unknown>,
  ids: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  const own = Object.entries(op.query?.entries ?? {});
  const names = [...others.keys()];
  const pair = (name: string, value: string) => `${urlEscape(name)}=${value}`;
  const extra = fc.oneof(
    fc
      .constantFrom(...names)
      .chain((name) =>
        fc
          .oneof(plausibleValue(name, others.get(name), ids), hostileValue())
          .map((value) => pair(name, value)),
      ),
    fc
      .tuple(fc.oneof(fc.string({ maxLength: 10 }), hostileString), hostileValue())
      .map(([name, value]) => pair(name, value)),
    rawBytes,
  );
  return fc
    .record({
      values: fc.tuple(
        ...own.map(([name, schema]) =>
          isOptional(schema)
            ? fc.option(plausibleValue(name, schema, ids), { nil: undefined, freq: 4 })
            : plausibleValue(name, schema, ids),
        ),
      ),
      // Which own parameter is hostile (none a quarter of the time).
      hostileAt: fc.option(fc.nat(Math.max(own.length - 1, 0)), { nil: undefined, freq: 4 }),
      hostile: fc.tuple(...own.map(([name, schema]) => hostileValue(kindOf(name, schema)))),
      window: fc.boolean(),
      spread: fc.nat(3),
      extras: fc.oneof(
        { weight: own.length ? 3 : 1, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(extra, { minLength: 1, maxLength: 3 }) },
      ),
      repeat: fc.nat(9),
    })
    .map(({ values, hostileAt, hostile, window, spread, extras, repeat }) => {
      const drawn = own.map(
        ([name], i) => [name, i === hostileAt ? hostile[i] : values[i]] as const,
      );
      // Half the time a window: `to` follows `from`, so the route reads on past its check that
      // `to` is not before `from`.
      const from = drawn.find(([name]) => name === 'from')?.[1];
      const to = from !== undefined && window ? followingDay(from, spread) : undefined;
      const pairs = drawn
        .map(([name, value]) => (name === 'to' && to ? [name, to] : [name, value]))
        .filter((entry): entry is [string, string] => entry[1] !== undefined)
        .map(([name, value]) => pair(name, value));
      const again = repeat === 0 && pairs[0] ? [pairs[0]] : [];
      return [...pairs, ...extras, ...again].join('&');
    });
}

/** The edges every day and id parameter is sent, one at a time, before the random requests. */
const SWEEP = {
  day: ['0000-01-01', '0001-01-01', '9999-12-31'],
  id: ['-1', '2147483648', '99999999999999999999'],
} as const;

/**
 * Query strings that put each edge of SWEEP in each day or id parameter of `op` in turn, the
 * required parameters set to `plain` values (a choir the caller may read, a day), `to` following
 * `from`: so each run tries them whatever the random draws (fast-check's examples).
 */
export function edgeQueries(op: Operation, plain: { id: string; day: string }): string[] {
  const own = Object.entries(op.query?.entries ?? {}).map(
    ([name, schema]) => [name, kindOf(name, schema), isOptional(schema)] as const,
  );
  const base = new Map<string, string>();
  for (const [name, kind, optional] of own)
    if (!optional && kind !== 'other') base.set(name, plain[kind]);
  return own.flatMap(([name, kind]) =>
    kind === 'other'
      ? []
      : SWEEP[kind].map((edge) => {
          const params = new Map(base).set(name, edge);
          if (name === 'from') params.set('to', followingDay(edge, 1) ?? edge);
          return [...params].map(([key, value]) => `${key}=${urlEscape(value)}`).join('&');
        }),
  );
}
