import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      'astro:transitions/client': fileURLToPath(
        new URL('./tests/helpers/astro-transitions-client.ts', import.meta.url),
      ),
    },
  },
  test: {
    include: ['tests/{unit,api,components,ops}/**/*.test.{ts,tsx}'],
    // One migrated PGlite per run that every test file's fresh database starts from.
    globalSetup: ['tests/helpers/db-template.ts'],
    // Vitest's default is one worker per core less one: a single worker on CI's 2 cores, where a
    // test file (its PGlite too) runs on one thread and the other core stays mostly idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
