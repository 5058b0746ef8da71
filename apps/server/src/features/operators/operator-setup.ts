// Operator onboarding and resets (README.md "First login and resets"): the admin who creates an
// operator, or the second admin who carries out a reset, gets only a one-time setup code (24 h,
// single use). With it the operator is shown a fresh TOTP secret and sets their own password; the
// secret becomes theirs only once they prove it with a current code. Nobody else sees either.
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Secret } from 'otpauth';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/password-hashing.ts';
import {
  decideResetRequest,
  insertResetRequest,
  insertSetupCode,
  offerTotpSecret,
  selectLiveSetupCode,
  selectPendingResets,
  selectResetRequest,
  setCredentials,
  useSetupCode,
  type ResetRow,
} from './operator-setup.repository.ts';
import { claimTotpStep, insertAudit, isAwaitingActivation, revokeOperatorSessions, selectOperator } from './operators.repository.ts';
import { TOTP_PERIOD, totpFor } from './totp.ts';

export const SETUP_CODE_TTL_MS = 24 * 3_600_000;
const codeHash = (code: string) => createHash('sha256').update(code).digest();
const invalidCode = () => new AppError(ErrorCode.operatorSetupCodeInvalid);

/** A fresh one-time setup code for `operatorId` (any older open code for them ends). */
export async function issueSetupCode(
  db: Queryable,
  now: Date,
  operatorId: number,
  reason: 'create' | 'reset',
  issuedBy: number | null,
): Promise<{ setupCode: string; expiresAt: string }> {
  const setupCode = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_CODE_TTL_MS);
  await insertSetupCode(db, { operatorId, codeHash: codeHash(setupCode), reason, issuedBy, expiresAt, now });
  return { setupCode, expiresAt: expiresAt.toISOString() };
}

/** Step 1 of setup: a new TOTP secret for the code's operator (again on every call until step 2). */
export async function startSetup(db: Database, clock: Clock, setupCode: string): Promise<{ username: string; totpSecret: string; otpauthUrl: string }> {
  return db.transaction(async (tx) => {
    const row = await selectLiveSetupCode(tx, codeHash(setupCode), clock.now());
    if (!row) throw invalidCode();
    const totpSecret = new Secret({ size: 20 }).base32;
    await offerTotpSecret(tx, row.id, totpSecret);
    return { username: row.username, totpSecret, otpauthUrl: totpFor(row.username, totpSecret).toString() };
  });
}

/** Step 2: the operator's own password and a current code from the secret of step 1; uses the code up. */
export async function finishSetup(
  db: Database,
  clock: Clock,
  input: { setupCode: string; password: string; code: string; ip: string },
): Promise<{ username: string; awaitingActivation: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const row = await selectLiveSetupCode(tx, codeHash(input.setupCode), now);
    if (!row) throw invalidCode();
    if (!row.pending_totp_secret) throw new AppError(ErrorCode.operatorSetupNotStarted);
    const delta = totpFor(row.username, row.pending_totp_secret).validate({ token: input.code, timestamp: now.getTime(), window: 1 });
    if (delta === null) throw new AppError(ErrorCode.operatorSetupTotpWrong);
    await setCredentials(tx, row.operator_id, { passwordHash, totpSecret: row.pending_totp_secret });
    // The code that proved the secret cannot also sign in: its step is used.
    await claimTotpStep(tx, row.operator_id, Math.floor(now.getTime() / 1000 / TOTP_PERIOD) + delta);
    await useSetupCode(tx, row.id, now);
    await insertAudit(tx, { operatorId: row.operator_id, action: 'operator.setup', target: `operator:${row.operator_id}`, detail: { reason: row.reason }, ip: input.ip });
    return { username: row.username, awaitingActivation: await isAwaitingActivation(tx, row.operator_id) };
  });
}

export interface ResetView {
  id: number;
  operatorId: number;
  operator: string;
  requestedBy: number;
  requester: string;
  reason: string;
  state: ResetRow['state'];
  createdAt: string;
}

const resetView = (row: ResetRow): ResetView => ({
  id: row.id,
  operatorId: row.operatorId,
  operator: row.operator,
  requestedBy: row.requestedBy,
  requester: row.requester,
  reason: row.reason,
  state: row.state,
  createdAt: new Date(row.createdAt).toISOString(),
});

const secondAdmin = () => new AppError(ErrorCode.operatorResetSecondAdmin);

/** An admin asks for another operator's password and TOTP to be reset; nothing changes yet. */
export async function requestReset(db: Database, clock: Clock, by: { operatorId: number; ip: string }, operatorId: number, reason: string): Promise<ResetView> {
  return db.transaction(async (tx) => {
    const target = await selectOperator(tx, operatorId);
    if (!target) throw new AppError(ErrorCode.notFound, 'http404', 200, { url: `operator ${operatorId}` });
    if (operatorId === by.operatorId) throw secondAdmin();
    const id = await insertResetRequest(tx, { operatorId, requestedBy: by.operatorId, reason, now: clock.now() });
    if (id === null) throw new AppError(ErrorCode.operatorResetPending);
    await insertAudit(tx, { operatorId: by.operatorId, action: 'operator.reset-request', target: `operator:${operatorId}`, detail: { requestId: id, reason }, ip: by.ip });
    return resetView((await selectResetRequest(tx, id))!);
  });
}

export async function pendingResets(db: Queryable): Promise<ResetView[]> {
  return (await selectPendingResets(db)).map(resetView);
}

/**
 * A second admin (not the asker, not the target; the table's checks say so too) carries out or
 * refuses a reset. Approving clears the password and TOTP secret, ends the target's sessions and
 * returns a one-time setup code for the target — the only secret anyone receives.
 */
export async function decideReset(
  db: Database,
  clock: Clock,
  by: { operatorId: number; ip: string },
  requestId: number,
  approve: boolean,
): Promise<{ reset: ResetView; setupCode: string | null; expiresAt: string | null }> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const request = await selectResetRequest(tx, requestId, true);
    if (!request) throw new AppError(ErrorCode.notFound, 'http404', 200, { url: `reset ${requestId}` });
    if (request.state !== 'pending') throw new AppError(ErrorCode.operatorResetDecided);
    if (by.operatorId === request.requestedBy || by.operatorId === request.operatorId) throw secondAdmin();
    await decideResetRequest(tx, requestId, { state: approve ? 'approved' : 'rejected', by: by.operatorId, now });
    let issued: { setupCode: string; expiresAt: string } | null = null;
    if (approve) {
      await setCredentials(tx, request.operatorId, { passwordHash: null, totpSecret: null });
      await revokeOperatorSessions(tx, request.operatorId, now);
      issued = await issueSetupCode(tx, now, request.operatorId, 'reset', by.operatorId);
    }
    await insertAudit(tx, {
      operatorId: by.operatorId,
      action: approve ? 'operator.reset-approve' : 'operator.reset-reject',
      target: `operator:${request.operatorId}`,
      detail: { requestId, requestedBy: request.requestedBy, ...(issued ? { setupCodeExpiresAt: issued.expiresAt } : {}) },
      ip: by.ip,
    });
    return { reset: resetView((await selectResetRequest(tx, requestId))!), setupCode: issued?.setupCode ?? null, expiresAt: issued?.expiresAt ?? null };
  });
}
