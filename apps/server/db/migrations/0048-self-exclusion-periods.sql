-- Self-exclusion from 6 months to 5 years (issue #11): 6 months, 1, 2, 3 or 5 years.
ALTER TABLE player_restrictions DROP CONSTRAINT player_restrictions_period_check;
ALTER TABLE player_restrictions ADD CONSTRAINT player_restrictions_period_check
  CHECK (period IN ('24h', '7d', '30d', '6m', '1y', '2y', '3y', '5y'));
