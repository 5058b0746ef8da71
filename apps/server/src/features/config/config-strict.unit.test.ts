// Strict config documents: checkDocument names every unknown key, wherever it is, and
// every seeded document fits its schema exactly (so a fresh database starts clean).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_CONFIG, type AdminConfigName } from '@khel/contracts/admin/config';
import { checkDocument } from '@khel/contracts/admin/strict-document';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEED_DIR } from './config.service.ts';

const Schema = z.object({
  name: z.string(),
  tiers: z.array(z.object({ at: z.number(), reward: z.number().optional() })),
  pick: z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b'), b: z.string() })]),
  extra: z.record(z.string(), z.number()).optional(),
});

describe('checkDocument', () => {
  it('accepts a document that fits exactly (records keep any key)', () => {
    const doc = { name: 'x', tiers: [{ at: 1 }, { at: 2, reward: 3 }], pick: { kind: 'b', b: 'y' }, extra: { anything: 1 } };
    expect(checkDocument(Schema, doc)).toEqual({ ok: true, data: doc });
  });

  it('names unknown keys at the top, in arrays, in optional fields and in union branches', () => {
    const doc = { name: 'x', tiers: [{ at: 1 }, { at: 2, rewrd: 3 }], pick: { kind: 'a', a: 1, b: 'stray' }, colour: 'red' };
    expect(checkDocument(Schema, doc)).toEqual({
      ok: false,
      issues: [
        { path: 'tiers.1.rewrd', message: 'unknown key "rewrd"' },
        { path: 'pick.b', message: 'unknown key "b"' },
        { path: 'colour', message: 'unknown key "colour"' },
      ],
    });
  });

  it('reports schema issues first (no unknown-key check on a document that does not parse)', () => {
    const result = checkDocument(Schema, { name: 1, tiers: [], pick: { kind: 'a', a: 1 }, other: true });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((i) => i.path)).toEqual(['name']);
  });
});

describe('the seeded documents', () => {
  // GameCatalogueConf has no seed file: its version 1 is generated from the games table.
  it.each(Object.keys(ADMIN_CONFIG).filter((name) => name !== 'GameCatalogueConf'))('%s fits its schema exactly', (name) => {
    const body: unknown = JSON.parse(readFileSync(join(SEED_DIR, `${name}.json`), 'utf8'));
    expect(checkDocument(ADMIN_CONFIG[name as AdminConfigName], body)).toMatchObject({ ok: true });
  });
});
