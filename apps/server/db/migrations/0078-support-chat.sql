-- In-app support chat (docs/requirements/support-chat.md), owned by the support feature. One
-- conversation per player, kept with its whole history; closing and reopening move its state.
CREATE TABLE support_conversations (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL UNIQUE REFERENCES players (id),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
  assigned_to bigint REFERENCES operators (id),
  -- The oldest player message no operator has answered (the inbox's waiting time); null: none waits.
  waiting_since timestamptz,
  -- A player message arrived while nobody was staffed: the next operator answer also goes to the mailbox.
  answer_by_mail boolean NOT NULL DEFAULT false,
  -- Read marks: the newest message id each side has read.
  player_read_id bigint NOT NULL DEFAULT 0,
  operator_read_id bigint NOT NULL DEFAULT 0,
  player_typing_at timestamptz,
  operator_typing_at timestamptz,
  last_message_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX support_conversations_inbox ON support_conversations (state, waiting_since NULLS LAST, last_message_at DESC);

-- Images as sent (checked PNG, JPEG or WebP by their bytes, at most 2 MB), sealed like other
-- personal data at rest (payment screenshots carry account numbers); served only to the
-- conversation's player and to operators, never cached.
CREATE TABLE support_images (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES support_conversations (id),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 2097152),
  sealed bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX support_images_conversation ON support_images (conversation_id);

CREATE TABLE support_messages (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES support_conversations (id),
  author text NOT NULL CHECK (author IN ('player', 'operator')),
  operator_id bigint REFERENCES operators (id),
  body text NOT NULL CHECK (char_length(body) <= 1000),
  image_id bigint REFERENCES support_images (id),
  offline boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CHECK (body <> '' OR image_id IS NOT NULL),
  CHECK ((author = 'operator') = (operator_id IS NOT NULL))
);
CREATE INDEX support_messages_conversation ON support_messages (conversation_id, id DESC);

-- When operators are online: the console's inbox poll (every 3 s) stamps its operator.
CREATE TABLE support_operator_presence (
  operator_id bigint PRIMARY KEY REFERENCES operators (id),
  seen_at timestamptz NOT NULL
);

-- Canned replies and staffed hours (Asia/Karachi), one row edited from the console.
CREATE TABLE support_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  canned_replies jsonb NOT NULL,
  open_hour integer NOT NULL CHECK (open_hour BETWEEN 0 AND 23),
  close_hour integer NOT NULL CHECK (close_hour BETWEEN 0 AND 23),
  updated_by bigint REFERENCES operators (id),
  updated_at timestamptz
);
INSERT INTO support_settings (id, canned_replies, open_hour, close_hour) VALUES (
  1,
  '[{"title":"Greeting","text":"Hello, thank you for contacting Khel support. How can I help you?"},{"title":"Deposit check","text":"Please send the transaction ID and a screenshot of the payment, and I will check the deposit for you."},{"title":"Withdrawal time","text":"Withdrawals are usually paid within 10 minutes. Larger ones may need a few more checks."}]',
  9,
  1
);
