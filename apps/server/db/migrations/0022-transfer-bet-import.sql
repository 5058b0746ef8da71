-- Transfer-wallet providers (9WICKETS) report the bets played with the money they held through
-- their bet history; Khel imports them into game_rounds (the Bet tab, valid bets). The cursor is
-- the provider's bet sequence already imported, per player.
CREATE TABLE game_transfer_bet_cursors (
  provider text NOT NULL,
  player_id bigint NOT NULL REFERENCES players (id),
  last_seq bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (provider, player_id)
);
