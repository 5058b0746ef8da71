-- Exclusions that hold (issue 19, features/protection/README.md).
-- 1. Indefinite self-exclusions (ends_at NULL) and operator-imposed exclusions (a reason, the
--    operator; they last until two operators lift them).
-- 2. No lapse: a self-exclusion stays in force after its period until the player asks to come
--    back and 24 h of cooling-off pass (exclusion_return_requests); a time-out ends by itself.
-- 3. Lifts by operators need a second operator (exclusion_lifts; the requester cannot decide).
-- 4. The person, not the account: keyed hashes (HMAC, never the plain value) of the CNICs, phones,
--    device ids and payment accounts linked to each player (person_identifiers); an account
--    sharing any of them with a player under a time-out or exclusion is refused like that player.
ALTER TABLE player_restrictions ALTER COLUMN ends_at DROP NOT NULL;
ALTER TABLE player_restrictions ADD COLUMN reason text NOT NULL DEFAULT '';
ALTER TABLE player_restrictions ADD COLUMN imposed_by bigint REFERENCES operators (id);
ALTER TABLE player_restrictions DROP CONSTRAINT player_restrictions_kind_check;
ALTER TABLE player_restrictions ADD CONSTRAINT player_restrictions_kind_check
  CHECK (kind IN ('timeout', 'self_exclusion', 'operator_exclusion'));
ALTER TABLE player_restrictions DROP CONSTRAINT player_restrictions_period_check;
ALTER TABLE player_restrictions ADD CONSTRAINT player_restrictions_period_check
  CHECK (period IN ('24h', '7d', '30d', '6m', '1y', '2y', '3y', '5y', 'indefinite'));
ALTER TABLE player_restrictions ADD CONSTRAINT player_restrictions_indefinite_check
  CHECK ((ends_at IS NULL) = (period = 'indefinite'));
ALTER TABLE player_restrictions ADD CONSTRAINT player_restrictions_operator_check
  CHECK ((kind = 'operator_exclusion') = (imposed_by IS NOT NULL)
     AND (kind <> 'operator_exclusion' OR (period = 'indefinite' AND char_length(reason) BETWEEN 3 AND 500)));

-- A player's "let me come back": covers every self-exclusion whose period ended by then (an
-- indefinite one after its first 6 months); the account reopens at reopens_at.
CREATE TABLE exclusion_return_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  requested_at timestamptz NOT NULL,
  reopens_at timestamptz NOT NULL,
  CHECK (reopens_at = requested_at + interval '24 hours')
);
CREATE INDEX exclusion_return_requests_player ON exclusion_return_requests (player_id, requested_at DESC);
CREATE INDEX exclusion_return_requests_recent ON exclusion_return_requests (requested_at DESC);

-- An operator's lift of one restriction, decided by a second operator.
CREATE TABLE exclusion_lifts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  restriction_id bigint NOT NULL REFERENCES player_restrictions (id),
  player_id bigint NOT NULL REFERENCES players (id),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 3 AND 500),
  requested_by bigint NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  CHECK ((state = 'pending') = (decided_by IS NULL) AND (decided_by IS NULL) = (decided_at IS NULL)),
  -- Four eyes, held by the database too: the requester never decides.
  CONSTRAINT exclusion_lifts_second_operator CHECK (decided_by <> requested_by)
);
CREATE UNIQUE INDEX exclusion_lifts_one_pending ON exclusion_lifts (restriction_id) WHERE state = 'pending';
CREATE INDEX exclusion_lifts_restriction ON exclusion_lifts (restriction_id) WHERE state = 'approved';

CREATE TABLE person_identifiers (
  player_id bigint NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('cnic', 'phone', 'device', 'payment_account')),
  -- HMAC-SHA256 of kind:value with a key derived from PII_ENCRYPTION_KEY (a blind index).
  digest text NOT NULL CHECK (digest ~ '^[0-9a-f]{64}$'),
  linked_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, digest)
);
CREATE INDEX person_identifiers_digest ON person_identifiers (digest, player_id);

-- The player's own time-out or exclusion in force: a time-out until it ends; a self-exclusion
-- until a return request made after its period has cooled off; an operator exclusion until
-- lifted; any of them until an approved lift. Exclusions first, then the one ending last.
CREATE FUNCTION player_own_restriction(p_player bigint, p_at timestamptz)
RETURNS TABLE (id bigint, kind text, period text, starts_at timestamptz, ends_at timestamptz, reason text, imposed_by bigint)
LANGUAGE sql STABLE AS $$
  SELECT r.id, r.kind, r.period, r.starts_at, r.ends_at, r.reason, r.imposed_by FROM player_restrictions r
   WHERE r.player_id = p_player AND r.starts_at <= p_at
     AND (r.kind <> 'timeout' OR r.ends_at > p_at)
     AND NOT (r.kind = 'self_exclusion' AND EXISTS (
           SELECT 1 FROM exclusion_return_requests q
            WHERE q.player_id = r.player_id AND q.reopens_at <= p_at
              AND q.requested_at >= COALESCE(r.ends_at, r.starts_at + interval '6 months')))
     AND NOT EXISTS (SELECT 1 FROM exclusion_lifts l WHERE l.restriction_id = r.id AND l.state = 'approved' AND l.decided_at <= p_at)
   ORDER BY CASE r.kind WHEN 'operator_exclusion' THEN 0 WHEN 'self_exclusion' THEN 1 ELSE 2 END,
            r.ends_at DESC NULLS FIRST, r.id DESC
   LIMIT 1
$$;

-- Player protection's SQL API (0031, 0052): the player's own restriction, a freeze, and a row of
-- kind 'person' when another account sharing an identifier is under a time-out or exclusion
-- (period = that restriction's kind). Callers refuse play on any row.
CREATE OR REPLACE FUNCTION player_restriction_in_force(p_player bigint, p_at timestamptz)
RETURNS TABLE (kind text, period text, starts_at timestamptz, ends_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT o.kind, o.period, o.starts_at, o.ends_at FROM player_own_restriction(p_player, p_at) o
  UNION ALL
  SELECT 'frozen', 'frozen', NULL::timestamptz, 'infinity'::timestamptz FROM players p
   WHERE p.id = p_player AND p.status = 'blocked'
  UNION ALL
  (SELECT 'person', o.kind, o.starts_at, o.ends_at
     FROM person_identifiers mine
     JOIN person_identifiers theirs ON theirs.digest = mine.digest AND theirs.player_id <> mine.player_id
     CROSS JOIN LATERAL player_own_restriction(theirs.player_id, p_at) o
    WHERE mine.player_id = p_player
    LIMIT 1)
$$;
