import { defineConfig } from 'vitest/config';

// The console's component tests (jsdom): its shared table, four-eyes control and money display.
// Its journeys run in the browser (e2e/tests/admin-console*.spec.ts).
export default defineConfig({
  test: {
    name: 'console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
  },
});
