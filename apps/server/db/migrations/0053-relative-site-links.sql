-- Issue 9: the links a player sees or shares (agency share link and QR code, the download site) name
-- the site the player reached — PUBLIC_BASE_URL, else the request's host — not a fixed
-- http://localhost:8080. ClientParamConf was first seeded with share.url 'http://localhost:8080/'
-- and official.url 'http://localhost:8080/downapp'; where they are still exactly those, they become
-- relative ('/', '/downapp'), which the server resolves per request. An operator's own value stays.
-- The change is a new version of the document (origin 'migration:0053') and moves updateTime.
WITH fixed AS (
  SELECT d.name,
         (SELECT coalesce(jsonb_agg(CASE
                   WHEN e ->> 'id' = 'share.url' AND e ->> 'value' = 'http://localhost:8080/' THEN jsonb_set(e, '{value}', '"/"')
                   WHEN e ->> 'id' = 'official.url' AND e ->> 'value' = 'http://localhost:8080/downapp' THEN jsonb_set(e, '{value}', '"/downapp"')
                   ELSE e END ORDER BY ord), '[]'::jsonb)
            FROM jsonb_array_elements(d.body) WITH ORDINALITY AS entries (e, ord)) AS body
    FROM config_documents d
   WHERE d.name = 'ClientParamConf' AND jsonb_typeof(d.body) = 'array'
),
changed AS (
  UPDATE config_documents c
     SET body = fixed.body,
         updated_at = greatest(now(), (SELECT max(updated_at) + interval '1 millisecond' FROM config_documents))
    FROM fixed
   WHERE c.name = fixed.name AND c.body IS DISTINCT FROM fixed.body
  RETURNING c.name, c.body, c.updated_at
)
INSERT INTO config_document_versions (name, version, body, operator_id, origin, created_at)
SELECT changed.name,
       coalesce((SELECT max(v.version) FROM config_document_versions v WHERE v.name = changed.name), 0) + 1,
       changed.body, NULL, 'migration:0053', changed.updated_at
  FROM changed;
