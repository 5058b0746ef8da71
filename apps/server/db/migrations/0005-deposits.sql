-- Deposits (issue #3, features/payments): orders, their flags, deposit limits, per-day deposit
-- totals the promotions read, and the sandbox gateway's own book (adapters/payments/sandbox).
CREATE TABLE deposit_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  player_id bigint NOT NULL REFERENCES players (id),
  type_name text NOT NULL,
  option_id integer,
  gateway text NOT NULL,
  -- The gateway's reference: a deposit is credited once per reference.
  gateway_ref text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  currency text NOT NULL DEFAULT 'PKR',
  payer_phone text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid', 'failed', 'expired')),
  checkout jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (gateway, gateway_ref)
);
CREATE INDEX deposit_orders_player ON deposit_orders (player_id, created_at DESC, id DESC);
CREATE INDEX deposit_orders_open ON deposit_orders (created_at) WHERE state = 'pending';

-- Anything an operator must look at: forged signature, amount or currency mismatch, late success.
CREATE TABLE deposit_order_flags (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES deposit_orders (id),
  flag text NOT NULL CHECK (flag IN ('forged_signature', 'amount_mismatch', 'currency_mismatch', 'late_success', 'failed_after_paid')),
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, flag)
);

-- Credited deposits per player and Asia/Karachi day (first-deposit and daily-deposit promotions).
CREATE TABLE deposit_daily_totals (
  player_id bigint NOT NULL REFERENCES players (id),
  day date NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  deposits integer NOT NULL CHECK (deposits > 0),
  first_order_no text NOT NULL,
  first_amount bigint NOT NULL,
  PRIMARY KEY (player_id, day)
);

-- Responsible gambling: amount NULL = no limit; a pending raise (or removal) waits 24 h.
CREATE TABLE deposit_limits (
  player_id bigint NOT NULL REFERENCES players (id),
  period text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  amount bigint CHECK (amount >= 0),
  pending_amount bigint CHECK (pending_amount >= 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, period)
);

-- The embedded sandbox gateway's own records (what a real gateway keeps on its side).
CREATE TABLE sandbox_gateway_payments (
  ref text PRIMARY KEY,
  order_id text NOT NULL,
  amount bigint NOT NULL,
  paid_amount bigint,
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  held_outcome text,
  misbehave text NOT NULL DEFAULT 'none',
  notify_url text NOT NULL,
  return_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
