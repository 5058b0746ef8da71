import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Projects: `unit` (pure code), `web` and `console` (the apps' components in jsdom) and
// `integration` (the server through app.inject on a real database: PGlite by default, PostgreSQL
// when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    // Two workers per core: the component and unit tests wait on timers and promises about half
    // their time, so one per core left the cores half idle (test:unit on two cores: 169 s with two
    // workers, 92 s with four). The integration suite is CPU-bound (PGlite is WebAssembly) and gets
    // one per core from scripts/test-integration.mjs: four were slower than two there.
    maxWorkers: 2 * Math.max(1, availableParallelism()),
    projects: [
      {
        extends: false,
        test: {
          name: 'unit',
          // `extends: false`: the root's worker count is set again here.
          maxWorkers: 2 * Math.max(1, availableParallelism()),
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'apps/server/test/**/*.unit.test.ts', 'scripts/**/*.unit.test.ts'],
          environment: 'node',
          // The games' RTP simulations run hundreds of thousands of rounds: correctness checks, not
          // speed targets, so a busy CI core must not fail them on the 5 s default.
          testTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/admin/vitest.config.ts',
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          environment: 'node',
          // The embedded and PostgreSQL runs share CI's two cores (scripts/test-integration.mjs):
          // a test's limit guards against a hang, never measures speed (bench/ does).
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
