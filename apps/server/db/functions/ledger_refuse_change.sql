-- The ledger is append-only: a trigger on its tables refuses every UPDATE, DELETE and TRUNCATE,
-- so a balance can always be rebuilt from its entries.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'KH003';
END $$;
