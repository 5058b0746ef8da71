-- Player protection's API at the SQL level (features/protection/README.md): the restriction in
-- force for a player at a time, defined once. protection.repository.ts reads it through this
-- function and the game callback functions refuse stakes with it: the player's own time-out or
-- exclusion (player_own_restriction), an operator's freeze, or a closed account.
CREATE OR REPLACE FUNCTION player_restriction_in_force(p_player bigint, p_at timestamptz)
RETURNS TABLE (kind text, period text, starts_at timestamptz, ends_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT o.kind, o.period, o.starts_at, o.ends_at FROM player_own_restriction(p_player, p_at) o
  UNION ALL
  SELECT 'frozen', 'frozen', NULL::timestamptz, 'infinity'::timestamptz FROM players p
   WHERE p.id = p_player AND p.status = 'blocked'
  UNION ALL
  SELECT 'closed', c.reason, c.closed_at, 'infinity'::timestamptz FROM account_closures c
   WHERE c.player_id = p_player AND c.reopened_at IS NULL AND c.closed_at <= p_at
  UNION ALL
  (SELECT 'person', o.kind, o.starts_at, o.ends_at
     FROM person_identifiers mine
     JOIN person_identifiers theirs ON theirs.digest = mine.digest AND theirs.player_id <> mine.player_id
     CROSS JOIN LATERAL player_own_restriction(theirs.player_id, p_at) o
    WHERE mine.player_id = p_player
    LIMIT 1)
$$;
