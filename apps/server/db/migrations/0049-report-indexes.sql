-- Back-office reads (issue #11): every list pages by (sort key, id) and every report reads a day
-- range, so each gets an index. Kept off the hot paths where possible: the ledger index is partial
-- (bets, wins and refunds — reasons 5001–5005 — never enter it), the rounds index holds settled
-- rounds only.
CREATE INDEX game_rounds_settled ON game_rounds (settled_at) WHERE state = 1;
CREATE INDEX ledger_transfers_money_time ON ledger_transfers (created_at)
  WHERE reason < 5000 OR reason >= 6000;
CREATE INDEX deposit_orders_settled ON deposit_orders (settled_at) WHERE state = 'paid';
CREATE INDEX deposit_orders_state_id ON deposit_orders (state, id);
CREATE INDEX deposit_orders_player_id ON deposit_orders (player_id, id);
CREATE INDEX withdrawals_updated_paid ON withdrawals (updated_at) WHERE state = 'paid';
CREATE INDEX withdrawals_created ON withdrawals (created_at);
CREATE INDEX game_rounds_created ON game_rounds (created_at);
