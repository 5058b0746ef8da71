-- A round this player may not stake on or settle: another player's, settled, or cancelled.
CREATE OR REPLACE FUNCTION game_round_closed(p_round_player bigint, p_state smallint, p_player bigint) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN CASE WHEN p_round_player <> p_player THEN 'sessionInvalid'
              WHEN p_state = 1 THEN 'roundSettled'
              WHEN p_state = -1 THEN 'roundCancelled' END;
END $$;
