// Placing a bet: the slip is checked against the prices and states now (and again after the
// in-play delay), against the book's, the market's and the player's limits, then the bet is written
// and its stake taken by the game wallet's bet callback in ONE transaction, with the other bets
// placed meanwhile (placement-batch.ts): a bet exists exactly when its stake moved. requestId makes
// it idempotent per player: a repeat answers the same bet.
import { createHash, randomUUID } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import { formatRupees } from '@khel/contracts/money';
import type { OddsAcceptance, SportsBet } from '@khel/contracts/endpoints/sportsbook';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { providerTokens } from '../game-wallet/game-wallet.service.ts';
import { assertMayStake } from '../limits/limits.service.ts';
import { assertMayPlay } from '../protection/protection.service.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { betViews } from './bet-views.ts';
import { cashOutValue, combinedOdds, fairProbability, potentialReturn } from './bet-maths.ts';
import { selectBetByRequest, selectOpenReturnsOn, type BetRow, type LegRow, type NewBetRow } from './bets.repository.ts';
import { placementQueues, SPORTSBOOK_GAME } from './placement-batch.ts';
import { selectSlip, type SlipRow } from './placement.repository.ts';
import { SPORTSBOOK_PROVIDER } from './settlement.ts';
import { marketStatus, toBet } from './views.ts';

const describeGame = () => SPORTSBOOK_GAME;

export interface PlaceInput {
  requestId: string;
  stake: number;
  legs: readonly { selectionId: number; odds: number }[];
  accept: OddsAcceptance;
}

interface CheckedSlip {
  /** The legs in the slip's order, as read. */
  rows: SlipRow[];
  odds: number;
  potentialReturn: number;
  inPlay: boolean;
}

const fail = (code: ErrorCode, params?: Record<string, string>) => new AppError(code, undefined, 200, params);
// With the sign and grouping (₨50,000.00): these messages write no ₨ of their own.
const rupees = (amount: number) => formatRupees(amount);

function accepts(accept: OddsAcceptance, sent: number, now: number): boolean {
  return accept === 'any' || now === sent || (accept === 'higher' && now > sent);
}

function requestHash(input: PlaceInput): string {
  return createHash('sha256')
    .update(JSON.stringify([input.stake, input.legs.map((l) => [l.selectionId, l.odds]), input.accept]))
    .digest('hex');
}

/** The refusals of a slip as the book is now (1420–1426). */
export const SLIP_REFUSALS: ReadonlySet<number> = new Set([
  ErrorCode.sportsSelectionClosed,
  ErrorCode.sportsMarketSuspended,
  ErrorCode.sportsOddsChanged,
  ErrorCode.sportsStakeTooLow,
  ErrorCode.sportsStakeTooHigh,
  ErrorCode.sportsPayoutTooHigh,
  ErrorCode.sportsSameEvent,
]);
/** A refusal of the slip as the book is now, which a repeat of an earlier request may meet. */
const isSlipRefusal = (error: unknown) => error instanceof AppError && SLIP_REFUSALS.has(error.code);

/** The bet just written, as the player's bet list shows it, from what placement read and wrote. */
function placedView(bet: BetRow, slip: CheckedSlip): SportsBet {
  const legs: LegRow[] = slip.rows.map((row, i) => ({
    bet_id: bet.id,
    leg: i + 1,
    selection_id: row.selection_id,
    market_id: row.market_id,
    event_id: row.event_id,
    odds: row.odds,
    result: null,
    dead_heat: 1,
    sport: row.sport,
    home: row.home,
    away: row.away,
    starts_at: row.starts_at,
    kind: row.kind,
    params: row.params,
    line: row.line,
    selection_key: row.selection_key,
    selection_name: row.selection_name,
  }));
  // Every leg's market was open when the bet was taken: the offer is cash-out.ts's for an open bet.
  const priced = slip.rows.map((row) => ({ odds: row.odds, result: null, deadHeat: 1, probability: fairProbability(row.odds, row.market_odds) }));
  return toBet(bet, legs, cashOutValue(bet.stake, priced, slip.rows[0]!.cash_out_value_bp));
}

