// The operators SQL (db/migrations/0007-operators.sql, 0040-operator-roles.sql).
import type { OperatorRole } from '@khel/contracts/admin/operators-roles';
import type { Queryable } from '../../platform/db.ts';

export type { OperatorRole };

export interface OperatorRow {
  id: number;
  username: string;
  /** Null until the operator sets them with a setup code (new, or reset by a second admin). */
  password_hash: string | null;
  totp_secret: string | null;
  role: OperatorRole;
  status: 'active' | 'disabled';
  last_totp_step: number;
  created_by: number | null;
  /** Null until a second admin activates an invited operator (migration 0066). */
  activated_at: Date | null;
}

export interface OperatorListRow {
  id: number;
  username: string;
  role: OperatorRole;
  status: 'active' | 'disabled';
  setupPending: boolean;
  awaitingActivation: boolean;
  createdBy: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export async function insertOperator(
  db: Queryable,
  o: { username: string; passwordHash: string | null; totpSecret: string | null; role: OperatorRole; createdBy: number | null },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    // With credentials (the CLI's bootstrap) an operator is active at once; an invited one waits
    // for setup and then for a second admin's activation (migration 0066).
    `INSERT INTO operators (username, password_hash, totp_secret, role, created_by, activated_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $2::text IS NULL THEN NULL ELSE now() END) RETURNING id`,
    [o.username, o.passwordHash, o.totpSecret, o.role, o.createdBy],
  );
  return rows[0]!.id;
}

export async function selectOperatorByUsername(db: Queryable, username: string): Promise<OperatorRow | null> {
  return (await db.query<OperatorRow>('SELECT * FROM operators WHERE username = $1', [username]))[0] ?? null;
}

const LIST_COLUMNS = `o.id, o.username, o.role, o.status, (o.password_hash IS NULL) AS "setupPending",
  (o.password_hash IS NOT NULL AND o.activated_at IS NULL) AS "awaitingActivation",
  (SELECT c.username FROM operators c WHERE c.id = o.created_by) AS "createdBy", o.created_at AS "createdAt",
  (SELECT max(s.created_at) FROM operator_sessions s WHERE s.operator_id = o.id) AS "lastLoginAt"`;

export async function selectOperators(db: Queryable): Promise<OperatorListRow[]> {
  return db.query<OperatorListRow>(`SELECT ${LIST_COLUMNS} FROM operators o ORDER BY o.id`);
}

export async function selectOperator(db: Queryable, id: number, lock = false): Promise<OperatorListRow | null> {
  const rows = await db.query<OperatorListRow>(`SELECT ${LIST_COLUMNS} FROM operators o WHERE o.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/** Usernames of a set of operators (ids that are no operator are left out). */
export async function selectOperatorNames(db: Queryable, ids: number[]): Promise<{ id: number; username: string }[]> {
  return db.query<{ id: number; username: string }>('SELECT id, username FROM operators WHERE id = ANY($1::bigint[])', [ids]);
}

export async function updateOperatorAccess(db: Queryable, id: number, changes: { role?: OperatorRole | undefined; status?: 'active' | 'disabled' | undefined }) {
  await db.query('UPDATE operators SET role = coalesce($2, role), status = coalesce($3, status) WHERE id = $1', [
    id,
    changes.role ?? null,
    changes.status ?? null,
  ]);
}

/** Active admins, locked: the last one may not be demoted or disabled. */
/** Who invited an operator (null: the CLI), the row locked; undefined when there is no such operator. */
export async function selectCreatorForUpdate(db: Queryable, id: number): Promise<{ created_by: number | null } | undefined> {
  return (await db.query<{ created_by: number | null }>('SELECT created_by FROM operators WHERE id = $1 FOR UPDATE', [id]))[0];
}

export async function isAwaitingActivation(db: Queryable, id: number): Promise<boolean> {
  return (await db.query<{ waiting: boolean }>('SELECT activated_at IS NULL AS waiting FROM operators WHERE id = $1', [id]))[0]?.waiting ?? false;
}

/** Activates an invited operator who finished setup; false when they were not waiting for it. */
export async function markActivated(db: Queryable, id: number, by: number, at: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE operators SET activated_by = $2, activated_at = $3 WHERE id = $1 AND activated_at IS NULL AND password_hash IS NOT NULL RETURNING id',
    [id, by, at],
  );
  return rows.length === 1;
}

export async function lockActiveAdmins(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>("SELECT id FROM operators WHERE role = 'admin' AND status = 'active' ORDER BY id FOR UPDATE");
  return rows.map((row) => row.id);
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

export async function revokeOperatorSessions(db: Queryable, operatorId: number, at: Date): Promise<void> {
  await db.query('UPDATE operator_sessions SET revoked_at = $2 WHERE operator_id = $1 AND revoked_at IS NULL', [operatorId, at]);
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

export interface AuditRow {
  id: number;
  operatorId: number | null;
  operator: string | null;
  action: string;
  target: string;
  detail: unknown;
  ip: string;
  createdAt: Date;
}

/** Newest first after the cursor id; the action filter matches a whole action or a family prefix ending in '.'. */
export async function selectAudit(
  db: Queryable,
  f: { beforeId: number | null; operatorId?: number | undefined; action?: string | undefined; target?: string | undefined; limit: number },
): Promise<AuditRow[]> {
  const family = f.action?.endsWith('.') ? `${f.action.replace(/[\\%_]/g, '\\$&')}%` : null;
  return db.query<AuditRow>(
    `SELECT a.id, a.operator_id AS "operatorId", o.username AS operator, a.action, a.target, a.detail, a.ip,
            a.created_at AS "createdAt"
       FROM operator_audit_log a LEFT JOIN operators o ON o.id = a.operator_id
      WHERE ($1::bigint IS NULL OR a.id < $1)
        AND ($2::bigint IS NULL OR a.operator_id = $2)
        AND ($3::text IS NULL OR a.action = $3)
        AND ($4::text IS NULL OR a.action LIKE $4)
        AND ($5::text IS NULL OR a.target = $5)
      ORDER BY a.id DESC LIMIT $6`,
    [f.beforeId, f.operatorId ?? null, family ? null : (f.action ?? null), family, f.target ?? null, f.limit + 1],
  );
}
