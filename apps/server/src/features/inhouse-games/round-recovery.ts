// Finishes in-house rounds a crash (kill -9, a lost database, a lost callback answer) left
// `pending` or `settling` (README "Round recovery"). A round's state says how far it got:
// - `settling`: its outcome was decided and stored before its money call, so the call is sent again
//   with the same transaction id — the wallet applies it once, however often it arrives — and a
//   decided win is paid (slot and dice: stake and win in one bet+settle; crash and mines: the settle);
// - `pending`: never decided (slot and dice never reached the wallet; a crash or mines stake may
//   have): the stake is rolled back under a fixed rollback id — a stake that was taken is refunded,
//   one that never arrived is tombstoned so it can never be taken late — and the round is `refunded`.
// - `open` per-player crash (legacy-crash.ts, rounds of an older version no request can step any
//   more): decided by time on its curve, stored `settling` with its outcome, then settled as above.
// Every step goes through the in-house provider's callbacks like the live path, and a state moves
// only from the one the job read, so two processes, two runs or a live request racing the job
// still move money once.
import type { FastifyBaseLogger } from 'fastify';
import { playDice, type DiceDirection, type DiceOutcome } from '@khel/games/dice/dice';
import { playSlot } from '@khel/games/slot/slot';
import type { CrashOutcome } from '@khel/games/crash/crash';
import type { GenericReply } from '../../adapters/game-providers/generic/generic-seamless.ts';
import type { InhouseProvider } from '../../adapters/game-providers/inhouse/inhouse-provider.ts';
import { INHOUSE_GAME_IDS } from '@khel/contracts/endpoints/inhouse-games';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { finishRound, selectStuckRounds, updateRound, type StoredRound } from './inhouse-games.repository.ts';
import { decideLegacyCrash, isLegacyCrash } from './legacy-crash.ts';
import { crashOdds, diceOdds, minesOdds, SLOT_ODDS } from './round-odds.ts';
import { betTx, roundTx, settleTx, type Rounds } from './rounds.ts';

export const ROUND_RECOVERY_JOB = 'inhouse-round-recovery';
export const ROUND_RECOVERY_INTERVAL_MS = 30_000;
/**
 * The default age at which a round is no live request's any more (INHOUSE_ROUND_ABANDONED_SECONDS):
 * a callback is tried 3 times with a 10 s time-out each (inhouse-provider.ts), so 2 minutes leave a
 * wide margin. Younger rounds are left alone.
 */
export const ROUND_ABANDONED_MS = 2 * 60_000;
const BATCH = 200;

/** The rollback id of a round's stake: fixed, so every run and process sends the same one. */
export const recoveryRollbackTx = (roundId: string) => `x:${roundId}`;

export interface RecoveryReport {
  settled: number;
  refunded: number;
  /** Rounds the wallet refused to play when asked again (e.g. funds spent meanwhile): nothing moved. */
  refused: number;
  /** Rounds left for the next run (a transport failure, an unexpected answer). */
  failed: number;
}

export interface RecoveryDeps {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  provider: InhouseProvider;
  rounds: Rounds;
  log: FastifyBaseLogger;
  abandonedMs?: number;
}

type Finish = 'settled' | 'refused' | 'refunded' | 'failed';
/** A per-player crash round still in flight, or one another run has just decided: nothing to count. */
type Left = 'in-flight';