export function createPlacement(deps: { db: Database; clock: Clock; sleep?: (ms: number) => Promise<void> }) {
  const { db, clock } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const tokenFor = providerTokens(db, clock, SPORTSBOOK_PROVIDER);
  const queues = placementQueues(db, clock);

  /** The slip against the book now: every refusal a player can meet, before any money moves. */
  async function check(q: Queryable, playerId: number, input: PlaceInput): Promise<CheckedSlip> {
    const ids = input.legs.map((l) => l.selectionId);
    if (new Set(ids).size !== ids.length) throw fail(ErrorCode.sportsSameEvent);
    const found = await selectSlip(q, playerId, ids);
    const byId = new Map(found.map((row) => [row.selection_id, row]));
    const rows = input.legs.map((leg) => {
      const row = byId.get(leg.selectionId);
      if (!row) throw fail(ErrorCode.sportsSelectionClosed);
      return row;
    });
    if (rows.length > 1 && new Set(rows.map((row) => row.event_id)).size !== rows.length) throw fail(ErrorCode.sportsSameEvent);
    input.legs.forEach((leg, i) => {
      const row = rows[i]!;
      const status = marketStatus(
        { result: row.market_result, feed_status: row.feed_status, suspended_by_operator: row.market_suspended },
        { status: row.event_status, suspended_by_operator: row.event_suspended },
      );
      if (status === 'suspended') throw fail(ErrorCode.sportsMarketSuspended);
      if (status !== 'open' || row.result !== null) throw fail(ErrorCode.sportsSelectionClosed);
      if (!accepts(input.accept, leg.odds, row.odds)) throw fail(ErrorCode.sportsOddsChanged);
    });
    const odds = combinedOdds(rows.map((row) => row.odds));
    const ret = potentialReturn(input.stake, odds);
    // The book's settings and the player's own limits came with every row.
    const book = rows[0]!;
    if (input.stake < book.min_stake) throw fail(ErrorCode.sportsStakeTooLow, { min: rupees(book.min_stake) });
    const maxStake = Math.min(book.max_stake, book.own_max_stake ?? Infinity, ...rows.map((row) => row.market_max_stake ?? Infinity));
    if (input.stake > maxStake) throw fail(ErrorCode.sportsStakeTooHigh, { max: rupees(maxStake) });
    const maxPayout = Math.min(book.max_payout, book.own_max_payout ?? Infinity);
    if (ret > maxPayout) throw fail(ErrorCode.sportsPayoutTooHigh, { max: rupees(maxPayout) });
    // A market's payout limit counts what the player could already win on it.
    const limited = rows.filter((row) => row.market_max_payout !== null);
    if (limited.length > 0) {
      const open = await selectOpenReturnsOn(q, playerId, limited.map((row) => row.market_id));
      for (const row of limited) {
        const room = row.market_max_payout! - (open.get(row.market_id) ?? 0);
        if (ret > room) throw fail(ErrorCode.sportsPayoutTooHigh, { max: rupees(Math.max(0, room)) });
      }
    }
    return { rows, odds, potentialReturn: ret, inPlay: rows.some((row) => row.event_status === 'live') };
  }

  /** The bet this requestId already placed (null: none), refused when the slip differs. */
  async function existing(q: Queryable, playerId: number, input: PlaceInput, hash: string): Promise<BetRow | null> {
    const bet = await selectBetByRequest(q, playerId, input.requestId);
    if (bet && bet.request_hash !== hash) throw new AppError(ErrorCode.idempotencyConflict);
    return bet;
  }

  /**
   * Places the bet (or answers the one this requestId already placed) and the balance after it. A
   * repeat is found by the insert's conflict, or by a refusal of the slip now (a price moved since
   * the first): either way it answers the first bet, as it is now.
   */
  async function place(playerId: number, input: PlaceInput, gate: Promise<unknown> = Promise.resolve()): Promise<{ bet: SportsBet; balance: number }> {
    const hash = requestHash(input);
    const repeat = async (first: BetRow) => ({ bet: (await betViews(db, [first]))[0]!, balance: await availableBalance(db, playerId) });
    let slip: CheckedSlip;
    try {
      // The caller's own checks (`gate`) run beside the slip's read; theirs is the answer when both refuse.
      const [gated, checked] = await Promise.allSettled([gate, check(db, playerId, input)]);
      if (gated.status === 'rejected') throw gated.reason;
      if (checked.status === 'rejected') throw checked.reason;
      slip = checked.value;
      const delay = slip.rows[0]!.in_play_delay_seconds;
      if (slip.inPlay && delay > 0) {
        // In play, the bet waits the delay and is taken at the prices then: a player who saw a goal
        // on a faster stream than the feed's cannot bet on a price the goal already moved.
        await sleep(delay * 1000);
        slip = await check(db, playerId, input);
      }
    } catch (error) {
      if (!isSlipRefusal(error)) throw error;
      const first = await existing(db, playerId, input, hash);
      if (first) return repeat(first);
      throw error;
    }
    const token = await tokenFor(playerId, SPORTSBOOK_GAME.gameId, describeGame);
    const bet: NewBetRow = {
      id: randomUUID(), player_id: playerId, request_id: input.requestId, request_hash: hash, kind: slip.rows.length === 1 ? 'single' : 'accumulator',
      stake: input.stake, odds: slip.odds, potential_return: slip.potentialReturn, in_play: slip.inPlay, placed_at: clock.now(),
      legs: slip.rows.map((row) => ({ selection_id: row.selection_id, market_id: row.market_id, event_id: row.event_id, odds: row.odds })),
    };
    const written = await queues.submit({ bet, token });
    if (written.kind === 'placed') return { bet: placedView({ ...bet, state: 'open', payout: null, settled_at: null }, slip), balance: written.balance };
    // The same request again, or racing itself: the first one's bet is the answer.
    if (written.kind === 'repeat') return repeat((await existing(db, playerId, input, hash))!);
    if (written.outcome === 'insufficientFunds') throw new AppError(ErrorCode.insufficientFunds);
    if (written.outcome === 'playerRestricted') {
      // The wallet refused the stake for the player's restriction or play limit: told with its own
      // message (the same checks every round's start makes). Nothing moved.
      await assertMayPlay(db, playerId, bet.placed_at);
      await assertMayStake(db, playerId, input.stake, bet.placed_at);
    }
    throw new AppError(ErrorCode.generic);
  }

  return { place, check };
}

export type Placement = ReturnType<typeof createPlacement>;
