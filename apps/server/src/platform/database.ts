// Opens the configured database and brings it up to date: PGlite under DATA_DIR by default,
// PostgreSQL when DATABASE_URL is set. PGlite's directory is locked for this process first
// (data-dir-lock.ts): a second process on it is refused before it touches a file.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openPglite, openPostgres, type Database } from './db.ts';
import { migrate } from './migrate.ts';

export async function openConfiguredDatabase(config: AppConfig): Promise<{ db: Database; migration: number }> {
  if (config.databaseUrl) {
    const db = openPostgres(config.databaseUrl);
    return { db, migration: await migrate(db) };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const release = lockDataDir(config.dataDir);
  try {
    const opened = await openPglite(join(config.dataDir, 'pglite'));
    const db: Database = {
      ...opened,
      close: async () => {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
    return { db, migration: await migrate(db) };
  } catch (error) {
    release();
    throw error;
  }
}
