-- Foreign keys off the callback's hot path (issue #10; features/wallet/README.md "Integrity").
-- A foreign-key check runs a query and takes a KEY SHARE row lock on the referenced row for every
-- row written. Every ledger entry and transfer of a bet references its provider's system account,
-- so with two batches in flight every transaction share-locked the same hot row (a MultiXact on
-- each new locker) — the "hot system account" DESIGN warns about, through the back door.
-- Measured on the callback function with two concurrent batches: about 1,500–3,100 callbacks/s
-- with these keys, about 4,000 without. The rows they guarded are written only by the wallet's
-- SQL functions (ledger_transfer with account ids from ledger_account_of / ledger_lock_player)
-- and by the game callback function (a round it has just inserted, the player it has just
-- locked); `npm run ledger:check` now proves what the ledger keys proved (every transfer and entry
-- names an existing account and transfer). Accounts are never deleted (nothing deletes them).
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_transfer_id_fkey;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_debit_account_id_fkey;
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_credit_account_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_player_id_fkey;
ALTER TABLE game_transactions DROP CONSTRAINT game_transactions_round_pk_fkey;

-- Accounts are the ledger's anchor: refuse deleting one (the keys above used to refuse it while
-- an entry named it).
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
