-- Operators' view of players (issue #11, features/players/README.md): notes, and the history of
-- freezes (players.status 'blocked'). Both append-only: a note is never edited, a freeze is undone
-- by an unfreeze row, and the audit log keeps the rest.
CREATE TABLE player_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  operator_id bigint NOT NULL REFERENCES operators (id),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL
);
CREATE INDEX player_notes_player ON player_notes (player_id, id DESC);

CREATE TABLE player_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  status text NOT NULL CHECK (status IN ('active', 'blocked')),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  operator_id bigint NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX player_status_changes_player ON player_status_changes (player_id, id DESC);

-- One refusal for every append-only table of the back-office (this one, config versions, …).
CREATE FUNCTION append_only_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'KH040';
END $$;
CREATE TRIGGER player_notes_append_only BEFORE UPDATE OR DELETE ON player_notes
  FOR EACH ROW EXECUTE FUNCTION append_only_refuse_change();
CREATE TRIGGER player_status_changes_append_only BEFORE UPDATE OR DELETE ON player_status_changes
  FOR EACH ROW EXECUTE FUNCTION append_only_refuse_change();

-- Search: account names by prefix (case-insensitive), and every list pages by id (keyset).
CREATE INDEX players_account_prefix ON players (lower(account) text_pattern_ops) WHERE account IS NOT NULL;
CREATE INDEX players_email_prefix ON players (email text_pattern_ops) WHERE email IS NOT NULL;
CREATE INDEX players_phone_prefix ON players (phone text_pattern_ops) WHERE phone IS NOT NULL;
-- A player's sessions and devices, newest first (the existing index only covers live sessions).
CREATE INDEX sessions_player_all ON sessions (player_id, id DESC);
