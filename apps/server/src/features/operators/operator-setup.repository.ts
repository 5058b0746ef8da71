// The SQL of operator onboarding and resets (db/migrations/0065-operator-setup.sql).
import type { Queryable } from '../../platform/db.ts';

export interface SetupCodeRow {
  id: number;
  operator_id: number;
  username: string;
  reason: 'create' | 'reset';
  pending_totp_secret: string | null;
}

export async function insertSetupCode(
  db: Queryable,
  c: { operatorId: number; codeHash: Buffer; reason: 'create' | 'reset'; issuedBy: number | null; expiresAt: Date; now: Date },
): Promise<void> {
  // An older code still open for this operator dies with the new one: one live code per operator.
  await db.query('UPDATE operator_setup_codes SET expires_at = $2 WHERE operator_id = $1 AND used_at IS NULL AND expires_at > $2', [c.operatorId, c.now]);
  await db.query(
    'INSERT INTO operator_setup_codes (operator_id, code_hash, reason, issued_by, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [c.operatorId, c.codeHash, c.reason, c.issuedBy, c.expiresAt, c.now],
  );
}

/** The live (unused, unexpired) code with this hash, locked, with its operator's name. */
export async function selectLiveSetupCode(db: Queryable, codeHash: Buffer, now: Date): Promise<SetupCodeRow | null> {
  const rows = await db.query<SetupCodeRow>(
    `SELECT c.id, c.operator_id, o.username, c.reason, c.pending_totp_secret
       FROM operator_setup_codes c JOIN operators o ON o.id = c.operator_id
      WHERE c.code_hash = $1 AND c.used_at IS NULL AND c.expires_at > $2 AND o.status = 'active'
      FOR UPDATE OF c`,
    [codeHash, now],
  );
  return rows[0] ?? null;
}

export async function offerTotpSecret(db: Queryable, codeId: number, secret: string): Promise<void> {
  await db.query('UPDATE operator_setup_codes SET pending_totp_secret = $2 WHERE id = $1', [codeId, secret]);
}

export async function useSetupCode(db: Queryable, codeId: number, now: Date): Promise<void> {
  await db.query('UPDATE operator_setup_codes SET used_at = $2, pending_totp_secret = NULL WHERE id = $1', [codeId, now]);
}

export async function setCredentials(db: Queryable, operatorId: number, c: { passwordHash: string | null; totpSecret: string | null }): Promise<void> {
  await db.query('UPDATE operators SET password_hash = $2, totp_secret = $3 WHERE id = $1', [operatorId, c.passwordHash, c.totpSecret]);
}

export interface ResetRow {
  id: number;
  operatorId: number;
  operator: string;
  requestedBy: number;
  requester: string;
  reason: string;
  state: 'pending' | 'approved' | 'rejected';
  decidedBy: number | null;
  createdAt: Date;
}

const RESET_COLUMNS = `r.id, r.operator_id AS "operatorId", t.username AS operator, r.requested_by AS "requestedBy",
  q.username AS requester, r.reason, r.state, r.decided_by AS "decidedBy", r.created_at AS "createdAt"`;
const RESET_FROM = 'operator_reset_requests r JOIN operators t ON t.id = r.operator_id JOIN operators q ON q.id = r.requested_by';

export async function insertResetRequest(db: Queryable, r: { operatorId: number; requestedBy: number; reason: string; now: Date }): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO operator_reset_requests (operator_id, requested_by, reason, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (operator_id) WHERE state = 'pending' DO NOTHING RETURNING id`,
    [r.operatorId, r.requestedBy, r.reason, r.now],
  );
  return rows[0]?.id ?? null;
}

export async function selectResetRequest(db: Queryable, id: number, lock = false): Promise<ResetRow | null> {
  const rows = await db.query<ResetRow>(`SELECT ${RESET_COLUMNS} FROM ${RESET_FROM} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function selectPendingResets(db: Queryable): Promise<ResetRow[]> {
  return db.query<ResetRow>(`SELECT ${RESET_COLUMNS} FROM ${RESET_FROM} WHERE r.state = 'pending' ORDER BY r.id`);
}

export async function decideResetRequest(db: Queryable, id: number, d: { state: 'approved' | 'rejected'; by: number; now: Date }): Promise<void> {
  await db.query('UPDATE operator_reset_requests SET state = $2, decided_by = $3, decided_at = $4 WHERE id = $1', [id, d.state, d.by, d.now]);
}
