-- Agency (issue #5): a player is linked to an inviter once, at sign-up, and never re-parented.
-- The sign-up path is the only writer of inviter_id; these guards make that hold for any future
-- UPDATE too (an operator tool, a bug), so invite rewards can never be redirected.
ALTER TABLE players ADD CONSTRAINT players_not_self_invited CHECK (inviter_id IS NULL OR inviter_id <> id);

CREATE FUNCTION players_inviter_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.inviter_id IS DISTINCT FROM OLD.inviter_id THEN
    RAISE EXCEPTION 'players.inviter_id is set at sign-up and never changes' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER players_inviter_fixed BEFORE UPDATE OF inviter_id ON players
  FOR EACH ROW EXECUTE FUNCTION players_inviter_fixed();

