-- One ledger movement of a callback, between the player's account and the provider's, by the
-- wallet's rules; answers the wallet's outcome ('insufficient' only when the player pays).
CREATE OR REPLACE FUNCTION game_move(
  p_key text, p_player bigint, p_player_account bigint, p_provider text, p_provider_account bigint, p_to_player boolean,
  p_amount bigint, p_reason integer, p_reference text
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_outcome text;
BEGIN
  IF p_to_player THEN
    SELECT t.outcome INTO v_outcome FROM ledger_transfer(p_key,
      ledger_transfer_hash(NULL, 'provider:' || p_provider, p_player, NULL, p_amount, p_reason, p_reference),
      p_provider_account, p_player_account, p_amount, p_reason, p_reference) AS t;
  ELSE
    SELECT t.outcome INTO v_outcome FROM ledger_transfer(p_key,
      ledger_transfer_hash(p_player, NULL, NULL, 'provider:' || p_provider, p_amount, p_reason, p_reference),
      p_player_account, p_provider_account, p_amount, p_reason, p_reference) AS t;
  END IF;
  IF v_outcome = 'applied' OR v_outcome = 'replayed' OR (v_outcome = 'insufficient' AND NOT p_to_player) THEN
    RETURN v_outcome;
  END IF;
  RAISE EXCEPTION 'game movement %: the ledger answered %', p_key, v_outcome USING ERRCODE = 'KH010';
END $$;
