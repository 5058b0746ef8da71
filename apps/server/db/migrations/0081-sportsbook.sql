-- Khel's own sportsbook (features/sportsbook/README.md). Events, markets and prices come from a
-- feed (adapters/sports-feeds) and are written here by the ingest job; a bet's money is a round of
-- the game wallet (provider 'sportsbook': stake, then one settle; corrections through the game
-- wallet's correction), so limits, records, reports, tasks and VIP see it like any other play.
-- Odds are decimal odds in hundredths, lines in tenths, amounts in hundredths.

CREATE TABLE sports_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  feed text NOT NULL,
  feed_key text NOT NULL,
  sport text NOT NULL CHECK (sport IN ('cricket', 'football')),
  format text NOT NULL,
  competition_key text NOT NULL,
  competition_name text NOT NULL,
  home text NOT NULL,
  away text NOT NULL,
  starts_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('scheduled', 'live', 'ended', 'abandoned')),
  score jsonb,
  suspended_by_operator boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL,
  UNIQUE (feed, feed_key)
);
CREATE INDEX sports_events_start ON sports_events (starts_at);

-- feed_status is the feed's word (open, suspended, closed); result, its version and source are the
-- book's: the feed's result settles a market once; an operator's (four eyes) settles or corrects it,
-- and each change of result bumps result_version (the key of every correction it moves).
CREATE TABLE sports_markets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES sports_events (id),
  feed_key text NOT NULL,
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  line integer,
  feed_status text NOT NULL CHECK (feed_status IN ('open', 'suspended', 'closed')),
  result jsonb,
  result_version integer NOT NULL DEFAULT 0,
  result_source text CHECK (result_source IN ('feed', 'operator')),
  settled_at timestamptz,
  suspended_by_operator boolean NOT NULL DEFAULT false,
  max_stake bigint CHECK (max_stake > 0),
  max_payout bigint CHECK (max_payout > 0),
  UNIQUE (event_id, feed_key),
  CHECK ((result IS NULL) = (result_source IS NULL))
);

-- dead_heat: a won selection shares its stake with dead_heat − 1 others (tied top batters).
CREATE TABLE sports_selections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market_id bigint NOT NULL REFERENCES sports_markets (id),
  key text NOT NULL,
  name text NOT NULL,
  odds integer NOT NULL CHECK (odds >= 101),
  result text CHECK (result IN ('won', 'lost', 'void')),
  dead_heat smallint NOT NULL DEFAULT 1 CHECK (dead_heat >= 1),
  UNIQUE (market_id, key)
);

-- A bet: its id is the game wallet's round id. request_id makes placement idempotent per player.
-- payout is what the bet has paid in all (settle plus corrections); shortfall what the player
-- holds beyond the corrected payout, because a correction could take back only what the balance held.
CREATE TABLE sports_bets (
  id uuid PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  request_id uuid NOT NULL,
  request_hash text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'accumulator')),
  stake bigint NOT NULL CHECK (stake > 0),
  odds integer NOT NULL CHECK (odds >= 101),
  potential_return bigint NOT NULL CHECK (potential_return >= stake),
  state text NOT NULL CHECK (state IN ('open', 'won', 'lost', 'void', 'cashed-out')),
  payout bigint CHECK (payout >= 0),
  shortfall bigint NOT NULL DEFAULT 0 CHECK (shortfall >= 0),
  in_play boolean NOT NULL,
  placed_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (player_id, request_id),
  CHECK ((state = 'open') = (payout IS NULL))
);
CREATE INDEX sports_bets_player ON sports_bets (player_id, placed_at DESC);
CREATE INDEX sports_bets_open ON sports_bets (player_id) WHERE state = 'open';
CREATE INDEX sports_bets_settled ON sports_bets (settled_at) WHERE state <> 'open';

CREATE TABLE sports_bet_legs (
  bet_id uuid NOT NULL REFERENCES sports_bets (id),
  leg smallint NOT NULL,
  selection_id bigint NOT NULL REFERENCES sports_selections (id),
  market_id bigint NOT NULL REFERENCES sports_markets (id),
  event_id bigint NOT NULL REFERENCES sports_events (id),
  odds integer NOT NULL CHECK (odds >= 101),
  PRIMARY KEY (bet_id, leg)
);
CREATE INDEX sports_bet_legs_market ON sports_bet_legs (market_id, bet_id);
CREATE INDEX sports_bet_legs_selection ON sports_bet_legs (selection_id);

-- The book's settings: one row.
CREATE TABLE sports_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  min_stake bigint NOT NULL,
  max_stake bigint NOT NULL,
  max_payout bigint NOT NULL,
  in_play_delay_seconds integer NOT NULL CHECK (in_play_delay_seconds BETWEEN 0 AND 30),
  cash_out_value_bp integer NOT NULL CHECK (cash_out_value_bp BETWEEN 8000 AND 10000),
  updated_by bigint,
  updated_at timestamptz,
  CHECK (min_stake > 0 AND min_stake <= max_stake AND max_stake <= max_payout)
);
-- ₨10 to ₨50,000 a bet, ₨1,000,000 the most one bet returns, 5 s in-play delay, cash-out at 95% of fair value.
INSERT INTO sports_settings (min_stake, max_stake, max_payout, in_play_delay_seconds, cash_out_value_bp)
VALUES (1000, 5000000, 100000000, 5, 9500);

CREATE TABLE sports_player_limits (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  max_stake bigint CHECK (max_stake > 0),
  max_payout bigint CHECK (max_payout > 0),
  reason text NOT NULL,
  set_by bigint NOT NULL,
  set_at timestamptz NOT NULL,
  CHECK (max_stake IS NOT NULL OR max_payout IS NOT NULL)
);

-- Manual settlements and corrections: one operator asks, another approves (never the same one).
CREATE TABLE sports_settlements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market_id bigint NOT NULL REFERENCES sports_markets (id),
  previous jsonb,
  result jsonb NOT NULL,
  reason text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  requested_by bigint NOT NULL,
  requested_at timestamptz NOT NULL,
  decided_by bigint,
  decided_at timestamptz,
  note text NOT NULL DEFAULT '',
  bets_affected integer,
  net_paid bigint,
  CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CHECK ((state = 'pending') = (decided_by IS NULL))
);
CREATE UNIQUE INDEX sports_settlements_one_pending ON sports_settlements (market_id) WHERE state = 'pending';
