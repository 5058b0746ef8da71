-- Issue 9's spec calls (README "Spec calls").

-- Marketing opt-ins per channel (/profile/settings/subscriptions); no row = all off. Every change is
-- also kept in an append-only consent log, the proof of consent an operator must be able to show.
CREATE TABLE marketing_subscriptions (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  sms boolean NOT NULL,
  email boolean NOT NULL,
  push boolean NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE marketing_consent_log (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  channel text NOT NULL CHECK (channel IN ('sms', 'email', 'push')),
  granted boolean NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX marketing_consent_log_player ON marketing_consent_log (player_id, id);
CREATE TRIGGER marketing_consent_log_append_only BEFORE UPDATE OR DELETE ON marketing_consent_log
  FOR EACH ROW EXECUTE FUNCTION append_only_refuse_change();

-- Spec §7 playerUpload2: taps per element per Asia/Karachi day, anonymous (no player, no device).
CREATE TABLE click_counts (
  day date NOT NULL,
  target text NOT NULL,
  count bigint NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, target)
);

-- Spec §7 /usercenter/web/feedback: what a player tells the operator, and the operator's answer.
CREATE TABLE player_feedback (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  category text NOT NULL CHECK (category IN ('suggestion', 'problem', 'complaint')),
  message text NOT NULL CHECK (char_length(message) BETWEEN 5 AND 500),
  contact text NOT NULL DEFAULT '' CHECK (char_length(contact) <= 64),
  reply text NOT NULL DEFAULT '' CHECK (char_length(reply) <= 1000),
  replied_by bigint REFERENCES operators (id),
  replied_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX player_feedback_player ON player_feedback (player_id, id DESC);
CREATE INDEX player_feedback_open ON player_feedback (id) WHERE replied_at IS NULL;
