-- Why player p_player may not be shown marketing at p_at: 'restricted' (a time-out,
-- self-exclusion or freeze in force: player protection's own rule, player_restriction_in_force),
-- 'optedOut' (in-app offers turned off), or NULL when they may. One home for the rule: the mailbox
-- SQL filters with it and the server's features ask it through players.service.
CREATE OR REPLACE FUNCTION player_marketing_block(p_player bigint, p_at timestamptz)
RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM player_restriction_in_force(p_player, p_at)) THEN 'restricted'
    WHEN EXISTS (SELECT 1 FROM marketing_subscriptions s WHERE s.player_id = p_player AND NOT s.in_app) THEN 'optedOut'
  END
$$;
