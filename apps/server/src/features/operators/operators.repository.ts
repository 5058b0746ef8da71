// The operators SQL (db/migrations/0007-operators.sql).
import type { Queryable } from '../../platform/db.ts';

export type OperatorRole = 'admin' | 'finance';

export interface OperatorRow {
  id: number;
  username: string;
  password_hash: string;
  totp_secret: string;
  role: OperatorRole;
  status: 'active' | 'disabled';
  last_totp_step: number;
}

export async function insertOperator(
  db: Queryable,
  o: { username: string; passwordHash: string; totpSecret: string; role: OperatorRole },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO operators (username, password_hash, totp_secret, role) VALUES ($1, $2, $3, $4) RETURNING id',
    [o.username, o.passwordHash, o.totpSecret, o.role],
  );
  return rows[0]!.id;
}

export async function selectOperatorByUsername(db: Queryable, username: string): Promise<OperatorRow | null> {
  return (await db.query<OperatorRow>('SELECT * FROM operators WHERE username = $1', [username]))[0] ?? null;
}

/** Accepts a TOTP step once: false when this step (or a later one) was already used. */
export async function claimTotpStep(db: Queryable, id: number, step: number): Promise<boolean> {
  const rows = await db.query('UPDATE operators SET last_totp_step = $2 WHERE id = $1 AND last_totp_step < $2 RETURNING id', [
    id,
    step,
  ]);
  return rows.length === 1;
}

export async function insertSession(db: Queryable, s: { operatorId: number; tokenHash: Buffer; at: Date; expiresAt: Date }) {
  await db.query('INSERT INTO operator_sessions (operator_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    s.operatorId,
    s.tokenHash,
    s.at,
    s.expiresAt,
  ]);
}

export async function selectSession(
  db: Queryable,
  tokenHash: Buffer,
  now: Date,
): Promise<{ operator_id: number; role: OperatorRole; username: string } | null> {
  const rows = await db.query<{ operator_id: number; role: OperatorRole; username: string }>(
    `SELECT s.operator_id, o.role, o.username FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND o.status = 'active'`,
    [tokenHash, now],
  );
  return rows[0] ?? null;
}

export async function revokeSession(db: Queryable, tokenHash: Buffer, at: Date): Promise<void> {
  await db.query('UPDATE operator_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, at]);
}

export async function insertAudit(
  db: Queryable,
  a: { operatorId: number | null; action: string; target: string; detail: unknown; ip: string },
): Promise<void> {
  await db.query('INSERT INTO operator_audit_log (operator_id, action, target, detail, ip) VALUES ($1, $2, $3, $4, $5)', [
    a.operatorId,
    a.action,
    a.target,
    JSON.stringify(a.detail),
    a.ip,
  ]);
}
