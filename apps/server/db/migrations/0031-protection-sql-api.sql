-- Player protection's API at the SQL level (issue #10, features/protection/README.md): the
-- restriction in force for a player at a time, defined once. protection.repository.ts reads it
-- through this function and the game callback function (0033) refuses stakes with it, so the
-- rule "in force = starts_at <= at < ends_at, the one ending last, a self-exclusion first on a
-- tie" has one home.
CREATE FUNCTION player_restriction_in_force(p_player bigint, p_at timestamptz)
RETURNS TABLE (kind text, period text, starts_at timestamptz, ends_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT r.kind, r.period, r.starts_at, r.ends_at FROM player_restrictions r
   WHERE r.player_id = p_player AND r.starts_at <= p_at AND r.ends_at > p_at
   ORDER BY r.ends_at DESC, (r.kind = 'self_exclusion') DESC LIMIT 1
$$;
