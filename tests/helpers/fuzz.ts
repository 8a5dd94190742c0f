/**
 * fast-check arbitraries for fuzzing the API's write endpoints: values derived from an endpoint's
 * own valibot schema (close to valid, so the handler runs), hostile values to put in their place,
 * and whole requests (JSON bodies, broken bodies, wrong content types).
 */
import fc from 'fast-check';
import type * as v from 'valibot';

/** The parts of a valibot schema read here (valibot keeps them on every schema object). */
interface SchemaLike {
  type: string;
  entries?: Record<string, SchemaLike>;
  wrapped?: SchemaLike;
  item?: SchemaLike;
  options?: readonly (SchemaLike | string)[];
  literal?: unknown;
  pipe?: readonly { type: string; kind?: string; requirement?: unknown }[];
}

const requirementOf = (schema: SchemaLike, type: string) =>
  schema.pipe?.find((item) => item.type === type)?.requirement;

/** Letters a Romanian form sees, a space and digits. */
const LETTERS = [...'abcdeghilmnoprstuvzăâîșțABCDEGIMNOPRSTȘȚ -.0123456789'];

/** Mostly addresses a form accepts, sometimes RFC-valid oddities. */
const emails = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z][a-z0-9.]{0,15}@[a-z]{2,10}\.ro$/) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

function stringLike(schema: SchemaLike): fc.Arbitrary<string> {
  if (requirementOf(schema, 'email')) return emails;
  if (schema.pipe?.some((item) => item.type === 'iso_date'))
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .date({ min: new Date('1900-01-01'), max: new Date(), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
      },
      // Days ISO 8601 writes that a database may not take, or that no calendar has.
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '0000-01-01',
          '0001-01-01',
          '9999-12-31',
          '2024-02-29',
          '2023-02-29',
          '2026-04-31',
        ),
      },
    );
  const regex = requirementOf(schema, 'regex');
  const exact = requirementOf(schema, 'length');
  const min = Number(requirementOf(schema, 'min_length') ?? exact ?? 0);
  const max = Number(requirementOf(schema, 'max_length') ?? exact ?? Math.max(min, 40));
  if (regex instanceof RegExp && regex.source === '^\\d+$')
    return fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
  if (regex instanceof RegExp) return fc.stringMatching(regex);
  return fc.string({ unit: fc.constantFrom(...LETTERS), minLength: min, maxLength: max });
}

/** Whole numbers within the schema's bounds, and a little past them; without a bound, huge ones. */
function numberLike(schema: SchemaLike): fc.Arbitrary<number> {
  const min = Number(requirementOf(schema, 'min_value') ?? 0);
  const bound = requirementOf(schema, 'max_value');
  const max = Number(bound ?? 600);
  const near = fc.integer({ min: min - 1, max: Math.min(max + 1, min + 1000) });
  if (bound !== undefined) return near;
  // Past what a database integer holds (an id the schema does not bound).
  return fc.oneof(
    { weight: 9, arbitrary: near },
    { weight: 1, arbitrary: fc.constantFrom(2 ** 31, 2 ** 53 - 1) },
  );
}

/** Values that a form would send: mostly valid for `schema`, sometimes just outside it. */
export function validish(schema: SchemaLike): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'object': {
      const entries = Object.entries(schema.entries ?? {});
      return fc.record(Object.fromEntries(entries.map(([key, s]) => [key, validish(s)])));
    }
    case 'optional':
    case 'nullish':
      return schema.wrapped
        ? fc.option(validish(schema.wrapped), { nil: undefined, freq: 4 })
        : fc.constant(undefined);
    case 'nullable':
      return schema.wrapped
        ? fc.option(validish(schema.wrapped), { nil: null, freq: 4 })
        : fc.constant(null);
    case 'array':
      return schema.item ? fc.array(validish(schema.item), { maxLength: 4 }) : fc.constant([]);
    case 'string':
      return stringLike(schema);
    case 'picklist':
      return fc.constantFrom(...((schema.options ?? []) as string[]));
    case 'literal':
      return fc.constant(schema.literal);
    case 'number':
      return numberLike(schema);
    case 'boolean':
      return fc.boolean();
    case 'union':
      // A whole number typed in a text field or sent as a number (choir_members, ids).
      if (requirementOf(schema, 'min_value') !== undefined)
        return numberLike(schema).chain((n) => fc.constantFrom<unknown>(n, String(n)));
      return fc.oneof(...(schema.options ?? []).map((o) => validish(o as SchemaLike)));
    default:
      // unknown(): what a client might put there (ids as numbers or strings), or anything.
      return fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer().map(String), fc.jsonValue());
  }
}

