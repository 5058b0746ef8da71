// The money side of an in-house round, shared by every game: take a nonce and record the round,
// then report it to the wallet through the in-house provider's seamless callbacks (bet, settle or
// bet+settle), exactly as a third-party provider would. Nothing here calls the wallet directly.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import { INHOUSE_GAME_IDS } from '@khel/contracts/endpoints/inhouse-games';
import { GameInputError } from '@khel/games/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GenericReply } from '../../adapters/game-providers/generic/generic-seamless.ts';
import type { InhouseProvider } from '../../adapters/game-providers/inhouse/inhouse-provider.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { providerTokens } from '../game-wallet/game-wallet.service.ts';
import { gameByName } from '../games/games.service.ts';
import { activePair } from './fairness.service.ts';
import { announceSettled } from './inhouse-bets.ts';
import { deleteRound, insertRound, lockUnfinishedRound, returnNonce, takeNonce, updateRound, type GameKind, type StoredRound } from './inhouse-games.repository.ts';

export interface RoundsDeps {
  db: Database;
  clock: Clock;
  /** Seals and opens the server seeds at rest (the app's `ctx.cipher`). */
  cipher: FieldCipher;
  provider: InhouseProvider;
  log: FastifyBaseLogger;
}

export interface Begun {
  roundId: string;
  seedId: number;
  nonce: number;
  seeds: { serverSeed: string; clientSeed: string };
  serverSeedHash: string;
}

export const betTx = (roundId: string) => `b:${roundId}`;
export const settleTx = (roundId: string) => `s:${roundId}`;
export const roundTx = (roundId: string) => `r:${roundId}`;

/** Engine input errors (checked before any randomness is read) as player errors. */
export function engine<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof GameInputError) {
      if (error.reason === 'bad-bet') throw new AppError(ErrorCode.invalidBet);
      if (error.reason === 'bad-client-seed') throw new AppError(ErrorCode.invalidClientSeed);
      throw invalid('invalidRequest');
    }
    throw error;
  }
}

export function createRounds(deps: RoundsDeps) {
  const { db, clock, cipher, provider, log } = deps;
  const tokenFor = providerTokens(db, clock, 'inhouse');

  // The bet lists' live push goes after the reply's own work and never fails the round: the lists
  // poll as well, so a lost push only delays a row by one poll.
  function announce(roundId: string): void {
    announceSettled(db, roundId).catch((error: unknown) => log.warn({ err: error, roundId }, 'in-house bet list push failed'));
  }

  async function token(playerId: number, game: GameKind): Promise<string> {
    const gameId = INHOUSE_GAME_IDS[game];
    // Name and valid-bet type come from the catalogue (type `slots` → electronics, 90%).
    return tokenFor(playerId, gameId, async () => {
      const entry = await gameByName(db, gameId, null).catch(() => null);
      return { gameName: entry?.gameName ?? gameId, gameType: entry?.type ?? 'slots' };
    });
  }

  /** Takes the next nonce and records the round as pending (before any money moves). */
  async function begin(playerId: number, game: GameKind, bet: number, params: unknown): Promise<Begun> {
    await activePair(db, clock, cipher, playerId);
    const roundId = randomUUID();
    const pair = await db.transaction(async (tx) => {
      const taken = await takeNonce(tx, cipher, playerId);
      if (!taken) throw new AppError(ErrorCode.generic);
      await insertRound(tx, { roundId, playerId, game, seedId: taken.id, nonce: taken.nonce, bet, params, at: clock.now() });
      return taken;
    });
    return {
      roundId,
      seedId: pair.id,
      nonce: pair.nonce,
      seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed },
      serverSeedHash: pair.serverSeedHash,
    };
  }

  /** The wallet refused the stake: nothing moved, and the nonce goes back when still the last one. */
  async function refuse(b: Pick<Begun, 'roundId' | 'seedId' | 'nonce'>): Promise<void> {
    await db.transaction(async (tx) => {
      // A round the recovery job already finished keeps its row and nonce.
      if (!(await lockUnfinishedRound(tx, b.roundId))) return;
      if (await returnNonce(tx, b.seedId, b.nonce)) await deleteRound(tx, b.roundId);
      else await updateRound(tx, b.roundId, { state: 'refused' });
    });
  }

  function failOn(reply: GenericReply, context: Record<string, unknown>): never {
    if (reply.status === 'INSUFFICIENT_FUNDS') throw new AppError(ErrorCode.insufficientFunds);
    log.error({ ...context, status: reply.status }, 'in-house round refused by the wallet');
    throw new AppError(ErrorCode.generic);
  }

  /** Slot and dice: one bet+settle callback with the round's risk (`odds`). Returns the balance after it. */
  async function playWhole(playerId: number, game: GameKind, b: Begun, bet: number, payout: number, odds: number, outcome: unknown): Promise<number> {
    // Decided before any money moves: a crash from here on leaves a `settling` round the recovery
    // job finishes as decided (round-recovery.ts); a `pending` one never reached the wallet.
    await updateRound(db, b.roundId, { state: 'settling', payout, outcome });
    const reply = await provider.playRound({
      token: await token(playerId, game),
      playerId,
      gameId: INHOUSE_GAME_IDS[game],
      bet,
      payout,
      odds,
      roundId: b.roundId,
      txId: roundTx(b.roundId),
    });
    if (reply.status !== 'OK') {
      await refuse(b);
      failOn(reply, { roundId: b.roundId });
    }
    if (await updateRound(db, b.roundId, { state: 'settled', payout, outcome, settledAt: clock.now() }, 'settling')) announce(b.roundId);
    return reply.balance ?? 0;
  }

  /** Crash and mines: the stake now (bet callback); the round stays open with `params()`. */
  async function stake(playerId: number, game: GameKind, b: Begun, bet: number, params: () => unknown): Promise<number> {
    const reply = await provider.bet({
      txId: betTx(b.roundId),
      playerId,
      token: await token(playerId, game),
      roundId: b.roundId,
      gameId: INHOUSE_GAME_IDS[game],
      amount: bet,
    });
    if (reply.status !== 'OK') {
      await refuse(b);
      failOn(reply, { roundId: b.roundId });
    }
    // A stake answered after the recovery job refunded its round (it outlived the abandonment age)
    // never opens it: the player's money is already back.
    if (!(await updateRound(db, b.roundId, { state: 'open', params: params() }, 'pending'))) {
      log.error({ roundId: b.roundId }, 'in-house stake answered after its round was recovered');
      throw new AppError(ErrorCode.generic);
    }
    return reply.balance ?? 0;
  }

  /** A round already marked `settling` with its payout: the settle callback (with the round's risk), then settled. */
  async function settle(round: Pick<StoredRound, 'roundId' | 'playerId'>, payout: number, odds: number | undefined): Promise<number> {
    const settleBody = { txId: settleTx(round.roundId), playerId: round.playerId, roundId: round.roundId, amount: payout };
    const reply = await provider.settle(odds === undefined ? settleBody : { ...settleBody, odds });
    if (reply.status !== 'OK') failOn(reply, { roundId: round.roundId });
    if (await updateRound(db, round.roundId, { state: 'settled', settledAt: clock.now() }, 'settling')) announce(round.roundId);
    return reply.balance ?? 0;
  }

  async function balance(playerId: number): Promise<number> {
    const reply = await provider.balance(playerId);
    return reply.balance ?? 0;
  }

  return { begin, playWhole, stake, settle, balance, refuse, token };
}

export type Rounds = ReturnType<typeof createRounds>;
