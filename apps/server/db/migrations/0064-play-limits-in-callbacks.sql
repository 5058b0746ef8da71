-- Issue 19 part 4: loss, wager and session-time limits refuse new stakes in the callback functions
-- (features/limits/README.md). Both functions are 0056's with one change each:
-- - game_money_callback: after the restriction check, play_limit_refusal (0063) refuses a stake
--   that would pass a limit, as 'playerRestricted' (each vendor's restricted code, as for a break).
--   Settles and rollbacks of earlier stakes are not checked.
-- - game_money_callbacks: a stake of a player who has any play_limits row is no set-based candidate
--   (one primary-key probe), so it goes through game_money_callback and its check; players without
--   limits are written set-based as before.

CREATE OR REPLACE FUNCTION game_money_callback(
  p_provider text, p_kind text, p_tx_id text, p_player bigint, p_token_hash bytea, p_round_id text, p_game_id text,
  p_bet bigint, p_win bigint, p_odds numeric, p_ref_tx_id text, p_request_hash bytea, p_at timestamptz,
  p_needs_session boolean, p_multi_bets boolean, p_platform text, p_default_type text,
  p_bet_reason integer, p_win_reason integer, p_refund_reason integer
) RETURNS TABLE (outcome text, balance bigint, player bigint, replayed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_account bigint;
  v_provider_account bigint;
  v_prev record;
  v_session record;
  v_round record;
  v_bet record;
  v_outcome text;
  v_round_pk bigint;
  v_settles boolean := p_kind = 'betSettle';
  v_game_name text := '';
  v_game_type text := p_default_type;
BEGIN
  -- One callback per player at a time (a batch takes its players in ascending id: no deadlocks).
  SELECT l.account_id INTO v_account FROM ledger_lock_player(p_player) AS l;
  IF v_account IS NULL THEN
    RETURN QUERY SELECT 'playerNotFound'::text, 0::bigint, NULL::bigint, false;
    RETURN;
  END IF;
  SELECT t.player_id, t.request_hash, t.outcome INTO v_prev
    FROM game_transactions t WHERE t.provider = p_provider AND t.provider_tx_id = p_tx_id;
  IF FOUND THEN
    IF v_prev.request_hash <> p_request_hash THEN
      RETURN QUERY SELECT 'txConflict'::text, ledger_available(p_player), p_player, false;
    ELSE
      RETURN QUERY SELECT v_prev.outcome, ledger_available(v_prev.player_id), v_prev.player_id, true;
    END IF;
    RETURN;
  END IF;
  v_provider_account := ledger_account_of(NULL, 'provider:' || p_provider);

  <<decide>>
  BEGIN
    IF p_kind IN ('bet', 'betSettle') THEN
      IF EXISTS (SELECT 1 FROM game_rollback_tombstones b WHERE b.provider = p_provider AND b.bet_tx_id = p_tx_id) THEN
        v_outcome := 'betRolledBack';
        EXIT decide;
      END IF;
      IF p_needs_session OR p_token_hash IS NOT NULL THEN
        SELECT s.provider, s.player_id, s.game_id, s.game_name, s.game_type, s.expires_at INTO v_session
          FROM game_sessions s WHERE s.token_hash = p_token_hash;
        IF NOT FOUND OR v_session.provider <> p_provider OR v_session.player_id <> p_player THEN
          v_outcome := 'sessionInvalid';
          EXIT decide;
        END IF;
        IF v_session.expires_at <= p_at THEN
          v_outcome := 'sessionExpired';
          EXIT decide;
        END IF;
        IF v_session.game_id = p_game_id THEN
          v_game_name := v_session.game_name;
          IF v_session.game_type <> '' THEN v_game_type := v_session.game_type; END IF;
        END IF;
      END IF;
      -- A time-out or self-exclusion refuses new stakes; settles and rollbacks of earlier bets go on.
      IF EXISTS (SELECT 1 FROM player_restriction_in_force(p_player, p_at)) THEN
        v_outcome := 'playerRestricted';
        EXIT decide;
      END IF;
      -- A loss, wager or session-time limit (0063) refuses it the same way (the vendor's restricted code).
      IF play_limit_refusal(p_player, p_bet, p_at) IS NOT NULL THEN
        v_outcome := 'playerRestricted';
        EXIT decide;
      END IF;
      SELECT r.id, r.player_id, r.state, r.round_id INTO v_round FROM game_rounds r WHERE r.provider = p_provider AND r.round_id = p_round_id;
      IF FOUND THEN
        v_outcome := game_round_closed(v_round.player_id, v_round.state, p_player);
        IF v_outcome IS NOT NULL THEN EXIT decide; END IF;
        IF NOT p_multi_bets THEN
          v_outcome := 'roundSettled';
          EXIT decide;
        END IF;
      END IF;
      -- A free round (JILI isFreeRound) stakes nothing: no transfer, the round is still recorded.
      IF p_bet > 0 AND game_move('game:' || p_provider || ':' || p_tx_id || ':bet', p_player, v_account, p_provider,
          v_provider_account, false, p_bet, p_bet_reason, p_provider || ':' || p_round_id) = 'insufficient' THEN
        v_outcome := 'insufficientFunds';
        EXIT decide;
      END IF;
      IF v_settles AND p_win > 0 THEN
        PERFORM game_move('game:' || p_provider || ':' || p_tx_id || ':win', p_player, v_account, p_provider,
          v_provider_account, true, p_win, p_win_reason, p_provider || ':' || p_round_id);
      END IF;
      -- The round is created (or gets another stake) and, for a bet+settle, settled in the same row write.
      INSERT INTO game_rounds AS r (provider, round_id, player_id, game_id, game_name, game_type, platform, bet_amount,
          win_amount, odds, state, created_at, settled_at)
        VALUES (p_provider, p_round_id, p_player, p_game_id, v_game_name, v_game_type, p_platform, p_bet,
          CASE WHEN v_settles THEN p_win ELSE 0 END, CASE WHEN v_settles THEN p_odds END,
          CASE WHEN v_settles THEN 1 ELSE 0 END, p_at, CASE WHEN v_settles THEN p_at END)
        ON CONFLICT (provider, round_id) DO UPDATE SET bet_amount = r.bet_amount + EXCLUDED.bet_amount,
          win_amount = EXCLUDED.win_amount, odds = EXCLUDED.odds, state = EXCLUDED.state, settled_at = EXCLUDED.settled_at
          WHERE r.player_id = EXCLUDED.player_id AND r.state = 0
        RETURNING r.id INTO v_round_pk;
      IF v_round_pk IS NULL THEN
        -- Another player's callback created the round after the check above (a batch of the other
        -- queue committed meanwhile): give up the batch; run again, it refuses this one as that
        -- player's round.
        RAISE EXCEPTION 'round % of % was taken by a concurrent callback', p_round_id, p_provider USING ERRCODE = '40001';
      END IF;
      IF v_settles THEN
        INSERT INTO game_play_outbox (round_pk, player_id, created_at) VALUES (v_round_pk, p_player, p_at);
      END IF;
      v_outcome := 'ok';

    ELSIF p_kind = 'settle' THEN
      SELECT r.id, r.player_id, r.state, r.round_id INTO v_round FROM game_rounds r WHERE r.provider = p_provider AND r.round_id = p_round_id;
      IF NOT FOUND THEN
        v_outcome := 'roundNotFound';
        EXIT decide;
      END IF;
      v_outcome := game_round_closed(v_round.player_id, v_round.state, p_player);
      IF v_outcome IS NOT NULL THEN EXIT decide; END IF;
      v_round_pk := v_round.id;
      IF p_win > 0 THEN
        PERFORM game_move('game:' || p_provider || ':' || p_tx_id || ':win', p_player, v_account, p_provider,
          v_provider_account, true, p_win, p_win_reason, p_provider || ':' || p_round_id);
      END IF;
      UPDATE game_rounds SET state = 1, win_amount = p_win, odds = p_odds, settled_at = p_at WHERE id = v_round_pk;
      INSERT INTO game_play_outbox (round_pk, player_id, created_at) VALUES (v_round_pk, p_player, p_at);
      v_outcome := 'ok';

    ELSIF p_kind = 'rollback' THEN
      SELECT t.id, t.kind, t.player_id, t.round_pk, t.amount, t.outcome, t.rolled_back INTO v_bet
        FROM game_transactions t WHERE t.provider = p_provider AND t.provider_tx_id = p_ref_tx_id;
      IF NOT FOUND THEN
        -- Remembered, so the bet arriving after its rollback is refused (betRolledBack).
        INSERT INTO game_rollback_tombstones (provider, bet_tx_id, rollback_tx_id, player_id, created_at)
          VALUES (p_provider, p_ref_tx_id, p_tx_id, p_player, p_at) ON CONFLICT DO NOTHING;
        v_outcome := 'betNotFound';
        EXIT decide;
      END IF;
      IF v_bet.kind NOT IN ('bet', 'betSettle') THEN
        v_outcome := 'betNotFound';
        EXIT decide;
      END IF;
      IF v_bet.player_id <> p_player THEN
        v_outcome := 'sessionInvalid';
        EXIT decide;
      END IF;
      v_round_pk := v_bet.round_pk;
      -- A refused bet moved nothing, and a bet already rolled back was refunded once: done.
      IF v_bet.outcome <> 'ok' OR v_bet.rolled_back OR v_bet.round_pk IS NULL THEN
        v_outcome := 'ok';
        EXIT decide;
      END IF;
      SELECT r.id, r.player_id, r.state, r.round_id INTO v_round FROM game_rounds r WHERE r.id = v_bet.round_pk;
      IF NOT FOUND THEN
        v_outcome := 'betNotFound';
        EXIT decide;
      END IF;
      IF v_round.state = 1 THEN
        v_outcome := 'roundSettled';
        EXIT decide;
      END IF;
      -- The refund key derives from the bet's tx id: two different rollbacks of one bet refund once.
      IF v_bet.amount > 0 THEN
        PERFORM game_move('game:' || p_provider || ':refund:' || p_ref_tx_id, p_player, v_account, p_provider,
          v_provider_account, true, v_bet.amount, p_refund_reason, p_provider || ':' || p_ref_tx_id);
      END IF;
      UPDATE game_transactions SET rolled_back = true WHERE id = v_bet.id;
      -- The round is Cancelled when no stake is left.
      UPDATE game_rounds SET bet_amount = bet_amount - v_bet.amount,
          state = CASE WHEN bet_amount - v_bet.amount = 0 THEN -1 ELSE state END,
          settled_at = CASE WHEN bet_amount - v_bet.amount = 0 THEN p_at ELSE settled_at END
        WHERE id = v_bet.round_pk;
      v_outcome := 'ok';

    ELSE
      RAISE EXCEPTION 'unknown game callback kind %', p_kind USING ERRCODE = 'KH010';
    END IF;
  END decide;

  -- Refusals are stored too, so a retry gets the original answer.
  INSERT INTO game_transactions (provider, provider_tx_id, kind, player_id, round_pk, amount, win_amount, ref_tx_id,
      request_hash, outcome, created_at)
    VALUES (p_provider, p_tx_id, p_kind, p_player, v_round_pk,
      CASE p_kind WHEN 'settle' THEN p_win WHEN 'rollback' THEN 0 ELSE p_bet END,
      CASE p_kind WHEN 'betSettle' THEN p_win ELSE 0 END,
      p_ref_tx_id, p_request_hash, v_outcome, p_at);
  RETURN QUERY SELECT v_outcome, ledger_available(p_player), p_player, false;
END $$;

-- game_money_callbacks with the contract of 0033 (one row per callback by its seq; refusals are
-- outcomes; an exception means something unexpected and the caller retries each callback alone).
-- 1. Every player of the batch is locked up front, in ascending id (0033 locked them one by one in
--    the same order; all locks last until commit either way).
-- 2. A callback is a candidate for the set-based way when every check of 0033 lets it through on
--    its own — a bet or bet+settle with a new tx id, no rollback tombstone, a valid launch session
--    when one is needed, no restriction in force and a new round; a settle with a new tx id of the
--    player's own open round — and no other callback of the batch shares its tx id (as its own or
--    as the bet a rollback names) or its round. A player goes
--    that way with all of their callbacks or none: all must be candidates and their stakes together
--    fit the available balance (then each passes one at a time too; wins only add). Each answer is
--    'ok' with the available balance right after it in arrival order, as 0033 would answer.
-- 3. Their transfers go through ledger_transfer_many; their rounds (created, or settled),
--    play outbox rows and transaction records are one statement per table.
-- 4. The rest, in ascending player id and arrival order, through game_money_callback. Nothing they
--    read or write is touched by step 3 (other players, other tx ids and rounds), so the order of
--    3 and 4 changes no answer.
-- A racing batch of the other queue can only collide on a round or tx id of another player; the
-- UNIQUE keys then raise, and the batch run again sees the committed row and refuses as 0033 does.
CREATE OR REPLACE FUNCTION game_money_callbacks(p_batch jsonb, p_bet_reason integer, p_win_reason integer, p_refund_reason integer)
RETURNS TABLE (seq integer, outcome text, balance bigint, player bigint, replayed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  c record;
  r record;
  v_fast jsonb;
  v_fast_seqs integer[];
  v_players bigint[];
  v_accounts bigint[];
  v_available bigint[];
  v_keys text[];
  v_hashes bytea[];
  v_debits bigint[];
  v_credits bigint[];
  v_amounts bigint[];
  v_reasons integer[];
  v_references text[];
BEGIN
  -- A provider's account is created on its first use; create it before any player lock is taken,
  -- so that two first batches of a provider wait for each other without holding players (no deadlock).
  PERFORM ledger_account_of(NULL, 'provider:' || x.provider)
    FROM (SELECT DISTINCT e ->> 'provider' AS provider FROM jsonb_array_elements(p_batch) AS e ORDER BY 1) AS x;
  SELECT array_agg(l.player_id), array_agg(l.account_id), array_agg(l.available) INTO v_players, v_accounts, v_available
    FROM ledger_lock_players(ARRAY(SELECT (e ->> 'player')::bigint FROM jsonb_array_elements(p_batch) AS e)) AS l;

  WITH items AS (
    SELECT * FROM jsonb_to_recordset(p_batch) AS x(
      seq integer, provider text, kind text, tx_id text, player bigint, token_hash text, round_id text, game_id text,
      bet bigint, win bigint, odds numeric, ref_tx_id text, request_hash text, at timestamptz,
      needs_session boolean, multi_bets boolean, platform text, default_type text)
  ), locked AS (
    SELECT * FROM unnest(v_players, v_accounts, v_available) AS l(player, account, available)
  ), candidates AS (
    -- Callbacks every check of 0033 lets through on their own, sharing no tx id or round with
    -- another callback of the batch.
    SELECT c.seq, c.provider, c.kind, c.tx_id, c.player, l.account, l.available, c.round_id, c.game_id, round.id AS round_pk,
           coalesce(c.bet, 0) AS bet, CASE WHEN c.kind IN ('betSettle', 'settle') THEN coalesce(c.win, 0) ELSE 0 END AS win,
           c.odds, c.request_hash, c.at, c.platform,
           CASE WHEN s.game_id = c.game_id THEN s.game_name ELSE '' END AS game_name,
           CASE WHEN s.game_id = c.game_id AND s.game_type <> '' THEN s.game_type ELSE c.default_type END AS game_type
      FROM items c
      JOIN locked l ON l.player = c.player
      -- Each lookup is a LATERAL with LIMIT, so it stays an index probe per callback: as a join, a
      -- plan made while the tables were small (PL/pgSQL keeps it for the session) scans them whole.
      LEFT JOIN LATERAL (SELECT s.provider, s.player_id, s.game_id, s.game_name, s.game_type, s.expires_at FROM game_sessions s
        WHERE (c.needs_session OR c.token_hash IS NOT NULL) AND s.token_hash = decode(c.token_hash, 'hex') LIMIT 1) AS s ON true
      LEFT JOIN LATERAL (SELECT true AS found FROM game_transactions t
        WHERE t.provider = c.provider AND t.provider_tx_id = c.tx_id LIMIT 1) AS seen ON true
      LEFT JOIN LATERAL (SELECT true AS found FROM game_rollback_tombstones b
        WHERE b.provider = c.provider AND b.bet_tx_id = c.tx_id LIMIT 1) AS tombstone ON true
      LEFT JOIN LATERAL (SELECT r.id, r.player_id, r.state FROM game_rounds r
        WHERE r.provider = c.provider AND r.round_id = c.round_id LIMIT 1) AS round ON true
      LEFT JOIN LATERAL (SELECT true AS found FROM player_restriction_in_force(c.player, c.at) LIMIT 1) AS restricted ON true
      LEFT JOIN LATERAL (SELECT true AS found FROM play_limits pl WHERE pl.player_id = c.player LIMIT 1) AS limited ON true
     WHERE c.kind IN ('bet', 'betSettle', 'settle') AND c.round_id IS NOT NULL AND c.tx_id IS NOT NULL
       AND coalesce(c.bet, 0) >= 0 AND coalesce(c.win, 0) >= 0 AND seen.found IS NULL
       AND CASE WHEN c.kind = 'settle'
             -- A settle: the player's own open round (session and restrictions do not apply).
             THEN round.player_id = c.player AND round.state = 0
             -- A stake: a new round, no tombstone, no restriction, a valid session when one is needed.
             ELSE round.id IS NULL AND tombstone.found IS NULL AND restricted.found IS NULL AND limited.found IS NULL
               AND (NOT (c.needs_session OR c.token_hash IS NOT NULL)
                    OR (s.provider = c.provider AND s.player_id = c.player AND s.expires_at > c.at))
           END
       AND NOT EXISTS (SELECT 1 FROM items o WHERE o.seq <> c.seq AND o.provider = c.provider
            AND (o.tx_id = c.tx_id OR o.ref_tx_id = c.tx_id OR o.round_id = c.round_id))
  ), players AS (
    -- A player goes set-based with all of their callbacks or none, and only when the stakes together
    -- fit the available balance: one at a time, each would then have passed too (wins only add).
    SELECT c.player FROM candidates c GROUP BY c.player, c.available
    HAVING count(*) = (SELECT count(*) FROM items o WHERE o.player = c.player) AND sum(c.bet) <= c.available
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object(
      'seq', f.seq, 'provider', f.provider, 'kind', f.kind, 'tx_id', f.tx_id, 'player', f.player, 'account', f.account,
      'provider_account', ledger_account_of(NULL, 'provider:' || f.provider), 'round_id', f.round_id, 'game_id', f.game_id,
      'bet', f.bet, 'win', f.win, 'odds', f.odds, 'request_hash', f.request_hash, 'at', f.at, 'platform', f.platform,
      'game_name', f.game_name, 'game_type', f.game_type, 'round_pk', f.round_pk, 'available_after', f.available_after)), '[]'::jsonb),
      array_agg(f.seq)
    INTO v_fast, v_fast_seqs
    FROM (
      -- The answer of each: the available balance right after it, as one at a time in arrival order.
      SELECT c.*, c.available + sum(c.win - c.bet) OVER (PARTITION BY c.player ORDER BY c.seq) AS available_after
        FROM candidates c WHERE c.player IN (SELECT p.player FROM players p)
    ) AS f;

  IF v_fast_seqs IS NOT NULL THEN
    -- The stake (from the player) and, for a settle or bet+settle, the win (to the player): the keys, hashes
    -- and references game_move (0033) gives them, so a later replay through 0033 finds them.
    SELECT array_agg(m.key ORDER BY m.n), array_agg(m.hash ORDER BY m.n), array_agg(m.debit ORDER BY m.n),
           array_agg(m.credit ORDER BY m.n), array_agg(m.amount ORDER BY m.n), array_agg(m.reason ORDER BY m.n),
           array_agg(m.reference ORDER BY m.n)
      INTO v_keys, v_hashes, v_debits, v_credits, v_amounts, v_reasons, v_references
      FROM (
        SELECT f.seq * 2 AS n, 'game:' || f.provider || ':' || f.tx_id || ':bet' AS key,
               ledger_transfer_hash(f.player, NULL, NULL, 'provider:' || f.provider, f.bet, p_bet_reason, f.provider || ':' || f.round_id) AS hash,
               f.account AS debit, f.provider_account AS credit, f.bet AS amount, p_bet_reason AS reason, f.provider || ':' || f.round_id AS reference
          FROM jsonb_to_recordset(v_fast) AS f(seq integer, provider text, tx_id text, player bigint, account bigint, provider_account bigint, round_id text, bet bigint)
         WHERE f.bet > 0
        UNION ALL
        SELECT f.seq * 2 + 1, 'game:' || f.provider || ':' || f.tx_id || ':win',
               ledger_transfer_hash(NULL, 'provider:' || f.provider, f.player, NULL, f.win, p_win_reason, f.provider || ':' || f.round_id),
               f.provider_account, f.account, f.win, p_win_reason, f.provider || ':' || f.round_id
          FROM jsonb_to_recordset(v_fast) AS f(seq integer, provider text, tx_id text, player bigint, account bigint, provider_account bigint, round_id text, win bigint)
         WHERE f.win > 0
      ) AS m;
    IF v_keys IS NOT NULL THEN
      PERFORM 1 FROM ledger_transfer_many(v_keys, v_hashes, v_debits, v_credits, v_amounts, v_reasons, v_references);
    END IF;

    WITH f AS (
      SELECT * FROM jsonb_to_recordset(v_fast) AS f(seq integer, provider text, kind text, tx_id text, player bigint, round_id text,
        round_pk bigint, game_id text, bet bigint, win bigint, odds numeric, request_hash text, at timestamptz, platform text,
        game_name text, game_type text)
    ), created AS (
      -- A stake creates its round; a bet+settle creates it settled (0033's single row write).
      INSERT INTO game_rounds (provider, round_id, player_id, game_id, game_name, game_type, platform, bet_amount, win_amount, odds,
          state, created_at, settled_at)
        SELECT f.provider, f.round_id, f.player, f.game_id, f.game_name, f.game_type, f.platform, f.bet, f.win,
          CASE WHEN f.kind = 'betSettle' THEN f.odds END, CASE WHEN f.kind = 'betSettle' THEN 1 ELSE 0 END, f.at,
          CASE WHEN f.kind = 'betSettle' THEN f.at END
        FROM f WHERE f.kind <> 'settle'
        RETURNING id, provider, round_id, player_id, state, created_at
    ), settled AS (
      UPDATE game_rounds r SET state = 1, win_amount = f.win, odds = f.odds, settled_at = f.at
        FROM f WHERE f.kind = 'settle' AND r.id = f.round_pk
        RETURNING r.id, r.player_id, r.settled_at
    ), outbox AS (
      INSERT INTO game_play_outbox (round_pk, player_id, created_at)
        SELECT c.id, c.player_id, c.created_at FROM created c WHERE c.state = 1
        UNION ALL SELECT s.id, s.player_id, s.settled_at FROM settled s
    )
    INSERT INTO game_transactions (provider, provider_tx_id, kind, player_id, round_pk, amount, win_amount, ref_tx_id,
        request_hash, outcome, created_at)
      SELECT f.provider, f.tx_id, f.kind, f.player, coalesce(c.id, f.round_pk), CASE WHEN f.kind = 'settle' THEN f.win ELSE f.bet END,
        CASE WHEN f.kind = 'betSettle' THEN f.win ELSE 0 END, NULL, decode(f.request_hash, 'hex'), 'ok', f.at
        FROM f LEFT JOIN created c ON c.provider = f.provider AND c.round_id = f.round_id;

    RETURN QUERY SELECT f.seq, 'ok'::text, f.available_after, f.player, false
      FROM jsonb_to_recordset(v_fast) AS f(seq integer, player bigint, available_after bigint);
  END IF;

  FOR c IN SELECT * FROM jsonb_to_recordset(p_batch) AS x(
      seq integer, provider text, kind text, tx_id text, player bigint, token_hash text, round_id text, game_id text,
      bet bigint, win bigint, odds numeric, ref_tx_id text, request_hash text, at timestamptz,
      needs_session boolean, multi_bets boolean, platform text, default_type text)
    WHERE v_fast_seqs IS NULL OR x.seq <> ALL (v_fast_seqs)
    ORDER BY x.player, x.seq
  LOOP
    SELECT * INTO r FROM game_money_callback(c.provider, c.kind, c.tx_id, c.player, decode(c.token_hash, 'hex'), c.round_id,
      c.game_id, coalesce(c.bet, 0), coalesce(c.win, 0), c.odds, c.ref_tx_id, decode(c.request_hash, 'hex'), c.at,
      c.needs_session, c.multi_bets, c.platform, c.default_type, p_bet_reason, p_win_reason, p_refund_reason);
    seq := c.seq;
    outcome := r.outcome;
    balance := r.balance;
    player := r.player;
    replayed := r.replayed;
    RETURN NEXT;
  END LOOP;
END $$;
