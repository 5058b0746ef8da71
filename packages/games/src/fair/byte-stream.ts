// The one source of randomness of every game. Round k of HMAC-SHA256 gives 32 bytes:
//   k = 0:  HMAC_SHA256(key = utf8(serverSeed), message = utf8(`${clientSeed}:${nonce}`))
//   k ≥ 1:  HMAC_SHA256(key = utf8(serverSeed), message = utf8(`${clientSeed}:${nonce}:${k}`))
// concatenated in order of k, and read 4 bytes at a time as big-endian unsigned 32-bit integers
// (u = b0·2^24 + b1·2^16 + b2·2^8 + b3). A game reads only as many as it needs, always in the same
// order, so the same (seeds, nonce) always gives the same outcome. Uses @noble/hashes so this exact
// code runs in the browser's verify page too.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { type Seeds, assertNonce, assertSeeds } from './seeds.ts';

export const UINT32_RANGE = 2 ** 32;

/** Draws from one round's byte stream. */
export interface FairStream {
  /** Next 4 bytes as an unsigned 32-bit integer in [0, 2^32). */
  nextUint32(): number;
  /** Next 4 bytes as a float in [0, 1): u / 2^32 (exact, resolution 2^-32). */
  nextFloat(): number;
  /**
   * Uniform integer in [0, n) without modulo bias, by rejection: draw u; if u < 2^32 − (2^32 mod n)
   * return u mod n, else draw again. The accepted range is a whole number of copies of [0, n).
   */
  nextInt(n: number): number;
}

export function hmacMessage(clientSeed: string, nonce: number, cursor: number): string {
  return cursor === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${cursor}`;
}

// Keying HMAC costs two of its four SHA-256 compressions; a player's rounds share the server seed,
// so the keyed state is kept for the last seed used and cloned per message. Pure: same output.
let keyedFor: string | undefined;
let keyed: ReturnType<typeof hmac.create> | undefined;

function hmacRound(serverSeed: string, message: string): Uint8Array {
  if (keyedFor !== serverSeed || keyed === undefined) {
    keyed = hmac.create(sha256, utf8ToBytes(serverSeed));
    keyedFor = serverSeed;
  }
  return keyed.clone().update(utf8ToBytes(message)).digest();
}

/** Bytes [0, length) of the stream, for display and checking by hand. */
export function fairBytes(seeds: Seeds, nonce: number, length: number): Uint8Array {
  assertSeeds(seeds);
  assertNonce(nonce);
  const out = new Uint8Array(length);
  for (let cursor = 0; cursor * 32 < length; cursor += 1) {
    const round = hmacRound(seeds.serverSeed, hmacMessage(seeds.clientSeed, nonce, cursor));
    out.set(round.subarray(0, Math.min(32, length - cursor * 32)), cursor * 32);
  }
  return out;
}

export function createFairStream(seeds: Seeds, nonce: number): FairStream {
  assertSeeds(seeds);
  assertNonce(nonce);
  let cursor = 0;
  let block = hmacRound(seeds.serverSeed, hmacMessage(seeds.clientSeed, nonce, 0));
  let offset = 0;

  const nextUint32 = (): number => {
    if (offset === 32) {
      cursor += 1;
      block = hmacRound(seeds.serverSeed, hmacMessage(seeds.clientSeed, nonce, cursor));
      offset = 0;
    }
    const u = (block[offset]! * 0x1000000 + (block[offset + 1]! << 16)) + (block[offset + 2]! << 8) + block[offset + 3]!;
    offset += 4;
    return u;
  };

  return {
    nextUint32,
    nextFloat: () => nextUint32() / UINT32_RANGE,
    nextInt: (n: number) => uniformInt(nextUint32, n),
  };
}

/** The rejection rule of FairStream.nextInt, over any u32 source (exported for its tests). */
export function uniformInt(nextUint32: () => number, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > UINT32_RANGE) throw new RangeError(`nextInt needs 1 <= n <= 2^32, got ${n}`);
  const limit = UINT32_RANGE - (UINT32_RANGE % n);
  for (;;) {
    const u = nextUint32();
    if (u < limit) return u % n;
  }
}
