// Sports bets and their legs (migration 0081). A bet's money is its game-wallet round; these rows
// hold what the book needs: the legs and prices taken, the state, what it paid.
import type { Queryable } from '../../platform/db.ts';

export type BetStateRow = 'open' | 'won' | 'lost' | 'void' | 'cashed-out';

export interface BetRow {
  id: string;
  player_id: number;
  request_hash: string;
  kind: 'single' | 'accumulator';
  stake: number;
  odds: number;
  potential_return: number;
  state: BetStateRow;
  payout: number | null;
  in_play: boolean;
  placed_at: Date;
  settled_at: Date | null;
}

export interface LegRow {
  bet_id: string;
  leg: number;
  selection_id: number;
  market_id: number;
  event_id: number;
  odds: number;
  result: 'won' | 'lost' | 'void' | null;
  dead_heat: number;
  sport: 'cricket' | 'football';
  home: string;
  away: string;
  starts_at: Date;
  kind: string;
  params: Record<string, number>;
  line: number | null;
  selection_key: string;
  selection_name: string;
}

const BET_COLUMNS = 'b.id, b.player_id, b.request_hash, b.kind, b.stake, b.odds, b.potential_return, b.state, b.payout, b.in_play, b.placed_at, b.settled_at';

export type NewBetRow = Omit<BetRow, 'state' | 'payout' | 'settled_at'> & {
  request_id: string;
  legs: readonly { selection_id: number; market_id: number; event_id: number; odds: number }[];
};

/**
 * Writes the bets and takes their stakes in one statement (SQL sports_place_bets): `stakes` is
 * game_money_callbacks' batch, one stake per bet in the same order. Answers each bet's outcome (the
 * stake's, or 'repeat' when the player had used its request id) and the balance after it.
 */
export async function placeBets(
  q: Queryable,
  bets: readonly NewBetRow[],
  stakes: { batch: string; reasons: { bet: number; win: number; refund: number } },
): Promise<{ bet_id: string; outcome: string; balance: number | null }[]> {
  return q.query(
    'SELECT * FROM sports_place_bets($1::jsonb, $2::jsonb, $3, $4, $5)',
    [
      JSON.stringify(bets.map((bet, n) => ({ ...bet, n, legs: bet.legs.map((leg, i) => ({ ...leg, leg: i + 1 })) }))),
      stakes.batch,
      stakes.reasons.bet,
      stakes.reasons.win,
      stakes.reasons.refund,
    ],
  );
}

export async function selectBetByRequest(q: Queryable, playerId: number, requestId: string): Promise<BetRow | null> {
  const rows = await q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.player_id = $1 AND b.request_id = $2`, [playerId, requestId]);
  return rows[0] ?? null;
}

export async function selectBets(q: Queryable, ids: readonly string[]): Promise<BetRow[]> {
  return q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.id = ANY($1::uuid[])`, [ids]);
}

/** A player's bet locked for a cash-out. */
export async function lockPlayerBet(tx: Queryable, playerId: number, betId: string): Promise<BetRow | null> {
  const rows = await tx.query<BetRow>(`SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.id = $1 AND b.player_id = $2 FOR UPDATE`, [betId, playerId]);
  return rows[0] ?? null;
}

export async function selectOpenBetsOf(q: Queryable, playerId: number): Promise<BetRow[]> {
  return q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.player_id = $1 AND b.state = 'open' ORDER BY b.placed_at DESC, b.id LIMIT 100`, [playerId]);
}

/** Settled bets newest first, after the bet `before` (its placedAt and id; without an id, older than its placedAt). */
export async function selectSettledBetsOf(q: Queryable, playerId: number, before: { at: Date; id: string | null } | null, limit: number): Promise<BetRow[]> {
  return q.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.player_id = $1 AND b.state <> 'open'
        AND ($2::timestamptz IS NULL OR b.placed_at < $2 OR (b.placed_at = $2 AND b.id < $3::uuid))
      ORDER BY b.placed_at DESC, b.id DESC LIMIT $4`,
    [playerId, before?.at ?? null, before?.id ?? null, limit],
  );
}

