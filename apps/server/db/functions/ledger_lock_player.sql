-- Locks the player's account for the rest of the transaction (every later movement of this player
-- waits) and answers its id and available balance; no row when the player has no account (no such
-- player). A caller locking several players does so in ascending player id.
CREATE OR REPLACE FUNCTION ledger_lock_player(p_player bigint) RETURNS TABLE (account_id bigint, available bigint)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY SELECT a.id, a.balance - a.held FROM ledger_accounts a WHERE a.player_id = p_player FOR UPDATE;
END $$;
