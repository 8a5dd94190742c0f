import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,api,components}/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
