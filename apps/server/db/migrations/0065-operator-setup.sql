-- Operator onboarding and resets (issue 19 part 5, features/operators/README.md). A new operator
-- (or one whose credentials a second admin reset) has no password and no TOTP secret until they
-- set both themselves with a one-time setup code; the creator only ever holds that code.
ALTER TABLE operators ALTER COLUMN password_hash DROP NOT NULL, ALTER COLUMN totp_secret DROP NOT NULL;

CREATE TABLE operator_setup_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  -- SHA-256 of the code; the code itself is shown once to the admin who issued it.
  code_hash bytea NOT NULL UNIQUE,
  reason text NOT NULL CHECK (reason IN ('create', 'reset')),
  issued_by bigint REFERENCES operators (id),
  -- The secret offered to the operator by "start"; it becomes theirs only when "finish" proves it.
  pending_totp_secret text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_setup_codes_operator ON operator_setup_codes (operator_id);

-- A reset is asked by one admin and carried out by a second: never the asker, never the target.
CREATE TABLE operator_reset_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  requested_by bigint NOT NULL REFERENCES operators (id),
  reason text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (requested_by <> operator_id),
  CHECK (decided_by IS NULL OR (decided_by <> requested_by AND decided_by <> operator_id)),
  CHECK ((state = 'pending') = (decided_by IS NULL))
);
CREATE UNIQUE INDEX operator_reset_requests_one_pending ON operator_reset_requests (operator_id) WHERE state = 'pending';
