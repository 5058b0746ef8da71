-- Settles of a product's open rounds in one statement (the sportsbook's settlement, 2,000 a call):
-- the rows game_money_callbacks writes for settles (transaction, round, outbox, win transfer under
-- the same key and hash), without what a settle never needs there (session, tombstone, restriction
-- and limit probes) and without its JSON round trips. The arrays have one element per settle; a
-- settle's seq is its index from 0. It answers 'ok' with the available balance after it, as one at
-- a time in seq order, for each settle it made; a settle it cannot prove plain (not the player's
-- own open round, a tx id seen before or twice, no account) it leaves alone and answers 'asCallback',
-- for the caller to send through game_money_callbacks, whose answer it then is. 2,000 settles:
-- 190–230 ms, through game_money_callbacks 412 ms (bench:sportsbook settle).
CREATE OR REPLACE FUNCTION game_settle_rounds(
  p_provider text, p_tx_ids text[], p_players bigint[], p_round_ids text[], p_wins bigint[], p_odds numeric[],
  p_request_hashes text[], p_at timestamptz, p_win_reason integer
) RETURNS TABLE (seq integer, outcome text, balance bigint, player bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_provider_account bigint;
  v_players bigint[];
  v_accounts bigint[];
  v_available bigint[];
  v_seqs integer[];
  v_round_pks bigint[];
  v_keys text[];
  v_hashes bytea[];
  v_credits bigint[];
  v_amounts bigint[];
  v_references text[];
BEGIN
  -- Before any player lock, as game_money_callbacks does (a provider's account is made on first use).
  v_provider_account := ledger_account_of(NULL, 'provider:' || p_provider);
  SELECT array_agg(l.player_id), array_agg(l.account_id), array_agg(l.available) INTO v_players, v_accounts, v_available
    FROM ledger_lock_players(p_players) AS l;

  -- The plain settles: the player's own open round, a new tx id, neither shared in the batch. A
  -- player goes set-based with all of their settles or none (game_money_callbacks' rule: then each
  -- answer is what one at a time in seq order answers). The arrays are read by unnest and joined by
  -- seq throughout: a text array's element is found by walking the array, so subscripts would grow
  -- with the batch's square.
  SELECT array_agg(c.seq ORDER BY c.seq), array_agg(c.round_pk ORDER BY c.seq) INTO v_seqs, v_round_pks
    FROM (
      SELECT c.*, bool_and(c.plain) OVER (PARTITION BY c.player) AS all_plain
        FROM (
          SELECT i.seq, i.player, r.id AS round_pk,
                 coalesce(i.tx_n = 1 AND i.round_n = 1 AND i.win >= 0 AND i.tx_id IS NOT NULL AND l.player IS NOT NULL
                   AND r.player_id = i.player AND r.state = 0 AND seen.found IS NULL, false) AS plain
            -- (Compared byte by byte, as equality compares them: sorting by the collation took 10 ms a batch.)
            FROM (SELECT (x.n - 1)::integer AS seq, x.*, count(*) OVER (PARTITION BY x.tx_id COLLATE "C") AS tx_n,
                         count(*) OVER (PARTITION BY x.round_id COLLATE "C") AS round_n
                    FROM unnest(p_tx_ids, p_players, p_round_ids, p_wins) WITH ORDINALITY AS x(tx_id, player, round_id, win, n)) AS i
            LEFT JOIN unnest(v_players) AS l(player) ON l.player = i.player
            -- LATERAL with LIMIT: an index probe each, whatever plan the session keeps (game_money_callbacks).
            LEFT JOIN LATERAL (SELECT r.id, r.player_id, r.state FROM game_rounds r
              WHERE r.provider = p_provider AND r.round_id = i.round_id LIMIT 1) AS r ON true
            LEFT JOIN LATERAL (SELECT true AS found FROM game_transactions t
              WHERE t.provider = p_provider AND t.provider_tx_id = i.tx_id LIMIT 1) AS seen ON true
        ) AS c
    ) AS c
   WHERE c.all_plain;

  IF v_seqs IS NOT NULL THEN
    -- The wins, under game_move's key, hash and reference (a replay through game_money_callback finds them).
    SELECT array_agg('game:' || p_provider || ':' || i.tx_id || ':win'),
           array_agg(ledger_transfer_hash(NULL, 'provider:' || p_provider, i.player, NULL, i.win, p_win_reason, p_provider || ':' || i.round_id)),
           array_agg(l.account), array_agg(i.win), array_agg(p_provider || ':' || i.round_id)
      INTO v_keys, v_hashes, v_credits, v_amounts, v_references
      FROM unnest(v_seqs) AS f(seq)
      JOIN unnest(p_tx_ids, p_players, p_round_ids, p_wins) WITH ORDINALITY AS i(tx_id, player, round_id, win, n) ON i.n = f.seq + 1
      JOIN unnest(v_players, v_accounts) AS l(player, account) ON l.player = i.player
     WHERE i.win > 0;
    IF v_keys IS NOT NULL THEN
      PERFORM 1 FROM ledger_transfer_many(v_keys, v_hashes, array_fill(v_provider_account, ARRAY[cardinality(v_keys)]), v_credits,
        v_amounts, array_fill(p_win_reason, ARRAY[cardinality(v_keys)]), v_references);
    END IF;

    WITH f AS (
      SELECT i.*, pk.round_pk
        FROM unnest(v_seqs, v_round_pks) AS pk(seq, round_pk)
        JOIN unnest(p_tx_ids, p_players, p_wins, p_odds, p_request_hashes) WITH ORDINALITY AS i(tx_id, player, win, odds, request_hash, n)
          ON i.n = pk.seq + 1
    ), settled AS (
      UPDATE game_rounds r SET state = 1, win_amount = f.win, odds = f.odds, settled_at = p_at
        FROM f WHERE r.id = f.round_pk
        RETURNING r.id, r.player_id
    ), outbox AS (
      INSERT INTO game_play_outbox (round_pk, player_id, created_at) SELECT s.id, s.player_id, p_at FROM settled s
    )
    INSERT INTO game_transactions (provider, provider_tx_id, kind, player_id, round_pk, amount, win_amount, ref_tx_id,
        request_hash, outcome, created_at)
      SELECT p_provider, f.tx_id, 'settle', f.player, f.round_pk, f.win, 0, NULL, decode(f.request_hash, 'hex'), 'ok', p_at FROM f;
  END IF;

  -- The available balance after each, one at a time in seq order (wins only add).
  RETURN QUERY
    SELECT (i.n - 1)::integer, CASE WHEN f.seq IS NULL THEN 'asCallback' ELSE 'ok' END,
           CASE WHEN f.seq IS NOT NULL THEN
             l.available + sum(CASE WHEN f.seq IS NOT NULL THEN i.win ELSE 0 END) OVER (PARTITION BY i.player ORDER BY i.n)::bigint END,
           i.player
      FROM unnest(p_players, p_wins) WITH ORDINALITY AS i(player, win, n)
      LEFT JOIN unnest(v_seqs) AS f(seq) ON f.seq = i.n - 1
      LEFT JOIN unnest(v_players, v_available) AS l(player, available) ON l.player = i.player;
END $$;
