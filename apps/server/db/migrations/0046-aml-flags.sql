-- Anti-money-laundering flags (issue #11, features/aml/README.md): what a rule found, about whom,
-- and how an operator resolved it. A flag is unique per (rule, subject), so re-running a rule
-- never flags the same thing twice.
CREATE TABLE aml_flags (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rule text NOT NULL CHECK (rule IN ('large_deposit', 'deposit_withdraw_little_play', 'shared_device', 'shared_ip')),
  subject text NOT NULL,
  player_ids bigint[] NOT NULL CHECK (cardinality(player_ids) > 0),
  detail jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'resolved')),
  created_at timestamptz NOT NULL,
  resolved_by bigint REFERENCES operators (id),
  resolved_at timestamptz,
  resolution text NOT NULL DEFAULT '',
  UNIQUE (rule, subject)
);
CREATE INDEX aml_flags_state ON aml_flags (state, id);
CREATE INDEX aml_flags_players ON aml_flags USING gin (player_ids);

-- How far each scanning rule has read (its watermark), so a scan only looks at what is new.
CREATE TABLE aml_scan_marks (
  rule text PRIMARY KEY,
  mark timestamptz NOT NULL
);
CREATE INDEX sessions_device ON sessions (device_id, created_at) WHERE device_id <> '';
CREATE INDEX sessions_ip ON sessions (ip, created_at) WHERE ip <> '';
