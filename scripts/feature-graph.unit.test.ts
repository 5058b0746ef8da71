import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addEdge, layerProblems, mermaid, unitOf, type Edges, type Tier } from './feature-graph-model.ts';
import { readImports } from './server-imports.ts';

const graph = (...pairs: [string, string][]): Edges => {
  const edges: Edges = new Map();
  for (const [from, to] of pairs) addEdge(edges, from, to);
  return edges;
};

const tiers: Tier[] = [
  { name: 'platform', about: '', paths: ['platform'] },
  { name: 'adapters', about: '', paths: ['adapters'] },
  { name: 'core', about: '', paths: ['features/wallet'] },
  { name: 'identity', about: '', paths: ['features/players', 'features/auth'] },
  { name: 'rules', about: '', paths: ['features/vip'] },
  { name: 'entry', about: '', paths: ['app.ts'] },
];

describe('the server folder graph', () => {
  it('names a module by its feature folder, layer folder or top-level file', () => {
    expect(unitOf('apps/server/src/features/vip/upgrade-claims.ts')).toBe('features/vip');
    expect(unitOf('apps/server/src/back-office/kyc.admin-routes.ts')).toBe('back-office');
    expect(unitOf('apps/server/src/platform/db.ts')).toBe('platform');
    expect(unitOf('apps/server/src/app.ts')).toBe('app.ts');
  });

  describe('on a source tree', () => {
    const base = mkdtempSync(join(tmpdir(), 'khel-graph-'));
    afterAll(() => rmSync(base, { recursive: true, force: true }));
    const tree = (name: string, files: Record<string, string>) => {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(base, name, path)), { recursive: true });
        writeFileSync(join(base, name, path), text);
      }
      return readImports(base, name);
    };

    it('finds a loop between feature folders though no file imports itself back', async () => {
      const { loops, edges } = await tree('looped', {
        'features/players/players.service.ts': "import { level } from '../vip/vip.service.ts';\nexport const player = () => level();\n",
        'features/vip/vip.service.ts': "import { grant } from '../rewards/rewards.service.ts';\nexport const level = () => 1;\nexport const claim = () => grant();\n",
        'features/rewards/rewards.service.ts': "import type { Player } from '../players/player-type.ts';\nexport const grant = (p?: Player) => p;\n",
        'features/players/player-type.ts': 'export interface Player { id: number }\n',
      });
      expect(edges.get('features/players')).toEqual(new Set(['features/vip']));
      expect(loops.length).toBeGreaterThan(0);
      expect(loops[0]).toEqual(expect.arrayContaining(['looped/features/players', 'looped/features/vip', 'looped/features/rewards']));
    });

    it('finds none when the imports only go one way', async () => {
      const { loops } = await tree('layered', {
        'features/players/players.service.ts': "import { level } from '../vip/vip.service.ts';\nexport const player = () => level();\n",
        'features/vip/vip.service.ts': 'export const level = () => 1;\n',
      });
      expect(loops).toEqual([]);
    });
  });

  it('reports an import up a layer and a folder no layer lists, and allows imports within and below', () => {
    const edges = graph(
      ['features/players', 'features/vip'],
      ['features/auth', 'features/players'],
      ['features/vip', 'features/wallet'],
      ['features/sportsbook', 'features/wallet'],
    );
    expect(layerProblems(tiers, edges)).toEqual([
      'features/players (identity) imports features/vip (rules), a higher layer',
      'features/sportsbook is in no layer of apps/server/tiers.mjs',
    ]);
  });

  it('draws one subgraph per layer and arrows between features only', () => {
    const drawn = mermaid(tiers, graph(['features/vip', 'features/wallet'], ['features/vip', 'platform'], ['app.ts', 'features/vip']));
    expect(drawn).toContain('  subgraph layer_rules["rules"]\n    features_vip["vip"]\n  end');
    expect(drawn).toContain('  features_vip --> features_wallet');
    expect(drawn).not.toContain('--> platform');
    expect(drawn).not.toContain('app_ts -->');
  });
});
