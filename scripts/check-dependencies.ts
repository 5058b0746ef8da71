// `npm run check:deps`, the first step of `npm test`: runtime libraries pinned to one version,
// every locked package with an integrity hash and an accepted licence (all read from the lockfile,
// no network), then the advisory check where the registry's advisory endpoint answers. The rules and
// why: docs/hardening/dependencies.md.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildToolsAtRuntime,
  integrityProblems,
  licenceProblems,
  rangeMismatches,
  readAudit,
  unpinnedRuntime,
  unusedRuntime,
  type LockedPackage,
  type Manifest,
} from './dependency-policy.ts';

const root = join(import.meta.dirname, '..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;

const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
const workspacePaths = Object.keys(lock.packages).filter((path) => path !== '' && !path.includes('node_modules/'));
const manifests = workspacePaths.map((path) => readJson<Manifest>(`${path}/package.json`));
const workspaceNames = new Set(manifests.map((manifest) => manifest.name ?? ''));

/** The module specifiers a workspace's sources (and build configs) name in import/export/import(). */
function importedBy(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"./][^'"]*)['"]/g)) found.push(match[1]!);
      }
    }
  };
  walk(join(root, dir));
  return found;
}

/** The peer dependencies of a workspace's runtime dependencies, as installed (npm hoists them to the root). */
function peersOf(manifest: Manifest): string[] {
  return Object.keys(manifest.dependencies ?? {}).flatMap((name) => {
    try {
      return Object.keys(readJson<{ peerDependencies?: Record<string, string> }>(`node_modules/${name}/package.json`).peerDependencies ?? {});
    } catch {
      return [];
    }
  });
}

const problems = [
  ...unpinnedRuntime(manifests, workspaceNames),
  ...buildToolsAtRuntime(manifests),
  ...rangeMismatches([readJson<Manifest>('package.json'), ...manifests], workspaceNames),
  ...workspacePaths.flatMap((path, i) => unusedRuntime(manifests[i]!, importedBy(path), peersOf(manifests[i]!))),
  ...integrityProblems(lock.packages),
  ...licenceProblems(lock.packages),
];
const locked = Object.keys(lock.packages).filter((path) => path.includes('node_modules/')).length;
if (problems.length > 0) {
  console.error(`dependencies: ${problems.length} problem(s) in package-lock.json and the manifests:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `dependencies: ${locked} locked packages have integrity hashes and accepted licences; runtime libraries are pinned, imported and not build tools; one specifier per library`,
);

// Known vulnerabilities of what ships (runtime dependencies): high and critical fail the run.
const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
const outcome = audit.error ? { kind: 'unreachable' as const, reason: audit.error.message } : readAudit(audit.stdout);
if (outcome.kind === 'found') {
  console.error(`dependencies: npm audit reports ${outcome.summary} vulnerabilities in runtime libraries (run \`npm audit --omit=dev\`)`);
  process.exit(1);
}
console.log(
  outcome.kind === 'clean'
    ? 'dependencies: npm audit finds no high or critical advisory for the runtime libraries'
    : `dependencies: advisory check SKIPPED — the registry's advisory endpoint is not reachable from this machine (${outcome.reason})`,
);
