-- Maker-checker on withdrawals (issue #11): the operator who approves a withdrawal is not the one
-- who marks it paid. decided_by keeps the last decision; approved_by and paid_by keep who did
-- which, and the database refuses a row where they are the same operator.
ALTER TABLE withdrawals ADD COLUMN approved_by bigint REFERENCES operators (id);
ALTER TABLE withdrawals ADD COLUMN paid_by bigint REFERENCES operators (id);
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_maker_checker
  CHECK (approved_by IS NULL OR paid_by IS NULL OR approved_by <> paid_by);
-- The back-office queue pages by id (keyset) within a player as well as within a state.
CREATE INDEX withdrawals_player_id ON withdrawals (player_id, id);
