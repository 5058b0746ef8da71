// Reads a source tree's imports with dependency-cruiser (type-only imports count: a type couples
// folders too) and asks it for folder-level loops, which ESLint's import-x/no-cycle cannot see
// because it follows files, not folders.
import { cruise } from 'dependency-cruiser';
import { addEdge, unitOf, type Edges } from './feature-graph-model.ts';

export interface ServerImports {
  /** Layer folder or feature → the ones it imports. */
  edges: Edges;
  /** Each folder-level loop dependency-cruiser found, as the folders on it. */
  loops: string[][];
}

export async function readImports(baseDir: string, sourceDir: string): Promise<ServerImports> {
  const result = await cruise([sourceDir], {
    baseDir,
    tsPreCompilationDeps: true,
    // Tests compose features freely to set up state; the layers are about the running code.
    exclude: { path: '(node_modules|[.]test[.]ts$|test-support)' },
    validate: true,
    ruleSet: { forbidden: [{ name: 'no-folder-loop', severity: 'error', scope: 'folder', from: {}, to: { circular: true } }] },
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, expected its JSON result');
  const edges: Edges = new Map();
  for (const module of result.output.modules) {
    if (!module.source.startsWith(`${sourceDir}/`)) continue;
    for (const dependency of module.dependencies) {
      if (dependency.resolved.startsWith(`${sourceDir}/`)) addEdge(edges, unitOf(module.source.slice(sourceDir.length + 1)), unitOf(dependency.resolved.slice(sourceDir.length + 1)));
    }
  }
  const loops = result.output.summary.violations
    .filter((violation) => violation.rule.name === 'no-folder-loop')
    .map((violation) => [violation.from, ...(violation.cycle ?? []).map((step) => (typeof step === 'string' ? step : step.name))]);
  return { edges, loops };
}
