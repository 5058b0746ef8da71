-- Every reward a player receives (issue #5): one row per (player, offer, period), so a claim can
-- pay once however many requests race for it. The money itself moves through the ledger
-- (transfer_id); this row is the claim's record and the offer pages read their states from it.
CREATE TABLE reward_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  -- The offer's stable id ('sign-in', 'first-deposit', 'gift-code', 'vip-upgrade', …).
  offer text NOT NULL CHECK (offer ~ '^[a-z0-9-]{1,40}$'),
  -- What makes the claim unique within the offer: a day, a week, a tier, a level, a code, …
  period text NOT NULL CHECK (char_length(period) BETWEEN 1 AND 80),
  amount bigint NOT NULL CHECK (amount > 0),
  reason integer NOT NULL,
  wager_multi integer NOT NULL DEFAULT 0 CHECK (wager_multi >= 0),
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL,
  UNIQUE (player_id, offer, period)
);
CREATE INDEX reward_claims_player_time ON reward_claims (player_id, created_at DESC);
