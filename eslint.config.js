// Lint for every workspace. Import boundaries are enforced here, not only written down:
// - no cycles, no barrel (index) files;
// - server: layers (apps/server/tiers.mjs) import only their own and lower layers; a feature uses
//   another feature only through its *.service.ts; the back office never reads a repository;
// - web: features never import each other (the app layer composes them);
// - the player app and the contracts its first screen loads use zod/mini, never classic zod.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SERVER_TIERS, tierPaths } from './apps/server/tiers.mjs';

// The feature folders on disk, so a new feature is covered by the boundary rules at once.
const featuresIn = (dir) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];
const serverFeatures = featuresIn('apps/server/src/features');
const webFeatures = featuresIn('apps/web/src/features');
const adminFeatures = featuresIn('apps/admin/src/features');

// Server layers (apps/server/tiers.mjs): nothing imports from a layer above its own.
const unranked = serverFeatures.filter((name) => !SERVER_TIERS.some((tier) => tier.features?.includes(name)));
if (unranked.length > 0) throw new Error(`apps/server/tiers.mjs: rank the new server feature(s) ${unranked.join(', ')} in a layer`);
const serverTierZones = tierPaths().flatMap((tier, rank, tiers) =>
  rank === tiers.length - 1 ? [] : tier.paths.map((path) => ({
    target: `./apps/server/src/${path}`,
    from: tiers.slice(rank + 1).flatMap((above) => above.paths.map((p) => `./apps/server/src/${p}`)),
    message: `${tier.name} must not import a higher layer (apps/server/tiers.mjs, docs/architecture/tiers.md)`,
  })),
);

const noBarrels = { group: ['**/index', '**/index.ts', '**/index.tsx'], message: 'No barrel files: import the file itself.' };

// docs/architecture/overview.md#known-traps: classic zod cost the first visit ≈ 27 KB gzip and ≈ 75 ms of start-up on a
// slow phone, and while any contract the player app imports is classic, the zod core in its first
// load keeps all that classic needs (≈ 5.7 KB more). The player app and every contract outside
// admin/ build their schemas with zod/mini; the operators' contracts (admin/) may stay classic
// (both are zod core schemas and nest in each other).
const PLAYER_CONTRACTS = 'packages/contracts/src/**/*.ts';
const OPERATOR_CONTRACTS = 'packages/contracts/src/admin/**';
const noClassicZod = {
  name: 'zod',
  message: "Use zod/mini (import * as z from 'zod/mini'): classic zod must stay out of the player app's first load (docs/architecture/overview.md#known-traps).",
};

/** Browser globals, the React hooks rules, and features that never import each other. */
function reactApp(dir, features, message) {
  return {
    files: [`${dir}/src/**/*.{ts,tsx}`, `${dir}/test/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((name) => ({
            target: `./${dir}/src/features/${name}`,
            from: `./${dir}/src/features`,
            except: [`./${name}`],
            message,
          })),
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', 'e2e/artifacts/**', '**/dev-dist/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [noBarrels] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverTierZones,
            ...serverFeatures.map((name) => ({
              target: `./apps/server/src/features/${name}`,
              from: './apps/server/src/features',
              except: [`./${name}`, ...serverFeatures.filter((other) => other !== name).map((other) => `./${other}/${other}.service.ts`)],
              message: "a feature uses another feature only through its *.service.ts, never its tables or routes",
            })),
          ],
        },
      ],
    },
  },
  {
    // The back office composes features' services and operator modules; tables stay behind them.
    files: ['apps/server/src/back-office/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noBarrels, { group: ['**/*.repository.ts'], message: "the back office reads a feature's data through its services, never its repository" }] },
      ],
    },
  },
  {
    // Tests may reach across features to set up state and check invariants (e.g. the ledger).
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*-test-support.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  // The React apps: the player app (apps/web) and the back-office console (apps/admin).
  reactApp('apps/web', webFeatures, 'web features never import each other; compose them in src/app'),
  reactApp('apps/admin', adminFeatures, 'console features never import each other; the routes compose them'),
  {
    files: ['apps/web/src/**/*.{ts,tsx}', PLAYER_CONTRACTS],
    ignores: [OPERATOR_CONTRACTS],
    rules: { 'no-restricted-imports': ['error', { paths: [noClassicZod], patterns: [noBarrels] }] },
  },
);
