import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The console's component tests (jsdom): its shared table, four-eyes control and money display.
// Its journeys run in the browser (e2e/tests/admin-console*.spec.ts).
export default defineConfig({
  test: {
    name: 'console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One jsdom per worker, each file still in a fresh context with its own modules: building a
    // jsdom and a worker per file was three quarters of the run (250 s against 74 s on two cores).
    pool: 'vmThreads',
    // A project in its own file does not inherit the root's worker count (vitest.config.ts says why two per core).
    maxWorkers: 2 * Math.max(1, availableParallelism()),
    // A loaded CI core runs a screen's first render slowly; the limit guards against a hang (as the web project's).
    testTimeout: 20_000,
    setupFiles: ['./test/setup.ts'],
  },
});
