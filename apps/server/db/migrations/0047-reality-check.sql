-- Reality checks (issue #11, features/protection/README.md): the interval a player chose; without a
-- row the operator's default (ProtectionConf.realityCheck.defaultMinutes) applies.
CREATE TABLE reality_check_settings (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  interval_minutes integer NOT NULL CHECK (interval_minutes BETWEEN 0 AND 1440),
  updated_at timestamptz NOT NULL
);
