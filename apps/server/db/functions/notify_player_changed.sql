-- As notify_player_row_changed, for tables that hold a player_id (wallet balance, sessions).
CREATE OR REPLACE FUNCTION notify_player_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('khel_changes', 'p:' || OLD.player_id);
  RETURN NULL;
END $$;
