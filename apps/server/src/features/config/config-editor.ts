// Operators edit config documents (README.md): strict writes (the schema, and no unknown key),
// every write a new version (append-only history), a diff between any two versions, and rollback
// as writing an old version again. updated_at only moves forward, so the apps see a new
// updateTime after every write, rollbacks included.
import { ADMIN_CONFIG, isAdminConfig, isPublicConfig, type AdminConfigName } from '@khel/contracts/admin/config';
import { needsSecondOperator } from '@khel/contracts/admin/config-proposals';
import type { GameCatalogueConf } from '@khel/contracts/admin/games';
import { checkDocument } from '@khel/contracts/admin/strict-document';
import { ErrorCode } from '@khel/contracts/error-codes';
import { structuredPatch, createTwoFilesPatch } from 'diff';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { hasNulCharacter } from '../../platform/route.ts';
import { applyCatalogueLayout, CATALOGUE_DOCUMENT } from '../games/games.service.ts';
import { audit, withOperatorNames } from '../operators/operators.service.ts';
import {
  insertVersion,
  lockDocument,
  selectCurrentVersions,
  selectDocumentList,
  selectDocumentWithVersion,
  selectVersion,
  selectVersions,
  upsertDocument,
  type VersionRow,
} from './config.repository.ts';

export interface Actor {
  operatorId: number;
  ip: string;
}

const notFound = (name: string) => new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/config/${name}` });

export function requireConfigName(name: string): AdminConfigName {
  if (!isAdminConfig(name)) throw notFound(name);
  return name;
}

function invalidDocument(issues: { path: string; message: string }[]): AppError {
  const error = new AppError(ErrorCode.configDocumentInvalid, 'configDocumentInvalid', 400);
  error.issues = issues;
  return error;
}

const iso = (at: Date) => new Date(at).toISOString();

export async function listEditable(db: Queryable) {
  const versions = await selectCurrentVersions(db);
  return (await selectDocumentList(db))
    .filter((d) => isAdminConfig(d.name))
    .map((d) => ({ name: d.name, public: isPublicConfig(d.name as AdminConfigName), version: versions.get(d.name) ?? 0, updatedAt: iso(d.updatedAt) }));
}

export async function readEditable(db: Queryable, name: AdminConfigName) {
  const found = await selectDocumentWithVersion(db, name);
  if (!found) throw notFound(name);
  return { name, public: isPublicConfig(name), version: found.version, updatedAt: iso(found.updatedAt), body: found.body };
}

/** The document if it fits its schema exactly; else 400 with every issue (unknown keys named). */
export function strictBody(name: AdminConfigName, body: unknown): unknown {
  if (hasNulCharacter(body)) throw invalidDocument([{ path: '', message: 'text cannot contain U+0000' }]);
  const checked = checkDocument(ADMIN_CONFIG[name], body);
  if (!checked.ok) throw invalidDocument(checked.issues);
  return body;
}

/** Who proposed a change a second operator approved (config-proposals.ts); both are audited. */
export interface Approval {
  proposalId: number;
  proposedBy: number;
}

/** Writes `body` as the newest version inside `tx` (the document already locked); returns the version. */
export async function writeLocked(tx: Queryable, clock: Clock, actor: Actor, name: AdminConfigName, body: unknown, origin: string, approval?: Approval) {
  const before = await selectDocumentWithVersion(tx, name);
  const now = clock.now();
  // The catalogue layout is applied to the games table with its version (all or nothing).
  if (name === CATALOGUE_DOCUMENT) {
    const unknown = await applyCatalogueLayout(tx, body as GameCatalogueConf, now);
    if (unknown.length > 0) throw invalidDocument(unknown);
  }
  await upsertDocument(tx, name, body, now);
  const version = await insertVersion(tx, { name, body, operatorId: actor.operatorId, origin, at: now });
  await audit(tx, {
    operatorId: actor.operatorId,
    action: origin === 'write' ? 'config.replace' : 'config.rollback',
    target: `config:${name}`,
    detail: { version, origin, ...(approval && { proposalId: approval.proposalId, proposedBy: approval.proposedBy, approvedBy: actor.operatorId }), before: before?.body ?? null, after: body },
    ip: actor.ip,
  });
  return version;
}

async function write(db: Database, clock: Clock, actor: Actor, name: AdminConfigName, body: unknown, origin: string) {
  await db.transaction(async (tx) => {
    await lockDocument(tx, name);
    await writeLocked(tx, clock, actor, name, body, origin);
  });
  return readEditable(db, name);
}

/** A listed money or threshold document never changes on one operator's action (FOUR_EYES_CONFIG). */
function refuseSingleOperator(name: AdminConfigName): void {
  if (needsSecondOperator(name)) throw new AppError(ErrorCode.configNeedsProposal);
}

export async function replaceDocument(db: Database, clock: Clock, actor: Actor, name: AdminConfigName, body: unknown) {
  refuseSingleOperator(name);
  return write(db, clock, actor, name, strictBody(name, body), 'write');
}

/** Writes version `version` again as the newest version, if it still fits the schema as it is now. */
export async function rollbackDocument(db: Database, clock: Clock, actor: Actor, name: AdminConfigName, version: number) {
  refuseSingleOperator(name);
  const old = await selectVersion(db, name, version);
  if (!old) throw new AppError(ErrorCode.configVersionUnknown);
  return write(db, clock, actor, name, strictBody(name, old.body), `rollback:${version}`);
}

/** The versions with the name of the operator who wrote each (one lookup). */
const versionViews = <R extends VersionRow>(db: Queryable, rows: R[]) =>
  withOperatorNames(
    db,
    rows,
    (row) => [row.operatorId],
    (row, name) => ({ ...row, operator: name(row.operatorId), createdAt: iso(row.createdAt) }),
  );

export async function versionsPage(db: Queryable, name: AdminConfigName, cursor: string | undefined, limit: number) {
  const rows = await selectVersions(db, name, (decodeCursor(cursor)?.id ?? null), limit);
  const page = pageFrom(rows, limit, (row) => [row.version, row.version]);
  return { items: await versionViews(db, page.items), nextCursor: page.nextCursor };
}

export async function versionOf(db: Queryable, name: AdminConfigName, version: number) {
  const row = await selectVersion(db, name, version);
  if (!row) throw new AppError(ErrorCode.configVersionUnknown);
  return (await versionViews(db, [row]))[0]!;
}

const pretty = (body: unknown) => `${JSON.stringify(body, null, 2)}\n`;

/** Line diff (jsdiff) of two bodies' pretty-printed JSON, labelled `from` and `to`. */
export function diffBodies(from: string, to: string, a: unknown, b: unknown) {
  const oldText = pretty(a);
  const newText = pretty(b);
  const hunks = structuredPatch(from, to, oldText, newText, '', '', { context: 3 }).hunks;
  return {
    patch: createTwoFilesPatch(from, to, oldText, newText, '', '', { context: 3 }),
    hunks: hunks.map((h) => ({ oldStart: h.oldStart, oldLines: h.oldLines, newStart: h.newStart, newLines: h.newLines, lines: h.lines })),
  };
}

/** Line diff of two versions. */
export async function diffVersions(db: Queryable, name: AdminConfigName, from: number, to: number) {
  const [a, b] = await Promise.all([versionOf(db, name, from), versionOf(db, name, to)]);
  return { name, from, to, ...diffBodies(`${name}@${from}`, `${name}@${to}`, a.body, b.body) };
}
