// What the dependency check enforces, as pure functions over package-lock.json and the workspaces'
// manifests, so the rules are tested without a registry (CI machines reach the npm registry but not
// its advisory endpoint). docs/hardening/dependencies.md says why each rule exists.

/** The lockfile's view of one installed package (npm lockfileVersion 3). */
export interface LockedPackage {
  version?: string;
  integrity?: string;
  license?: string;
  dev?: boolean;
  link?: boolean;
}

export interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** Licences that let an operator ship the code in a closed product without conditions on Khel's own code. */
const PERMISSIVE = new Set(['MIT', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', '0BSD', 'BlueOak-1.0.0', 'CC0-1.0', 'Unlicense']);
/**
 * Also accepted for build and test tools, which are never shipped to players or operators: MPL-2.0 is
 * file-level copyleft (axe-core, lightningcss, used unmodified), CC-BY-4.0 is browser-support data
 * (caniuse-lite) that only attribution binds.
 */
const TOOLS_ONLY = new Set(['MPL-2.0', 'CC-BY-4.0']);

/**
 * Whether an SPDX expression is acceptable: `A OR B` needs one side, `A AND B` both; parentheses
 * group. Anything unparsable or unknown is refused, so a new licence is a decision, not an accident.
 */
export function licenceAllowed(expression: string, shipped: boolean): boolean {
  const allowed = (id: string) => PERMISSIVE.has(id) || (!shipped && TOOLS_ONLY.has(id));
  const tokens = expression.match(/\(|\)|[A-Za-z0-9.+-]+/g) ?? [];
  if (tokens.join('') !== expression.replace(/\s+/g, '')) return false;
  let at = 0;
  // or := and ("OR" and)* ; and := atom ("AND" atom)* ; atom := id | "(" or ")"
  const parseOr = (): boolean | undefined => {
    let value = parseAnd();
    while (value !== undefined && tokens[at] === 'OR') {
      at += 1;
      const right = parseAnd();
      value = right === undefined ? undefined : value || right;
    }
    return value;
  };
  const parseAnd = (): boolean | undefined => {
    let value = parseAtom();
    while (value !== undefined && tokens[at] === 'AND') {
      at += 1;
      const right = parseAtom();
      value = right === undefined ? undefined : value && right;
    }
    return value;
  };
  const parseAtom = (): boolean | undefined => {
    const token = tokens[at];
    if (token === undefined || token === ')' || token === 'AND' || token === 'OR') return undefined;
    at += 1;
    if (token !== '(') return allowed(token);
    const inner = parseOr();
    if (tokens[at] !== ')') return undefined;
    at += 1;
    return inner;
  };
  const result = parseOr();
  return result === true && at === tokens.length;
}

/** Installed packages (not the workspaces themselves) whose licence is missing or not accepted. */
export function licenceProblems(packages: Record<string, LockedPackage>): string[] {
  const problems: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    if (!path.includes('node_modules/') || entry.link) continue;
    const shipped = entry.dev !== true;
    if (!entry.license) problems.push(`${path}@${entry.version}: no licence in the lockfile`);
    else if (!licenceAllowed(entry.license, shipped)) {
      problems.push(`${path}@${entry.version}: ${entry.license} is not accepted for ${shipped ? 'a runtime library' : 'a build or test tool'}`);
    }
  }
  return problems;
}

/** Installed packages without a sha512 integrity hash: npm could not prove the bytes are the ones locked. */
export function integrityProblems(packages: Record<string, LockedPackage>): string[] {
  return Object.entries(packages)
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.link && !entry.integrity?.startsWith('sha512-'))
    .map(([path, entry]) => `${path}@${entry.version}: no sha512 integrity hash`);
}

const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** Runtime dependencies declared with a range instead of one exact version (workspace links excepted). */
export function unpinnedRuntime(manifests: Manifest[], workspaceNames: Set<string>): string[] {
  const problems: string[] = [];
  for (const manifest of manifests) {
    for (const [name, spec] of Object.entries(manifest.dependencies ?? {})) {
      if (workspaceNames.has(name)) continue;
      if (!EXACT_VERSION.test(spec)) problems.push(`${manifest.name}: ${name} "${spec}" is a range; runtime libraries are pinned to one version`);
    }
  }
  return problems;
}

/**
 * Build tools (bundler, its plugins, compilers, linters, test runners, type packages) are never
 * shipped: declared as runtime dependencies they would reach production installs and its audit.
 */
const BUILD_TOOL = /^(vite|vitest|typescript|eslint|jsdom|@types\/.+|@vitejs\/.+|vite-plugin-.+|eslint-.+|@eslint\/.+|typescript-eslint|@testing-library\/.+)$/;

export function buildToolsAtRuntime(manifests: Manifest[]): string[] {
  return manifests.flatMap((manifest) =>
    Object.keys(manifest.dependencies ?? {})
      .filter((name) => BUILD_TOOL.test(name))
      .map((name) => `${manifest.name}: ${name} is a build or test tool: it belongs in devDependencies`),
  );
}

/** One library, one specifier: two workspaces asking for different ranges drift apart silently. */
export function rangeMismatches(manifests: Manifest[], workspaceNames: Set<string>): string[] {
  const specs = new Map<string, Map<string, string[]>>();
  for (const manifest of manifests) {
    for (const [name, spec] of Object.entries({ ...manifest.devDependencies, ...manifest.dependencies })) {
      if (workspaceNames.has(name)) continue;
      const bySpec = specs.get(name) ?? new Map<string, string[]>();
      bySpec.set(spec, [...(bySpec.get(spec) ?? []), manifest.name ?? '(root)']);
      specs.set(name, bySpec);
    }
  }
  return [...specs]
    .filter(([, bySpec]) => bySpec.size > 1)
    .map(([name, bySpec]) => `${name} is asked for as ${[...bySpec].map(([spec, who]) => `"${spec}" (${who.join(', ')})`).join(' and ')}: use one specifier`);
}

/**
 * Runtime dependencies no file of the workspace imports (`imported` are the module specifiers its
 * sources name) and no other dependency needs as a peer (`peers`, e.g. @rjsf/core for @rjsf/antd):
 * shipped weight and audit surface for nothing.
 */
export function unusedRuntime(manifest: Manifest, imported: Iterable<string>, peers: Iterable<string> = []): string[] {
  const used = new Set<string>(peers);
  for (const specifier of imported) {
    const parts = specifier.split('/');
    used.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => !used.has(name))
    .map((name) => `${manifest.name}: ${name} is a runtime dependency that nothing imports`);
}

export type AdvisoryOutcome =
  | { kind: 'clean' }
  | { kind: 'found'; summary: string }
  | { kind: 'unreachable'; reason: string };

/**
 * Reads `npm audit --json` output. npm prints an `error` object (exit 1) when the advisory endpoint
 * cannot be reached or refuses the request; that is reported as unreachable, never as clean.
 */
export function readAudit(stdout: string): AdvisoryOutcome {
  let report: {
    message?: string;
    error?: { summary?: string; code?: string };
    metadata?: { vulnerabilities?: Record<string, number> };
  };
  try {
    report = JSON.parse(stdout) as typeof report;
  } catch {
    return { kind: 'unreachable', reason: 'npm audit printed no report' };
  }
  if (report.error) {
    return { kind: 'unreachable', reason: report.error.summary || report.message || report.error.code || 'npm audit failed' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) return { kind: 'unreachable', reason: 'npm audit printed no vulnerability counts' };
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  if (serious === 0) return { kind: 'clean' };
  return { kind: 'found', summary: `${counts.critical ?? 0} critical and ${counts.high ?? 0} high` };
}
