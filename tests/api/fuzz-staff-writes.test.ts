/**
 * Property-based fuzzing of the back office's write endpoints (targets in
 * tests/helpers/fuzz-staff-targets.ts, the run in fuzz-write.ts): the answer is never a 5xx, and
 * every 4xx is JSON in the API's error shape. FUZZ_RUNS and FUZZ_SEED: see tests/helpers/fuzz-world.ts.
 */
import { describe, test } from 'vitest';
import { STAFF_TARGETS } from '../helpers/fuzz-staff-targets.ts';
import { FUZZ_TIMEOUT, fuzzApp } from '../helpers/fuzz-world.ts';
import { fuzzWrite } from '../helpers/fuzz-write.ts';

fuzzApp();

describe('fuzzing of the write endpoints', () => {
  test.each(Object.entries(STAFF_TARGETS))(
    '%s never answers 5xx, and 4xx in the error shape',
    fuzzWrite,
    FUZZ_TIMEOUT,
  );
});
