// One-time 6-digit codes sent by SMS: valid 5 minutes, single use, at most 5 wrong tries each.
// Whether a phone is registered never changes the answer (no account enumeration).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { CodePurpose } from '@khel/contracts/endpoints/auth';
import type { SmsSender } from '../../adapters/sms/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { countCodeFailure, consumeCode, insertCode, selectNewestCode } from './auth.repository.ts';

export const CODE_TTL_SECONDS = 300;
export const RESEND_AFTER_SECONDS = 60;
const MAX_FAILED_ATTEMPTS = 5;

const hashCode = (phone: string, purpose: string, code: string) =>
  createHash('sha256').update(`${purpose}:${phone}:${code}`).digest();

export async function issueCode(
  db: Queryable,
  clock: Clock,
  sms: SmsSender,
  request: { phone: string; purpose: CodePurpose; playerId: number | null },
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = clock.now();
  await insertCode(db, {
    phone: request.phone,
    purpose: request.purpose,
    codeHash: hashCode(request.phone, request.purpose, code),
    playerId: request.playerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
  });
  await sms.send(request.phone, `Khel: your verification code is ${code}. It expires in 5 minutes. Never share it.`);
}

/**
 * Uses up the newest code if `code` matches; throws codeInvalid otherwise. Not inside the caller's
 * transaction on purpose: a wrong try must stay counted when the caller's work rolls back.
 * Returns the player the code was issued for (bind codes), if any.
 */
export async function redeemCode(
  db: Queryable,
  clock: Clock,
  request: { phone: string; purpose: CodePurpose; code: string },
): Promise<{ playerId: number | null }> {
  const now = clock.now();
  const newest = await selectNewestCode(db, request.phone, request.purpose, now);
  if (!newest || newest.consumed || newest.failed_attempts >= MAX_FAILED_ATTEMPTS) throw new AppError(ErrorCode.codeInvalid);
  const matches = timingSafeEqual(newest.code_hash, hashCode(request.phone, request.purpose, request.code));
  if (!matches) {
    await countCodeFailure(db, newest.id);
    throw new AppError(ErrorCode.codeInvalid);
  }
  if (!(await consumeCode(db, newest.id, now))) throw new AppError(ErrorCode.codeInvalid);
  return { playerId: newest.player_id };
}
