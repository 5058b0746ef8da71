-- Four eyes on granting access (issue 19 part 5): the admin who invites an operator holds that
-- operator's setup code, so could set the account up himself and act as a second person (the issue:
-- "logged in as the new finance operator, it approved its own ₨500,000 credit"). An invited
-- operator therefore signs in only after a second admin — never the inviter — activates them.
ALTER TABLE operators ADD COLUMN activated_by bigint REFERENCES operators (id);
ALTER TABLE operators ADD COLUMN activated_at timestamptz;
-- Operators made before this (the CLI's bootstrap admins, already set up) count as activated.
UPDATE operators SET activated_at = created_at WHERE password_hash IS NOT NULL;
ALTER TABLE operators ADD CONSTRAINT operators_activator_not_creator
  CHECK (activated_by IS NULL OR created_by IS NULL OR activated_by <> created_by);
