-- Dispute reports (issue 19, features/reports/README.md): the liabilities report sums a day's
-- ledger entries of player accounts by time. A BRIN index on created_at costs next to nothing per
-- bet (entries are written in time order, one summary per block range), unlike a B-tree.
CREATE INDEX ledger_entries_created_brin ON ledger_entries USING brin (created_at);
