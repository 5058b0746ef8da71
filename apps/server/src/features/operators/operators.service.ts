// Operators (docs/architecture/overview.md#security-rules; README.md): separate accounts with a role, password (argon2id) +
// TOTP login, opaque session tokens stored as hashes, and every action in the append-only audit
// log. What each role may do is the permission table in packages/contracts/src/admin/operators-roles.ts.
import { createHash, randomBytes } from 'node:crypto';
import { OPERATOR_TOKEN_HEADER } from '@khel/contracts/admin/admin-endpoint';
import type { OperatorView } from '@khel/contracts/admin/operators';
import { OPERATOR_ROLES, can, type OperatorRole, type Permission } from '@khel/contracts/admin/operators-roles';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Secret } from 'otpauth';
import type { OperatorAuthorizer } from '../../platform/admin-route.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../platform/password-hashing.ts';
import {
  claimTotpStep,
  insertAudit,
  insertOperator,
  insertSession,
  lockActiveAdmins,
  markActivated,
  revokeOperatorSessions,
  revokeSession,
  selectCreatorForUpdate,
  selectOperator,
  selectOperatorByUsername,
  selectOperatorNames,
  selectAudit,
  selectOperators,
  selectSession,
  updateOperatorAccess,
  type OperatorListRow,
} from './operators.repository.ts';
import { issueSetupCode } from './operator-setup.ts';
import { TOTP_PERIOD as PERIOD, totpFor } from './totp.ts';

export type { OperatorRole };
export { OPERATOR_ROLES, OPERATOR_TOKEN_HEADER };
const SESSION_TTL_MS = 8 * 3_600_000;

export interface Operator {
  operatorId: number;
  role: OperatorRole;
  username: string;
}

const unauthorized = () => new AppError(ErrorCode.operatorUnauthorized, 'operatorUnauthorized', 401);
const forbidden = () => new AppError(ErrorCode.operatorForbidden, 'operatorForbidden', 403);
const tokenHash = (token: string) => createHash('sha256').update(token).digest();

export function operatorView(row: OperatorListRow): OperatorView {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    status: row.status,
    setupPending: row.setupPending,
    awaitingActivation: row.awaitingActivation,
    createdBy: row.createdBy,
    createdAt: new Date(row.createdAt).toISOString(),
    lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
  };
}

/**
 * The CLI's bootstrap (the first admin): the person running it chooses the password and is
 * shown the TOTP secret. The console creates operators with `createOperatorWithSetup` instead.
 */
export async function createOperator(
  db: Queryable,
  input: { username: string; password: string; role: OperatorRole },
  by: { operatorId: number | null; ip: string } = { operatorId: null, ip: 'cli' },
): Promise<{ operatorId: number; secret: string; otpauthUrl: string }> {
  if (!/^[a-z][a-z0-9._-]{2,31}$/.test(input.username)) throw new RangeError('username: 3–32 of a-z 0-9 . _ -, starting with a letter');
  if (input.password.length < 12) throw new RangeError('operator passwords have at least 12 characters');
  if (!OPERATOR_ROLES.includes(input.role)) throw new RangeError(`role must be one of ${OPERATOR_ROLES.join(', ')}`);
  if (await selectOperatorByUsername(db, input.username)) throw new RangeError(`an operator named ${input.username} exists`);
  const secret = new Secret({ size: 20 }).base32;
  const operatorId = await insertOperator(db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    totpSecret: secret,
    role: input.role,
    createdBy: by.operatorId,
  });
  await insertAudit(db, {
    operatorId: by.operatorId,
    action: 'operator.create',
    target: `operator:${operatorId}`,
    detail: { after: { username: input.username, role: input.role, status: 'active' } },
    ip: by.ip,
  });
  return { operatorId, secret, otpauthUrl: totpFor(input.username, secret).toString() };
}

/**
 * The console's way: the new operator has no password or TOTP secret yet; the creator
 * gets only a one-time setup code for them (operator-setup.ts), which the audit log never holds.
 */
