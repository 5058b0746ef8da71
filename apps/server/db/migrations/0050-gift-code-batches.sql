-- Gift-code batches (issue #11): many single-purpose codes made at once (one campaign), exported as
-- CSV. A batch's codes are ordinary gift codes with its id.
CREATE TABLE gift_code_batches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 10000),
  amount bigint NOT NULL CHECK (amount > 0),
  wager_multi integer NOT NULL CHECK (wager_multi BETWEEN 0 AND 100),
  uses_per_code integer NOT NULL CHECK (uses_per_code > 0),
  expires_at timestamptz NOT NULL,
  created_by bigint NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL
);
ALTER TABLE gift_codes ADD COLUMN batch_id bigint REFERENCES gift_code_batches (id);
CREATE INDEX gift_codes_batch ON gift_codes (batch_id, id) WHERE batch_id IS NOT NULL;
