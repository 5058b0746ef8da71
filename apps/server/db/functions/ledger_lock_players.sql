-- The wallet's door for many players at once: locks each player's account in ascending player id
-- (the order every locker of several players keeps), answers what ledger_lock_player answers, one
-- row per player that has an account.
CREATE OR REPLACE FUNCTION ledger_lock_players(p_players bigint[])
RETURNS TABLE (player_id bigint, account_id bigint, available bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_player bigint;
BEGIN
  FOR v_player IN SELECT DISTINCT p FROM unnest(p_players) AS p WHERE p IS NOT NULL ORDER BY 1 LOOP
    RETURN QUERY SELECT v_player, l.account_id, l.available FROM ledger_lock_player(v_player) AS l;
  END LOOP;
END $$;
