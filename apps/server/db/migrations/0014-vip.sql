-- VIP (issue #5, features/vip). players.vip and players.vip_experience (0001) are written only by
-- the vip feature: experience grows with valid bets (and deposits when configured) and the level
-- follows it, never down. vip_claimed_levels is a bit set of the levels whose upgrade reward has
-- been paid (bit n = level n, levels 1–11). The claim itself is unique in reward_claims
-- (offer 'vip-upgrade', period 'level-n'); this column is set in the same transaction so that the
-- red dot (playerInfo.vipUpgradePending) is one read of the player row, without the features
-- reading each other's tables.
ALTER TABLE players
  ADD COLUMN vip_claimed_levels integer NOT NULL DEFAULT 0
  CHECK (vip_claimed_levels >= 0 AND vip_claimed_levels < 4096);
ALTER TABLE players ADD CONSTRAINT players_vip_experience_nonnegative CHECK (vip_experience >= 0);