/** Nested `depth` times: [[[…]]] or {"a":{"a":…}}. */
const nested = (depth: number, asArray: boolean): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

/** Strings that have broken servers: NUL and other control characters, lone surrogates, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\u007f',
    '\uD800',
    '\uDFFF',
    'x\uD83D',
    '\u202Eevil',
    '\uFEFF',
    '\u2028\u2029',
    '𝄞𝄞',
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u0001', '\u001f', '\u0085', '\uD800', '\uDC00', 'ș'),
    maxLength: 20,
  }),
  fc.integer({ min: 151, max: 70_000 }).map((n) => 'ș'.repeat(n)),
);

/** Any value in the place of a field or of the whole body. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53, -(2 ** 63)),
  fc
    .integer({ min: 1, max: 3000 })
    .chain((depth) => fc.boolean().map((asArray) => nested(depth, asArray))),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(hostileString, fc.jsonValue(), { maxKeys: 5 }),
);

/** One request body: its bytes and content type (undefined: no header). */
export interface FuzzBody {
  body: string | Uint8Array<ArrayBuffer> | undefined;
  contentType: string | undefined;
}

const asJson = (value: unknown): FuzzBody => ({
  body: JSON.stringify(value),
  contentType: 'application/json',
});

/** Sets own enumerable keys, `__proto__` included (plain assignment would change the prototype). */
function withFields(base: unknown, fields: [string, unknown][]) {
  const copy: Record<string, unknown> =
    typeof base === 'object' && base !== null ? { ...base } : {};
  for (const [key, value] of fields)
    Object.defineProperty(copy, key, { value, enumerable: true, configurable: true });
  return copy;
}

/**
 * Request bodies for an endpoint whose JSON body is validated by `schema`; `adjust` fixes what a
 * schema cannot tell (a repeated password, a solved bot check) in the near-valid bodies.
 */
export function bodies(
  schema: v.GenericSchema | undefined,
  adjust: (good: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown> = (good) => good,
): fc.Arbitrary<FuzzBody> {
  const shape = (schema ?? { type: 'object', entries: {} }) as unknown as SchemaLike;
  const good = adjust(validish(shape));
  const fields = [...Object.keys(shape.entries ?? {}), 'extra', '__proto__', 'constructor'];
  return fc.oneof(
    { weight: 4, arbitrary: good.map(asJson) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          good,
          fc.array(fc.tuple(fc.constantFrom(...fields), hostileValue), {
            minLength: 1,
            maxLength: 3,
          }),
        )
        .map(([base, changes]) => asJson(withFields(base, changes))),
    },
    { weight: 1, arbitrary: hostileValue.map(asJson) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.constantFrom('', '{', '{"a":', 'nul', '[1,2', '"\\ud800"', '{"a":1}{'),
            fc.string({ unit: 'binary', maxLength: 200 }),
            fc.uint8Array({ maxLength: 200 }).map((bytes) => new Uint8Array(bytes)),
          ),
          fc.constantFrom(
            undefined,
            'application/json',
            'text/plain',
            'application/json; charset=latin1',
          ),
        )
        .map(([body, contentType]) => ({ body, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          good,
          fc.constantFrom(
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'multipart/form-data; boundary=x',
            'application/xml',
          ),
        )
        .map(([value, contentType]) => ({ body: JSON.stringify(value), contentType })),
    },
  );
}

/** A path segment: a plausible value, or bytes percent-encoded as they come (invalid UTF-8 too). */
export function segments(plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    {
      weight: 2,
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 40 })
        .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('0', '-1', '1.5', '99999999999', '2147483648', 'abc', '%', '..'),
    },
  );
}

/**
 * The API's documented error bodies: `{ detail: "…" }`, or field errors
 * `{ "field": ["message", …], "non_field_errors": [...] }`.
 */
export function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (entries.length === 0) return false;
  if (entries.length === 1 && entries[0]?.[0] === 'detail')
    return typeof entries[0][1] === 'string';
  return entries.every(
    ([, messages]) =>
      Array.isArray(messages) &&
      messages.length > 0 &&
      messages.every((m) => typeof m === 'string' && m.length > 0),
  );
}
