-- Resolves a pending hold: 'post' moves the held money to p_credit (the payout), 'void' returns it.
-- Outcomes: 'applied', 'replayed' (already resolved the same way), 'conflict' (resolved the other way).
CREATE OR REPLACE FUNCTION ledger_resolve_hold(
  p_hold bigint, p_action text, p_key text, p_hash bytea, p_credit bigint, p_reason integer, p_reference text
) RETURNS TABLE (outcome text, transfer_id bigint, available bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_hold ledger_holds%ROWTYPE;
  v_transfer bigint;
BEGIN
  SELECT * INTO v_hold FROM ledger_holds WHERE id = p_hold FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no ledger hold %', p_hold USING ERRCODE = 'KH004';
  END IF;
  IF v_hold.state <> 'pending' THEN
    RETURN QUERY SELECT CASE WHEN v_hold.state = CASE p_action WHEN 'post' THEN 'posted' ELSE 'voided' END
      THEN 'replayed' ELSE 'conflict' END, v_hold.transfer_id,
      (SELECT balance - held FROM ledger_accounts WHERE id = v_hold.account_id);
    RETURN;
  END IF;
  UPDATE ledger_accounts SET held = held - v_hold.amount WHERE id = v_hold.account_id;
  IF p_action = 'post' THEN
    SELECT t.transfer_id INTO v_transfer FROM ledger_transfer(p_key, p_hash, v_hold.account_id, p_credit,
      v_hold.amount, p_reason, p_reference, p_hold) AS t WHERE t.outcome = 'applied';
    IF v_transfer IS NULL THEN
      RAISE EXCEPTION 'posting hold % failed', p_hold USING ERRCODE = 'KH005';
    END IF;
    UPDATE ledger_holds SET state = 'posted', resolved_at = now(), transfer_id = v_transfer WHERE id = p_hold;
  ELSE
    UPDATE ledger_holds SET state = 'voided', resolved_at = now() WHERE id = p_hold;
  END IF;
  RETURN QUERY SELECT 'applied'::text, v_transfer, (SELECT balance - held FROM ledger_accounts WHERE id = v_hold.account_id);
END $$;
