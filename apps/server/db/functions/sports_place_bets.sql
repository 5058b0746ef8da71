-- The sportsbook's placement batch in one statement, so one transaction without a BEGIN and a COMMIT
-- of its own (features/sportsbook/placement-batch.ts): the bets whose request id is new (for their
-- player, also earlier in the batch) are inserted with their legs and staked by one call of
-- game_money_callbacks (p_stakes: its batch, one stake per bet, `seq` = the bet's index in p_bets,
-- round_id = the bet's id); the bets whose stake it refused are taken out again. Answers every bet of
-- p_bets: the stake's outcome and balance after it, or 'repeat' (no stake was tried).
CREATE OR REPLACE FUNCTION sports_place_bets(p_bets jsonb, p_stakes jsonb, p_bet_reason integer, p_win_reason integer, p_refund_reason integer)
RETURNS TABLE (bet_id uuid, outcome text, balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_new uuid[];
  v_seqs integer[];
  v_outcomes text[];
  v_balances bigint[];
  v_refused uuid[];
BEGIN
  WITH x AS (
    SELECT * FROM jsonb_to_recordset(p_bets) AS x(id uuid, player_id bigint, request_id uuid, request_hash text, kind text, stake bigint, odds integer,
                                                   potential_return bigint, in_play boolean, placed_at timestamptz, legs jsonb, n integer)
  ), bet AS (
    INSERT INTO sports_bets (id, player_id, request_id, request_hash, kind, stake, odds, potential_return, state, in_play, placed_at)
    SELECT x.id, x.player_id, x.request_id, x.request_hash, x.kind, x.stake, x.odds, x.potential_return, 'open', x.in_play, x.placed_at FROM x ORDER BY x.n
    ON CONFLICT (player_id, request_id) DO NOTHING RETURNING id
  ), legs AS (
    INSERT INTO sports_bet_legs (bet_id, leg, selection_id, market_id, event_id, odds)
    SELECT bet.id, l.leg, l.selection_id, l.market_id, l.event_id, l.odds
      FROM bet JOIN x ON x.id = bet.id
     CROSS JOIN LATERAL jsonb_to_recordset(x.legs) AS l(leg smallint, selection_id bigint, market_id bigint, event_id bigint, odds integer)
  )
  SELECT coalesce(array_agg(bet.id), '{}') INTO v_new FROM bet;

  SELECT array_agg(a.seq), array_agg(a.outcome), array_agg(a.balance) INTO v_seqs, v_outcomes, v_balances
    FROM game_money_callbacks(
      (SELECT coalesce(jsonb_agg(s ORDER BY (s ->> 'seq')::integer), '[]'::jsonb) FROM jsonb_array_elements(p_stakes) AS s
        WHERE (s ->> 'round_id')::uuid = ANY (v_new)),
      p_bet_reason, p_win_reason, p_refund_reason) AS a;

  SELECT array_agg(x.id) INTO v_refused
    FROM jsonb_to_recordset(p_bets) AS x(id uuid, n integer)
    JOIN unnest(v_seqs, v_outcomes) AS a(seq, outcome) ON a.seq = x.n
   WHERE a.outcome <> 'ok';
  IF v_refused IS NOT NULL THEN
    DELETE FROM sports_bet_legs l WHERE l.bet_id = ANY (v_refused);
    DELETE FROM sports_bets b WHERE b.id = ANY (v_refused);
  END IF;

  RETURN QUERY
    SELECT x.id, coalesce(a.outcome, 'repeat'), a.balance
      FROM jsonb_to_recordset(p_bets) AS x(id uuid, n integer)
      LEFT JOIN unnest(v_seqs, v_outcomes, v_balances) AS a(seq, outcome, balance) ON a.seq = x.n
     ORDER BY x.n;
END $$;
