-- As notify_player_row_changed, for tables that hold a player_id: 'p:<id>' for what a session
-- depends on (sessions), 'b:<id>' for a wallet balance (the trigger's argument), so the session
-- cache is not dropped by every stake while the balance readers are (platform/player-read-cache.ts).
CREATE OR REPLACE FUNCTION notify_player_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('khel_changes', coalesce(TG_ARGV[0], 'p') || ':' || OLD.player_id);
  RETURN NULL;
END $$;

-- Only player accounts, and only when what a player sees moves (the hot path's system accounts
-- change on every bet and nobody caches them).
CREATE OR REPLACE TRIGGER ledger_accounts_player_balance_changed AFTER UPDATE OF balance, held ON ledger_accounts
  FOR EACH ROW WHEN (OLD.player_id IS NOT NULL AND (OLD.balance <> NEW.balance OR OLD.held <> NEW.held))
  EXECUTE FUNCTION notify_player_changed('b');
