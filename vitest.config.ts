import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code, jsdom for the web app) and `integration` (the server through
// app.inject on a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'scripts/**/*.unit.test.ts'],
          environment: 'node',
          // The games' RTP simulations run hundreds of thousands of rounds: correctness checks, not
          // speed targets, so a busy CI core must not fail them on the 5 s default.
          testTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
