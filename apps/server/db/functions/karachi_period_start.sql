-- Start of the Asia/Karachi (UTC+5 all year) day, ISO week (Monday) or month holding p_at.
CREATE OR REPLACE FUNCTION karachi_period_start(p_period text, p_at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT (date_trunc(CASE p_period WHEN 'daily' THEN 'day' WHEN 'weekly' THEN 'week' ELSE 'month' END,
      (p_at AT TIME ZONE 'UTC') + interval '5 hours') - interval '5 hours') AT TIME ZONE 'UTC'
$$;
