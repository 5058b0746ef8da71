// Opens the configured database and brings it up to date: PGlite under DATA_DIR by default,
// PostgreSQL when DATABASE_URL is set.
import { join } from 'node:path';
import type { AppConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db.ts';
import { migrate } from './migrate.ts';

export async function openConfiguredDatabase(config: AppConfig): Promise<{ db: Database; migration: number }> {
  const db = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(join(config.dataDir, 'pglite'));
  const migration = await migrate(db);
  return { db, migration };
}
