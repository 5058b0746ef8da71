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
