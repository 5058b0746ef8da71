-- Player restrictions are append-only: a time-out or exclusion ends by a later row, never by
-- editing the one that started it, so its history stays whole.
CREATE OR REPLACE FUNCTION player_restrictions_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'player restrictions are append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'KH012';
END $$;
