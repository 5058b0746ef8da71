// Config documents in the console: every document the operator may edit (the public
// ones the apps fetch, and the server-only ones), strict writes, version history, diff, rollback.
import { z } from 'zod';
import { Version } from './integers.ts';
import { EDITABLE_CONFIG } from '../config-schemas.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';
import { SERVER_CONFIG } from './config-server.ts';

export const ADMIN_CONFIG = { ...EDITABLE_CONFIG, ...SERVER_CONFIG } as const;
export type AdminConfigName = keyof typeof ADMIN_CONFIG;

export function isAdminConfig(name: string): name is AdminConfigName {
  return Object.hasOwn(ADMIN_CONFIG, name);
}

export function isPublicConfig(name: AdminConfigName): boolean {
  return Object.hasOwn(EDITABLE_CONFIG, name);
}

const Name = z.string().min(1).max(64);

export const ConfigListItem = z.object({ name: z.string(), public: z.boolean(), version: z.number().int(), updatedAt: Instant });

export const listConfig = adminEndpoint({
  method: 'GET',
  path: '/admin/api/config',
  permission: 'config.read',
  summary: 'Every editable config document: public or server-only, current version, last change',
  request: z.object({}),
  response: z.object({ items: z.array(ConfigListItem) }),
});

export const ConfigDocumentView = z.object({ name: z.string(), public: z.boolean(), version: z.number().int(), updatedAt: Instant, body: z.unknown() });

export const getConfig = adminEndpoint({
  method: 'GET',
  path: '/admin/api/config/:name',
  permission: 'config.read',
  summary: 'One config document as stored, with its version',
  request: z.object({ name: Name }),
  response: ConfigDocumentView,
});

/** PUT body: the whole document (any JSON); the path names it. */
export const putConfig = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/config/:name',
  permission: 'config.write',
  summary: 'Replace a config document. Refused (400, issues naming each path, unknown keys included) unless it fits its schema exactly',
  request: z.object({ name: Name, body: z.unknown() }),
  response: ConfigDocumentView,
});

export const ConfigVersionItem = z.object({
  version: z.number().int(),
  origin: z.string(),
  operatorId: z.number().int().nullable(),
  operator: z.string().nullable(),
  createdAt: Instant,
});

export const listConfigVersions = adminEndpoint({
  method: 'GET',
  path: '/admin/api/config/:name/versions',
  permission: 'config.read',
  summary: "A document's versions, newest first (keyset)",
  request: PageQuery.extend({ name: Name }),
  response: pageOf(ConfigVersionItem),
});

export const getConfigVersion = adminEndpoint({
  method: 'GET',
  path: '/admin/api/config/:name/versions/:version',
  permission: 'config.read',
  summary: 'One version of a document',
  request: z.object({ name: Name, version: Version }),
  response: ConfigVersionItem.extend({ body: z.unknown() }),
});

export const DiffHunk = z.object({
  oldStart: z.number().int(),
  oldLines: z.number().int(),
  newStart: z.number().int(),
  newLines: z.number().int(),
  lines: z.array(z.string()),
});

export const diffConfig = adminEndpoint({
  method: 'GET',
  path: '/admin/api/config/:name/diff',
  permission: 'config.read',
  summary: 'Line diff of two versions (pretty-printed JSON, keys in stored order): unified patch and hunks',
  request: z.object({ name: Name, from: Version, to: Version }),
  response: z.object({ name: z.string(), from: z.number().int(), to: z.number().int(), patch: z.string(), hunks: z.array(DiffHunk) }),
});

export const rollbackConfig = adminEndpoint({
  method: 'POST',
  path: '/admin/api/config/:name/rollback',
  permission: 'config.write',
  summary: 'Write an old version again as a new version (checked against the schema as it is now; audited; updateTime moves on)',
  request: z.object({ name: Name, version: Version }),
  response: ConfigDocumentView,
});
