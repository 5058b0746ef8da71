-- In-house games (issue #4, features/inhouse-games/README.md): each player's provably fair seed
-- pairs (one active, the rest revealed) and the rounds played under them. Money is not here: it
-- moves through the in-house provider's seamless callbacks (game_rounds, ledger).

CREATE TABLE inhouse_seeds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  -- Secret until revealed_at is set; never sent to the player before that. Sealed at rest with
  -- the field cipher (platform/field-encryption.ts, PII_ENCRYPTION_KEY): a database dump alone
  -- does not tell the outcomes of the rounds still to come.
  server_seed_sealed text NOT NULL CHECK (server_seed_sealed LIKE 'v1.%'),
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  next_nonce bigint NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at timestamptz NOT NULL,
  revealed_at timestamptz
);
CREATE UNIQUE INDEX inhouse_seeds_active ON inhouse_seeds (player_id) WHERE revealed_at IS NULL;
CREATE INDEX inhouse_seeds_revealed ON inhouse_seeds (player_id, revealed_at DESC) WHERE revealed_at IS NOT NULL;

-- state: pending (nonce taken, stake callback not answered yet), open (staked; crash/mines in
-- play), settling (outcome decided, settle callback not answered yet), settled, refused (the
-- wallet refused the stake; nothing moved). outcome (the engine's, with the board/crash point) is
-- set when the round ends and shown only then.
CREATE TABLE inhouse_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id text NOT NULL UNIQUE,
  player_id bigint NOT NULL REFERENCES players (id),
  game text NOT NULL CHECK (game IN ('slot', 'dice', 'crash', 'mines')),
  seed_id bigint NOT NULL REFERENCES inhouse_seeds (id),
  nonce bigint NOT NULL,
  bet bigint NOT NULL CHECK (bet > 0),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  params jsonb NOT NULL,
  outcome jsonb,
  state text NOT NULL CHECK (state IN ('pending', 'open', 'settling', 'settled', 'refused')),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX inhouse_rounds_player_open ON inhouse_rounds (player_id) WHERE state IN ('pending', 'open', 'settling');
