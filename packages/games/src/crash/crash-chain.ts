// The shared crash round's provably fair hash chain, as bustabit plays it. The operator draws a
// secret seed h(0) and hashes it forward: h(k+1) = sha256(h(k)) as lowercase hex of the 32 bytes
// (the hash is of the raw bytes, not of the hex text). The last one, h(length), is the chain's
// terminating hash, published with a public salt before the chain is used. Games are played
// backwards: game g (1 … length) uses h(length − g), so each revealed hash hashes to the previous
// game's (game 1's to the terminating hash) and nobody can compute a future hash from the past
// ones. The bust point comes from HMAC_SHA256(key = the game's hash bytes, message = utf8(salt)):
// its first 4 bytes, big-endian, as `u` in crash.ts's formula, so the shared round keeps exactly
// the per-player game's distribution and 99% RTP at every cash-out.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { GameInputError } from '../errors.ts';
import { crashPointFromUint32 } from './crash.ts';

const HASH_HEX = /^[0-9a-f]{64}$/;

function assertHash(hash: string, name: string): void {
  if (!HASH_HEX.test(hash)) throw new GameInputError('bad-hash', `${name} must be 64 lowercase hex characters`);
}

/** The next link of the chain: sha256 of the hash's bytes, as hex. */
export function chainNext(hash: string): string {
  assertHash(hash, 'hash');
  return bytesToHex(sha256(hexToBytes(hash)));
}

/** h(steps) from h(0) = `hash`. */
export function chainForward(hash: string, steps: number): string {
  let bytes = (assertHash(hash, 'hash'), hexToBytes(hash));
  for (let i = 0; i < steps; i++) bytes = sha256(bytes);
  return bytesToHex(bytes);
}

/** The bust point (hundredths, ≥ 100) of the game whose hash is `hash`, under the chain's salt. */
export function chainBustPoint(hash: string, salt: string): number {
  assertHash(hash, 'hash');
  const mac = hmac(sha256, hexToBytes(hash), utf8ToBytes(salt));
  const u = ((mac[0]! << 24) >>> 0) + (mac[1]! << 16) + (mac[2]! << 8) + mac[3]!;
  return crashPointFromUint32(u);
}

/**
 * A chain the server can walk backwards cheaply: every `every`-th hash from the seed is kept, so
 * game g's hash costs at most `every` sha256 calls instead of `length − g`. Building it costs
 * `length` calls once per process (one million: about a second).
 */
export function createChainWalker(seed: string, length: number, every = 1000) {
  assertHash(seed, 'seed');
  if (!Number.isSafeInteger(length) || length < 1) throw new GameInputError('bad-hash', 'chain length must be a positive integer');
  const checkpoints: Uint8Array[] = [];
  let bytes = hexToBytes(seed);
  for (let k = 0; k <= length; k++) {
    if (k % every === 0) checkpoints.push(bytes);
    if (k < length) bytes = sha256(bytes);
  }
  const terminatingHash = bytesToHex(bytes);
  /** The hash of game g (1 … length): h(length − g). */
  function gameHash(game: number): string {
    if (!Number.isSafeInteger(game) || game < 1 || game > length) throw new GameInputError('bad-hash', `game ${game} is outside the chain (1..${length})`);
    const k = length - game;
    let h = checkpoints[Math.floor(k / every)]!;
    for (let i = (Math.floor(k / every) * every); i < k; i++) h = sha256(h);
    return bytesToHex(h);
  }
  return { terminatingHash, length, gameHash };
}

export interface ChainLinkCheck {
  bustPoint: number;
  /** sha256(hash) — what the previous game's hash (or the terminating hash for game 1) must be. */
  previousHash: string;
  /** Whether `previousHash` equals the one given, when one was given. */
  linkMatches: boolean | null;
}

/** What the verify page shows for a revealed game: its bust point and its link to the game before. */
export function verifyChainGame(hash: string, salt: string, previousHash?: string): ChainLinkCheck {
  const linked = chainNext(hash);
  return { bustPoint: chainBustPoint(hash, salt), previousHash: linked, linkMatches: previousHash === undefined ? null : linked === previousHash.toLowerCase() };
}
