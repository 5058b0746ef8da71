-- Back-office roles (issue #11, features/operators/README.md): admin, finance, support and
-- compliance. What each may do is one table in packages/contracts/src/admin/roles.ts, checked on
-- the server for every operator request. Operators can now be created from the console too, so
-- the creating operator is kept; the audit viewer filters by action and target.
ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (role IN ('admin', 'finance', 'support', 'compliance'));
ALTER TABLE operators ADD COLUMN created_by bigint REFERENCES operators (id);

CREATE INDEX operator_audit_log_action ON operator_audit_log (action, id);
CREATE INDEX operator_audit_log_target ON operator_audit_log (target, id);
