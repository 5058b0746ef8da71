-- In-house rounds a crash interrupted are finished by the recovery job
-- (features/inhouse-games/round-recovery.ts): a round never decided is refunded and kept as
-- 'refunded'; the job finds rounds left 'pending' or 'settling' by their age.
ALTER TABLE inhouse_rounds DROP CONSTRAINT inhouse_rounds_state_check;
ALTER TABLE inhouse_rounds ADD CONSTRAINT inhouse_rounds_state_check
  CHECK (state IN ('pending', 'open', 'settling', 'settled', 'refused', 'refunded'));
CREATE INDEX inhouse_rounds_stuck ON inhouse_rounds (created_at) WHERE state IN ('pending', 'settling');
