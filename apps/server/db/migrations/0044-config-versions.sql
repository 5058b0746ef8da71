-- Every version of every config document (issue #11, features/config/README.md). A write adds a
-- version; a rollback writes an old body again as a new version. Append-only. The documents that
-- exist now become version 1.
CREATE TABLE config_document_versions (
  name text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  body jsonb NOT NULL,
  operator_id bigint REFERENCES operators (id),
  -- 'seed', 'write' or 'rollback:<version>'
  origin text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (name, version)
);
CREATE TRIGGER config_document_versions_append_only BEFORE UPDATE OR DELETE ON config_document_versions
  FOR EACH ROW EXECUTE FUNCTION append_only_refuse_change();

INSERT INTO config_document_versions (name, version, body, operator_id, origin, created_at)
  SELECT name, 1, body, NULL, 'seed', updated_at FROM config_documents;
