/** The multi-process tests: real server processes on PostgreSQL, apart from `npm test`. */
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.ts';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/processes/**/*.test.ts'],
    testTimeout: 60_000,
    // Each file starts server processes of its own: one file at a time.
    maxWorkers: 1,
  },
});
