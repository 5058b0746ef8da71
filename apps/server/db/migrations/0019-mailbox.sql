-- The mailbox (issue #5, spec §3 "Mailbox email: reward, state"). A message is stored once, however
-- many players it reaches: one player (audience 'player'), every player registered when it was sent
-- ('all': player ids up to the watermark taken at sending), or every player who registers later
-- ('new': ids above the watermark — a welcome message). A player's read and claimed marks are a
-- row in mail_states, written the first time they open or claim. The reward itself is paid through
-- the rewards core (reward_claims + the ledger, offer 'mailbox', period 'mail-<id>', reason 3002).
CREATE TABLE mail_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('player', 'all', 'new')),
  player_id bigint REFERENCES players (id),
  player_watermark bigint NOT NULL DEFAULT 0,
  -- {"en": …, "zh": …, "ur": …}; en is required and the fallback.
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object' AND jsonb_typeof(title -> 'en') = 'string'),
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object' AND jsonb_typeof(body -> 'en') = 'string'),
  reward bigint NOT NULL DEFAULT 0 CHECK (reward >= 0),
  wager_multi integer NOT NULL DEFAULT 0 CHECK (wager_multi >= 0),
  -- The operator who sent it; NULL for Khel's own messages (the welcome message below).
  created_by bigint REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz,
  retracted_at timestamptz,
  CHECK ((audience = 'player') = (player_id IS NOT NULL))
);
CREATE INDEX mail_messages_player ON mail_messages (player_id, id) WHERE audience = 'player';
CREATE INDEX mail_messages_broadcast ON mail_messages (id) WHERE audience <> 'player';

CREATE TABLE mail_states (
  player_id bigint NOT NULL REFERENCES players (id),
  message_id bigint NOT NULL REFERENCES mail_messages (id),
  read_at timestamptz,
  claimed_at timestamptz,
  PRIMARY KEY (player_id, message_id)
);
CREATE INDEX mail_states_message ON mail_states (message_id);

-- Every player who registers from now on finds a welcome message (no reward). Operators can
-- retract it and send their own ('new' audience).
INSERT INTO mail_messages (audience, player_watermark, title, body, created_at)
SELECT 'new', COALESCE(max(id), 0),
  jsonb_build_object(
    'en', 'Welcome to Khel',
    'zh', '欢迎来到 Khel',
    'ur', 'Khel میں خوش آمدید'),
  jsonb_build_object(
    'en', 'Thank you for joining Khel. Check in every day for your sign-in reward and look at Activity for the offers open to you. Play responsibly: deposit limits and breaks are in Settings whenever you need them.',
    'zh', '感谢您加入 Khel。每天签到领取奖励，并在“活动”中查看适合您的优惠。请理性游戏：您可以随时在“设置”中设置充值限额或暂停游戏。',
    'ur', 'Khel میں شامل ہونے کا شکریہ۔ ہر روز سائن اِن کر کے انعام لیں اور اپنی پیشکشیں ”سرگرمیاں“ میں دیکھیں۔ ذمہ داری سے کھیلیں: ڈپازٹ کی حد اور وقفہ جب چاہیں سیٹنگز میں موجود ہیں۔'),
  now()
FROM players;
