-- A freeze by an operator (players.status 'blocked', issue #11) blocks play like a time-out or
-- self-exclusion: player protection's SQL API (0031) also returns it, as a row of kind 'frozen'
-- that never ends, so the game callback functions (0033) refuse a frozen player's new stakes with
-- the same check, and settles and rollbacks of earlier bets still go through. Callers that want
-- only the time-out or self-exclusion leave the 'frozen' row out.
CREATE OR REPLACE FUNCTION player_restriction_in_force(p_player bigint, p_at timestamptz)
RETURNS TABLE (kind text, period text, starts_at timestamptz, ends_at timestamptz)
LANGUAGE sql STABLE AS $$
  (SELECT r.kind, r.period, r.starts_at, r.ends_at FROM player_restrictions r
    WHERE r.player_id = p_player AND r.starts_at <= p_at AND r.ends_at > p_at
    ORDER BY r.ends_at DESC, (r.kind = 'self_exclusion') DESC LIMIT 1)
  UNION ALL
  SELECT 'frozen', 'frozen', NULL::timestamptz, 'infinity'::timestamptz FROM players p
   WHERE p.id = p_player AND p.status = 'blocked'
$$;
