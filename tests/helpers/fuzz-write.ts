/**
 * One write target's fuzz run: bodies derived from its schema (tests/helpers/fuzz.ts), mutated
 * with hostile values, broken JSON and wrong content types; multipart forms of half-valid images
 * for the image uploads, raw bytes for the library upload; on its own paths, or the described
 * ones, each with a query string.
 */
import fc from 'fast-check';
import { bodies, type FuzzBody } from './fuzz.ts';
import { garbageTokens, operationOf, pathsOf, queriesOf } from './fuzz-described.ts';
import { withQuery } from './fuzz-paths.ts';
import type { Target } from './fuzz-targets.ts';
import { authFor, expectHandled, RUNS, SEED, type Sent, send } from './fuzz-world.ts';

/** File heads the upload recognises, then any bytes (none: an empty body). */
const MAGIC_HEADS = [
  '',
  '%PDF-',
  'ID3',
  '\0\0\0\x18ftypmp42',
  'PK\x03\x04',
  '\x89PNG\r\n\x1a\n',
  'OggS',
];
const rawBodies: fc.Arbitrary<FuzzBody> = fc
  .tuple(
    fc.constantFrom(...MAGIC_HEADS),
    fc.uint8Array({ maxLength: 2000 }),
    fc.constantFrom(
      undefined,
      'application/octet-stream',
      'application/json',
      'multipart/form-data',
    ),
  )
  .map(([head, rest, contentType]) => ({
    body: new Uint8Array([...Buffer.from(head, 'latin1'), ...rest]),
    contentType,
  }));

/** A PNG of 1×1 pixel: mutated, it sends sharp half-valid images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const forms = fc
  .oneof(
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => new Uint8Array(bytes)),
    fc.array(fc.tuple(fc.nat(PNG.length - 1), fc.nat(255)), { maxLength: 6 }).map((changes) => {
      const bytes = new Uint8Array(PNG);
      for (const [at, value] of changes) bytes[at] = value;
      return bytes;
    }),
  )
  .chain((bytes) =>
    fc.constantFrom('image', 'img', '').chain((field) =>
      fc.boolean().map((asFile) => {
        const form = new FormData();
        if (field) form.append(field, asFile ? new File([bytes], 'a.png') : 'not a file');
        return form;
      }),
    ),
  );

/** Never a 5xx, and 4xx in the error shape, whatever is sent to `route` (`METHOD path`). */
export async function fuzzWrite(route: string, target: Target) {
  const [method = 'POST'] = route.split(' ');
  // The target's own paths (ids of its rows), else the described ones; a query string to each.
  const op = operationOf(route);
  const path = fc
    .tuple(target.path ?? pathsOf(op), queriesOf(op))
    .map(([at, query]) => withQuery(at, query));
  const sent: fc.Arbitrary<Sent> = target.raw
    ? rawBodies
    : target.form
      ? fc.oneof(
          forms.map((form) => ({ form })),
          bodies(undefined),
        )
      : bodies(target.schema, target.adjust);
  const request = fc.record({ path, sent, auth: fc.nat(19), garbage: garbageTokens });
  await fc.assert(
    fc.asyncProperty(request, async ({ path: url, sent: body, auth, garbage }) => {
      const res = await send(method, url, body, await authFor(target.caller, auth, garbage));
      await expectHandled(res);
    }),
    { numRuns: RUNS, seed: SEED },
  );
}
