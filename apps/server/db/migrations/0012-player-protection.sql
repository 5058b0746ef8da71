-- Player protection (DESIGN "Player protection", features/protection): time-outs and
-- self-exclusions. Append-only: a player's restriction is never edited or removed; a new row with
-- a later end extends it, and the one in force is the row ending last. Every period is finite
-- (time-out 24 h / 7 d / 30 d; self-exclusion 6 months / 1 year / 5 years); none ends early.
CREATE TABLE player_restrictions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  period text NOT NULL CHECK (period IN ('24h', '7d', '30d', '6m', '1y', '5y')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((kind = 'timeout') = (period IN ('24h', '7d', '30d')))
);
CREATE INDEX player_restrictions_player ON player_restrictions (player_id, ends_at DESC);

CREATE FUNCTION player_restrictions_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'player restrictions are append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'KH012';
END $$;
CREATE TRIGGER player_restrictions_append_only BEFORE UPDATE OR DELETE ON player_restrictions
  FOR EACH ROW EXECUTE FUNCTION player_restrictions_refuse_change();
CREATE TRIGGER player_restrictions_no_truncate BEFORE TRUNCATE ON player_restrictions
  FOR EACH STATEMENT EXECUTE FUNCTION player_restrictions_refuse_change();
