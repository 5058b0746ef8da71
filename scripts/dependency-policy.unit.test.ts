import { describe, expect, it } from 'vitest';
import {
  buildToolsAtRuntime,
  integrityProblems,
  licenceAllowed,
  licenceProblems,
  rangeMismatches,
  readAudit,
  unpinnedRuntime,
  unusedRuntime,
} from './dependency-policy.ts';

describe('licenceAllowed', () => {
  it.each([
    ['MIT', true, true],
    ['(MIT OR CC0-1.0)', true, true],
    ['MIT AND ISC AND BSD-3-Clause', true, true],
    ['MIT AND GPL-3.0', true, false],
    ['GPL-3.0 OR MIT', true, true],
    ['AGPL-3.0-only', true, false],
    ['MPL-2.0', true, false],
    ['MPL-2.0', false, true],
    ['CC-BY-4.0', false, true],
    ['SEE LICENSE IN LICENSE.md', false, false],
    ['(MIT', true, false],
    ['MIT OR', true, false],
    ['', true, false],
  ])('%s (shipped: %s) → %s', (expression, shipped, expected) => {
    expect(licenceAllowed(expression, shipped)).toBe(expected);
  });
});

describe('the lockfile checks', () => {
  const packages = {
    '': { version: '0.1.0' },
    'apps/server': { version: '0.1.0' },
    'node_modules/@khel/server': { link: true },
    'node_modules/fastify': { version: '5.5.0', license: 'MIT', integrity: 'sha512-abc' },
    'node_modules/axe-core': { version: '4.10.0', license: 'MPL-2.0', dev: true, integrity: 'sha512-def' },
    'node_modules/copyleft': { version: '1.0.0', license: 'GPL-2.0', integrity: 'sha1-old' },
    'node_modules/a/node_modules/unlabelled': { version: '2.0.0', dev: true },
  };

  it('names every package whose licence is missing or refused, and none of the workspaces or links', () => {
    expect(licenceProblems(packages)).toEqual([
      'node_modules/copyleft@1.0.0: GPL-2.0 is not accepted for a runtime library',
      'node_modules/a/node_modules/unlabelled@2.0.0: no licence in the lockfile',
    ]);
  });

  it('names every package without a sha512 hash', () => {
    expect(integrityProblems(packages)).toEqual([
      'node_modules/copyleft@1.0.0: no sha512 integrity hash',
      'node_modules/a/node_modules/unlabelled@2.0.0: no sha512 integrity hash',
    ]);
  });

  it('refuses ranges for runtime libraries but not for workspace links', () => {
    const manifests = [{ name: '@khel/server', dependencies: { fastify: '^5.5.0', pg: '8.16.3', '@khel/contracts': '*', zod: '4.1.5-beta.1', x: '~1.2.0' } }];
    expect(unpinnedRuntime(manifests, new Set(['@khel/contracts']))).toEqual([
      '@khel/server: fastify "^5.5.0" is a range; runtime libraries are pinned to one version',
      '@khel/server: x "~1.2.0" is a range; runtime libraries are pinned to one version',
    ]);
  });
});

describe('readAudit', () => {
  it('reads an endpoint refusal as unreachable, never as clean', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk', error: { summary: '', detail: '' } });
    expect(readAudit(refused)).toEqual({ kind: 'unreachable', reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk' });
    expect(readAudit('')).toEqual({ kind: 'unreachable', reason: 'npm audit printed no report' });
  });

  it('fails on high or critical advisories and passes on moderate ones', () => {
    const report = (counts: object) => JSON.stringify({ metadata: { vulnerabilities: { info: 0, low: 1, moderate: 2, high: 0, critical: 0, ...counts } } });
    expect(readAudit(report({}))).toEqual({ kind: 'clean' });
    expect(readAudit(report({ high: 2, critical: 1 }))).toEqual({ kind: 'found', summary: '1 critical and 2 high' });
  });
});

describe('the manifest checks', () => {
  const web = { name: '@khel/web', dependencies: { react: '19.3.1', 'vite-plugin-compression2': '2.5.3' }, devDependencies: { vite: '^8.0.0', '@types/react': '^19.3.0' } };
  const admin = { name: '@khel/admin', dependencies: { react: '19.3.1', '@khel/contracts': '*' }, devDependencies: { vite: '^8.3.8', '@types/react': '^19.3.0' } };

  it('finds a build tool among the runtime dependencies', () => {
    expect(buildToolsAtRuntime([web, admin])).toEqual(['@khel/web: vite-plugin-compression2 is a build or test tool: it belongs in devDependencies']);
  });

  it('finds one library asked for with two specifiers, not the workspace links', () => {
    expect(rangeMismatches([web, admin, { name: '@khel/server', dependencies: { '@khel/contracts': '0.1.0' } }], new Set(['@khel/contracts']))).toEqual([
      'vite is asked for as "^8.0.0" (@khel/web) and "^8.3.8" (@khel/admin): use one specifier',
    ]);
  });

  it('finds a runtime dependency nothing imports, counting subpaths, scoped names and peers', () => {
    const server = { name: '@khel/server', dependencies: { kysely: '0.29.9', zod: '4.6.7', '@fastify/static': '10.1.11', '@rjsf/core': '6.11.1' } };
    expect(unusedRuntime(server, ['zod/mini', '@fastify/static', 'node:fs'], ['@rjsf/core'])).toEqual(['@khel/server: kysely is a runtime dependency that nothing imports']);
  });
});
