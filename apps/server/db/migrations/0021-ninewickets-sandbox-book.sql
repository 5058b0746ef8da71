-- The embedded 9WICKETS sandbox's own book (adapters/game-providers/ninewickets): the money a
-- player moved to 9WICKETS (a transfer wallet holds it while they play), every transfer by Khel's
-- operation id, and the bets placed on the demo sportsbook. Persisted so a restart never loses
-- money that Khel's ledger shows at provider:9wickets.
CREATE TABLE ninewickets_sandbox_wallets (
  player_id text PRIMARY KEY,
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

CREATE TABLE ninewickets_sandbox_transfers (
  transfer_id text PRIMARY KEY,
  player_id text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('deposit', 'withdraw')),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('success', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- seq is 9WICKETS' bet sequence, the cursor Khel imports bet history by.
CREATE TABLE ninewickets_sandbox_bets (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bet_id text NOT NULL UNIQUE,
  player_id text NOT NULL,
  game_id text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  payout bigint NOT NULL CHECK (payout >= 0),
  odds numeric,
  detail jsonb NOT NULL,
  placed_at timestamptz NOT NULL
);
CREATE INDEX ninewickets_sandbox_bets_player ON ninewickets_sandbox_bets (player_id, seq);
