-- Withdrawals (spec §5/§7 exchange, issue #3). The bound payout account, one row per request and
-- the server-only approval settings. Money never moves here: each request holds its amount in the
-- wallet (ledger_holds); paid posts the hold, rejected/failed/expired voids it.
CREATE TABLE withdrawal_accounts (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  name text NOT NULL,
  card_no text NOT NULL,
  bank_name text NOT NULL CHECK (bank_name IN ('Jazzcash', 'Easypaisa', 'Bank')),
  -- The 13-digit CNIC, sealed with AES-256-GCM (platform/field-encryption.ts); only its last
  -- four digits are kept readable, for the masked display.
  cnic_sealed text NOT NULL CHECK (cnic_sealed LIKE 'v1.%'),
  cnic_last4 text NOT NULL CHECK (cnic_last4 ~ '^[0-9]{4}$'),
  bound_at timestamptz NOT NULL
);

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0 AND fee < amount),
  channel text NOT NULL,
  card_no text NOT NULL,
  account_name text NOT NULL,
  hold_id bigint NOT NULL UNIQUE REFERENCES ledger_holds (id),
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'approved', 'processing', 'paid', 'rejected', 'failed', 'expired')),
  auto_approved boolean NOT NULL DEFAULT false,
  business_day date NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  decided_by bigint,
  payout_provider text,
  payout_reference text,
  note text NOT NULL DEFAULT ''
);
CREATE INDEX withdrawals_player ON withdrawals (player_id, created_at DESC);
CREATE INDEX withdrawals_player_day ON withdrawals (player_id, business_day);
CREATE INDEX withdrawals_state ON withdrawals (state, id);

-- Server-only settings (never in a public config document): when a request is approved without
-- an operator, and when an undecided request expires.
CREATE TABLE withdrawal_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  auto_approve_max bigint NOT NULL DEFAULT 500000,
  auto_approve_daily_max bigint NOT NULL DEFAULT 1000000,
  account_min_age_hours integer NOT NULL DEFAULT 24,
  expire_after_hours integer NOT NULL DEFAULT 72
);
INSERT INTO withdrawal_settings (id) VALUES (1);
