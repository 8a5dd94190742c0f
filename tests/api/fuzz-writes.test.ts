/**
 * Every write route has a fuzz target, here or in fuzz-staff-writes.test.ts; property-based
 * fuzzing of the write endpoints outside the back office (targets in
 * tests/helpers/fuzz-targets.ts, the run in fuzz-write.ts): the answer is never a 5xx, and every
 * 4xx is JSON in the API's error shape. FUZZ_RUNS and FUZZ_SEED: see tests/helpers/fuzz-world.ts.
 */
import { describe, expect, test } from 'vitest';
import { STAFF_TARGETS } from '../helpers/fuzz-staff-targets.ts';
import { TARGETS } from '../helpers/fuzz-targets.ts';
import { FUZZ_TIMEOUT, fuzzApp, world } from '../helpers/fuzz-world.ts';
import { fuzzWrite } from '../helpers/fuzz-write.ts';

fuzzApp();

describe('fuzzing of the write endpoints', () => {
  test('every write route of the app has a fuzz target', () => {
    const writes = new Set(
      world.t.app.routes
        .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...writes].sort()).toEqual(Object.keys({ ...TARGETS, ...STAFF_TARGETS }).sort());
  });

  test.each(Object.entries(TARGETS))(
    '%s never answers 5xx, and 4xx in the error shape',
    fuzzWrite,
    FUZZ_TIMEOUT,
  );
});
