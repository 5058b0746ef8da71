-- Formal complaints (issue 19; features/complaints/README.md): a reference number, an 8-week
-- clock (due_at), open → in_progress → resolved / escalated, and the ADR body named in the final
-- response (copied from ComplaintsConf when resolved, so a later config change does not rewrite
-- what the player was told).
CREATE TABLE complaints (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  player_id bigint NOT NULL REFERENCES players (id),
  category text NOT NULL CHECK (category IN ('deposit', 'withdrawal', 'game', 'bonus', 'account', 'other')),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 3 AND 100),
  message text NOT NULL CHECK (char_length(message) BETWEEN 10 AND 2000),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'in_progress', 'escalated', 'resolved')),
  due_at timestamptz NOT NULL,
  assigned_to bigint REFERENCES operators (id),
  escalation_reason text NOT NULL DEFAULT '',
  response text NOT NULL DEFAULT '',
  adr_name text,
  adr_url text,
  resolved_by bigint REFERENCES operators (id),
  resolved_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((state = 'resolved') = (resolved_at IS NOT NULL))
);
CREATE INDEX complaints_player ON complaints (player_id, id DESC);
CREATE INDEX complaints_due ON complaints (due_at, id) WHERE state <> 'resolved';
CREATE INDEX complaints_newest ON complaints (id DESC, state);

-- The timeline the console shows: every move and internal note (never shown to the player).
CREATE TABLE complaint_events (
  id bigserial PRIMARY KEY,
  complaint_id bigint NOT NULL REFERENCES complaints (id),
  kind text NOT NULL CHECK (kind IN ('filed', 'in_progress', 'note', 'escalated', 'resolved')),
  note text NOT NULL DEFAULT '',
  operator_id bigint REFERENCES operators (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX complaint_events_complaint ON complaint_events (complaint_id, id);