/** The legs of the bets with each selection's result now. */
export async function selectLegs(q: Queryable, betIds: readonly string[]): Promise<LegRow[]> {
  return q.query<LegRow>(
    `SELECT l.bet_id, l.leg, l.selection_id, l.market_id, l.event_id, l.odds, s.result, s.dead_heat, e.sport, e.home, e.away, e.starts_at,
            m.kind, m.params, m.line, s.key AS selection_key, s.name AS selection_name
       FROM sports_bet_legs l JOIN sports_selections s ON s.id = l.selection_id JOIN sports_markets m ON m.id = l.market_id
       JOIN sports_events e ON e.id = l.event_id
      WHERE l.bet_id = ANY($1::uuid[]) ORDER BY l.bet_id, l.leg`,
    [betIds],
  );
}

/** What settling the bets needs of their legs: each price taken and its selection's result now, in leg order. */
export async function selectLegResults(q: Queryable, betIds: readonly string[]): Promise<Pick<LegRow, 'bet_id' | 'odds' | 'result' | 'dead_heat'>[]> {
  return q.query(
    `SELECT l.bet_id, l.odds, s.result, s.dead_heat FROM sports_bet_legs l JOIN sports_selections s ON s.id = l.selection_id
      WHERE l.bet_id = ANY($1::uuid[]) ORDER BY l.bet_id, l.leg`,
    [betIds],
  );
}

/** Potential returns of the player's open bets with a leg in each market (the per-market payout limit). */
export async function selectOpenReturnsOn(q: Queryable, playerId: number, marketIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await q.query<{ market_id: number; total: number }>(
    `SELECT l.market_id, sum(b.potential_return)::bigint AS total FROM sports_bets b JOIN sports_bet_legs l ON l.bet_id = b.id
      WHERE b.player_id = $1 AND b.state = 'open' AND l.market_id = ANY($2::bigint[]) GROUP BY l.market_id`,
    [playerId, marketIds],
  );
  return new Map(rows.map((row) => [row.market_id, Number(row.total)]));
}

/** Settlement's share of the bets: those whose player id is `k` modulo `of` (settlement.ts streams). */
export interface SettleStream {
  of: number;
  k: number;
}

/** A bet settlement may settle, with what settling needs of it and of its legs (in leg order). */
export interface SettleableBet extends Pick<BetRow, 'id' | 'player_id' | 'stake' | 'odds'> {
  legs: Pick<LegRow, 'odds' | 'result' | 'dead_heat'>[];
}

/**
 * Open bets of the stream with their legs' prices and results now, by id; not locked: settling
 * writes the outcomes of those still open (updateBetOutcomes from 'open', which locks them, a bet
 * before its player as placement and cash-out lock) and settles only those. With markets: of the
 * next `limit` × streams bets after `after` with a leg in them, walked in the (market, bet) index's
 * order, those of the stream (a bet with a leg still without a result among them: settle() leaves
 * it); `scanned` is the last bet id walked (null when none was left). Without: the next `limit` open
 * bets of the stream whose legs all have results (the sweep).
 */
