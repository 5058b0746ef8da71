-- The player's own time-out or exclusion in force: a time-out until it ends; a self-exclusion
-- until a return request made after its period has cooled off; an operator exclusion until
-- lifted; any of them until an approved lift. Exclusions first, then the one ending last.
CREATE OR REPLACE FUNCTION player_own_restriction(p_player bigint, p_at timestamptz)
RETURNS TABLE (id bigint, kind text, period text, starts_at timestamptz, ends_at timestamptz, reason text, imposed_by bigint)
LANGUAGE sql STABLE AS $$
  SELECT r.id, r.kind, r.period, r.starts_at, r.ends_at, r.reason, r.imposed_by FROM player_restrictions r
   WHERE r.player_id = p_player AND r.starts_at <= p_at
     AND (r.kind <> 'timeout' OR r.ends_at > p_at)
     AND NOT (r.kind = 'self_exclusion' AND EXISTS (
           SELECT 1 FROM exclusion_return_requests q
            WHERE q.player_id = r.player_id AND q.reopens_at <= p_at
              AND q.requested_at >= COALESCE(r.ends_at, r.starts_at + interval '6 months')))
     AND NOT EXISTS (SELECT 1 FROM exclusion_lifts l WHERE l.restriction_id = r.id AND l.state = 'approved' AND l.decided_at <= p_at)
   ORDER BY CASE r.kind WHEN 'operator_exclusion' THEN 0 WHEN 'self_exclusion' THEN 1 ELSE 2 END,
            r.ends_at DESC NULLS FIRST, r.id DESC
   LIMIT 1
$$;
