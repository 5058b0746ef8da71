import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rtpTolerance, twoPointSd } from '../../test/tolerance.ts';
import { chainBustPoint, chainForward, chainNext, createChainWalker, verifyChainGame } from './crash-chain.ts';
import { crashExactRtp, crashSurvival, settleCrash } from './crash.ts';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const SALT = 'khel-crash-salt-0001';

// An independent implementation (node's crypto, not @noble/hashes) of the published scheme.
const nodeNext = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const nodeU = (hex: string, salt: string) => createHmac('sha256', Buffer.from(hex, 'hex')).update(salt, 'utf8').digest().readUInt32BE(0);

describe('crash hash chain', () => {
  it('links by sha256 of the raw bytes, as any sha256 tool recomputes it', () => {
    expect(chainNext(SEED)).toBe(nodeNext(SEED));
    expect(chainForward(SEED, 3)).toBe(nodeNext(nodeNext(nodeNext(SEED))));
    expect(chainForward(SEED, 0)).toBe(SEED);
  });

  it('plays backwards: each game hash hashes to the one before, game 1 to the terminating hash', () => {
    const walker = createChainWalker(SEED, 2_500, 100);
    expect(walker.terminatingHash).toBe(chainForward(SEED, 2_500));
    expect(chainNext(walker.gameHash(1))).toBe(walker.terminatingHash);
    for (const g of [2, 99, 100, 101, 1_234, 2_500]) expect(chainNext(walker.gameHash(g))).toBe(walker.gameHash(g - 1));
    expect(walker.gameHash(2_500)).toBe(SEED);
    expect(() => walker.gameHash(0)).toThrow(/outside/);
    expect(() => walker.gameHash(2_501)).toThrow(/outside/);
  });

  it('golden bust points: HMAC(hash, salt) first 4 bytes into max(100, floor(99·2^32 / (2^32 − u)))', () => {
    const walker = createChainWalker(SEED, 10, 3);
    const points = Array.from({ length: 10 }, (_, i) => chainBustPoint(walker.gameHash(i + 1), SALT));
    const independent = Array.from({ length: 10 }, (_, i) => {
      const u = nodeU(walker.gameHash(i + 1), SALT);
      return Math.max(100, Math.floor((99 * 2 ** 32) / (2 ** 32 - u)));
    });
    expect(points).toEqual(independent);
    expect(chainBustPoint(SEED, SALT)).toBe(112);
  });

  it('verifies a revealed game: bust point and the link to the previous hash', () => {
    const walker = createChainWalker(SEED, 5);
    const game3 = walker.gameHash(3);
    expect(verifyChainGame(game3, SALT, walker.gameHash(2))).toEqual({ bustPoint: chainBustPoint(game3, SALT), previousHash: walker.gameHash(2), linkMatches: true });
    expect(verifyChainGame(game3, SALT, walker.gameHash(1)).linkMatches).toBe(false);
    expect(verifyChainGame(game3, SALT).linkMatches).toBeNull();
    expect(() => verifyChainGame('XYZ', SALT)).toThrow(/hex/);
  });

  it('keeps the per-player game\'s 99% at every cash-out target (200,000 games of one chain)', () => {
    const games = 200_000;
    const walker = createChainWalker(SEED, games);
    // Hashing forward from the seed visits the same hashes as gameHash, in reverse order.
    const points: number[] = [];
    for (let h = SEED, k = 0; k < games; k++, h = chainNext(h)) points.push(chainBustPoint(h, SALT));
    expect(points[0]).toBe(chainBustPoint(walker.gameHash(games), SALT));
    const bet = 10_000;
    for (const target of [101, 150, 200, 500, 2000]) {
      const paid = points.reduce((sum, point) => sum + settleCrash({ bet, crashPoint: point, autoCashOut: target }).payout, 0);
      const measured = paid / (games * bet);
      const sd = twoPointSd(crashSurvival(target), target / 100);
      expect(Math.abs(measured - crashExactRtp(bet, target)), `target ${target}: ${measured}`).toBeLessThan(rtpTolerance(sd, games));
    }
  });
});
