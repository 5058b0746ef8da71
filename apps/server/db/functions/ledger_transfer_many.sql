-- The wallet's door for many fresh transfers at once (arrays of one length, one element per
-- transfer, amounts > 0). Every key must be new: a used key raises (unique violation) and the caller
-- falls back to ledger_transfer, one at a time, which knows replays and conflicts. Each player
-- account's balance moves once, by its net amount, and must stay at or above what it holds; else
-- it raises and nothing moves (the caller checks funds first, so this is a bug, not a refusal).
-- Answers each player account moved with its balance and available balance.
CREATE OR REPLACE FUNCTION ledger_transfer_many(
  p_keys text[], p_hashes bytea[], p_debits bigint[], p_credits bigint[], p_amounts bigint[], p_reasons integer[], p_references text[]
) RETURNS TABLE (account_id bigint, balance bigint, available bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_players integer;
  v_moved integer;
BEGIN
  SELECT count(*) INTO v_players FROM (
    SELECT 1 FROM ledger_accounts a WHERE a.id = ANY (p_debits || p_credits) AND a.kind = 'player' ORDER BY a.id FOR UPDATE
  ) AS locked;
  RETURN QUERY
  WITH m AS (
    SELECT * FROM unnest(p_keys, p_hashes, p_debits, p_credits, p_amounts, p_reasons, p_references)
      AS m(key, hash, debit, credit, amount, reason, reference)
  ), transfers AS (
    INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, reason, reference)
      SELECT m.key, m.hash, m.debit, m.credit, m.amount, m.reason, m.reference FROM m
      RETURNING id, debit_account_id, credit_account_id, amount
  ), entries AS (
    INSERT INTO ledger_entries (transfer_id, account_id, amount)
      SELECT t.id, t.debit_account_id, -t.amount FROM transfers t
      UNION ALL SELECT t.id, t.credit_account_id, t.amount FROM transfers t
  ), net AS (
    SELECT x.account, sum(x.delta)::bigint AS delta
      FROM (SELECT m.debit AS account, -m.amount AS delta FROM m UNION ALL SELECT m.credit, m.amount FROM m) AS x
      GROUP BY x.account
  ), moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + n.delta FROM net n
      WHERE a.id = n.account AND a.kind = 'player' AND a.balance + n.delta - a.held >= 0
      RETURNING a.id, a.balance, a.held
  )
  SELECT mv.id, mv.balance, mv.balance - mv.held FROM moved mv;
  GET DIAGNOSTICS v_moved = ROW_COUNT;
  IF v_moved <> v_players THEN
    RAISE EXCEPTION 'ledger_transfer_many: % of % player accounts lack the funds', v_players - v_moved, v_players USING ERRCODE = 'KH010';
  END IF;
END $$;
