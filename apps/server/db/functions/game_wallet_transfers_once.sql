-- The transfer wallet is exact (docs/hardening/transfer-wallet.md): a transfer goes
-- pending → done | failed once and never changes again, and is never deleted.
CREATE OR REPLACE FUNCTION game_wallet_transfers_once() RETURNS trigger LANGUAGE plpgsql AS $$
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
