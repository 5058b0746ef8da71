// Config documents (docs/architecture/overview.md#config-documents-and-four-eyes). The repo's seed files fill the database on first start;
// after that the database is the truth (operators edit it; a later seed never overwrites their changes).
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVER_CONFIG, SERVER_CONFIG_DEFAULTS, type ServerConfigName } from '@khel/contracts/admin/config-server';
import { CONFIG_DOCUMENTS, FbParamConf, type ConfigDocumentName, type PublicFbParamConf } from '@khel/contracts/config-documents';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db.ts';
import {
  CATALOGUE_DOCUMENT,
  GAME_LIST_DOCUMENT,
  catalogueLayout,
  gameListDocument,
  latestCatalogueChange,
  seedGameCatalogue,
} from '../games/games.service.ts';
import { insertDocumentIfMissing, selectDocument, selectDocumentList, selectLatestUpdate, upsertDocument } from './config.repository.ts';

export const SEED_DIR = resolve(import.meta.dirname, '../../../seed/config');

export async function seedConfigDocuments(db: Queryable, dir = SEED_DIR): Promise<void> {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const name = file.slice(0, -5);
    const body: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    // The game catalogue lives in its own table (games); its document is generated from it.
    if (name === GAME_LIST_DOCUMENT) await seedGameCatalogue(db, body);
    else await insertDocumentIfMissing(db, name, body);
  }
  // The catalogue layout's version 1 is the table as it is (no seed file: it follows GameList2Conf).
  await insertDocumentIfMissing(db, CATALOGUE_DOCUMENT, await catalogueLayout(db));
}

export function isConfigDocumentName(name: string): name is ConfigDocumentName {
  return (CONFIG_DOCUMENTS as readonly string[]).includes(name);
}

/** updateTime is derived: the newest change to any document, in epoch milliseconds. */
export async function configDocument(db: Queryable, name: ConfigDocumentName): Promise<unknown> {
  if (name === 'updateTime') {
    const latest = Math.max((await selectLatestUpdate(db))?.getTime() ?? 0, (await latestCatalogueChange(db))?.getTime() ?? 0);
    return { updateTime: latest };
  }
  if (name === GAME_LIST_DOCUMENT) return gameListDocument(db);
  if (name === 'FbParamConf') return publicPixels(await selectDocument(db, name));
  return selectDocument(db, name);
}

/** The pixel ids of FbParamConf; their tokens are secrets and never served. */
function publicPixels(stored: unknown): PublicFbParamConf | null {
  if (stored === null) return null;
  const parsed = FbParamConf.safeParse(stored);
  return parsed.success ? parsed.data.map(({ id }) => ({ id })) : [];
}

/** The documents in the database and when each last changed (the operator API's index). */
export async function configDocumentList(db: Queryable): Promise<{ name: string; updatedAt: Date }[]> {
  return selectDocumentList(db);
}

/**
 * Replaces a document as an operator wrote it (validated by the caller against its schema). The
 * body is stored as sent, so fields one reader's schema does not know stay for the others; the
 * new updated_at moves updateTime, so the apps fetch the new version.
 */
export async function saveConfigDocument(db: Queryable, name: ConfigDocumentName, body: unknown, at: Date): Promise<void> {
  await upsertDocument(db, name, body, at);
}

/**
 * A server-only document (ProtectionConf, AmlConf: never served at /config), parsed with its
 * schema. Writes are strict, so a stored document always parses; the defaults cover a database
 * whose seed has not run yet.
 */
export async function serverConfig<N extends ServerConfigName>(db: Queryable, name: N): Promise<z.infer<(typeof SERVER_CONFIG)[N]>> {
  const parsed = SERVER_CONFIG[name].safeParse(await selectDocument(db, name));
  return (parsed.success ? parsed.data : SERVER_CONFIG_DEFAULTS[name]) as z.infer<(typeof SERVER_CONFIG)[N]>;
}
