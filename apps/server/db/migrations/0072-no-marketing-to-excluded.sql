-- Issue 19 part 3: no marketing to players who should not get it (docs/compliance/marketing.md).

-- In-app offers (mailbox offers, home popups and banners, the online-reward timer) are a consent
-- channel of their own. Unlike SMS, email and push (opt-in, off until ticked), in-app offers are
-- on for a player without a row: the spec's home shows them to every new player, and they are not
-- electronic direct marketing; the player can turn them off at any time and that is honoured
-- everywhere (the right to object).
ALTER TABLE marketing_subscriptions ADD COLUMN in_app boolean NOT NULL DEFAULT true;
ALTER TABLE marketing_consent_log DROP CONSTRAINT marketing_consent_log_channel_check;
ALTER TABLE marketing_consent_log ADD CONSTRAINT marketing_consent_log_channel_check
  CHECK (channel IN ('sms', 'email', 'push', 'inApp'));

-- Why player p_player may not be shown marketing at p_at: 'restricted' (a time-out,
-- self-exclusion or freeze in force: player protection's own rule, player_restriction_in_force),
-- 'optedOut' (in-app offers turned off), or NULL when they may. One home for the rule: the mailbox
-- SQL filters with it and the server's features ask it through players.service.
CREATE FUNCTION player_marketing_block(p_player bigint, p_at timestamptz)
RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM player_restriction_in_force(p_player, p_at)) THEN 'restricted'
    WHEN EXISTS (SELECT 1 FROM marketing_subscriptions s WHERE s.player_id = p_player AND NOT s.in_app) THEN 'optedOut'
  END
$$;

-- A message is a service message (account notices, withdrawal and KYC results: always delivered)
-- or marketing (everything else; any message with a reward). Messages sent so far were composed
-- without the choice, so they count as marketing, the welcome message too (it points to offers).
ALTER TABLE mail_messages ADD COLUMN kind text NOT NULL DEFAULT 'marketing' CHECK (kind IN ('service', 'marketing'));
ALTER TABLE mail_messages ADD CONSTRAINT mail_messages_service_without_reward CHECK (kind = 'marketing' OR reward = 0);

-- The players a marketing message was not delivered to: those who were restricted or had opted out
-- when it was sent. It never reaches them, even after their break ends or they opt in again.
CREATE TABLE mail_withheld (
  message_id bigint NOT NULL REFERENCES mail_messages (id),
  player_id bigint NOT NULL REFERENCES players (id),
  PRIMARY KEY (player_id, message_id)
);
