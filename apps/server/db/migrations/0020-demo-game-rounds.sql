-- The embedded demo game vendors' own book (adapters/game-providers/demo; what a real vendor keeps
-- on its side): one row per round a demo page played, with the outcome fixed before the stake was
-- sent and how far its wallet callbacks got. Money itself moves only through the seamless hooks
-- and the ledger; this book lets the vendor finish a round whose callback was lost (retry the
-- settle, or cancel a stake whose answer never came) and show a result again on reload.
CREATE TABLE demo_game_rounds (
  provider text NOT NULL,
  round_id text NOT NULL,
  player_id bigint NOT NULL,
  game_id text NOT NULL,
  kind text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  win bigint NOT NULL CHECK (win >= 0),
  choice text NOT NULL DEFAULT '',
  shown jsonb NOT NULL,
  -- new: nothing sent yet; staking: the stake (or whole-round) call has no answer yet;
  -- staked: stake accepted, the settle has no answer yet; settled; refused (the wallet said no);
  -- cancelled (the stake was rolled back or never reached the wallet).
  state text NOT NULL CHECK (state IN ('new', 'staking', 'staked', 'settled', 'refused', 'cancelled')),
  -- The wallet's answer to the stake when it refused it (insufficientFunds, sessionExpired, …).
  refusal text,
  balance bigint,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (provider, round_id)
);
CREATE INDEX demo_game_rounds_unfinished ON demo_game_rounds (updated_at) WHERE state IN ('new', 'staking', 'staked');
