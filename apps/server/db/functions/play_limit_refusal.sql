-- Limits' SQL API: why a new stake of p_bet by p_player at p_at is refused, or NULL. 'session' when
-- the player's latest login session has lasted its limit; 'wager:<period>' when the period's stakes
-- plus p_bet would pass the wager limit; 'loss:<period>' when its net loss (stakes − wins of the
-- rounds begun in the period, an open round's stake counted as lost) plus p_bet would. Equal to the
-- limit passes. Without a play_limits row: one primary-key probe, NULL.
CREATE OR REPLACE FUNCTION play_limit_refusal(p_player bigint, p_bet bigint, p_at timestamptz) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  l record;
  v_from timestamptz;
  v_session_start timestamptz;
  v_staked bigint;
  v_won bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM play_limits pl WHERE pl.player_id = p_player) THEN
    RETURN NULL;
  END IF;
  FOR l IN
    SELECT pl.kind, pl.period,
           CASE WHEN pl.pending_at IS NOT NULL AND pl.pending_at <= p_at THEN pl.pending_amount ELSE pl.amount END AS amount
      FROM play_limits pl WHERE pl.player_id = p_player
     ORDER BY CASE pl.kind WHEN 'session' THEN 0 WHEN 'loss' THEN 1 ELSE 2 END,
              CASE pl.period WHEN 'daily' THEN 0 WHEN 'weekly' THEN 1 ELSE 2 END
  LOOP
    CONTINUE WHEN l.amount IS NULL;
    IF l.kind = 'session' THEN
      SELECT max(s.created_at) INTO v_session_start FROM sessions s
        WHERE s.player_id = p_player AND s.revoked_at IS NULL AND s.expires_at > p_at AND s.created_at <= p_at;
      IF v_session_start IS NULL OR p_at >= v_session_start + make_interval(mins => l.amount::integer) THEN
        RETURN 'session';
      END IF;
      CONTINUE;
    END IF;
    v_from := karachi_period_start(l.period, p_at);
    SELECT coalesce(sum(r.bet_amount), 0), coalesce(sum(r.win_amount), 0) INTO v_staked, v_won
      FROM game_rounds r WHERE r.player_id = p_player AND r.created_at >= v_from AND r.created_at <= p_at;
    IF l.kind = 'loss' AND v_staked - v_won + p_bet > l.amount THEN
      RETURN 'loss:' || l.period;
    END IF;
    IF l.kind = 'wager' AND v_staked + p_bet > l.amount THEN
      RETURN 'wager:' || l.period;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
