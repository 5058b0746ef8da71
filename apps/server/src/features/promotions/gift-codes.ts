// Gift codes (docs/requirements/promotions.md#4-gift-codes-and-bind-rewards; activeGiftCode, reward source Gift Code 2205). Operators
// create them with an amount, a wagering multiple, a number of uses and an expiry; a player redeems a code once. The
// use count and the payment commit in one transaction; attempts are rate-limited per player and
// per address so codes cannot be guessed.
import { randomInt } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import { giftCodePayout, type CreateGiftCodeRequest, type GiftCodeView } from '@khel/contracts/admin/promotions';
import { GIFT_CODE_PATTERN, normaliseGiftCode, type ActiveGiftCodeResponse } from '@khel/contracts/endpoints/promotions';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { audit } from '../operators/operators.service.ts';
import { claimsOf, grantReward } from '../rewards/rewards.service.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { assertMayApproveGiftCodes, assertWithinGiftCodeCap, giftCodeState, type GiftCodeActor } from './gift-code-four-eyes.ts';
import { decideGiftCodeRow, expireGiftCode, insertGiftCode, selectGiftCode, selectGiftCodeById, takeGiftCodeUse, type GiftCodeRow } from './promotions.repository.ts';

export const GIFT_CODE_OFFER = 'gift-code';

/**
 * Every attempt counts against a short burst limit; unknown codes (the guesses) count against an
 * hourly budget per player and a larger one per address (mobile carriers put many players behind
 * one address). A real code that is expired, used up or already used does not count.
 */
export const giftCodeLimits = {
  attempts: (playerId: number): Limit => ({ key: `gift-code:player:${playerId}`, max: 30, windowSeconds: 60 }),
  playerFailures: (playerId: number): Limit => ({ key: `gift-code-fail:player:${playerId}`, max: 10, windowSeconds: 3600 }),
  ipFailures: (ip: string): Limit => ({ key: `gift-code-fail:ip:${ip}`, max: 100, windowSeconds: 3600 }),
};

interface Deps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
}

export async function redeemGiftCode(deps: Deps, playerId: number, typed: string, ip: string): Promise<ActiveGiftCodeResponse> {
  const failures = [giftCodeLimits.playerFailures(playerId), giftCodeLimits.ipFailures(ip)];
  await deps.limiter.hit(giftCodeLimits.attempts(playerId));
  await deps.limiter.check(...failures);
  const now = deps.clock.now();
  const code = normaliseGiftCode(typed);
  if (code === '') throw new AppError(ErrorCode.giftCodeRequired);
  const found = GIFT_CODE_PATTERN.test(code) ? await selectGiftCode(deps.db, code) : null;
  // A code no second operator approved (yet) does not exist for players.
  if (!found || found.approvedAt === null) {
    await deps.limiter.record(...failures);
    throw new AppError(ErrorCode.giftCodeUnknown);
  }
  const alreadyUsed = async (db: Queryable) => (await claimsOf(db, playerId, GIFT_CODE_OFFER, [code])).length > 0;
  return deps.db.transaction(async (tx) => {
    if (await alreadyUsed(tx)) throw new AppError(ErrorCode.giftCodeAlreadyUsed);
    // Expired at the exact expiry instant.
    if (now.getTime() >= new Date(found.expiresAt).getTime()) throw new AppError(ErrorCode.giftCodeExpired);
    const taken = await takeGiftCodeUse(tx, found.id, now);
    if (!taken) {
      // A parallel redemption by this player may have committed while this one waited.
      if (await alreadyUsed(tx)) throw new AppError(ErrorCode.giftCodeAlreadyUsed);
      throw new AppError(ErrorCode.giftCodeUsedUp);
    }
    await grantReward(tx, {
      playerId,
      offer: GIFT_CODE_OFFER,
      period: code,
      amount: taken.amount,
      reason: Reason.giftCode,
      wagerMulti: taken.wagerMulti,
      desc: 'Gift Code',
      at: now,
      alreadyClaimed: ErrorCode.giftCodeAlreadyUsed,
    });
    return { code, num: taken.amount, wagerMulti: taken.wagerMulti, gold: await availableBalance(tx, playerId) };
  });
}