export async function selectSettleableBets(
  q: Queryable,
  marketIds: readonly number[] | null,
  after: string | null,
  limit: number,
  stream: SettleStream,
): Promise<{ bets: SettleableBet[]; scanned: string | null }> {
  const withLegs = (bets: string) =>
    `SELECT b.id, b.player_id, b.stake, b.odds, l.odds AS leg_odds, s.result, s.dead_heat
       FROM (${bets}) AS b JOIN sports_bet_legs l ON l.bet_id = b.id JOIN sports_selections s ON s.id = l.selection_id
      ORDER BY b.id, l.leg`;
  if (marketIds === null) {
    const rows = await q.query<SettleableLegRow>(
      withLegs(`SELECT b.id, b.player_id, b.stake, b.odds FROM sports_bets b
        WHERE b.state = 'open' AND ($1::uuid IS NULL OR b.id > $1) AND b.player_id % $3 = $4
          AND NOT EXISTS (SELECT 1 FROM sports_bet_legs l JOIN sports_selections s ON s.id = l.selection_id WHERE l.bet_id = b.id AND s.result IS NULL)
        ORDER BY b.id LIMIT $2`),
      [after, limit, stream.of, stream.k],
    );
    const bets = settleableBets(rows);
    return { bets, scanned: bets.length < limit ? null : bets.at(-1)!.id };
  }
  // Every stream walks every bet (the index holds no player), `limit` of its own a chunk on average.
  const walk = limit * stream.of;
  const walked = await q.query<{ bet_id: string }>(
    `SELECT DISTINCT l.bet_id FROM sports_bet_legs l WHERE l.market_id = ANY($1::bigint[]) AND ($2::uuid IS NULL OR l.bet_id > $2)
      ORDER BY l.bet_id LIMIT $3`,
    [marketIds, after, walk],
  );
  if (walked.length === 0) return { bets: [], scanned: null };
  const rows = await q.query<SettleableLegRow>(
    // A probe per id (a LATERAL with LIMIT): as `= ANY` or as a join, the planner scanned every bet.
    withLegs(`SELECT b.* FROM unnest($1::uuid[]) AS w(id)
      JOIN LATERAL (SELECT b.id, b.player_id, b.stake, b.odds FROM sports_bets b
        WHERE b.id = w.id AND b.player_id % $2 = $3 AND b.state = 'open' LIMIT 1) AS b ON true`),
    [walked.map((w) => w.bet_id), stream.of, stream.k],
  );
  return { bets: settleableBets(rows), scanned: walked.length < walk ? null : walked.at(-1)!.bet_id };
}

type SettleableLegRow = Omit<SettleableBet, 'legs'> & { leg_odds: number; result: LegRow['result']; dead_heat: number };

/** The rows of a bet's legs (in bet order) as one bet each. */
function settleableBets(rows: readonly SettleableLegRow[]): SettleableBet[] {
  const bets: SettleableBet[] = [];
  for (const row of rows) {
    const leg = { odds: row.leg_odds, result: row.result, dead_heat: row.dead_heat };
    if (bets.at(-1)?.id === row.id) bets.at(-1)!.legs.push(leg);
    else bets.push({ id: row.id, player_id: row.player_id, stake: row.stake, odds: row.odds, legs: [leg] });
  }
  return bets;
}

/** Settled bets (not cashed out) with a leg in the market: what a corrected result may change. */
export async function selectSettledBetsOn(q: Queryable, marketId: number, after: string | null, limit: number): Promise<BetRow[]> {
  return q.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sports_bets b
      WHERE b.id IN (SELECT l.bet_id FROM sports_bet_legs l WHERE l.market_id = $1) AND b.state IN ('won', 'lost', 'void')
        AND ($2::uuid IS NULL OR b.id > $2)
      ORDER BY b.id LIMIT $3 FOR UPDATE OF b`,
    [marketId, after, limit],
  );
}

/** Writes the outcome of bets still open (settle) or of settled ones (a correction); answers the ids written. */
export async function updateBetOutcomes(
  tx: Queryable,
  outcomes: readonly { id: string; state: BetStateRow; payout: number; shortfall?: number }[],
  from: readonly BetStateRow[],
  at: Date,
): Promise<string[]> {
  if (outcomes.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `UPDATE sports_bets b SET state = x.state, payout = x.payout, shortfall = coalesce(x.shortfall, b.shortfall), settled_at = $3
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, state text, payout bigint, shortfall bigint)
      WHERE b.id = x.id AND b.state = ANY($2::text[])
     RETURNING b.id`,
    [JSON.stringify(outcomes), from, at],
  );
  return rows.map((row) => row.id);
}

/** Bets whose settle the wallet refused after their outcome was written: open again, as before. */
export async function reopenBets(tx: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query("UPDATE sports_bets SET state = 'open', payout = NULL, settled_at = NULL WHERE id = ANY($1::uuid[])", [ids]);
}

/** Serialises a settlement stream's work across processes for the caller's transaction. */
export async function settlementLock(tx: Queryable, stream: SettleStream): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('sportsbook-settlement'), $1)", [stream.k]);
}
