-- Game providers' seamless wallet (issue #4, features/game-wallet/README.md): launch sessions,
-- rounds (the spec §3 bet record), every provider transaction with the answer first given, and
-- tombstones of rollbacks that arrived before their bet. Money itself moves only in the ledger.

CREATE TABLE game_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  player_id bigint NOT NULL REFERENCES players (id),
  game_id text NOT NULL,
  game_name text NOT NULL DEFAULT '',
  game_type text NOT NULL DEFAULT '',
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX game_sessions_player ON game_sessions (player_id, provider, created_at DESC);

-- state: 0 Unsettled, 1 Settled, -1 Cancelled (spec record filter).
CREATE TABLE game_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  round_id text NOT NULL,
  player_id bigint NOT NULL REFERENCES players (id),
  game_id text NOT NULL,
  game_name text NOT NULL DEFAULT '',
  game_type text NOT NULL DEFAULT '',
  platform text NOT NULL,
  bet_amount bigint NOT NULL DEFAULT 0 CHECK (bet_amount >= 0),
  win_amount bigint NOT NULL DEFAULT 0 CHECK (win_amount >= 0),
  valid_amount bigint NOT NULL DEFAULT 0 CHECK (valid_amount >= 0),
  odds numeric,
  state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, -1)),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (provider, round_id)
);
CREATE INDEX game_rounds_player_time ON game_rounds (player_id, created_at DESC);
CREATE INDEX game_rounds_recent_wins ON game_rounds (settled_at DESC) WHERE state = 1 AND win_amount > bet_amount;

-- One row per provider transaction id: a duplicate gets `answer` (the outcome first given) with
-- the current balance. request_hash tells a true retry from a reuse of the id for another request.
CREATE TABLE game_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  provider_tx_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'settle', 'betSettle', 'rollback')),
  player_id bigint NOT NULL,
  round_pk bigint REFERENCES game_rounds (id),
  amount bigint NOT NULL DEFAULT 0,
  win_amount bigint NOT NULL DEFAULT 0,
  ref_tx_id text,
  request_hash bytea NOT NULL,
  outcome text NOT NULL,
  -- a bet (or bet+settle) that moved money and was later rolled back
  rolled_back boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  UNIQUE (provider, provider_tx_id)
);
CREATE INDEX game_transactions_round ON game_transactions (round_pk);

-- A rollback of a bet Khel never saw: the bet, if it arrives later, is refused.
CREATE TABLE game_rollback_tombstones (
  provider text NOT NULL,
  bet_tx_id text NOT NULL,
  rollback_tx_id text NOT NULL,
  player_id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider, bet_tx_id)
);

-- Transfer-wallet providers (9WICKETS): each move of a player's balance to or from the provider,
-- by Khel's own operation id (the provider's "check operation" looks it up).
CREATE TABLE game_wallet_transfers (
  id text PRIMARY KEY,
  provider text NOT NULL,
  player_id bigint NOT NULL REFERENCES players (id),
  direction text NOT NULL CHECK (direction IN ('in', 'out')),
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  created_at timestamptz NOT NULL,
  resolved_at timestamptz
);
CREATE INDEX game_wallet_transfers_pending ON game_wallet_transfers (provider, player_id) WHERE state = 'pending';
