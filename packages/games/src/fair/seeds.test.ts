import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_SEEDS } from '../../test/tolerance.ts';
import { hashServerSeed, rotateSeeds } from './seeds.ts';

describe('seed commitment', () => {
  it('is the SHA-256 hex of the server seed string (checked against node:crypto)', () => {
    expect(hashServerSeed(TEST_SEEDS.serverSeed)).toBe('7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c');
    expect(hashServerSeed(TEST_SEEDS.serverSeed)).toBe(createHash('sha256').update(TEST_SEEDS.serverSeed).digest('hex'));
  });

  it('rotation reveals the old seed, commits to the new one and restarts the nonce', () => {
    const next = 'b'.repeat(64);
    const rotation = rotateSeeds({ ...TEST_SEEDS, nextNonce: 17 }, next);
    expect(rotation.revealed).toEqual({
      serverSeed: TEST_SEEDS.serverSeed,
      serverSeedHash: hashServerSeed(TEST_SEEDS.serverSeed),
      clientSeed: TEST_SEEDS.clientSeed,
      roundsPlayed: 17,
    });
    expect(rotation.active).toEqual({ serverSeed: next, clientSeed: TEST_SEEDS.clientSeed, nextNonce: 0 });
    expect(rotation.commitment).toEqual({ serverSeedHash: hashServerSeed(next), clientSeed: TEST_SEEDS.clientSeed, nextNonce: 0 });
    expect(JSON.stringify(rotation.commitment)).not.toContain(next);
    expect(rotateSeeds({ ...TEST_SEEDS, nextNonce: 0 }, next, 'my-new-seed').active.clientSeed).toBe('my-new-seed');
  });

  it('refuses a reused server seed and malformed seeds', () => {
    expect(() => rotateSeeds({ ...TEST_SEEDS, nextNonce: 1 }, TEST_SEEDS.serverSeed)).toThrow(/new server seed/);
    expect(() => rotateSeeds({ ...TEST_SEEDS, nextNonce: 1 }, 'short')).toThrow(/server seed/);
    for (const bad of ['', 'has space', 'a:b', 'x'.repeat(65), 'tab\t']) {
      expect(() => rotateSeeds({ ...TEST_SEEDS, nextNonce: 1 }, 'c'.repeat(64), bad)).toThrow(/client seed/);
    }
  });
});
