-- Four eyes on money and threshold config documents (issue 19 part 5, features/config/README.md):
-- a listed document changes only when a second operator approves a proposal. The approval writes
-- the body as a new config_document_versions row, only if the document is still at base_version.
CREATE TABLE config_proposals (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  body jsonb NOT NULL,
  -- the version the proposer saw (the diff they meant); the approval is refused once it moved on
  base_version integer NOT NULL CHECK (base_version >= 0),
  -- a proposed rollback: the version whose body this is
  rollback_of integer CHECK (rollback_of > 0),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'applied', 'rejected', 'withdrawn', 'stale')),
  requested_by bigint NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  note text NOT NULL DEFAULT '',
  applied_version integer,
  CONSTRAINT config_proposals_decided CHECK ((state = 'pending') = (decided_at IS NULL)),
  -- approving or rejecting is a second operator's; withdrawing is the proposer's own
  CONSTRAINT config_proposals_second_operator CHECK (
    state NOT IN ('applied', 'rejected') OR (decided_by IS NOT NULL AND decided_by <> requested_by)),
  CONSTRAINT config_proposals_withdrawn_by_proposer CHECK (state <> 'withdrawn' OR decided_by = requested_by),
  CONSTRAINT config_proposals_applied_version CHECK ((state = 'applied') = (applied_version IS NOT NULL))
);
CREATE INDEX config_proposals_by_state ON config_proposals (state, id DESC);
CREATE INDEX config_proposals_by_name ON config_proposals (name, id DESC);
