-- A player's inviter is set at sign-up and never changes: agents' commissions follow it.
CREATE OR REPLACE FUNCTION players_inviter_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.inviter_id IS DISTINCT FROM OLD.inviter_id THEN
    RAISE EXCEPTION 'players.inviter_id is set at sign-up and never changes' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
