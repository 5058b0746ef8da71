-- Manual balance adjustments (issue #11, features/adjustments/README.md). One operator requests,
-- a second approves; only then does money move, as one ledger transfer between the player and the
-- `adjustments` system account whose idempotency key is `adjustment:<id>`.
CREATE TABLE balance_adjustments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount bigint NOT NULL CHECK (amount > 0),
  category text NOT NULL CHECK (category IN ('correction', 'goodwill', 'chargeback', 'promotion', 'other')),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 3 AND 500),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  requested_by bigint NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  decision_note text NOT NULL DEFAULT '',
  transfer_id bigint REFERENCES ledger_transfers (id),
  CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CHECK ((state = 'approved') = (transfer_id IS NOT NULL))
);
CREATE INDEX balance_adjustments_state ON balance_adjustments (state, id);
CREATE INDEX balance_adjustments_player ON balance_adjustments (player_id, id);
