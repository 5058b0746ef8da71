-- Four eyes on gift codes and reward mail (issue 19, docs/compliance/four-eyes.md): a code, a batch
-- or a message with a reward is stored pending and reaches players only once a second operator
-- approves it. Rows from before this migration were already live: they count as approved when
-- created, with no approver (the code never writes one without the other).

ALTER TABLE gift_code_batches
  ADD COLUMN approved_by bigint REFERENCES operators (id),
  ADD COLUMN approved_at timestamptz,
  ADD COLUMN rejected_by bigint REFERENCES operators (id),
  ADD COLUMN rejected_at timestamptz,
  ADD COLUMN decision_note text NOT NULL DEFAULT '';
UPDATE gift_code_batches SET approved_at = created_at;
ALTER TABLE gift_code_batches
  ADD CONSTRAINT gift_code_batches_second_operator CHECK (approved_by <> created_by AND rejected_by <> created_by),
  ADD CONSTRAINT gift_code_batches_decided_once CHECK (approved_at IS NULL OR rejected_at IS NULL);

ALTER TABLE gift_codes
  ADD COLUMN approved_by bigint REFERENCES operators (id),
  ADD COLUMN approved_at timestamptz,
  ADD COLUMN rejected_by bigint REFERENCES operators (id),
  ADD COLUMN rejected_at timestamptz;
UPDATE gift_codes SET approved_at = created_at;
ALTER TABLE gift_codes
  ADD CONSTRAINT gift_codes_second_operator CHECK (approved_by <> created_by AND rejected_by <> created_by),
  ADD CONSTRAINT gift_codes_decided_once CHECK (approved_at IS NULL OR rejected_at IS NULL);
-- The console's "waiting for approval" list.
CREATE INDEX gift_codes_pending ON gift_codes (id) WHERE approved_at IS NULL AND rejected_at IS NULL AND batch_id IS NULL;

ALTER TABLE mail_messages
  ADD COLUMN approved_by bigint REFERENCES operators (id),
  ADD COLUMN approved_at timestamptz,
  ADD COLUMN rejected_by bigint REFERENCES operators (id),
  ADD COLUMN rejected_at timestamptz;
UPDATE mail_messages SET approved_at = created_at;
ALTER TABLE mail_messages
  ADD CONSTRAINT mail_messages_second_operator CHECK (approved_by <> created_by AND rejected_by <> created_by),
  ADD CONSTRAINT mail_messages_decided_once CHECK (approved_at IS NULL OR rejected_at IS NULL),
  -- A message with a reward goes out only on a second operator's approval.
  ADD CONSTRAINT mail_messages_reward_approved CHECK (reward = 0 OR approved_at IS NULL OR approved_by IS NOT NULL OR approved_at = created_at);
