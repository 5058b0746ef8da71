-- The operators' audit log is append-only: what an operator did can never be changed or removed.
CREATE OR REPLACE FUNCTION operator_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the operator audit log is append-only: % refused', TG_OP USING ERRCODE = 'KH003';
END $$;
