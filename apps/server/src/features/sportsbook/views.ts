// Rows as the player contract shows them (packages/contracts/src/endpoints/sportsbook.ts).
import type { Market, MarketStatus, SportsBet, SportsEvent } from '@khel/contracts/endpoints/sportsbook';
import type { BetRow, LegRow } from './bets.repository.ts';
import type { EventRow, MarketRow } from './catalogue.repository.ts';

/**
 * What a player sees of a market: final once it has a result; closed once its event is over;
 * suspended while the trading team holds it or its event; else the feed's word.
 */
export function marketStatus(market: Pick<MarketRow, 'result' | 'feed_status' | 'suspended_by_operator'>, event: Pick<EventRow, 'status' | 'suspended_by_operator'>): MarketStatus {
  if (market.result) return 'void' in market.result ? 'void' : 'settled';
  if (event.status === 'ended' || event.status === 'abandoned') return 'closed';
  if (market.suspended_by_operator || event.suspended_by_operator) return 'suspended';
  return market.feed_status;
}

export function toMarket(market: MarketRow, event: Pick<EventRow, 'status' | 'suspended_by_operator'>): Market {
  return {
    id: market.id,
    kind: market.kind as Market['kind'],
    params: market.params,
    line: market.line,
    status: marketStatus(market, event),
    selections: market.selections.map((s) => ({ id: s.id, key: s.key, name: s.name, odds: s.odds, result: s.result })),
  };
}

export function toScore(event: Pick<EventRow, 'sport' | 'score'>): SportsEvent['score'] {
  if (!event.score || typeof event.score !== 'object') return null;
  return { kind: event.sport, ...(event.score as object) } as SportsEvent['score'];
}

export function toEvent(event: EventRow, main: MarketRow | null, marketCount: number): SportsEvent {
  return {
    id: event.id,
    sport: event.sport,
    format: event.format,
    competition: { key: event.competition_key, name: event.competition_name },
    home: event.home,
    away: event.away,
    startsAt: event.starts_at.toISOString(),
    status: event.status,
    score: toScore(event),
    main: main ? toMarket(main, event) : null,
    marketCount,
  };
}

export function toBet(bet: BetRow, legs: readonly LegRow[], cashOut: number | null): SportsBet {
  return {
    id: bet.id,
    kind: bet.kind,
    stake: bet.stake,
    odds: bet.odds,
    potentialReturn: bet.potential_return,
    state: bet.state,
    payout: bet.payout,
    inPlay: bet.in_play,
    placedAt: bet.placed_at.toISOString(),
    settledAt: bet.settled_at?.toISOString() ?? null,
    cashOut,
    legs: legs.map((leg) => ({
      selectionId: leg.selection_id,
      eventId: leg.event_id,
      sport: leg.sport,
      home: leg.home,
      away: leg.away,
      startsAt: leg.starts_at.toISOString(),
      marketKind: leg.kind as SportsBet['legs'][number]['marketKind'],
      marketParams: leg.params,
      line: leg.line,
      selectionKey: leg.selection_key,
      selectionName: leg.selection_name,
      odds: leg.odds,
      result: leg.result,
    })),
  };
}
