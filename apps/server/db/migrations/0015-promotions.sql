-- Gift codes (issue #5, spec §7 activeGiftCode, reward source 2205). Codes are stored normalised
-- (upper-case), so the unique key is case-insensitive for players. A player's redemption is their
-- reward_claims row (offer 'gift-code', period = the code): once per player by that unique key.
-- `used` only grows through a guarded UPDATE (used < total_uses AND not expired) in the
-- redeeming transaction, so parallel redemptions never pay more than total_uses.
CREATE TABLE gift_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{4,32}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  wager_multi integer NOT NULL DEFAULT 1 CHECK (wager_multi BETWEEN 0 AND 100),
  total_uses integer NOT NULL CHECK (total_uses > 0),
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0 AND used <= total_uses),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  created_by bigint REFERENCES operators (id)
);
CREATE INDEX gift_codes_created ON gift_codes (created_at DESC, id DESC);
