-- The in-house games' public bet lists (features/inhouse-games/inhouse-bets*.ts) and the player's
-- choice to show their name in them (features/players/bet-privacy*.ts). No row = name masked: the
-- default protects players who never look at the setting (docs/decisions/public-bet-lists.md).
CREATE TABLE player_bet_privacy (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  show_name boolean NOT NULL,
  updated_at timestamptz NOT NULL
);

-- "All bets" and "High rollers": the latest settled rounds of one game; "My bets": one player's.
-- The high-roller index's bet bound is the contracts' INHOUSE_HIGH_ROLLER_BET (₨1,000): the
-- query states the same literal so the planner can use it.
CREATE INDEX inhouse_rounds_settled_latest ON inhouse_rounds (game, settled_at DESC, id DESC) WHERE state = 'settled';
CREATE INDEX inhouse_rounds_settled_high ON inhouse_rounds (game, settled_at DESC, id DESC) WHERE state = 'settled' AND bet >= 100000;
CREATE INDEX inhouse_rounds_settled_mine ON inhouse_rounds (player_id, game, settled_at DESC, id DESC) WHERE state = 'settled';
