-- Players, their credentials and sessions (issue #2).
CREATE TABLE players (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
  show_id text NOT NULL UNIQUE,
  account text,
  email text,
  phone text,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 10),
  icon integer NOT NULL DEFAULT 2001 CHECK (icon BETWEEN 2001 AND 2040),
  vip integer NOT NULL DEFAULT 0 CHECK (vip BETWEEN 0 AND 11),
  vip_experience bigint NOT NULL DEFAULT 0,
  inviter_id bigint REFERENCES players (id),
  first_pay_state smallint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked')),
  registration_device_id text NOT NULL DEFAULT '',
  h5_param jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (account IS NOT NULL OR email IS NOT NULL)
);
-- Account names are unique regardless of case; emails are stored lower-cased.
CREATE UNIQUE INDEX players_account_key ON players (lower(account)) WHERE account IS NOT NULL;
CREATE UNIQUE INDEX players_email_key ON players (email) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX players_phone_key ON players (phone) WHERE phone IS NOT NULL;
CREATE INDEX players_inviter ON players (inviter_id) WHERE inviter_id IS NOT NULL;

CREATE TABLE player_credentials (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  device_id text NOT NULL DEFAULT '',
  device_type text NOT NULL DEFAULT 'unknown',
  device_detail jsonb NOT NULL DEFAULT '{}',
  ip text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_player ON sessions (player_id) WHERE revoked_at IS NULL;

CREATE TABLE verification_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('recover', 'bind')),
  code_hash bytea NOT NULL,
  player_id bigint REFERENCES players (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX verification_codes_lookup ON verification_codes (phone, purpose, created_at DESC);

-- Fixed-window counters shared by every server process (the API is stateless).
CREATE TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);

-- The embedded SMS adapter's outbox: what a real gateway would have delivered.
CREATE TABLE sms_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Spec §7 config documents served at /config/<name>.json; seeded from apps/server/seed/config.
CREATE TABLE config_documents (
  name text PRIMARY KEY,
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
