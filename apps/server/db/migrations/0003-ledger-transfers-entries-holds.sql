-- The double-entry ledger (DESIGN "Money", issue #3). Every movement is one transfer with two
-- entries; transfers and entries are append-only; holds reserve a player's money for a pending
-- withdrawal. Only player accounts keep a running balance (guarded, never below what is held);
-- system accounts derive theirs from entries, so no bet queues on a hot house row.

CREATE TABLE ledger_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  request_hash bytea NOT NULL,
  debit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  reason integer NOT NULL,
  reference text NOT NULL DEFAULT '',
  hold_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id)
);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);

CREATE TABLE ledger_holds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  request_hash bytea NOT NULL,
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  reason integer NOT NULL,
  reference text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'posted', 'voided')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  transfer_id bigint REFERENCES ledger_transfers (id)
);
CREATE INDEX ledger_holds_pending ON ledger_holds (account_id) WHERE state = 'pending';

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'KH003';
END $$;
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
-- Row triggers do not fire on TRUNCATE, which would wipe the books in one statement.
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_holds_no_truncate BEFORE TRUNCATE ON ledger_holds
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- A hold is resolved once: pending → posted or voided, and nothing else ever changes.
CREATE FUNCTION ledger_hold_resolves_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.state <> 'pending' OR NEW.state = 'pending'
     OR NEW.amount <> OLD.amount OR NEW.account_id <> OLD.account_id THEN
    RAISE EXCEPTION 'ledger hold % cannot change from %', OLD.id, OLD.state USING ERRCODE = 'KH003';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_holds_resolve_once BEFORE UPDATE OR DELETE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_hold_resolves_once();

-- The account of a player, or the system account with that code (created on first use), so a
-- transfer names its accounts inside the same statement: one round trip.
CREATE FUNCTION ledger_account_of(p_player bigint, p_code text) RETURNS bigint LANGUAGE plpgsql AS $$
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

-- The answer to a key already used: 'replayed' (same request: the original transfer) or 'conflict'.
CREATE FUNCTION ledger_transfer_replay(p_key text, p_hash bytea)
RETURNS TABLE (outcome text, transfer_id bigint, debit_balance bigint, credit_balance bigint)
LANGUAGE sql AS $$
  SELECT CASE WHEN t.request_hash = p_hash THEN 'replayed' ELSE 'conflict' END, t.id,
    (SELECT balance FROM ledger_accounts WHERE id = t.debit_account_id),
    (SELECT balance FROM ledger_accounts WHERE id = t.credit_account_id)
  FROM ledger_transfers t WHERE t.idempotency_key = p_key
$$;

-- Moves money in one round trip. Outcomes: 'applied', 'replayed' (same key, same request: the
-- original transfer), 'conflict' (same key, different request), 'insufficient' (nothing moved).
-- A concurrent call with the same key is answered here as a replay, never with an error, so the
-- call also works inside a caller's transaction (an error would abort it).
CREATE FUNCTION ledger_transfer(
  p_key text, p_hash bytea, p_debit bigint, p_credit bigint, p_amount bigint, p_reason integer, p_reference text,
  p_hold bigint DEFAULT NULL
) RETURNS TABLE (outcome text, transfer_id bigint, debit_balance bigint, credit_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  RETURN QUERY SELECT * FROM ledger_transfer_replay(p_key, p_hash);
  IF FOUND THEN RETURN; END IF;
  -- Lock the player rows involved in ascending id order (no deadlocks between opposite transfers).
  PERFORM 1 FROM ledger_accounts WHERE id IN (p_debit, p_credit) AND kind = 'player' ORDER BY id FOR UPDATE;
  -- A call with the same key may have committed while this one waited for the lock (each
  -- statement here reads a fresh snapshot).
  RETURN QUERY SELECT * FROM ledger_transfer_replay(p_key, p_hash);
  IF FOUND THEN RETURN; END IF;
  UPDATE ledger_accounts SET balance = balance - p_amount
    WHERE id = p_debit AND kind = 'player' AND balance - held >= p_amount;
  IF NOT FOUND AND EXISTS (SELECT 1 FROM ledger_accounts WHERE id = p_debit AND kind = 'player') THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint,
      (SELECT balance - held FROM ledger_accounts WHERE id = p_debit), NULL::bigint;
    RETURN;
  END IF;
  UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_credit AND kind = 'player';
  INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, reason, reference, hold_id)
    VALUES (p_key, p_hash, p_debit, p_credit, p_amount, p_reason, p_reference, p_hold)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    -- The key was taken by a racing call that shares no player row with this one (e.g. system to
    -- system): undo the balances (rows still locked by us) and answer as a replay would.
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_debit AND kind = 'player';
    UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = p_credit AND kind = 'player';
    RETURN QUERY SELECT * FROM ledger_transfer_replay(p_key, p_hash);
    RETURN;
  END IF;
  INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES (v_id, p_debit, -p_amount), (v_id, p_credit, p_amount);
  RETURN QUERY SELECT 'applied'::text, v_id,
    (SELECT balance FROM ledger_accounts WHERE id = p_debit),
    (SELECT balance FROM ledger_accounts WHERE id = p_credit);
END $$;

CREATE FUNCTION ledger_hold_replay(p_key text, p_hash bytea)
RETURNS TABLE (outcome text, hold_id bigint, available bigint)
LANGUAGE sql AS $$
  SELECT CASE WHEN h.request_hash = p_hash THEN 'replayed' ELSE 'conflict' END, h.id,
    (SELECT balance - held FROM ledger_accounts WHERE id = h.account_id)
  FROM ledger_holds h WHERE h.idempotency_key = p_key
$$;

-- Reserves a player's money (a withdrawal request). Outcomes as ledger_transfer.
CREATE FUNCTION ledger_hold(
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

-- Resolves a pending hold: 'post' moves the held money to p_credit (the payout), 'void' returns it.
-- Outcomes: 'applied', 'replayed' (already resolved the same way), 'conflict' (resolved the other way).
CREATE FUNCTION ledger_resolve_hold(
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
