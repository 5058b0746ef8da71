-- The answer to a hold key already used: 'replayed' (same request: the original hold) or 'conflict'.
CREATE OR REPLACE FUNCTION ledger_hold_replay(p_key text, p_hash bytea)
RETURNS TABLE (outcome text, hold_id bigint, available bigint)
LANGUAGE sql AS $$
  SELECT CASE WHEN h.request_hash = p_hash THEN 'replayed' ELSE 'conflict' END, h.id,
    (SELECT balance - held FROM ledger_accounts WHERE id = h.account_id)
  FROM ledger_holds h WHERE h.idempotency_key = p_key
$$;
