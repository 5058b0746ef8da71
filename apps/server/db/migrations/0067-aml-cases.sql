-- AML cases (issue 19, features/aml/README.md): a player has at most one open case; every finding
-- (aml_flags row) naming the player attaches to it, so compliance reviews a person, not a stream
-- of flags. While a case is open no withdrawal of the player is approved (by hand, in bulk or
-- automatically). New rules: structuring, rapid in-and-out, cumulative deposits.
ALTER TABLE aml_flags DROP CONSTRAINT aml_flags_rule_check;
ALTER TABLE aml_flags ADD CONSTRAINT aml_flags_rule_check CHECK (rule IN (
  'large_deposit', 'deposit_withdraw_little_play', 'shared_device', 'shared_ip', 'structuring', 'rapid_in_out', 'cumulative_deposits'));
-- The player rules look for the player's latest finding of a rule (one finding per window).
CREATE INDEX aml_flags_rule_time ON aml_flags (rule, created_at);

CREATE TABLE aml_cases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'resolved')),
  opened_at timestamptz NOT NULL,
  -- when the newest finding attached
  updated_at timestamptz NOT NULL,
  resolved_by bigint REFERENCES operators (id),
  resolved_at timestamptz,
  resolution text NOT NULL DEFAULT '',
  CHECK ((state = 'resolved') = (resolved_at IS NOT NULL))
);
-- The one-case rule: at most one open case per player.
CREATE UNIQUE INDEX aml_cases_one_open ON aml_cases (player_id) WHERE state = 'open';
CREATE INDEX aml_cases_player ON aml_cases (player_id, id DESC);
CREATE INDEX aml_cases_state ON aml_cases (state, id);

-- A finding naming several players (a shared device) attaches to each one's case.
CREATE TABLE aml_case_findings (
  case_id bigint NOT NULL REFERENCES aml_cases (id),
  flag_id bigint NOT NULL REFERENCES aml_flags (id),
  PRIMARY KEY (case_id, flag_id)
);
CREATE INDEX aml_case_findings_flag ON aml_case_findings (flag_id);

-- Open flags raised before cases existed: one open case per player they name.
INSERT INTO aml_cases (player_id, opened_at, updated_at)
  SELECT p.player_id, min(f.created_at), max(f.created_at)
    FROM aml_flags f CROSS JOIN LATERAL unnest(f.player_ids) AS p (player_id)
   WHERE f.state = 'open' GROUP BY p.player_id;
INSERT INTO aml_case_findings (case_id, flag_id)
  SELECT c.id, f.id FROM aml_flags f JOIN aml_cases c ON c.player_id = ANY (f.player_ids) AND c.state = 'open'
   WHERE f.state = 'open';

-- The rolling rules read one player's credited deposits by settlement time.
CREATE INDEX deposit_orders_player_settled ON deposit_orders (player_id, settled_at) WHERE state = 'paid';
