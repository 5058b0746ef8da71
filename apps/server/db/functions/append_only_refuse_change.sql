-- One refusal for every append-only table of the back-office (this one, config versions, …).
CREATE OR REPLACE FUNCTION append_only_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'KH040';
END $$;
