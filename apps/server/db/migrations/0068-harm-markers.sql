-- Markers of harm and customer interactions (issue 19, features/harm-markers/README.md). A scan
-- over the books finds patterns (loss chasing, night play, repeated limit raises, rapid deposits
-- after losses); each marker attaches to the player's active interaction (open or contacted; at
-- most one, by a partial unique index), which an operator works to closed with a note.
CREATE TABLE customer_interactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'contacted', 'closed')),
  opened_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by bigint REFERENCES operators (id),
  note text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX customer_interactions_one_active ON customer_interactions (player_id) WHERE state <> 'closed';
CREATE INDEX customer_interactions_state ON customer_interactions (state, id);
CREATE INDEX customer_interactions_player ON customer_interactions (player_id, id DESC);

CREATE TABLE harm_markers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  interaction_id bigint NOT NULL REFERENCES customer_interactions (id),
  player_id bigint NOT NULL REFERENCES players (id),
  marker text NOT NULL CHECK (marker IN ('loss_chasing', 'night_play', 'limit_raises', 'rapid_deposits')),
  -- what was seen (player and its last deposit, request or day): never recorded twice
  subject text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  seen_at timestamptz NOT NULL,
  UNIQUE (marker, subject)
);
CREATE INDEX harm_markers_interaction ON harm_markers (interaction_id, id);
-- "since the player's last marker of this kind"
CREATE INDEX harm_markers_player ON harm_markers (player_id, marker, seen_at);

-- Every request to raise or remove a deposit limit (it waits 24 h in deposit_limits.pending_*),
-- kept by a trigger: deposit_limits holds only the current state.
CREATE TABLE limit_raise_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  -- 'deposit:<period>'
  kind text NOT NULL,
  from_amount bigint,
  -- NULL: the limit removed
  to_amount bigint,
  requested_at timestamptz NOT NULL
);
CREATE INDEX limit_raise_requests_time ON limit_raise_requests (requested_at);
CREATE INDEX limit_raise_requests_player ON limit_raise_requests (player_id, requested_at);

CREATE FUNCTION deposit_limits_record_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.pending_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.pending_at IS DISTINCT FROM NEW.pending_at) THEN
    INSERT INTO limit_raise_requests (player_id, kind, from_amount, to_amount, requested_at)
      VALUES (NEW.player_id, 'deposit:' || NEW.period, NEW.amount, NEW.pending_amount, NEW.updated_at);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER deposit_limits_raise AFTER INSERT OR UPDATE ON deposit_limits
  FOR EACH ROW EXECUTE FUNCTION deposit_limits_record_raise();

-- Night play reads one player's rounds by time (game_rounds_player_time) after finding who
-- played since the last scan (game_rounds_created).
CREATE TABLE harm_scan_marks (
  marker text PRIMARY KEY,
  mark timestamptz NOT NULL
);
