-- The wallet's API at the SQL level (issue #10, features/wallet/README.md "SQL API"): what another
-- feature's SQL function may call to read a player's money or move it, so that a provider callback
-- is one round trip while the wallet still owns its tables and its rules. Nothing outside the
-- wallet reads or writes ledger_* tables; these functions and ledger_transfer are the only doors.

-- Locks the player's account for the rest of the transaction (every later movement of this player
-- waits) and answers its available balance; no row when the player has no account (no such player).
-- A caller locking several players does so in ascending player id, as ledger_transfer does.
CREATE FUNCTION ledger_lock_player(p_player bigint) RETURNS TABLE (account_id bigint, available bigint)
LANGUAGE sql AS $$
  SELECT id, balance - held FROM ledger_accounts WHERE player_id = p_player FOR UPDATE
$$;

-- The player's available balance (balance − held), NULL when the player has no account.
CREATE FUNCTION ledger_available(p_player bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT balance - held FROM ledger_accounts WHERE player_id = p_player
$$;

-- The request hash wallet.service.ts computes for transfer(): sha256 of the JSON
-- ["transfer", from, to, amount, reason, reference] with from/to as {"player":id} or
-- {"system":code}, so a key used from Node and from SQL has one meaning (a replay or a conflict).
CREATE FUNCTION ledger_transfer_hash(
  p_from_player bigint, p_from_code text, p_to_player bigint, p_to_code text, p_amount bigint, p_reason integer, p_reference text
) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(convert_to(format('["transfer",%s,%s,%s,%s,%s]',
    CASE WHEN p_from_player IS NOT NULL THEN format('{"player":%s}', p_from_player) ELSE format('{"system":%s}', to_json(p_from_code)) END,
    CASE WHEN p_to_player IS NOT NULL THEN format('{"player":%s}', p_to_player) ELSE format('{"system":%s}', to_json(p_to_code)) END,
    p_amount, p_reason, to_json(p_reference)), 'UTF8'))
$$;

-- transfer() of wallet.service.ts for SQL callers: accounts by player id or system code, the same
-- request hash, the same outcomes as ledger_transfer ('applied', 'replayed', 'conflict',
-- 'insufficient'); the caller decides what a refusal means. Amount must be > 0 (CHECK).
CREATE FUNCTION ledger_transfer_between(
  p_key text, p_from_player bigint, p_from_code text, p_to_player bigint, p_to_code text,
  p_amount bigint, p_reason integer, p_reference text
) RETURNS TABLE (outcome text, transfer_id bigint, debit_balance bigint, credit_balance bigint)
LANGUAGE sql AS $$
  SELECT * FROM ledger_transfer(p_key,
    ledger_transfer_hash(p_from_player, p_from_code, p_to_player, p_to_code, p_amount, p_reason, p_reference),
    ledger_account_of(p_from_player, p_from_code), ledger_account_of(p_to_player, p_to_code),
    p_amount, p_reason, p_reference)
$$;
