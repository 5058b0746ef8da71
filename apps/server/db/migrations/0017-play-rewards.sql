-- Online rewards (issue #5): presence the app reports (playerOnline heartbeats). The server keeps
-- when each player's last heartbeat arrived and credits at most the real time since then (capped
-- per heartbeat), per Asia/Karachi business day, in milliseconds. The rewards themselves are
-- reward_claims rows and ledger transfers (features/rewards).
CREATE TABLE online_presence (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  last_beat_at timestamptz NOT NULL
);

CREATE TABLE online_time (
  player_id bigint NOT NULL REFERENCES players (id),
  -- The business day (YYYY-MM-DD, Asia/Karachi) the time was spent in.
  day text NOT NULL CHECK (day ~ '^\d{4}-\d{2}-\d{2}$'),
  online_ms bigint NOT NULL DEFAULT 0 CHECK (online_ms BETWEEN 0 AND 86400000),
  PRIMARY KEY (player_id, day)
);
