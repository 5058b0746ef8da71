// The in-house games (README.md): the engines of packages/games decide each round from
// (serverSeed, clientSeed, nonce); rounds.ts moves the money through the in-house provider.
// Crash and mines rounds stay open between calls; each step runs under the round's row lock and
// marks the round `settling` before its settle callback, so a round settles once.
import { ErrorCode } from '@khel/contracts/error-codes';
import type { CrashRound, MinesRound } from '@khel/contracts/endpoints/inhouse-games';
import { crashMultiplierAt } from '@khel/games/crash/crash-curve';
import { crashPoint, settleCrash, CRASH_MIN_CASH_OUT, type CrashOutcome } from '@khel/games/crash/crash';
import { playDice, diceChanceBp, type DiceDirection } from '@khel/games/dice/dice';
import { assertMinesCount, minePositions, minesMultiplierFraction, settleMines, MINES_TILES, type MinesOutcome } from '@khel/games/mines/mines';
import { mulDivFloor } from '@khel/games/money';
import { assertSlotBet, playSlot } from '@khel/games/slot/slot';
import { AppError, invalid } from '../../platform/errors.ts';
import { selectOpenCrashBefore, selectOpenRounds, selectRound, updateRound, type StoredRound } from './inhouse-games.repository.ts';
import { crashOdds, diceOdds, minesOdds, SLOT_ODDS } from './round-odds.ts';
import { createRounds, engine, type RoundsDeps } from './rounds.ts';

interface CrashParams {
  autoCashOut: number | null;
  /** Server time (ms) the curve started: when the wallet accepted the stake. */
  startedAt: number;
}
interface MinesParams {
  mines: number;
  picks: number[];
}

const base = (r: Pick<StoredRound, 'roundId' | 'nonce' | 'serverSeedHash' | 'clientSeed' | 'bet'>, payout: number, balance: number, finished: boolean) => ({
  roundId: r.roundId,
  nonce: r.nonce,
  serverSeedHash: r.serverSeedHash,
  clientSeed: r.clientSeed,
  bet: r.bet,
  payout,
  balance,
  finished,
});

