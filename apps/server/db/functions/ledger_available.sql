-- The player's available balance (balance − held), NULL when the player has no account.
CREATE OR REPLACE FUNCTION ledger_available(p_player bigint) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT a.balance - a.held FROM ledger_accounts a WHERE a.player_id = p_player);
END $$;
