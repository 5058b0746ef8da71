import type { Queryable } from '../../platform/db.ts';

/** Seeds a document once; a document seeded now is its own version 1. */
export async function insertDocumentIfMissing(db: Queryable, name: string, body: unknown): Promise<void> {
  await db.query(
    `WITH seeded AS (
       INSERT INTO config_documents (name, body) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING name, body, updated_at)
     INSERT INTO config_document_versions (name, version, body, operator_id, origin, created_at)
       SELECT name, 1, body, NULL, 'seed', updated_at FROM seeded`,
    [name, JSON.stringify(body)],
  );
}

export async function selectDocument(db: Queryable, name: string): Promise<unknown> {
  const rows = await db.query<{ body: unknown }>('SELECT body FROM config_documents WHERE name = $1', [name]);
  return rows[0]?.body ?? null;
}

export async function selectLatestUpdate(db: Queryable): Promise<Date | null> {
  const rows = await db.query<{ at: Date | null }>('SELECT max(updated_at) AS at FROM config_documents');
  return rows[0]?.at ?? null;
}

/**
 * updated_at never goes backwards (a clock behind the seeds', another server's skew): updateTime is
 * the apps' cache key, so a change must always produce a newer one.
 */
export async function upsertDocument(db: Queryable, name: string, body: unknown, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO config_documents (name, body, updated_at)
     VALUES ($1, $2, greatest($3::timestamptz, (SELECT max(updated_at) + interval '1 millisecond' FROM config_documents)))
     ON CONFLICT (name) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
    [name, JSON.stringify(body), at],
  );
}

export async function selectDocumentList(db: Queryable): Promise<{ name: string; updatedAt: Date }[]> {
  return db.query('SELECT name, updated_at AS "updatedAt" FROM config_documents ORDER BY name');
}

// ---- versions (migration 0044): every write is a new version, append-only ----------------------

export interface VersionRow {
  version: number;
  origin: string;
  operatorId: number | null;
  createdAt: Date;
}

/** Serialises writes to one document (its next version number). */
export async function lockDocument(tx: Queryable, name: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(7250044, hashtext($1))', [name]);
}

export async function insertVersion(
  tx: Queryable,
  v: { name: string; body: unknown; operatorId: number | null; origin: string; at: Date },
): Promise<number> {
  const rows = await tx.query<{ version: number }>(
    `INSERT INTO config_document_versions (name, version, body, operator_id, origin, created_at)
     SELECT $1, coalesce(max(version), 0) + 1, $2, $3, $4, $5 FROM config_document_versions WHERE name = $1
     RETURNING version`,
    [v.name, JSON.stringify(v.body), v.operatorId, v.origin, v.at],
  );
  return rows[0]!.version;
}

export async function selectCurrentVersions(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ name: string; version: number }>('SELECT name, max(version) AS version FROM config_document_versions GROUP BY name');
  return new Map(rows.map((row) => [row.name, row.version]));
}

export async function selectDocumentWithVersion(
  db: Queryable,
  name: string,
): Promise<{ body: unknown; updatedAt: Date; version: number } | null> {
  const rows = await db.query<{ body: unknown; updatedAt: Date; version: number | null }>(
    `SELECT d.body, d.updated_at AS "updatedAt", (SELECT max(version) FROM config_document_versions v WHERE v.name = d.name) AS version
       FROM config_documents d WHERE d.name = $1`,
    [name],
  );
  const row = rows[0];
  return row ? { body: row.body, updatedAt: row.updatedAt, version: row.version ?? 0 } : null;
}

export async function selectVersions(db: Queryable, name: string, beforeVersion: number | null, limit: number): Promise<VersionRow[]> {
  return db.query<VersionRow>(
    `SELECT v.version, v.origin, v.operator_id AS "operatorId", v.created_at AS "createdAt"
       FROM config_document_versions v
      WHERE v.name = $1 AND ($2::int IS NULL OR v.version < $2) ORDER BY v.version DESC LIMIT $3`,
    [name, beforeVersion, limit + 1],
  );
}

export async function selectVersion(db: Queryable, name: string, version: number): Promise<(VersionRow & { body: unknown }) | null> {
  const rows = await db.query<VersionRow & { body: unknown }>(
    `SELECT v.version, v.origin, v.operator_id AS "operatorId", v.created_at AS "createdAt", v.body
       FROM config_document_versions v WHERE v.name = $1 AND v.version = $2`,
    [name, version],
  );
  return rows[0] ?? null;
}