export function createInhouseGames(deps: RoundsDeps) {
  const { db, clock, cipher } = deps;
  const rounds = createRounds(deps);

  async function slotSpin(playerId: number, bet: number) {
    engine(() => assertSlotBet(bet));
    const b = await rounds.begin(playerId, 'slot', bet, { bet });
    const outcome = playSlot(b.seeds, b.nonce, { bet });
    const balance = await rounds.playWhole(playerId, 'slot', b, bet, outcome.payout, SLOT_ODDS, outcome);
    const r = { ...b, clientSeed: b.seeds.clientSeed, bet };
    return { ...base(r, outcome.payout, balance, true), outcome };
  }

  async function diceRoll(playerId: number, p: { bet: number; target: number; direction: DiceDirection }) {
    engine(() => diceChanceBp(p.target, p.direction));
    const b = await rounds.begin(playerId, 'dice', p.bet, p);
    const outcome = engine(() => playDice(b.seeds, b.nonce, p));
    const balance = await rounds.playWhole(playerId, 'dice', b, p.bet, outcome.payout, diceOdds(outcome.chanceBp), outcome);
    return { ...base({ ...b, clientSeed: b.seeds.clientSeed, bet: p.bet }, outcome.payout, balance, true), outcome };
  }

  // ---- crash ----

  function crashView(round: StoredRound, balance: number, multiplier: number, outcome: CrashOutcome | null): CrashRound {
    const params = round.params as unknown as CrashParams;
    return {
      ...base(round, outcome?.payout ?? 0, balance, outcome !== null),
      startedAt: new Date(params.startedAt).toISOString(),
      multiplier,
      autoCashOut: params.autoCashOut,
      outcome,
    };
  }

  async function crashBet(playerId: number, bet: number, autoCashOut: number | undefined): Promise<CrashRound> {
    if (autoCashOut !== undefined) engine(() => settleCrash({ bet, crashPoint: 100, autoCashOut }));
    const b = await rounds.begin(playerId, 'crash', bet, { autoCashOut: autoCashOut ?? null, startedAt: 0 });
    // The curve starts when the wallet has taken the stake.
    const params = (): CrashParams => ({ autoCashOut: autoCashOut ?? null, startedAt: clock.now().getTime() });
    const balance = await rounds.stake(playerId, 'crash', b, bet, params);
    const round = await selectRound(db, cipher, playerId, b.roundId);
    if (!round) throw new AppError(ErrorCode.gameRoundNotFound);
    return crashView(round, balance, 100, null);
  }

  /**
   * One look at a crash round at server time now: `cashOutAt` undefined = a poll. The server's
   * multiplier m = m(now − startedAt). m past the crash point: the round crashed before this call
   * (only an auto cash-out at or below the crash pays). Else an auto cash-out m has reached pays;
   * else a cash-out counts min(at, m).
   */
  async function crashStep(playerId: number, roundId: string, cashOut: { at?: number | undefined } | undefined): Promise<CrashRound> {
    const decided = await db.transaction(async (tx) => {
      const round = await selectRound(tx, cipher, playerId, roundId, true);
      if (!round || round.game !== 'crash' || round.state === 'pending' || round.state === 'refused') throw new AppError(ErrorCode.gameRoundNotFound);
      if (round.state !== 'open') {
        if (cashOut) throw new AppError(ErrorCode.gameRoundOver);
        return { round, multiplier: 0, outcome: round.outcome as CrashOutcome | null, settleNow: false, autoCashOut: null };
      }
      const params = round.params as unknown as CrashParams;
      const point = crashPoint({ serverSeed: round.serverSeed, clientSeed: round.clientSeed }, round.nonce);
      const m = crashMultiplierAt(clock.now().getTime() - params.startedAt);
      const auto = params.autoCashOut === null ? {} : { autoCashOut: params.autoCashOut };
      let outcome: CrashOutcome | null = null;
      if (m > point || (params.autoCashOut !== null && m >= params.autoCashOut)) {
        outcome = settleCrash({ bet: round.bet, crashPoint: point, ...auto });
      } else if (cashOut) {
        const at = Math.min(cashOut.at ?? m, m);
        if (at < CRASH_MIN_CASH_OUT) throw invalid('invalidRequest');
        outcome = settleCrash({ bet: round.bet, crashPoint: point, cashOutAt: at, ...auto });
      }
      if (outcome) await updateRound(tx, roundId, { state: 'settling', payout: outcome.payout, outcome });
      return { round, multiplier: m, outcome, settleNow: outcome !== null, autoCashOut: params.autoCashOut };
    });
    const { round, outcome } = decided;
    const balance =
      decided.settleNow && outcome ? await rounds.settle(round, outcome.payout, crashOdds(outcome, decided.autoCashOut)) : await rounds.balance(playerId);
    return crashView(round, balance, decided.multiplier || (outcome?.cashedOutAt ?? 0), outcome);
  }

  // ---- mines ----

  const cashOutMultiplier = (mines: number, safe: number) => {
    if (safe === 0) return 0;
    const { num, den } = minesMultiplierFraction(mines, safe);
    return mulDivFloor(100, num, den);
  };

  function minesView(round: StoredRound, balance: number, params: MinesParams, outcome: MinesOutcome | null): MinesRound {
    return {
      ...base(round, outcome?.payout ?? 0, balance, outcome !== null),
      mines: params.mines,
      revealed: outcome ? outcome.revealed : params.picks,
      multiplier: outcome && !outcome.won ? 0 : cashOutMultiplier(params.mines, (outcome?.revealed ?? params.picks).length),
      outcome,
    };
  }

  async function minesStart(playerId: number, bet: number, mines: number): Promise<MinesRound> {
    engine(() => assertMinesCount(mines));
    const params: MinesParams = { mines, picks: [] };
    const b = await rounds.begin(playerId, 'mines', bet, params);
    const balance = await rounds.stake(playerId, 'mines', b, bet, () => params);
    const round = await selectRound(db, cipher, playerId, b.roundId);
    if (!round) throw new AppError(ErrorCode.gameRoundNotFound);
    return minesView(round, balance, params, null);
  }

  /** A reveal (tile) or a cash-out (tile undefined) under the round's lock. */
  async function minesStep(playerId: number, roundId: string, tile: number | undefined): Promise<MinesRound> {
    const decided = await db.transaction(async (tx) => {
      const round = await selectRound(tx, cipher, playerId, roundId, true);
      if (!round || round.game !== 'mines' || round.state === 'pending' || round.state === 'refused') throw new AppError(ErrorCode.gameRoundNotFound);
      if (round.state !== 'open') throw new AppError(ErrorCode.gameRoundOver);
      const params = round.params as unknown as MinesParams;
      const layout = minePositions({ serverSeed: round.serverSeed, clientSeed: round.clientSeed }, round.nonce, params.mines);
      let picks = params.picks;
      if (tile !== undefined) {
        if (picks.includes(tile)) throw invalid('invalidRequest');
        picks = [...picks, tile];
      } else if (picks.length === 0) {
        throw invalid('invalidRequest');
      }
      const next = { ...params, picks };
      const ends = tile === undefined || layout.includes(tile) || picks.length === MINES_TILES - params.mines;
      if (!ends) {
        await updateRound(tx, roundId, { state: 'open', params: next });
        return { round, params: next, outcome: null };
      }
      const outcome = settleMines({ bet: round.bet, mines: params.mines, picks }, layout);
      await updateRound(tx, roundId, { state: 'settling', payout: outcome.payout, params: next, outcome });
      return { round, params: next, outcome };
    });
    const odds = minesOdds(decided.params.mines, decided.params.picks.length);
    const balance = decided.outcome ? await rounds.settle(decided.round, decided.outcome.payout, odds) : await rounds.balance(playerId);
    return minesView(decided.round, balance, decided.params, decided.outcome);
  }

  async function openRounds(playerId: number) {
    const balance = await rounds.balance(playerId);
    const crash = await selectOpenRounds(db, cipher, playerId, 'crash');
    const mines = await selectOpenRounds(db, cipher, playerId, 'mines');
    return {
      crash: crash.map((r) => crashView(r, balance, crashMultiplierAt(clock.now().getTime() - (r.params as unknown as CrashParams).startedAt), null)),
      mines: mines.map((r) => minesView(r, balance, r.params as unknown as MinesParams, null)),
    };
  }

  /** Settles open crash rounds whose curve has passed their crash point or auto cash-out (job). */
  async function sweepCrash(): Promise<number> {
    let settled = 0;
    for (const open of await selectOpenCrashBefore(db, clock.now(), 500)) {
      const view = await crashStep(open.playerId, open.roundId, undefined).catch((error: unknown) => {
        // Left open: the next sweep tries again; told so a round that never settles is seen.
        deps.log.warn({ err: error, roundId: open.roundId }, 'crash sweep: settling the round failed');
        return null;
      });
      if (view?.finished) settled += 1;
    }
    return settled;
  }

  return {
    sweepCrash,
    slotSpin,
    diceRoll,
    crashBet,
    crashCashOut: (playerId: number, roundId: string, at: number | undefined) => crashStep(playerId, roundId, { at }),
    crashState: (playerId: number, roundId: string) => crashStep(playerId, roundId, undefined),
    minesStart,
    minesReveal: (playerId: number, roundId: string, tile: number) => minesStep(playerId, roundId, tile),
    minesCashOut: (playerId: number, roundId: string) => minesStep(playerId, roundId, undefined),
    openRounds,
    rounds,
  };
}

export type InhouseGames = ReturnType<typeof createInhouseGames>;
