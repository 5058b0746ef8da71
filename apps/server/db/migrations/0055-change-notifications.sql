-- Issue #10: the server processes keep read models in memory (platform/read-cache.ts: sessions,
-- playerInfo). Every change to what they hold is announced on channel khel_changes, whichever code
-- or tool makes it. NOTIFY is transactional: sent at commit, never on rollback, and repeated
-- payloads in one transaction are sent once. Payloads: 'p:<player id>' (that player's row, wallet
-- balance or sessions), 'c:<document>' (a config document), '*' (anything: a TRUNCATE).

CREATE FUNCTION notify_player_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('khel_changes', 'p:' || OLD.id);
  RETURN NULL;
END $$;

CREATE FUNCTION notify_player_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('khel_changes', 'p:' || OLD.player_id);
  RETURN NULL;
END $$;

CREATE FUNCTION notify_config_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('khel_changes', 'c:' || CASE WHEN TG_OP = 'INSERT' THEN NEW.name ELSE OLD.name END);
  RETURN NULL;
END $$;

CREATE FUNCTION notify_everything_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('khel_changes', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER players_changed AFTER UPDATE OR DELETE ON players
  FOR EACH ROW EXECUTE FUNCTION notify_player_row_changed();
CREATE TRIGGER players_truncated AFTER TRUNCATE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION notify_everything_changed();

-- Only player accounts, and only when what a player sees moves (the hot path's system accounts
-- change on every bet and nobody caches them).
CREATE TRIGGER ledger_accounts_player_balance_changed AFTER UPDATE OF balance, held ON ledger_accounts
  FOR EACH ROW WHEN (OLD.player_id IS NOT NULL AND (OLD.balance <> NEW.balance OR OLD.held <> NEW.held))
  EXECUTE FUNCTION notify_player_changed();

CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_player_changed();
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_everything_changed();

CREATE TRIGGER config_documents_changed AFTER INSERT OR UPDATE OR DELETE ON config_documents
  FOR EACH ROW EXECUTE FUNCTION notify_config_changed();
CREATE TRIGGER config_documents_truncated AFTER TRUNCATE ON config_documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_everything_changed();
