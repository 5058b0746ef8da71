-- The game catalogue (spec §3 Game, GameList2Conf; issue #4). Seeded from
-- seed/config/GameList2Conf.json on first start; operators edit the rows afterwards and the
-- /config/GameList2Conf.json document is generated from them. state 0 hides a game (provider
-- entries, whose game_type is their platform, are listed whatever their state).
CREATE TABLE games (
  id integer PRIMARY KEY,
  game_id text NOT NULL UNIQUE CHECK (game_id <> ''),
  game_name text NOT NULL CHECK (game_name <> ''),
  game_type text NOT NULL DEFAULT '',
  platform text NOT NULL,
  icon text NOT NULL DEFAULT '',
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (0, 1)),
  sort_order integer NOT NULL DEFAULT 0,
  ver text NOT NULL DEFAULT '1',
  type text NOT NULL,
  "desc" text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_listed ON games (sort_order, id) WHERE state = 1 AND type <> 'platform';
CREATE INDEX games_platform ON games (platform, sort_order, id);

-- Each player's hearted games (spec §2 /live-game/favorite; hearts on tiles).
CREATE TABLE game_favourites (
  player_id bigint NOT NULL REFERENCES players (id),
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, game_id)
);
CREATE INDEX game_favourites_newest ON game_favourites (player_id, created_at DESC, game_id);
