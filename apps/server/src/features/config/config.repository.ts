import type { Queryable } from '../../platform/db.ts';

export async function insertDocumentIfMissing(db: Queryable, name: string, body: unknown): Promise<void> {
  await db.query('INSERT INTO config_documents (name, body) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    JSON.stringify(body),
  ]);
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
