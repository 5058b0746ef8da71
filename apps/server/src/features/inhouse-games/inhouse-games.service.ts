// The in-house games (README.md): the engines of packages/games decide each round from
// (serverSeed, clientSeed, nonce); rounds.ts moves the money through the in-house provider.
// Mines rounds stay open between calls; each step runs under the round's row lock and marks the
// round `settling` before its settle callback, so a round settles once. Crash is the shared room
// (crash-table.ts); per-player crash rounds an older version left open are settled by
// round-recovery.ts (legacy-crash.ts).
import { ErrorCode } from '@khel/contracts/error-codes';
import type { MinesRound } from '@khel/contracts/endpoints/inhouse-games';
import { playDice, diceChanceBp, type DiceDirection } from '@khel/games/dice/dice';
import { assertMinesCount, minePositions, minesMultiplierFraction, settleMines, MINES_TILES, type MinesOutcome } from '@khel/games/mines/mines';
import { mulDivFloor } from '@khel/games/money';
import { assertSlotBet, playSlot } from '@khel/games/slot/slot';
import { AppError, invalid } from '../../platform/errors.ts';
import { selectOpenRounds, selectRound, updateRound, type StoredRound } from './inhouse-games.repository.ts';
import { diceOdds, minesOdds, SLOT_ODDS } from './round-odds.ts';
import { createRounds, engine, type RoundsDeps } from './rounds.ts';

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
  const { db, cipher } = deps;
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
    const mines = await selectOpenRounds(db, cipher, playerId, 'mines');
    return { mines: mines.map((r) => minesView(r, balance, r.params as unknown as MinesParams, null)) };
  }

  return {
    slotSpin,
    diceRoll,
    minesStart,
    minesReveal: (playerId: number, roundId: string, tile: number) => minesStep(playerId, roundId, tile),
    minesCashOut: (playerId: number, roundId: string) => minesStep(playerId, roundId, undefined),
    openRounds,
    rounds,
  };
}

export type InhouseGames = ReturnType<typeof createInhouseGames>;
