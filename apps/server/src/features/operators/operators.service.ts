// Operators (DESIGN "Security"): separate accounts with a role, password (argon2id) + TOTP
// login, opaque session tokens stored as hashes, and every action in the append-only audit log.
// Roles: admin may do everything; finance may work withdrawals (not read player ledgers).
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../platform/password-hashing.ts';
import {
  claimTotpStep,
  insertAudit,
  insertOperator,
  insertSession,
  revokeSession,
  selectOperatorByUsername,
  selectSession,
  type OperatorRole,
} from './operators.repository.ts';

export type { OperatorRole };
export const OPERATOR_ROLES: readonly OperatorRole[] = ['admin', 'finance'];
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';
const SESSION_TTL_MS = 8 * 3_600_000;
const ISSUER = 'Khel';
const PERIOD = 30;

export interface Operator {
  operatorId: number;
  role: OperatorRole;
  username: string;
}

const unauthorized = () => new AppError(ErrorCode.operatorUnauthorized, 'operatorUnauthorized', 401);
const forbidden = () => new AppError(ErrorCode.operatorForbidden, 'operatorForbidden', 403);
const tokenHash = (token: string) => createHash('sha256').update(token).digest();

function totpFor(username: string, secret: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

export async function createOperator(
  db: Queryable,
  input: { username: string; password: string; role: OperatorRole },
): Promise<{ operatorId: number; secret: string; otpauthUrl: string }> {
  if (!/^[a-z][a-z0-9._-]{2,31}$/.test(input.username)) throw new RangeError('username: 3–32 of a-z 0-9 . _ -, starting with a letter');
  if (input.password.length < 12) throw new RangeError('operator passwords have at least 12 characters');
  if (!OPERATOR_ROLES.includes(input.role)) throw new RangeError(`role must be one of ${OPERATOR_ROLES.join(', ')}`);
  const secret = new Secret({ size: 20 }).base32;
  const operatorId = await insertOperator(db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    totpSecret: secret,
    role: input.role,
  });
  await insertAudit(db, { operatorId: null, action: 'operator.create', target: `operator:${operatorId}`, detail: { username: input.username, role: input.role }, ip: 'cli' });
  return { operatorId, secret, otpauthUrl: totpFor(input.username, secret).toString() };
}

/** Password + TOTP code (±1 step, each step once) → a session token for `x-operator-token`. */
export async function loginOperator(
  db: Queryable,
  clock: Clock,
  input: { username: string; password: string; code: string; ip: string },
): Promise<{ token: string; expiresAt: string; role: OperatorRole }> {
  const operator = await selectOperatorByUsername(db, input.username);
  if (!operator || operator.status !== 'active') {
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

/** The operator behind a token with one of `roles` (admin always qualifies), else 401/403. */
export async function requireOperator(
  db: Queryable,
  clock: Clock,
  token: string | undefined,
  roles: readonly OperatorRole[],
): Promise<Operator> {
  const session = token ? await selectSession(db, tokenHash(token), clock.now()) : null;
  if (!session) throw unauthorized();
  if (session.role !== 'admin' && !roles.includes(session.role)) throw forbidden();
  return { operatorId: session.operator_id, role: session.role, username: session.username };
}

/** Appends to the audit log, in the caller's transaction when it passes one. */
export async function audit(
  db: Queryable,
  entry: { operatorId: number | null; action: string; target: string; detail?: unknown; ip: string },
): Promise<void> {
  await insertAudit(db, { ...entry, detail: entry.detail ?? {} });
}

