-- Moves money in one round trip. Outcomes: 'applied', 'replayed' (same key, same request: the
-- original transfer), 'conflict' (same key, different request), 'insufficient' (nothing moved).
-- A concurrent call with the same key is answered here as a replay, never with an error, so the
-- call also works inside a caller's transaction (an error would abort it).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_key text, p_hash bytea, p_debit bigint, p_credit bigint, p_amount bigint, p_reason integer, p_reference text,
  p_hold bigint DEFAULT NULL
) RETURNS TABLE (outcome text, transfer_id bigint, debit_balance bigint, credit_balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_id bigint;
  v_debit_balance bigint;
  v_credit_balance bigint;
BEGIN
  -- Lock the player rows involved in ascending id order (no deadlocks between opposite transfers).
  PERFORM 1 FROM ledger_accounts a WHERE a.id IN (p_debit, p_credit) AND a.kind = 'player' ORDER BY a.id FOR UPDATE;
  UPDATE ledger_accounts a SET balance = a.balance - p_amount
    WHERE a.id = p_debit AND a.kind = 'player' AND a.balance - a.held >= p_amount RETURNING a.balance INTO v_debit_balance;
  IF NOT FOUND AND EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = p_debit AND a.kind = 'player') THEN
    RETURN QUERY SELECT * FROM ledger_transfer_replay(p_key, p_hash);
    IF FOUND THEN RETURN; END IF;
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint,
      (SELECT a.balance - a.held FROM ledger_accounts a WHERE a.id = p_debit), NULL::bigint;
    RETURN;
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = p_credit AND a.kind = 'player'
    RETURNING a.balance INTO v_credit_balance;
  INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, reason, reference, hold_id)
    VALUES (p_key, p_hash, p_debit, p_credit, p_amount, p_reason, p_reference, p_hold)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    -- The key was used before (or by a racing call that has committed): undo and answer as a replay.
    UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = p_debit AND a.kind = 'player';
    UPDATE ledger_accounts a SET balance = a.balance - p_amount WHERE a.id = p_credit AND a.kind = 'player';
    RETURN QUERY SELECT * FROM ledger_transfer_replay(p_key, p_hash);
    RETURN;
  END IF;
  INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES (v_id, p_debit, -p_amount), (v_id, p_credit, p_amount);
  RETURN QUERY SELECT 'applied'::text, v_id,
    coalesce(v_debit_balance, (SELECT a.balance FROM ledger_accounts a WHERE a.id = p_debit)),
    coalesce(v_credit_balance, (SELECT a.balance FROM ledger_accounts a WHERE a.id = p_credit));
END $$;
