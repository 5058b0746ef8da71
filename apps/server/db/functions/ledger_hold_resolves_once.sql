-- A hold is resolved once: pending → posted or voided, and nothing else ever changes.
CREATE OR REPLACE FUNCTION ledger_hold_resolves_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.state <> 'pending' OR NEW.state = 'pending'
     OR NEW.amount <> OLD.amount OR NEW.account_id <> OLD.account_id THEN
    RAISE EXCEPTION 'ledger hold % cannot change from %', OLD.id, OLD.state USING ERRCODE = 'KH003';
  END IF;
  RETURN NEW;
END $$;
