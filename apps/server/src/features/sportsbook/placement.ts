// Placing a bet: the slip is checked against the prices and states now (and again after the
// in-play delay), against the book's, the market's and the player's limits, then the bet is written
// and its stake taken by the game wallet's bet callback in ONE transaction: a bet exists exactly
// when its stake moved. requestId makes it idempotent per player: a repeat answers the same bet.
import { createHash, randomUUID } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import { formatRupees } from '@khel/contracts/money';
import type { OddsAcceptance } from '@khel/contracts/endpoints/sportsbook';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { moneyCallbacksIn, providerTokens } from '../game-wallet/game-wallet.service.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { combinedOdds, potentialReturn } from './bet-maths.ts';
import { insertBet, selectBetByRequest, selectOpenReturnsOn, type BetRow } from './bets.repository.ts';
import { selectSlipSelections } from './catalogue.repository.ts';
import { retryingTransaction, SPORTSBOOK_PROVIDER } from './settlement.ts';
import { selectPlayerLimit, selectSettings } from './trading.repository.ts';
import { marketStatus } from './views.ts';

export const SPORTSBOOK_GAME = { gameId: 'khel-sportsbook', gameName: 'Khel Sportsbook', gameType: 'sports' } as const;
const describeGame = () => SPORTSBOOK_GAME;
export const stakeTxOf = (betId: string) => `sb:${betId}`;

export interface PlaceInput {
  requestId: string;
  stake: number;
  legs: readonly { selectionId: number; odds: number }[];
  accept: OddsAcceptance;
}

interface CheckedSlip {
  legs: { selection_id: number; market_id: number; event_id: number; odds: number }[];
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

export function createPlacement(deps: { db: Database; clock: Clock; sleep?: (ms: number) => Promise<void> }) {
  const { db, clock } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const tokenFor = providerTokens(db, clock, SPORTSBOOK_PROVIDER);

  /** The slip against the book now: every refusal a player can meet, before any money moves. */
  async function check(q: Queryable, playerId: number, input: PlaceInput): Promise<CheckedSlip> {
    const ids = input.legs.map((l) => l.selectionId);
    if (new Set(ids).size !== ids.length) throw fail(ErrorCode.sportsSameEvent);
    const rows = await selectSlipSelections(q, ids);
    const byId = new Map(rows.map((row) => [row.selection_id, row]));
    const legs = input.legs.map((leg) => {
      const row = byId.get(leg.selectionId);
      if (!row) throw fail(ErrorCode.sportsSelectionClosed);
      return { leg, row };
    });
    if (legs.length > 1 && new Set(legs.map(({ row }) => row.event_id)).size !== legs.length) throw fail(ErrorCode.sportsSameEvent);
    for (const { leg, row } of legs) {
      const status = marketStatus(
        { result: row.market_result as never, feed_status: row.feed_status as never, suspended_by_operator: row.market_suspended },
        { status: row.event_status as never, suspended_by_operator: row.event_suspended },
      );
      if (status === 'suspended') throw fail(ErrorCode.sportsMarketSuspended);
      if (status !== 'open' || row.result !== null) throw fail(ErrorCode.sportsSelectionClosed);
      if (!accepts(input.accept, leg.odds, row.odds)) throw fail(ErrorCode.sportsOddsChanged);
    }
    const odds = combinedOdds(legs.map(({ row }) => row.odds));
    const ret = potentialReturn(input.stake, odds);
    const settings = await selectSettings(q);
    const own = await selectPlayerLimit(q, playerId);
    if (input.stake < settings.min_stake) throw fail(ErrorCode.sportsStakeTooLow, { min: rupees(settings.min_stake) });
    const maxStake = Math.min(settings.max_stake, own?.max_stake ?? Infinity, ...legs.map(({ row }) => row.max_stake ?? Infinity));
    if (input.stake > maxStake) throw fail(ErrorCode.sportsStakeTooHigh, { max: rupees(maxStake) });
    const maxPayout = Math.min(settings.max_payout, own?.max_payout ?? Infinity);
    if (ret > maxPayout) throw fail(ErrorCode.sportsPayoutTooHigh, { max: rupees(maxPayout) });
    // A market's payout limit counts what the player could already win on it.
    const limited = legs.filter(({ row }) => row.max_payout !== null);
    if (limited.length > 0) {
      const open = await selectOpenReturnsOn(q, playerId, limited.map(({ row }) => row.market_id));
      for (const { row } of limited) {
        const room = row.max_payout! - (open.get(row.market_id) ?? 0);
        if (ret > room) throw fail(ErrorCode.sportsPayoutTooHigh, { max: rupees(Math.max(0, room)) });
      }
    }
    return {
      legs: legs.map(({ row }) => ({ selection_id: row.selection_id, market_id: row.market_id, event_id: row.event_id, odds: row.odds })),
      odds,
      potentialReturn: ret,
      inPlay: legs.some(({ row }) => row.event_status === 'live'),
    };
  }

  async function existing(playerId: number, input: PlaceInput, hash: string): Promise<BetRow | null> {
    const bet = await selectBetByRequest(db, playerId, input.requestId);
    if (bet && bet.request_hash !== hash) throw new AppError(ErrorCode.idempotencyConflict);
    return bet;
  }

  /** Places the bet (or answers the one this requestId already placed) and the balance after it. */
  async function place(playerId: number, input: PlaceInput): Promise<{ betId: string; balance: number }> {
    const hash = requestHash(input);
    const before = await existing(playerId, input, hash);
    if (before) return { betId: before.id, balance: await availableBalance(db, playerId) };
    const first = await check(db, playerId, input);
    if (first.inPlay) {
      // In play, the bet waits the delay and is taken at the prices then: a player who saw a goal
      // on a faster stream than the feed's cannot bet on a price the goal already moved.
      const { in_play_delay_seconds: delay } = await selectSettings(db);
      if (delay > 0) await sleep(delay * 1000);
    }
    const token = await tokenFor(playerId, SPORTSBOOK_GAME.gameId, describeGame);
    const betId = randomUUID();
    return retryingTransaction(db, async (tx) => {
      const slip = first.inPlay ? await check(tx, playerId, input) : first;
      const at = clock.now();
      const kind = slip.legs.length === 1 ? 'single' : 'accumulator';
      const isNew = await insertBet(
        tx,
        { id: betId, player_id: playerId, request_id: input.requestId, request_hash: hash, kind, stake: input.stake, odds: slip.odds, potential_return: slip.potentialReturn, in_play: slip.inPlay, placed_at: at },
        slip.legs,
      );
      if (!isNew) {
        // The same request raced itself: the first one's bet is the answer.
        const bet = await existing(playerId, input, hash);
        return { betId: bet!.id, balance: await availableBalance(tx, playerId) };
      }
      const [answer] = await moneyCallbacksIn(tx, clock, SPORTSBOOK_PROVIDER, [
        { kind: 'bet', txId: stakeTxOf(betId), playerId, token, roundId: betId, gameId: SPORTSBOOK_GAME.gameId, amount: input.stake },
      ]);
      if (answer!.outcome === 'insufficientFunds') throw new AppError(ErrorCode.insufficientFunds);
      // A restriction or limit is told with its own message by the route's checks before this; one
      // that began in between is refused here, without moving anything.
      if (answer!.outcome !== 'ok') throw new AppError(ErrorCode.generic);
      return { betId, balance: answer!.balance };
    });
  }

  return { place, check };
}

export type Placement = ReturnType<typeof createPlacement>;