export function createRoundRecovery(deps: RecoveryDeps) {
  const { db, clock, cipher, provider, rounds, log } = deps;
  const abandonedMs = deps.abandonedMs ?? ROUND_ABANDONED_MS;
  // The first run (at start-up) always reports, so an operator sees that recovery ran after a crash.
  let firstRun = true;

  const finish = async (round: StoredRound, state: Exclude<Finish, 'failed'>, result: { payout?: number; outcome?: unknown } = {}): Promise<Finish> => {
    await finishRound(db, round.roundId, round.state, { state, ...result, settledAt: clock.now() });
    return state;
  };

  /** Sends a decided round's money call again (same tx id) and finishes it by the wallet's answer. */
  async function settleDecided(round: StoredRound): Promise<Finish> {
    let reply: GenericReply;
    if (round.game === 'slot' || round.game === 'dice') {
      const outcome = round.outcome as { chanceBp?: number } | null;
      const odds = round.game === 'slot' ? SLOT_ODDS : diceOdds(outcome?.chanceBp ?? 0);
      reply = await provider.playRound({
        token: await rounds.token(round.playerId, round.game),
        playerId: round.playerId,
        gameId: INHOUSE_GAME_IDS[round.game],
        bet: round.bet,
        payout: round.payout,
        odds,
        roundId: round.roundId,
        txId: roundTx(round.roundId),
      });
      // The stake could not be taken now (funds spent, a time-out in force): nothing moved.
      if (reply.status !== 'OK') return reply.status === 'INSUFFICIENT_FUNDS' || reply.status === 'PLAYER_RESTRICTED' ? finish(round, 'refused') : unexpected(round, reply);
      return finish(round, 'settled');
    }
    const params = round.params as { autoCashOut?: number | null; mines?: number; picks?: number[] };
    const odds =
      round.game === 'crash'
        ? crashOdds(round.outcome as Pick<CrashOutcome, 'cashedOutAt'>, params.autoCashOut ?? null)
        : minesOdds(params.mines ?? 1, params.picks?.length ?? 0);
    const body = { txId: settleTx(round.roundId), playerId: round.playerId, roundId: round.roundId, amount: round.payout };
    reply = await provider.settle(odds === undefined ? body : { ...body, odds });
    if (reply.status !== 'OK') return unexpected(round, reply);
    return finish(round, 'settled');
  }

  /** A round never decided: its stake is rolled back (refunded if taken, tombstoned if not). */
  async function refundUndecided(round: StoredRound): Promise<Finish> {
    const whole = round.game === 'slot' || round.game === 'dice';
    const reply = await provider.rollback({
      txId: recoveryRollbackTx(round.roundId),
      playerId: round.playerId,
      refTxId: whole ? roundTx(round.roundId) : betTx(round.roundId),
    });
    if (reply.status === 'OK' || reply.status === 'BET_NOT_FOUND') return finish(round, 'refunded');
    // A slot or dice round recorded before outcomes were stored first: its bet+settle went through,
    // so the round happened; its outcome follows from the seeds.
    if (whole && reply.status === 'ROUND_ALREADY_SETTLED') {
      const outcome = replayOutcome(round);
      return finish(round, 'settled', { payout: outcome.payout, outcome });
    }
    return unexpected(round, reply);
  }

  function unexpected(round: StoredRound, reply: GenericReply): Finish {
    log.error({ roundId: round.roundId, playerId: round.playerId, state: round.state, status: reply.status }, 'in-house round recovery: unexpected wallet answer');
    return 'failed';
  }

  /** A per-player crash round an older version left open: its outcome by now, then its settle. */
  async function settleLegacyCrash(round: StoredRound): Promise<Finish | Left> {
    const outcome = decideLegacyCrash(round, clock.now());
    if (!outcome) return 'in-flight';
    const decided: StoredRound = { ...round, state: 'settling', payout: outcome.payout, outcome: { ...outcome } };
    // Only from `open`: a racing run that decided first settles it (the outcome is the same).
    if (!(await updateRound(db, round.roundId, { state: 'settling', payout: outcome.payout, outcome }, 'open'))) return 'in-flight';
    return settleDecided(decided);
  }

  async function recoverOne(round: StoredRound): Promise<Finish | Left> {
    try {
      if (round.state === 'open') return isLegacyCrash(round) ? await settleLegacyCrash(round) : 'in-flight';
      return round.state === 'settling' ? await settleDecided(round) : await refundUndecided(round);
    } catch (error) {
      log.error({ err: error, roundId: round.roundId, playerId: round.playerId }, 'in-house round recovery failed; retried on the next run');
      return 'failed';
    }
  }

  /**
   * Finishes every round left `pending` or `settling` for the abandonment age, and every per-player
   * crash round left `open` as old whose curve has decided it (one player's only when `playerId` is
   * given). Idempotent: a second run finds nothing; a racing run moves nothing twice.
   */
  async function recover(playerId: number | null = null): Promise<RecoveryReport> {
    const report: RecoveryReport = { settled: 0, refunded: 0, refused: 0, failed: 0 };
    const before = new Date(clock.now().getTime() - abandonedMs);
    // Keyset pages, so a round that failed stays behind for the next run instead of being read again.
    for (let afterId = 0; ; ) {
      const stuck = await selectStuckRounds(db, cipher, before, BATCH, playerId, afterId);
      for (const round of stuck) {
        const finish = await recoverOne(round);
        if (finish !== 'in-flight') report[finish] += 1;
      }
      // A wallet that fails a whole page's worth is down: the next run tries again.
      if (stuck.length < BATCH || report.failed >= BATCH) break;
      afterId = stuck[stuck.length - 1]!.id;
    }
    if (firstRun || report.settled + report.refunded + report.refused + report.failed > 0) log.info({ ...report, playerId }, 'in-house round recovery');
    firstRun = false;
    return report;
  }

  return { recover };
}

export type RoundRecovery = ReturnType<typeof createRoundRecovery>;

/** A slot or dice outcome from its seeds and parameters (the engines are deterministic). */
function replayOutcome(round: StoredRound): { payout: number } {
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.clientSeed };
  if (round.game === 'slot') return playSlot(seeds, round.nonce, { bet: round.bet });
  const p = round.params as { target: number; direction: DiceDirection };
  return playDice(seeds, round.nonce, { bet: round.bet, target: p.target, direction: p.direction }) satisfies DiceOutcome;
}
