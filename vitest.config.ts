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
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
