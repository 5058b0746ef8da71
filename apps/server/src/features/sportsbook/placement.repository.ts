// What placement reads: the selections a slip names with their market and event (and what the
// receipt shows of them), the book's settings and the player's own limits, in one statement, so a
// bet costs one read before its transaction.
import type { Queryable } from '../../platform/db.ts';

export interface SlipRow {
  selection_id: number;
  odds: number;
  result: 'won' | 'lost' | 'void' | null;
  selection_key: string;
  selection_name: string;
  market_id: number;
  kind: string;
  params: Record<string, number>;
  line: number | null;
  feed_status: 'open' | 'suspended' | 'closed';
  market_result: { winners: string[] } | { void: true } | null;
  market_suspended: boolean;
  market_max_stake: number | null;
  market_max_payout: number | null;
  /** Every price of the selection's market (the fair probability of a cash-out offer). */
  market_odds: number[];
  event_id: number;
  sport: 'cricket' | 'football';
  home: string;
  away: string;
  starts_at: Date;
  event_status: 'scheduled' | 'live' | 'ended' | 'abandoned';
  event_suspended: boolean;
  min_stake: number;
  max_stake: number;
  max_payout: number;
  in_play_delay_seconds: number;
  cash_out_value_bp: number;
  own_max_stake: number | null;
  own_max_payout: number | null;
}

/** The slip's selections found (none missing means every id was found), each with the settings and the player's limits. */
export async function selectSlip(q: Queryable, playerId: number, selectionIds: readonly number[]): Promise<SlipRow[]> {
  return q.query<SlipRow>(
    `SELECT s.id AS selection_id, s.odds, s.result, s.key AS selection_key, s.name AS selection_name,
            m.id AS market_id, m.kind, m.params, m.line, m.feed_status, m.result AS market_result, m.suspended_by_operator AS market_suspended,
            m.max_stake AS market_max_stake, m.max_payout AS market_max_payout,
            ARRAY(SELECT o.odds FROM sports_selections o WHERE o.market_id = m.id ORDER BY o.id) AS market_odds,
            e.id AS event_id, e.sport, e.home, e.away, e.starts_at, e.status AS event_status, e.suspended_by_operator AS event_suspended,
            st.min_stake, st.max_stake, st.max_payout, st.in_play_delay_seconds, st.cash_out_value_bp,
            pl.max_stake AS own_max_stake, pl.max_payout AS own_max_payout
       FROM sports_selections s JOIN sports_markets m ON m.id = s.market_id JOIN sports_events e ON e.id = m.event_id
      CROSS JOIN sports_settings st LEFT JOIN sports_player_limits pl ON pl.player_id = $2
      WHERE s.id = ANY($1::bigint[])`,
    [selectionIds, playerId],
  );
}
