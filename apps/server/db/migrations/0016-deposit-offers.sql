-- Deposit offers (issue #5, features/deposit-offers): the outcome of every recharge spin, spin
-- again and New Year lucky draw ticket, so the pages show what the wheel landed on. The money is a
-- reward_claims row + ledger transfer with the same (player, offer, period), written in the same
-- transaction; the UNIQUE key here repeats that "one draw per period" rule.
CREATE TABLE deposit_offer_draws (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  -- 'recharge-spin', 'recharge-spin-again' or 'lucky-draw'
  offer text NOT NULL CHECK (offer IN ('recharge-spin', 'recharge-spin-again', 'lucky-draw')),
  -- The business day of a spin (YYYY-MM-DD) or '<event first day>:ticket-<n>' of a lucky draw.
  period text NOT NULL CHECK (char_length(period) BETWEEN 1 AND 80),
  segment_id integer NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  UNIQUE (player_id, offer, period)
);
