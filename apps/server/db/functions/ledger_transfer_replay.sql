-- The answer to a key already used: 'replayed' (same request: the original transfer) or 'conflict'.
CREATE OR REPLACE FUNCTION ledger_transfer_replay(p_key text, p_hash bytea)
RETURNS TABLE (outcome text, transfer_id bigint, debit_balance bigint, credit_balance bigint)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY SELECT CASE WHEN t.request_hash = p_hash THEN 'replayed' ELSE 'conflict' END, t.id,
    (SELECT a.balance FROM ledger_accounts a WHERE a.id = t.debit_account_id),
    (SELECT a.balance FROM ledger_accounts a WHERE a.id = t.credit_account_id)
  FROM ledger_transfers t WHERE t.idempotency_key = p_key;
END $$;
