-- Report figures of days that are over (issue #11, features/reports/README.md). Every row a
-- report reads carries the time it was written (settled_at, created_at), and that time is "now"
-- when it is written, so a day that ended is final: its figures are computed once and kept here.
-- Today is always computed live.
CREATE TABLE report_day_cache (
  report text NOT NULL,
  day date NOT NULL,
  rows jsonb NOT NULL,
  computed_at timestamptz NOT NULL,
  PRIMARY KEY (report, day)
);