export async function createOperatorWithSetup(
  db: Queryable,
  clock: Clock,
  input: { username: string; role: OperatorRole },
  by: { operatorId: number; ip: string },
): Promise<{ operatorId: number; setupCode: string; expiresAt: string }> {
  if (await selectOperatorByUsername(db, input.username)) throw new RangeError(`an operator named ${input.username} exists`);
  const operatorId = await insertOperator(db, { username: input.username, passwordHash: null, totpSecret: null, role: input.role, createdBy: by.operatorId });
  const issued = await issueSetupCode(db, clock.now(), operatorId, 'create', by.operatorId);
  await insertAudit(db, {
    operatorId: by.operatorId,
    action: 'operator.create',
    target: `operator:${operatorId}`,
    detail: { after: { username: input.username, role: input.role, status: 'active', setupPending: true }, setupCodeExpiresAt: issued.expiresAt },
    ip: by.ip,
  });
  return { operatorId, ...issued };
}

/** Password + TOTP code (±1 step, each step once) → a session token for `x-operator-token`. */
export async function loginOperator(
  db: Queryable,
  clock: Clock,
  input: { username: string; password: string; code: string; ip: string },
): Promise<{ token: string; expiresAt: string; role: OperatorRole }> {
  const operator = await selectOperatorByUsername(db, input.username);
  if (!operator || operator.status !== 'active' || !operator.password_hash || !operator.totp_secret || !operator.activated_at) {
    await verifyAgainstNothing(input.password);
    throw unauthorized();
  }
  const now = clock.now();
  const passwordOk = await verifyPassword(operator.password_hash, input.password);
  const delta = totpFor(operator.username, operator.totp_secret).validate({ token: input.code, timestamp: now.getTime(), window: 1 });
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + (delta ?? 0);
  if (!passwordOk || delta === null || !(await claimTotpStep(db, operator.id, step))) {
    await insertAudit(db, { operatorId: operator.id, action: 'operator.login-failed', target: '', detail: {}, ip: input.ip });
    throw unauthorized();
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, { operatorId: operator.id, tokenHash: tokenHash(token), at: now, expiresAt });
  await insertAudit(db, { operatorId: operator.id, action: 'operator.login', target: '', detail: {}, ip: input.ip });
  return { token, expiresAt: expiresAt.toISOString(), role: operator.role };
}

export async function logoutOperator(db: Queryable, clock: Clock, token: string): Promise<void> {
  await revokeSession(db, tokenHash(token), clock.now());
}

async function sessionOf(db: Queryable, clock: Clock, token: string | undefined): Promise<Operator> {
  const session = token ? await selectSession(db, tokenHash(token), clock.now()) : null;
  if (!session) throw unauthorized();
  return { operatorId: session.operator_id, role: session.role, username: session.username };
}

/** The operator behind a token with one of `roles` (admin always qualifies), else 401/403. */
export async function requireOperator(
  db: Queryable,
  clock: Clock,
  token: string | undefined,
  roles: readonly OperatorRole[],
): Promise<Operator> {
  const operator = await sessionOf(db, clock, token);
  if (operator.role !== 'admin' && !roles.includes(operator.role)) throw forbidden();
  return operator;
}

/** The operator behind a token holding `permission` (contracts admin/operators-roles.ts), else 401/403. */
export function operatorAuthorizer(db: Queryable, clock: Clock): OperatorAuthorizer {
  return async (token: string | undefined, permission: Permission) => {
    const operator = await sessionOf(db, clock, token);
    if (!can(operator.role, permission)) throw forbidden();
    return operator;
  };
}

/** Appends to the audit log, in the caller's transaction when it passes one. */
export async function audit(
  db: Queryable,
  entry: { operatorId: number | null; action: string; target: string; detail?: unknown; ip: string },
): Promise<void> {
  await insertAudit(db, { ...entry, detail: entry.detail ?? {} });
}

/**
 * Operators' usernames by id, in one query for the whole set: the names other features show next
 * to an operator id (who requested, who decided, who wrote a note). Nulls are skipped; an id that
 * is no operator has no entry.
 */
export async function operatorNames(db: Queryable, ids: Iterable<number | null | undefined>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null && id !== undefined))];
  if (wanted.length === 0) return new Map();
  return new Map((await selectOperatorNames(db, wanted)).map((row) => [row.id, row.username]));
}

/**
 * Rows with their operators' names: one lookup for every id `idsOf` gives over all the rows, then
 * `named(row, name)` builds each row, where `name(id)` is the username (null for a null id).
 */
