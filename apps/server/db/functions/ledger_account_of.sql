-- The account of a player, or the system account with that code (created on first use), so a
-- transfer names its accounts inside the same statement: one round trip.
CREATE OR REPLACE FUNCTION ledger_account_of(p_player bigint, p_code text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  IF p_player IS NOT NULL THEN
    SELECT id INTO v_id FROM ledger_accounts WHERE player_id = p_player;
    IF v_id IS NULL THEN
      RAISE EXCEPTION 'player % has no ledger account', p_player USING ERRCODE = 'KH004';
    END IF;
    RETURN v_id;
  END IF;
  SELECT id INTO v_id FROM ledger_accounts WHERE code = p_code;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (kind, code) VALUES ('system', p_code) ON CONFLICT (code) DO NOTHING RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      SELECT id INTO v_id FROM ledger_accounts WHERE code = p_code;
    END IF;
  END IF;
  RETURN v_id;
END $$;
