// `npm run check:deps`, the first step of `npm test`: runtime libraries pinned to one version,
// every locked package with an integrity hash and an accepted licence (all read from the lockfile,
// no network), then the advisory check where the registry's advisory endpoint answers. The rules and
// why: docs/hardening/dependencies.md.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  integrityProblems,
  licenceProblems,
  readAudit,
  unpinnedRuntime,
  type LockedPackage,
  type Manifest,
} from './dependency-policy.ts';

const root = join(import.meta.dirname, '..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;

const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
const workspacePaths = Object.keys(lock.packages).filter((path) => path !== '' && !path.includes('node_modules/'));
const manifests = workspacePaths.map((path) => readJson<Manifest>(`${path}/package.json`));
const workspaceNames = new Set(manifests.map((manifest) => manifest.name ?? ''));

const problems = [
  ...unpinnedRuntime(manifests, workspaceNames),
  ...integrityProblems(lock.packages),
  ...licenceProblems(lock.packages),
];
const locked = Object.keys(lock.packages).filter((path) => path.includes('node_modules/')).length;
if (problems.length > 0) {
  console.error(`dependencies: ${problems.length} problem(s) in package-lock.json and the manifests:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`dependencies: ${locked} locked packages have integrity hashes and accepted licences; runtime libraries are pinned`);

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
