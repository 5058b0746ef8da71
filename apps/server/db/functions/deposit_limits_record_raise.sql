-- Every requested raise (or removal) of a deposit limit is recorded in limit_raise_requests, a
-- marker of possible harm, whichever code path made it.
CREATE OR REPLACE FUNCTION deposit_limits_record_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.pending_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.pending_at IS DISTINCT FROM NEW.pending_at) THEN
    INSERT INTO limit_raise_requests (player_id, kind, from_amount, to_amount, requested_at)
      VALUES (NEW.player_id, 'deposit:' || NEW.period, NEW.amount, NEW.pending_amount, NEW.updated_at);
  END IF;
  RETURN NEW;
END $$;
