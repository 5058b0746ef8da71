// The shared crash round (README "Crash design"): one round at a time for every player, its bust
// point from the published hash chain (packages/games crash-chain.ts). There is no driver process:
// every process runs the same short tick (job `inhouse-crash-table`), and each step of a round —
// the next round, betting → flying, the bust, each bet's settlement — is a conditional write that
// only one caller wins (a unique index allows one round not busted; state moves only from the
// state read; a bet moves open → settling under its row lock). The winner of a step announces it
// on the live topic 'crash' in the same transaction. A process that dies leaves nothing to take
// over: the others' next tick does the step. Phases are decided by time against the round's row
// (betting closes at flying_at; the bust at the moment the curve passes the bust point), never by
// when a tick ran, so bets and cash-outs get the same answer on every process.
import { randomBytes, randomUUID } from 'node:crypto';
import { CRASH_EVENTS, CRASH_HISTORY, CRASH_TOPIC, type CrashGame, type CrashMyBet, type CrashPlayer, type CrashTable } from '@khel/contracts/endpoints/inhouse-crash';
import { INHOUSE_GAME_IDS } from '@khel/contracts/endpoints/inhouse-games';
import { ErrorCode } from '@khel/contracts/error-codes';
import { chainBustPoint, chainNext, createChainWalker } from '@khel/games/crash/crash-chain';
import { assertCrashParams, settleCrash, CRASH_MIN_CASH_OUT, type CrashOutcome } from '@khel/games/crash/crash';
import { crashElapsedFor, crashMultiplierAt } from '@khel/games/crash/crash-curve';
import type { InhouseProvider } from '../../adapters/game-providers/inhouse/inhouse-provider.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { publishLive } from '../../platform/live.ts';
import { publicNames } from '../players/players.service.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  deletePendingBet,
  insertBet,
  insertChain,
  insertGame,
  lockChainCreation,
  markBusted,
  markFlying,
  selectAutoCashOutsDue,
  selectBet,
  selectBustHistory,
  selectChain,
  selectGame,
  selectGameBets,
  selectLatestGame,
  selectOpenBetsOfBusted,
  selectPlayableChains,
  selectPlayerBet,
  selectRevealedGame,
  type CrashBetRow,
  type CrashChain,
  type CrashGameRow,
} from './crash-table.repository.ts';
import { updateRound } from './inhouse-games.repository.ts';
import { crashOdds } from './round-odds.ts';
import { betTx, engine, type Rounds } from './rounds.ts';

export const CRASH_TABLE_JOB = 'inhouse-crash-table';
/** How often every process looks at the round: the live events lag the curve by at most this. */
export const CRASH_TABLE_TICK_MS = 200;
export const CRASH_BETTING_MS = 5_000;
/** How long a busted round stays on screen before the next one takes bets. */
export const CRASH_BUSTED_MS = 3_000;
/**
 * Games per chain: about two weeks at one round every ~12 s. Each process walks a chain once
 * (≈ 0.2 s of hashing); the next chain is made and published when a tenth of this one is left.
 */
export const CRASH_CHAIN_LENGTH = 100_000;
const SETTLE_BATCH = 100;
const SETTLE_PARALLEL = 8;

/** The first millisecond of flight at which the curve has passed the bust point: the round is over. */
export const bustElapsedMs = (bustPoint: number) => crashElapsedFor(bustPoint + 1);

export interface CrashTableDeps {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  provider: InhouseProvider;
  rounds: Rounds;
  log: FastifyBaseLogger;
  chainLength?: number;
}

