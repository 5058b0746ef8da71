-- authenticate: the launch token's player and balance ('sessionExpired' still names the player).
CREATE OR REPLACE FUNCTION game_authenticate(p_provider text, p_token_hash bytea, p_at timestamptz)
RETURNS TABLE (outcome text, balance bigint, player bigint)
LANGUAGE sql STABLE AS $$
  SELECT v.outcome, coalesce(ledger_available(v.player), 0), v.player FROM (
    SELECT CASE WHEN s.id IS NULL OR s.provider <> p_provider THEN 'sessionInvalid'
                WHEN s.expires_at <= p_at THEN 'sessionExpired' ELSE 'ok' END AS outcome,
           CASE WHEN s.id IS NULL OR s.provider <> p_provider THEN NULL ELSE s.player_id END AS player
      FROM (SELECT 1) AS one LEFT JOIN game_sessions s ON s.token_hash = p_token_hash
  ) AS v
$$;
