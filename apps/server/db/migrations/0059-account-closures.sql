-- Account closure (issue 19, features/kyc/README.md): a player who closes their own account, and
-- an identity whose date of birth is under 18, close the account for play and money. A closed
-- account is one more row of player protection's SQL API (0031, 0052): kind 'closed', period the
-- reason, never ending until an operator reopens it — so the game callback functions (0033, 0056)
-- refuse its new stakes with the check they already make, and settles and rollbacks still go
-- through. Withdrawals do not read it: the balance stays withdrawable to the bound account.
CREATE TABLE account_closures (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  reason text NOT NULL CHECK (reason IN ('player_request', 'underage')),
  closed_at timestamptz NOT NULL,
  -- Under 18: the balance at closure goes to a compliance review (refund to source or retain).
  balance_owed bigint NOT NULL DEFAULT 0 CHECK (balance_owed >= 0),
  review_state text CHECK (review_state IN ('open', 'refund_to_source', 'retained')),
  review_note text NOT NULL DEFAULT '',
  reviewed_by bigint,
  reviewed_at timestamptz,
  reopened_at timestamptz,
  reopened_by bigint,
  reopen_note text NOT NULL DEFAULT '',
  CHECK ((reason = 'underage') = (review_state IS NOT NULL))
);
-- At most one closure in force per player.
CREATE UNIQUE INDEX account_closures_in_force ON account_closures (player_id) WHERE reopened_at IS NULL;
CREATE INDEX account_closures_recent ON account_closures (id DESC);

CREATE OR REPLACE FUNCTION player_restriction_in_force(p_player bigint, p_at timestamptz)
RETURNS TABLE (kind text, period text, starts_at timestamptz, ends_at timestamptz)
LANGUAGE sql STABLE AS $$
  (SELECT r.kind, r.period, r.starts_at, r.ends_at FROM player_restrictions r
    WHERE r.player_id = p_player AND r.starts_at <= p_at AND r.ends_at > p_at
    ORDER BY r.ends_at DESC, (r.kind = 'self_exclusion') DESC LIMIT 1)
  UNION ALL
  SELECT 'frozen', 'frozen', NULL::timestamptz, 'infinity'::timestamptz FROM players p
   WHERE p.id = p_player AND p.status = 'blocked'
  UNION ALL
  SELECT 'closed', c.reason, c.closed_at, 'infinity'::timestamptz FROM account_closures c
   WHERE c.player_id = p_player AND c.reopened_at IS NULL AND c.closed_at <= p_at
$$;
