-- The server processes keep read models in memory; a change to a player's row is announced on
-- channel khel_changes as 'p:<player id>' (sent at commit, never on rollback).
CREATE OR REPLACE FUNCTION notify_player_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('khel_changes', 'p:' || OLD.id);
  RETURN NULL;
END $$;
