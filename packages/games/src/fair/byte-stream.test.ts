import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_SEEDS } from '../../test/tolerance.ts';
import { UINT32_RANGE, createFairStream, fairBytes, hmacMessage, uniformInt } from './byte-stream.ts';

const nodeHmac = (message: string): string => createHmac('sha256', TEST_SEEDS.serverSeed).update(message).digest('hex');

describe('fair byte stream', () => {
  it('matches the pinned golden bytes (3 HMAC rounds, nonce 42)', () => {
    expect(Buffer.from(fairBytes(TEST_SEEDS, 42, 70)).toString('hex')).toBe(
      'a1b3de741a48bc4133182a5cc1c5440fd9cf77ba3b0328bc68d9f0d9adf2a67a' +
        '016f1e2ee7fadcf3c289d05fc3ad8bab15cdce551a17fa9bf84ca507d47b1c8c' +
        '3c65ece84cdd',
    );
  });

  it("is HMAC-SHA256(serverSeed, 'clientSeed:nonce'), then ':cursor' rounds — checked against node:crypto", () => {
    const expected = [`${TEST_SEEDS.clientSeed}:42`, `${TEST_SEEDS.clientSeed}:42:1`, `${TEST_SEEDS.clientSeed}:42:2`].map(nodeHmac).join('');
    expect(Buffer.from(fairBytes(TEST_SEEDS, 42, 96)).toString('hex')).toBe(expected);
    expect(hmacMessage('abc', 7, 0)).toBe('abc:7');
    expect(hmacMessage('abc', 7, 3)).toBe('abc:7:3');
    for (const nonce of [0, 1, 999_999, Number.MAX_SAFE_INTEGER]) {
      expect(Buffer.from(fairBytes({ ...TEST_SEEDS, clientSeed: 'x' }, nonce, 32)).toString('hex')).toBe(
        createHmac('sha256', TEST_SEEDS.serverSeed).update(`x:${nonce}`).digest('hex'),
      );
    }
  });

  it('reads big-endian u32s across round boundaries; floats are u / 2^32', () => {
    const bytes = fairBytes(TEST_SEEDS, 42, 40);
    const view = new DataView(bytes.buffer);
    const stream = createFairStream(TEST_SEEDS, 42);
    expect(stream.nextUint32()).toBe(2712919668); // 0xa1b3de74
    expect(stream.nextFloat()).toBe(view.getUint32(4) / UINT32_RANGE);
    for (let i = 2; i < 8; i += 1) stream.nextUint32();
    expect(stream.nextUint32()).toBe(view.getUint32(32)); // first word of round 1
  });

  it('is deterministic and changes with every input', () => {
    const a = fairBytes(TEST_SEEDS, 5, 32);
    expect(fairBytes(TEST_SEEDS, 5, 32)).toEqual(a);
    expect(fairBytes(TEST_SEEDS, 6, 32)).not.toEqual(a);
    expect(fairBytes({ ...TEST_SEEDS, clientSeed: 'other' }, 5, 32)).not.toEqual(a);
    expect(fairBytes({ ...TEST_SEEDS, serverSeed: 'a'.repeat(64) }, 5, 32)).not.toEqual(a);
  });

  it('refuses malformed seeds and nonces before hashing', () => {
    expect(() => fairBytes({ ...TEST_SEEDS, clientSeed: 'a:1' }, 2, 4)).toThrow(/client seed/);
    expect(() => fairBytes({ ...TEST_SEEDS, serverSeed: 'A'.repeat(64) }, 2, 4)).toThrow(/server seed/);
    expect(() => fairBytes(TEST_SEEDS, -1, 4)).toThrow(/nonce/);
    expect(() => fairBytes(TEST_SEEDS, 1.5, 4)).toThrow(/nonce/);
  });
});

describe('unbiased integers', () => {
  const source = (values: number[]) => () => {
    const next = values.shift();
    if (next === undefined) throw new Error('source exhausted');
    return next;
  };

  it('accepts exactly a whole number of copies of [0, n) and rejects the rest', () => {
    for (const n of [1, 2, 3, 6, 7, 24, 25, 30, 33, 10_000, 2 ** 31 + 1, 2 ** 32]) {
      const limit = UINT32_RANGE - (UINT32_RANGE % n);
      expect(limit % n).toBe(0);
      expect(UINT32_RANGE - limit).toBeLessThan(n);
      if (limit < UINT32_RANGE) {
        // The first two draws fall in the rejected tail; the third is used.
        expect(uniformInt(source([limit, UINT32_RANGE - 1, limit - n + (4 % n)]), n)).toBe(4 % n);
      }
      expect(uniformInt(source([limit - 1]), n)).toBe((limit - 1) % n);
    }
  });

  it('draws again from the stream on rejection (n = 2^31 + 1 rejects ~half)', () => {
    const n = 2 ** 31 + 1;
    const words = new DataView(fairBytes(TEST_SEEDS, 3, 64).buffer);
    const expected = [];
    for (let i = 0; i < 16 && expected.length < 3; i += 1) {
      const u = words.getUint32(i * 4);
      if (u < UINT32_RANGE - (UINT32_RANGE % n)) expected.push(u % n);
    }
    const stream = createFairStream(TEST_SEEDS, 3);
    expect([stream.nextInt(n), stream.nextInt(n), stream.nextInt(n)]).toEqual(expected);
  });

  it('is uniform: chi-square over 6 faces, 60,000 draws', () => {
    const counts = new Array<number>(6).fill(0);
    const stream = createFairStream(TEST_SEEDS, 0);
    for (let i = 0; i < 60_000; i += 1) counts[stream.nextInt(6)]! += 1;
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5); // 5 degrees of freedom: P(chi² > 20.5) ≈ 0.001
  });
});
