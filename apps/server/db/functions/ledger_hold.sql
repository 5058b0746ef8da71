-- Reserves a player's money (a withdrawal request). Outcomes as ledger_transfer.
CREATE OR REPLACE FUNCTION ledger_hold(
  p_key text, p_hash bytea, p_account bigint, p_amount bigint, p_reason integer, p_reference text
) RETURNS TABLE (outcome text, hold_id bigint, available bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  RETURN QUERY SELECT * FROM ledger_hold_replay(p_key, p_hash);
  IF FOUND THEN RETURN; END IF;
  PERFORM 1 FROM ledger_accounts WHERE id = p_account FOR UPDATE;
  RETURN QUERY SELECT * FROM ledger_hold_replay(p_key, p_hash);
  IF FOUND THEN RETURN; END IF;
  UPDATE ledger_accounts SET held = held + p_amount
    WHERE id = p_account AND kind = 'player' AND balance - held >= p_amount;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, (SELECT balance - held FROM ledger_accounts WHERE id = p_account);
    RETURN;
  END IF;
  INSERT INTO ledger_holds (idempotency_key, request_hash, account_id, amount, reason, reference)
    VALUES (p_key, p_hash, p_account, p_amount, p_reason, p_reference)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    -- Taken by a racing hold on another account (a conflict): undo and answer as a replay would.
    UPDATE ledger_accounts SET held = held - p_amount WHERE id = p_account;
    RETURN QUERY SELECT * FROM ledger_hold_replay(p_key, p_hash);
    RETURN;
  END IF;
  RETURN QUERY SELECT 'applied'::text, v_id, (SELECT balance - held FROM ledger_accounts WHERE id = p_account);
END $$;
