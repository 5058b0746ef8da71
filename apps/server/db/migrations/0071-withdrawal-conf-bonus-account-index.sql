-- Withdrawal settings become the server-only config document WithdrawalConf (issue 19;
-- docs/compliance/complaints-and-config.md): the operator's current values are its version 1, and
-- the table goes, so there is one place they live and every change has a version.
WITH moved AS (
  INSERT INTO config_documents (name, body, updated_at)
  SELECT 'WithdrawalConf',
         jsonb_build_object('autoApproveMax', auto_approve_max, 'autoApproveDailyMax', auto_approve_daily_max,
                            'accountMinAgeHours', account_min_age_hours, 'expireAfterHours', expire_after_hours),
         now()
    FROM withdrawal_settings WHERE id = 1
  ON CONFLICT (name) DO NOTHING
  RETURNING name, body, updated_at)
INSERT INTO config_document_versions (name, version, body, operator_id, origin, created_at)
SELECT name, 1, body, NULL, 'seed', updated_at FROM moved;

DROP TABLE withdrawal_settings;

-- The reports find bonus accounts by `code LIKE 'bonus:%'`; the unique index on code follows the
-- database collation, which LIKE cannot use, so every report call scanned all accounts (one per
-- player): ~140 ms of the live part of GGR by agent at 100,000 players (bench/README.md).
CREATE INDEX ledger_accounts_code_pattern ON ledger_accounts (code text_pattern_ops);
