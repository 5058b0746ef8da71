-- One money callback. p_bet is the stake (bet, bet+settle), p_win the payout (settle, bet+settle).
-- The policy arguments come from adapters/game-providers/policies.ts. Answers the outcome (stored
-- with the tx id, so a retry gets it again), the player's available balance now, the player, and
-- whether this was a replay of an earlier call.
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
