-- Ledger accounts (issue #2 opens each player's main account; issue #3 adds transfers and
-- entries). Only player accounts keep a running balance, and it can never go below what is held.
CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('player', 'system')),
  player_id bigint UNIQUE REFERENCES players (id),
  code text UNIQUE,
  balance bigint NOT NULL DEFAULT 0,
  held bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'player') = (player_id IS NOT NULL)),
  CHECK ((kind = 'system') = (code IS NOT NULL)),
  CHECK (kind <> 'player' OR (held >= 0 AND balance - held >= 0))
);
