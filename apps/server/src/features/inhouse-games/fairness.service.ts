// Per-player provably fair state (packages/games README "Fairness scheme"): one active pair of a
// secret server seed (32 CSPRNG bytes, hex) shown only as its SHA-256, a client seed and the next
// nonce; rotation (and every client-seed change) reveals the old seed and commits to a new one at
// nonce 0. A rotation is refused while a crash or mines round is unfinished, because revealing
// the seed would reveal that round's crash point or mine layout. Seeds are sealed at rest with the
// app's field cipher (`ctx.cipher`), passed in by the caller.
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Fairness, SeedRotation } from '@khel/contracts/endpoints/inhouse-games';
import { hashServerSeed, rotateSeeds } from '@khel/games/fair/seeds';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { countUnfinished, insertActiveIfNone, insertPair, revealPair, selectActive, selectRevealed, type SeedPair } from './inhouse-games.repository.ts';

const REVEALED_SHOWN = 20;

export const newServerSeed = () => randomBytes(32).toString('hex');
/** The default client seed: random, so a player who never sets one still gets unpredictable rounds. */
export const newClientSeed = () => randomBytes(8).toString('hex');

/** The player's active pair, created on first use. */
export async function activePair(db: Queryable, clock: Clock, cipher: FieldCipher, playerId: number): Promise<SeedPair> {
  const existing = await selectActive(db, cipher, playerId);
  if (existing) return existing;
  const serverSeed = newServerSeed();
  await insertActiveIfNone(db, cipher, { playerId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: newClientSeed(), at: clock.now() });
  const created = await selectActive(db, cipher, playerId);
  if (!created) throw new Error(`no active seed pair for player ${playerId}`);
  return created;
}

export async function fairness(db: Queryable, clock: Clock, cipher: FieldCipher, playerId: number): Promise<Fairness> {
  const pair = await activePair(db, clock, cipher, playerId);
  const revealed = await selectRevealed(db, cipher, playerId, REVEALED_SHOWN);
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nextNonce,
    revealed: revealed.map((r) => ({ ...r, revealedAt: r.revealedAt.toISOString() })),
  };
}

/** Reveals the active server seed and commits to a new one (with `clientSeed` when given). */
export async function rotate(db: Database, clock: Clock, cipher: FieldCipher, playerId: number, clientSeed?: string): Promise<SeedRotation> {
  await activePair(db, clock, cipher, playerId);
  const revealed = await db.transaction(async (tx) => {
    // The row lock orders this against nonce takers (takeNonce updates the same row).
    const current = await selectActive(tx, cipher, playerId, true);
    if (!current) throw new AppError(ErrorCode.generic);
    if ((await countUnfinished(tx, playerId)) > 0) throw new AppError(ErrorCode.gameRoundOpen);
    const rotation = rotateSeeds(
      { serverSeed: current.serverSeed, clientSeed: current.clientSeed, nextNonce: current.nextNonce },
      newServerSeed(),
      clientSeed ?? current.clientSeed,
    );
    const now = clock.now();
    await revealPair(tx, current.id, now);
    await insertPair(tx, cipher, {
      playerId,
      serverSeed: rotation.active.serverSeed,
      serverSeedHash: rotation.commitment.serverSeedHash,
      clientSeed: rotation.active.clientSeed,
      at: now,
    });
    return { ...rotation.revealed, revealedAt: now.toISOString() };
  });
  return { revealed, fairness: await fairness(db, clock, cipher, playerId) };
}
