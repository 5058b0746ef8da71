-- The 9WICKETS transfer wallet is exact (docs/hardening/transfer-wallet.md).
-- 1. A transfer's state goes pending → done | failed once and never changes again: the ledger move
--    that goes with the final state is applied in the same transaction as this one update.
ALTER TABLE game_wallet_transfers ADD COLUMN settled_by text CHECK (settled_by IN ('answer', 'check', 'closed'));
ALTER TABLE game_wallet_transfers ADD CONSTRAINT game_wallet_transfers_final_has_time
  CHECK ((state = 'pending') = (resolved_at IS NULL));

CREATE FUNCTION game_wallet_transfers_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'game_wallet_transfers % cannot be deleted', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.state <> 'pending' OR NEW.id <> OLD.id OR NEW.provider <> OLD.provider OR NEW.player_id <> OLD.player_id
     OR NEW.direction <> OLD.direction OR NEW.amount <> OLD.amount OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'game_wallet_transfers % is final (%)', OLD.id, OLD.state USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER game_wallet_transfers_once BEFORE UPDATE OR DELETE ON game_wallet_transfers
  FOR EACH ROW EXECUTE FUNCTION game_wallet_transfers_once();

-- 2. One transfer flow per player at a time, across server processes: a lease row (a transaction
--    cannot stay open across the vendor's HTTP calls). A crashed holder's lease runs out.
CREATE TABLE game_transfer_locks (
  provider text NOT NULL,
  player_id bigint NOT NULL,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (provider, player_id)
);

-- 3. Khel's books against the vendor's, per player: a difference opens a case the operator sees
--    (GET /admin/game-transfer-cases); it clears itself when a later run finds them equal again.
CREATE TABLE game_transfer_cases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  player_id bigint NOT NULL REFERENCES players (id),
  expected bigint NOT NULL,
  reported bigint NOT NULL,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'cleared')),
  opened_at timestamptz NOT NULL,
  checked_at timestamptz NOT NULL,
  cleared_at timestamptz,
  CHECK ((state = 'open') = (cleared_at IS NULL))
);
CREATE UNIQUE INDEX game_transfer_cases_open ON game_transfer_cases (provider, player_id) WHERE state = 'open';
