import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { iconSprite } from './vite/icon-sprite.ts';

export default defineConfig({
  plugins: [iconSprite()],
  // antd-mobile's ES build, through Vite, as in the production build: Node alone loads its CommonJS
  // copy for `antd-mobile` and its ES copy for the deep imports the app loads lazily (lib/toast.ts,
  // lib/dialog.ts): two instances, of which only one would know the React 19 renderer.
  resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One jsdom per worker, each file still in a fresh context with its own modules: building a
    // jsdom and a worker per file was three quarters of the run (250 s against 74 s on two cores).
    pool: 'vmThreads',
    // A project in its own file does not inherit the root's worker count (vitest.config.ts says why two per core).
    maxWorkers: 2 * Math.max(1, availableParallelism()),
    setupFiles: ['./test/setup.ts'],
    passWithNoTests: true,
    // A component test renders in jsdom on a shared CI core: the limit guards against a hang, not speed.
    testTimeout: 20_000,
    server: { deps: { inline: [/antd-mobile/] } },
  },
});
