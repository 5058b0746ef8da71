-- Betting (wagering) tasks (spec §3/§4, issue #3). A credit that must be wagered before it can be
-- withdrawn creates a task: money × multi of valid bets is required. State 0 Not started,
-- 1 Ongoing, 2 Completed, 3 Abandoned (released by a deposit made when the assets are ≤ 30.00).
CREATE TABLE betting_tasks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  money bigint NOT NULL CHECK (money >= 0),
  multi integer NOT NULL CHECK (multi >= 0),
  cur_value bigint NOT NULL DEFAULT 0 CHECK (cur_value >= 0),
  state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2, 3)),
  reason integer NOT NULL,
  "desc" text NOT NULL DEFAULT '',
  reference text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  finish_reason text
);
-- One task per origin reference (a replayed deposit credit does not create a second task).
CREATE UNIQUE INDEX betting_tasks_reference ON betting_tasks (player_id, reason, reference) WHERE reference <> '';
CREATE INDEX betting_tasks_unfinished ON betting_tasks (player_id, id) WHERE state IN (0, 1);
CREATE INDEX betting_tasks_player ON betting_tasks (player_id, id DESC);
