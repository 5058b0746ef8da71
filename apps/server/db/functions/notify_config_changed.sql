-- A change to a config document is announced as 'c:<document>' to the servers' in-memory copies.
CREATE OR REPLACE FUNCTION notify_config_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('khel_changes', 'c:' || CASE WHEN TG_OP = 'INSERT' THEN NEW.name ELSE OLD.name END);
  RETURN NULL;
END $$;