export function createCrashTable(deps: CrashTableDeps) {
  const { db, clock, cipher, provider, rounds, log } = deps;
  const chainLength = deps.chainLength ?? CRASH_CHAIN_LENGTH;
  const walkers = new Map<number, ReturnType<typeof createChainWalker>>();
  const salts = new Map<number, string>();
  const busts = new Map<number, number>();

  const publish = (q: Parameters<typeof publishLive>[0], event: { type: string; [k: string]: unknown }) => publishLive(q, { topic: CRASH_TOPIC }, event);

  async function bustOf(game: CrashGameRow, q: Queryable = db): Promise<number> {
    if (game.bustPoint !== null) return game.bustPoint;
    const known = busts.get(game.id);
    if (known !== undefined) return known;
    let salt = salts.get(game.chainId);
    if (salt === undefined) {
      const chain = await selectChain(q, cipher, game.chainId);
      if (!chain) throw new Error(`crash chain ${game.chainId} missing`);
      salt = chain.salt;
      salts.set(game.chainId, salt);
    }
    const point = chainBustPoint(game.hash, salt);
    if (busts.size > 1_000) busts.clear();
    busts.set(game.id, point);
    return point;
  }

  const bustTime = (game: CrashGameRow, bust: number) => game.flyingAt.getTime() + bustElapsedMs(bust);

  /** The phase at `now` by time: a round whose row has not been moved yet is already in its next phase. */
  async function phaseAt(game: CrashGameRow, now: number): Promise<'betting' | 'flying' | 'busted'> {
    if (game.state === 'busted') return 'busted';
    if (now < game.flyingAt.getTime()) return 'betting';
    return now >= bustTime(game, await bustOf(game)) ? 'busted' : 'flying';
  }

  function publicGame(game: CrashGameRow, state: CrashGame['state']): CrashGame {
    const busted = game.state === 'busted';
    return {
      id: game.id,
      state: busted ? 'busted' : state === 'busted' ? 'flying' : state,
      bettingAt: game.bettingAt.toISOString(),
      flyingAt: game.flyingAt.toISOString(),
      bustedAt: busted && game.bustedAt ? game.bustedAt.toISOString() : null,
      bustPoint: busted ? game.bustPoint : null,
      hash: busted ? game.hash : null,
    };
  }

  function publicPlayer(bet: CrashBetRow): CrashPlayer {
    const finished = bet.state === 'settling' || bet.state === 'settled';
    return {
      seat: bet.id,
      name: bet.params.name,
      bet: bet.bet,
      autoCashOut: bet.params.autoCashOut,
      cashedOutAt: finished ? (bet.outcome?.cashedOutAt ?? null) : null,
      payout: finished ? bet.payout : null,
    };
  }

  const myBet = (bet: CrashBetRow, balance: number): CrashMyBet => ({ gameId: bet.gameId, roundId: bet.roundId, ...publicPlayer(bet), finished: bet.state === 'settling' || bet.state === 'settled', balance });

  // ---- the chain ----

  function walker(chain: CrashChain) {
    let w = walkers.get(chain.id);
    if (!w) {
      w = createChainWalker(chain.seed, chain.length);
      if (w.terminatingHash !== chain.terminatingHash) throw new Error(`crash chain ${chain.id}: the seed does not give the published terminating hash`);
      walkers.set(chain.id, w);
    }
    return w;
  }

  const needsNextChain = (chains: CrashChain[]) => chains.length === 0 || (chains.length === 1 && chains[0]!.length - chains[0]!.used <= chains[0]!.length / 10);

  /** The chain to play, making (and so publishing) the next one when a tenth of this one is left. */
  async function playableChain(): Promise<CrashChain> {
    let chains = await selectPlayableChains(db, cipher);
    if (needsNextChain(chains)) {
      await db.transaction(async (tx) => {
        await lockChainCreation(tx);
        if (!needsNextChain(await selectPlayableChains(tx, cipher))) return;
        const seed = randomBytes(32).toString('hex');
        const made = createChainWalker(seed, chainLength);
        await insertChain(tx, cipher, { seed, terminatingHash: made.terminatingHash, salt: randomBytes(16).toString('hex'), length: chainLength, at: clock.now() });
      });
      chains = await selectPlayableChains(db, cipher);
    }
    return chains[0]!;
  }

  // ---- the tick ----

  async function startNext(last: CrashGameRow | null, now: number): Promise<void> {
    if (last?.bustedAt && now < last.bustedAt.getTime() + CRASH_BUSTED_MS) return;
    const chain = await playableChain();
    const game = chain.used + 1;
    const hash = walker(chain).gameHash(game);
    const bettingAt = new Date(now);
    const flyingAt = new Date(now + CRASH_BETTING_MS);
    await db.transaction(async (tx) => {
      const id = await insertGame(tx, cipher, { chainId: chain.id, game, hash, bettingAt, flyingAt });
      if (id === null) return;
      const row: CrashGameRow = { id, chainId: chain.id, game, hash, bustPoint: null, bettingAt, flyingAt, bustedAt: null, state: 'betting' };
      await publish(tx, { type: CRASH_EVENTS.round, game: publicGame(row, 'betting') });
    });
  }

  /** One look at the round: moves it on when its time has come and settles what is due. */
  async function tick(): Promise<void> {
    const now = clock.now().getTime();
    const game = await selectLatestGame(db, cipher);
    if (!game || game.state === 'busted') {
      await startNext(game, now);
    } else if (now >= game.flyingAt.getTime()) {
      if (game.state === 'betting') {
        await db.transaction(async (tx) => {
          if (await markFlying(tx, game.id)) await publish(tx, { type: CRASH_EVENTS.round, game: publicGame({ ...game, state: 'flying' }, 'flying') });
        });
      }
      const bust = await bustOf(game);
      const m = Math.min(crashMultiplierAt(now - game.flyingAt.getTime()), bust);
      await settleAll(await selectAutoCashOutsDue(db, game.id, m));
      if (now >= bustTime(game, bust)) {
        const bustedAt = new Date(bustTime(game, bust));
        await db.transaction(async (tx) => {
          if (!(await markBusted(tx, game.id, { hash: game.hash, bustPoint: bust, bustedAt }))) return;
          await publish(tx, { type: CRASH_EVENTS.bust, game: publicGame({ ...game, state: 'busted', bustPoint: bust, bustedAt }, 'busted') });
        });
      }
    }
    // Bets a busted round left open: the round just busted, a stake answered late, a settle that failed.
    await settleAll(await selectOpenBetsOfBusted(db, SETTLE_BATCH));
  }

  async function settleAll(roundIds: string[]): Promise<void> {
    for (let i = 0; i < roundIds.length; i += SETTLE_PARALLEL) {
      await Promise.all(
        roundIds.slice(i, i + SETTLE_PARALLEL).map((roundId) =>
          settleBet(roundId, undefined).catch((error: unknown) => {
            // Left open (or settling, for the recovery job): the next tick tries again.
            log.warn({ err: error, roundId }, 'crash table: settling a bet failed');
          }),
        ),
      );
    }
  }

  /**
   * Decides a bet under its row lock at server time now and settles it: past the bust point it
   * is lost (an auto cash-out at or below the bust point pays exactly its target); an auto
   * cash-out the curve has reached pays; else a cash-out (`cashOut` given) counts min(at, m).
   * Returns null when nothing is due yet (a tick's look at a bet still flying).
   */
  async function settleBet(roundId: string, cashOut: { playerId: number; at: number | undefined } | undefined): Promise<{ bet: CrashBetRow; balance: number } | null> {
    const decided = await db.transaction(async (tx) => {
      const bet = await selectBet(tx, roundId, true);
      if (!bet || (cashOut && bet.playerId !== cashOut.playerId)) throw new AppError(ErrorCode.gameRoundNotFound);
      if (bet.state !== 'open') {
        if (cashOut) throw new AppError(bet.state === 'pending' ? ErrorCode.gameRoundNotFound : ErrorCode.gameRoundOver);
        return null;
      }
      const game = await selectGame(tx, cipher, bet.gameId);
      if (!game) throw new AppError(ErrorCode.gameRoundNotFound);
      const bust = await bustOf(game, tx);
      const elapsed = clock.now().getTime() - game.flyingAt.getTime();
      if (cashOut && elapsed < 0) throw invalid('invalidRequest');
      const m = crashMultiplierAt(elapsed);
      const auto = bet.params.autoCashOut === null ? {} : { autoCashOut: bet.params.autoCashOut };
      let outcome: CrashOutcome | null = null;
      if (m > bust || (bet.params.autoCashOut !== null && m >= bet.params.autoCashOut)) {
        outcome = settleCrash({ bet: bet.bet, crashPoint: bust, ...auto });
      } else if (cashOut) {
        const at = Math.min(cashOut.at ?? m, m);
        if (at < CRASH_MIN_CASH_OUT) throw invalid('invalidRequest');
        outcome = settleCrash({ bet: bet.bet, crashPoint: bust, cashOutAt: at, ...auto });
      }
      if (!outcome) return null;
      await updateRound(tx, roundId, { state: 'settling', payout: outcome.payout, outcome }, 'open');
      const settled: CrashBetRow = { ...bet, state: 'settling', payout: outcome.payout, outcome };
      await publish(tx, { type: CRASH_EVENTS.cashOut, gameId: bet.gameId, player: publicPlayer(settled) });
      return { bet: settled, outcome };
    });
    if (!decided) return null;
    const balance = await rounds.settle(decided.bet, decided.outcome.payout, crashOdds(decided.outcome, decided.bet.params.autoCashOut));
    return { bet: { ...decided.bet, state: 'settled' }, balance };
  }

  // ---- the player's calls ----

  async function bet(playerId: number, amount: number, autoCashOut: number | undefined): Promise<CrashMyBet> {
    engine(() => assertCrashParams({ bet: amount, ...(autoCashOut === undefined ? {} : { autoCashOut }) }));
    // The name this room shows: masked unless the player chose to show it (settings), kept with the bet.
    const name = (await publicNames(db, [playerId])).get(playerId) ?? '***';
    const params = { autoCashOut: autoCashOut ?? null, name };
    const roundId = randomUUID();
    const gameId = await db.transaction(async (tx) => {
      const game = await selectLatestGame(tx, cipher, true);
      if (!game || game.state === 'busted' || clock.now().getTime() >= game.flyingAt.getTime()) throw new AppError(ErrorCode.crashBettingClosed);
      if (!(await insertBet(tx, { roundId, playerId, gameId: game.id, bet: amount, params, at: clock.now() }))) throw new AppError(ErrorCode.crashAlreadyBet);
      return game.id;
    });
    const reply = await provider.bet({ txId: betTx(roundId), playerId, token: await rounds.token(playerId, 'crash'), roundId, gameId: INHOUSE_GAME_IDS.crash, amount });
    if (reply.status !== 'OK') {
      await deletePendingBet(db, roundId);
      if (reply.status === 'INSUFFICIENT_FUNDS') throw new AppError(ErrorCode.insufficientFunds);
      log.error({ roundId, status: reply.status }, 'crash table: stake refused by the wallet');
      throw new AppError(ErrorCode.generic);
    }
    const opened = await db.transaction(async (tx) => {
      // A stake answered after the recovery job refunded its bet never opens it.
      if (!(await updateRound(tx, roundId, { state: 'open' }, 'pending'))) return null;
      const row = await selectBet(tx, roundId);
      if (row) await publish(tx, { type: CRASH_EVENTS.bet, gameId, player: publicPlayer(row) });
      return row;
    });
    if (!opened) {
      log.error({ roundId }, 'crash table: stake answered after its bet was recovered');
      throw new AppError(ErrorCode.generic);
    }
    // A stake answered so late that the round has busted settles now, as lost (or at its auto cash-out).
    const late = await settleBet(roundId, undefined).catch(() => null);
    return myBet(late?.bet ?? opened, late?.balance ?? reply.balance ?? 0);
  }

  async function cashOut(playerId: number, gameId: number, at: number | undefined): Promise<CrashMyBet> {
    const bet = await selectPlayerBet(db, playerId, gameId);
    if (!bet) throw new AppError(ErrorCode.gameRoundNotFound);
    const settled = await settleBet(bet.roundId, { playerId, at });
    if (settled) return myBet(settled.bet, settled.balance);
    const now = await selectBet(db, bet.roundId);
    return myBet(now ?? bet, await rounds.balance(playerId));
  }

  async function mine(playerId: number): Promise<{ bet: CrashMyBet | null; balance: number }> {
    const balance = await rounds.balance(playerId);
    const game = await selectLatestGame(db, cipher);
    const bet = game ? await selectPlayerBet(db, playerId, game.id) : null;
    return { bet: bet && bet.state !== 'pending' ? myBet(bet, balance) : null, balance };
  }

  async function table(): Promise<CrashTable> {
    const now = clock.now();
    const game = await selectLatestGame(db, cipher);
    const chains = (await selectPlayableChains(db, cipher)).slice(0, 2).map((c) => ({
      id: c.id,
      terminatingHash: c.terminatingHash,
      salt: c.salt,
      length: c.length,
      createdAt: c.createdAt.toISOString(),
    }));
    return {
      now: now.toISOString(),
      game: game ? publicGame(game, await phaseAt(game, now.getTime())) : null,
      players: game ? (await selectGameBets(db, game.id)).map(publicPlayer) : [],
      history: (await selectBustHistory(db, CRASH_HISTORY)).map((h) => ({ id: h.id, bustPoint: h.bustPoint, hash: h.hash })),
      chains,
    };
  }

  /** A busted round's proof: its bust point from hash and salt, and sha256(hash) against the round before. */
  async function verifyRound(id: number) {
    const round = await selectRevealedGame(db, id);
    if (!round) throw new AppError(ErrorCode.gameRoundNotFound);
    const previousHash = chainNext(round.hash);
    return { id, hash: round.hash, salt: round.salt, bustPoint: chainBustPoint(round.hash, round.salt), previousHash, linkMatches: round.linksTo === previousHash };
  }

  return { tick, bet, cashOut, mine, table, verifyRound };
}

export type CrashTableService = ReturnType<typeof createCrashTable>;
