-- Issue 19 part 4: loss, wager and session-time limits (features/limits/README.md). Deposit limits
-- stay in deposit_limits (0005). One row per limit a player has; a player without a row is never
-- slowed down: the stake check is one probe of the primary key.
-- kind loss / wager: amount in hundredths per period (daily, weekly, monthly; Asia/Karachi calendar
-- periods as deposit limits). kind session: amount in minutes per login session (period 'session').
-- A stricter limit replaces amount at once; a looser one (or a removal, pending_amount NULL) waits
-- in pending_* until pending_at (24 h), or until a second operator approves an operator's lift.
CREATE TABLE play_limits (
  player_id bigint NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly', 'session')),
  amount bigint NOT NULL CHECK (amount >= 0),
  pending_amount bigint CHECK (pending_amount >= 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session')),
  CHECK (pending_amount IS NULL OR pending_at IS NOT NULL)
);

-- An operator's raise or removal of a player's limit (also deposit limits): requested with a
-- reason, applied only when a second operator approves.
CREATE TABLE limit_lift_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly', 'session')),
  amount bigint CHECK (amount >= 0),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 3 AND 500),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  requested_by bigint NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  decision_note text NOT NULL DEFAULT '',
  CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CHECK ((state = 'pending') = (decided_by IS NULL))
);
CREATE INDEX limit_lift_requests_player ON limit_lift_requests (player_id, id DESC);
CREATE INDEX limit_lift_requests_pending ON limit_lift_requests (id) WHERE state = 'pending';

-- Start of the Asia/Karachi (UTC+5 all year) day, ISO week (Monday) or month holding p_at.
CREATE FUNCTION karachi_period_start(p_period text, p_at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT (date_trunc(CASE p_period WHEN 'daily' THEN 'day' WHEN 'weekly' THEN 'week' ELSE 'month' END,
      (p_at AT TIME ZONE 'UTC') + interval '5 hours') - interval '5 hours') AT TIME ZONE 'UTC'
$$;

-- Limits' SQL API: why a new stake of p_bet by p_player at p_at is refused, or NULL. 'session' when
-- the player's latest login session has lasted its limit; 'wager:<period>' when the period's stakes
-- plus p_bet would pass the wager limit; 'loss:<period>' when its net loss (stakes − wins of the
-- rounds begun in the period, an open round's stake counted as lost) plus p_bet would. Equal to the
-- limit passes. Without a play_limits row: one primary-key probe, NULL.
CREATE FUNCTION play_limit_refusal(p_player bigint, p_bet bigint, p_at timestamptz) RETURNS text
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
