// Seeds and the commitment to them. The server picks a secret server seed and shows only its
// SHA-256 before any bet; the player may set the client seed at any time; rotating the server
// seed reveals the old one, so every round played under it can be recomputed (see verify.ts).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { GameInputError } from '../errors.ts';

export interface Seeds {
  /** 64 lowercase hex characters (32 random bytes); used as the HMAC key in its UTF-8 form. */
  serverSeed: string;
  /** Chosen by the player: 1–64 printable ASCII characters, no space and no ':'. */
  clientSeed: string;
}

const SERVER_SEED = /^[0-9a-f]{64}$/;
// ':' separates the parts of the HMAC message: a client seed holding one could make two different
// (clientSeed, nonce, cursor) triples produce the same message, so it is refused.
const CLIENT_SEED = /^[!-9;-~]{1,64}$/;

export function assertSeeds(seeds: Seeds): void {
  if (!SERVER_SEED.test(seeds.serverSeed)) {
    throw new GameInputError('bad-server-seed', 'server seed must be 64 lowercase hex characters');
  }
  if (!CLIENT_SEED.test(seeds.clientSeed)) {
    throw new GameInputError('bad-client-seed', "client seed must be 1-64 printable ASCII characters without spaces or ':'");
  }
}

export function assertNonce(nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new GameInputError('bad-nonce', `nonce must be a non-negative integer, got ${nonce}`);
  }
}

/** The commitment shown before play: SHA-256 of the server seed's UTF-8 bytes, lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

export interface ActiveSeeds {
  serverSeed: string;
  clientSeed: string;
  /** The nonce the next bet will use; it counts bets made under this server seed. */
  nextNonce: number;
}

export interface Rotation {
  /** Everything needed to verify nonces 0..nextNonce-1 of the retired pair. */
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number };
  active: ActiveSeeds;
  /** What the player sees for the new pair before the first bet on it. */
  commitment: { serverSeedHash: string; clientSeed: string; nextNonce: number };
}

/**
 * Retires the current pair and starts a new one at nonce 0. The caller supplies the new server
 * seed (32 bytes from a CSPRNG, hex) so this stays pure; the client seed carries over unless the
 * player gives a new one. Changing the client seed always goes through here, because a client
 * seed change under a still-secret server seed would let nonces repeat with different meaning.
 */
export function rotateSeeds(current: ActiveSeeds, nextServerSeed: string, nextClientSeed = current.clientSeed): Rotation {
  assertSeeds(current);
  assertSeeds({ serverSeed: nextServerSeed, clientSeed: nextClientSeed });
  if (nextServerSeed === current.serverSeed) {
    throw new GameInputError('bad-server-seed', 'a rotation needs a new server seed');
  }
  const active = { serverSeed: nextServerSeed, clientSeed: nextClientSeed, nextNonce: 0 };
  return {
    revealed: {
      serverSeed: current.serverSeed,
      serverSeedHash: hashServerSeed(current.serverSeed),
      clientSeed: current.clientSeed,
      roundsPlayed: current.nextNonce,
    },
    active,
    commitment: { serverSeedHash: hashServerSeed(nextServerSeed), clientSeed: nextClientSeed, nextNonce: 0 },
  };
}
