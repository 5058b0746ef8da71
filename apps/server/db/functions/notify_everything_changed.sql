-- A TRUNCATE may have changed anything: announced as '*', so every in-memory read model is dropped.
CREATE OR REPLACE FUNCTION notify_everything_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('khel_changes', '*');
  RETURN NULL;
END $$;