// ---- operators --------------------------------------------------------------------------------

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud and typed by players
const GENERATED_LENGTH = 10;

export function randomCode(): string {
  return Array.from({ length: GENERATED_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export function giftCodeView(row: GiftCodeRow): GiftCodeView {
  return {
    id: row.id,
    code: row.code,
    amount: row.amount,
    wagerMulti: row.wagerMulti,
    totalUses: row.totalUses,
    used: row.used,
    expiresAt: new Date(row.expiresAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.createdBy,
    batchId: row.batchId,
    state: giftCodeState(row),
    approvedBy: row.approvedBy,
    decidedAt: row.approvedAt ? new Date(row.approvedAt).toISOString() : row.rejectedAt ? new Date(row.rejectedAt).toISOString() : null,
  };
}

/**
 * Creates a code (a random one when none is given), pending until a second operator approves it,
 * and audits it in the same transaction. Refused above the operator's cap (nothing stored).
 */
export async function createGiftCode(
  deps: { db: Database; clock: Clock },
  operator: GiftCodeActor,
  input: z.output<typeof CreateGiftCodeRequest>,
): Promise<GiftCodeView> {
  assertWithinGiftCodeCap(operator, giftCodePayout({ amount: input.amount, uses: input.totalUses }));
  const now = deps.clock.now();
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.invalidRequest, 'giftCodeExpired');
  return deps.db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = input.code ?? randomCode();
      const row = await insertGiftCode(tx, {
        code,
        amount: input.amount,
        wagerMulti: input.wagerMulti,
        totalUses: input.totalUses,
        expiresAt,
        createdAt: now,
        createdBy: operator.operatorId,
      });
      if (row) {
        await audit(tx, {
          operatorId: operator.operatorId,
          action: 'gift-code.create',
          target: `gift-code:${row.id}`,
          detail: { code: row.code, amount: row.amount, wagerMulti: row.wagerMulti, totalUses: row.totalUses, expiresAt: expiresAt.toISOString() },
          ip: operator.ip,
        });
        return giftCodeView(row);
      }
      if (input.code !== undefined) throw new AppError(ErrorCode.giftCodeTaken);
    }
    throw new Error('could not draw a free gift code');
  });
}

/** Withdraws a code at once: from now on players get 'This gift code has expired'. Audited. */
export async function expireGiftCodeNow(
  deps: { db: Database; clock: Clock },
  operator: { operatorId: number; ip: string },
  typed: string,
): Promise<GiftCodeView> {
  return deps.db.transaction(async (tx) => {
    const row = await expireGiftCode(tx, normaliseGiftCode(typed), deps.clock.now());
    if (!row) throw new AppError(ErrorCode.giftCodeUnknown);
    await audit(tx, { operatorId: operator.operatorId, action: 'gift-code.expire', target: `gift-code:${row.id}`, detail: { code: row.code }, ip: operator.ip });
    return giftCodeView(row);
  });
}

/** A second operator approves (the code goes live) or rejects a pending single code. Audited. */
export async function decideGiftCode(
  deps: { db: Database; clock: Clock },
  operator: GiftCodeActor,
  input: { id: number; approve: boolean; note: string },
): Promise<GiftCodeView> {
  return deps.db.transaction(async (tx) => {
    const found = await selectGiftCodeById(tx, input.id);
    if (!found) throw new AppError(ErrorCode.notFound, 'http404', 404, { url: `gift-code ${input.id}` });
    if (found.createdBy === operator.operatorId) throw new AppError(ErrorCode.secondOperatorApproves);
    if (input.approve) assertMayApproveGiftCodes(operator, giftCodePayout({ amount: found.amount, uses: found.totalUses }));
    const row = await decideGiftCodeRow(tx, { id: input.id, approve: input.approve, by: operator.operatorId, at: deps.clock.now() });
    if (!row) throw new AppError(ErrorCode.alreadyDecided);
    await audit(tx, {
      operatorId: operator.operatorId,
      action: input.approve ? 'gift-code.approve' : 'gift-code.reject',
      target: `gift-code:${row.id}`,
      detail: { code: row.code, amount: row.amount, totalUses: row.totalUses, createdBy: row.createdBy, note: input.note },
      ip: operator.ip,
    });
    return giftCodeView(row);
  });
}
