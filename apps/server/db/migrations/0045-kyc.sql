-- Know your customer (issue #11, features/kyc/README.md): the identity a player submits (full
-- name, CNIC sealed with platform/field-encryption.ts, date of birth) and an operator's decision.
-- One row per submission; the newest is the player's status. Withdrawals above the configured
-- threshold need a verified one.
CREATE TABLE kyc_submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  full_name text NOT NULL,
  cnic_sealed text NOT NULL CHECK (cnic_sealed LIKE 'v1.%'),
  cnic_last4 text NOT NULL CHECK (cnic_last4 ~ '^[0-9]{4}$'),
  date_of_birth date NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'verified', 'rejected')),
  submitted_at timestamptz NOT NULL,
  reviewed_by bigint REFERENCES operators (id),
  reviewed_at timestamptz,
  review_note text NOT NULL DEFAULT ''
);
CREATE INDEX kyc_submissions_player ON kyc_submissions (player_id, id DESC);
CREATE INDEX kyc_submissions_state ON kyc_submissions (state, id);
-- At most one submission waits for review per player.
CREATE UNIQUE INDEX kyc_submissions_one_pending ON kyc_submissions (player_id) WHERE state = 'pending';