export async function withOperatorNames<R, T>(
  db: Queryable,
  rows: readonly R[],
  idsOf: (row: R) => (number | null)[],
  named: (row: R, name: (id: number | null) => string | null) => T,
): Promise<T[]> {
  const names = await operatorNames(db, rows.flatMap(idsOf));
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return rows.map((row) => named(row, name));
}

/** Maker-checker rows (adjustments, config proposals) with the requester's and the decider's names. */
export function withDeciderNames<R extends { requestedBy: number; decidedBy: number | null }>(
  db: Queryable,
  rows: readonly R[],
): Promise<(R & { requestedByName: string; decidedByName: string | null })[]> {
  return withOperatorNames(
    db,
    rows,
    (row) => [row.requestedBy, row.decidedBy],
    (row, name) => ({ ...row, requestedByName: name(row.requestedBy)!, decidedByName: name(row.decidedBy) }),
  );
}

export async function listOperators(db: Queryable): Promise<OperatorView[]> {
  return (await selectOperators(db)).map(operatorView);
}

const lastAdmin = () => new AppError(ErrorCode.operatorLastAdmin);

/**
 * Changes a role or status (audited with before/after). Disabling ends the operator's sessions.
 * The last active admin can be neither demoted nor disabled, and nobody disables themselves.
 */
export async function updateOperator(
  db: Database,
  clock: Clock,
  by: { operatorId: number; ip: string },
  id: number,
  changes: { role?: OperatorRole | undefined; status?: 'active' | 'disabled' | undefined },
): Promise<OperatorView> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const before = await selectOperator(tx, id, true);
    if (!before) throw new AppError(ErrorCode.notFound, 'http404', 200, { url: `operator ${id}` });
    if (changes.status === 'disabled' && id === by.operatorId) throw new AppError(ErrorCode.operatorSelfDisable);
    const losesAdmin = before.role === 'admin' && before.status === 'active' && ((changes.role ?? 'admin') !== 'admin' || changes.status === 'disabled');
    if (losesAdmin && admins.length <= 1) throw lastAdmin();
    await updateOperatorAccess(tx, id, changes);
    if (changes.status === 'disabled') await revokeOperatorSessions(tx, id, clock.now());
    const after = (await selectOperator(tx, id))!;
    await insertAudit(tx, {
      operatorId: by.operatorId,
      action: 'operator.update',
      target: `operator:${id}`,
      detail: { before: { role: before.role, status: before.status }, after: { role: after.role, status: after.status } },
      ip: by.ip,
    });
    return operatorView(after);
  });
}

export async function getOperatorView(db: Queryable, id: number): Promise<OperatorView | null> {
  const row = await selectOperator(db, id);
  return row ? operatorView(row) : null;
}

/** The audit log, newest first, keyset-paged by id. */
export async function auditPage(
  db: Queryable,
  f: { cursor?: string | undefined; operatorId?: number | undefined; action?: string | undefined; target?: string | undefined; limit: number },
) {
  const rows = await selectAudit(db, { ...f, beforeId: decodeCursor(f.cursor)?.id ?? null });
  return pageFrom(rows, f.limit, (row) => [row.id, row.id], (row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/**
 * A second admin lets an invited operator who finished setup sign in. Never the inviter (who held
 * the setup code and so could have set the account up himself); the table's check says so too.
 */
export async function activateOperator(db: Database, clock: Clock, by: { operatorId: number; ip: string }, id: number): Promise<OperatorView> {
  return db.transaction(async (tx) => {
    const before = await selectCreatorForUpdate(tx, id);
    if (!before) throw new AppError(ErrorCode.notFound, 'http404', 200, { url: `operator ${id}` });
    if (before.created_by === by.operatorId) throw new AppError(ErrorCode.operatorActivateOwnInvite);
    if (!(await markActivated(tx, id, by.operatorId, clock.now()))) throw new AppError(ErrorCode.operatorNotAwaitingActivation);
    await insertAudit(tx, { operatorId: by.operatorId, action: 'operator.activate', target: `operator:${id}`, detail: { createdBy: before.created_by }, ip: by.ip });
    return operatorView((await selectOperator(tx, id))!);
  });
}
