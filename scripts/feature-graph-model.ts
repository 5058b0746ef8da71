// The server's folder graph as data: which layer folder imports which, and the imports that point up
// a layer; dependency-cruiser reads the imports and finds folder loops (server-imports.ts).

export interface Tier {
  name: string;
  about: string;
  paths: string[];
}

/** A module path under apps/server/src → the unit the graph shows (a feature, a layer folder, a file). */
export function unitOf(modulePath: string): string {
  const path = modulePath.replace(/^apps\/server\//, '').replace(/^src\//, '');
  const feature = /^features\/([^/]+)\//.exec(path);
  if (feature) return `features/${feature[1]}`;
  const folder = /^([^/]+)\//.exec(path);
  return folder ? folder[1]! : path;
}

export type Edges = Map<string, Set<string>>;

export function addEdge(edges: Edges, from: string, to: string): void {
  if (from === to) return;
  if (!edges.has(from)) edges.set(from, new Set());
  edges.get(from)!.add(to);
}

export function rankOf(tiers: readonly Tier[], unit: string): number {
  return tiers.findIndex((tier) => tier.paths.includes(unit));
}

/** Imports from a lower layer to a higher one, and units no layer lists. */
export function layerProblems(tiers: readonly Tier[], edges: Edges): string[] {
  const problems: string[] = [];
  for (const [from, targets] of edges) {
    const rank = rankOf(tiers, from);
    if (rank < 0) problems.push(`${from} is in no layer of apps/server/tiers.mjs`);
    for (const to of targets) {
      const toRank = rankOf(tiers, to);
      if (toRank > rank && rank >= 0) problems.push(`${from} (${tiers[rank]!.name}) imports ${to} (${tiers[toRank]!.name}), a higher layer`);
    }
  }
  return problems.sort();
}

const nodeId = (unit: string) => unit.replace(/[^a-zA-Z0-9]/g, '_');
const label = (unit: string) => unit.replace(/^features\//, '');

/**
 * The picture: one Mermaid subgraph per layer, lowest at the bottom, and an arrow per import
 * between features (imports of platform and adapters are left out: everything uses them; so are
 * the entry layer's, which wires everything).
 */
export function mermaid(tiers: readonly Tier[], edges: Edges): string {
  const lines = ['flowchart BT'];
  for (const tier of tiers) {
    lines.push(`  subgraph layer_${nodeId(tier.name)}["${tier.name}"]`);
    for (const unit of tier.paths) lines.push(`    ${nodeId(unit)}["${label(unit)}"]`);
    lines.push('  end');
  }
  const infrastructure = new Set(tiers.slice(0, 2).flatMap((tier) => tier.paths));
  const entry = new Set(tiers.at(-1)?.paths ?? []);
  for (const from of [...edges.keys()].sort()) {
    for (const to of [...edges.get(from)!].sort()) {
      if (infrastructure.has(to) || entry.has(from) || rankOf(tiers, from) < 0 || rankOf(tiers, to) < 0) continue;
      lines.push(`  ${nodeId(from)} --> ${nodeId(to)}`);
    }
  }
  return lines.join('\n');
}
