-- Shared crash (features/inhouse-games/README.md "Crash design"): one round at a time for every
-- player, its bust point from a published hash chain (packages/games crash/crash-chain.ts).
-- Each player's bet in a round is an inhouse_rounds row as before (same money path, same recovery
-- job), linked to the shared game instead of a per-player seed pair and nonce.

-- A chain: the secret seed (sealed with the field cipher, as the per-player server seeds are), the
-- terminating hash and the salt published before its first game is played.
CREATE TABLE crash_chains (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seed_sealed text NOT NULL CHECK (seed_sealed LIKE 'v1.%'),
  terminating_hash text NOT NULL UNIQUE CHECK (terminating_hash ~ '^[0-9a-f]{64}$'),
  salt text NOT NULL,
  length bigint NOT NULL CHECK (length > 0),
  created_at timestamptz NOT NULL
);

-- The shared rounds. id is the round number players see. The game's hash stays sealed while the
-- round runs; hash and bust_point are written in clear when it busts, so a database dump never
-- shows the bust point of a round still open. state moves betting → flying → busted once, by a
-- conditional UPDATE, so the process that moves it is the one that announces it.
CREATE TABLE crash_games (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id bigint NOT NULL REFERENCES crash_chains (id),
  game bigint NOT NULL CHECK (game > 0),
  hash_sealed text NOT NULL CHECK (hash_sealed LIKE 'v1.%'),
  hash text CHECK (hash ~ '^[0-9a-f]{64}$'),
  bust_point bigint CHECK (bust_point >= 100),
  betting_at timestamptz NOT NULL,
  flying_at timestamptz NOT NULL CHECK (flying_at > betting_at),
  busted_at timestamptz,
  state text NOT NULL CHECK (state IN ('betting', 'flying', 'busted')),
  UNIQUE (chain_id, game),
  CHECK ((state = 'busted') = (hash IS NOT NULL AND bust_point IS NOT NULL AND busted_at IS NOT NULL))
);
-- At most one round not yet busted: two processes starting the next round at once insert one.
CREATE UNIQUE INDEX crash_games_one_live ON crash_games ((true)) WHERE state <> 'busted';

ALTER TABLE inhouse_rounds ALTER COLUMN seed_id DROP NOT NULL;
ALTER TABLE inhouse_rounds ALTER COLUMN nonce DROP NOT NULL;
ALTER TABLE inhouse_rounds ADD COLUMN crash_game_id bigint REFERENCES crash_games (id);
ALTER TABLE inhouse_rounds ADD CONSTRAINT inhouse_rounds_seed_or_shared
  CHECK ((seed_id IS NULL) = (nonce IS NULL) AND (seed_id IS NULL) = (crash_game_id IS NOT NULL) AND (crash_game_id IS NULL OR game = 'crash'));
-- One bet per player per shared round (as bustabit): a second bet is refused, a replay finds the first.
CREATE UNIQUE INDEX inhouse_rounds_one_bet_per_game ON inhouse_rounds (crash_game_id, player_id) WHERE crash_game_id IS NOT NULL;
-- The tick's look for bets a busted round left open (a stake answered late, a settle that failed).
CREATE INDEX inhouse_rounds_crash_open ON inhouse_rounds (crash_game_id) WHERE state = 'open' AND crash_game_id IS NOT NULL;
