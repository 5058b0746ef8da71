-- Support chat retention (docs/requirements/support-chat.md §7): a closed conversation's images are
-- deleted a fixed period after it was closed; the message stays and says its image was removed.

-- When the conversation was closed; null while open (a reopen clears it, a close stamps it).
ALTER TABLE support_conversations ADD COLUMN closed_at timestamptz;
-- Their close time was not kept before: the retention clock starts now, never earlier than it should.
UPDATE support_conversations SET closed_at = now() WHERE state = 'closed';
ALTER TABLE support_conversations ADD CONSTRAINT support_conversations_closed_at CHECK ((state = 'closed') = (closed_at IS NOT NULL));
-- The retention job's search: closed conversations, the longest closed first.
CREATE INDEX support_conversations_closed ON support_conversations (closed_at) WHERE state = 'closed';

-- When retention deleted the message's image (image_id is then null): the trace both apps show.
ALTER TABLE support_messages ADD COLUMN image_removed_at timestamptz;
ALTER TABLE support_messages ADD CONSTRAINT support_messages_image_removed CHECK (image_removed_at IS NULL OR image_id IS NULL);
-- A message with no text had an image: it still has one, or retention removed it.
ALTER TABLE support_messages DROP CONSTRAINT support_messages_check;
ALTER TABLE support_messages ADD CONSTRAINT support_messages_not_empty CHECK (body <> '' OR image_id IS NOT NULL OR image_removed_at IS NOT NULL);
