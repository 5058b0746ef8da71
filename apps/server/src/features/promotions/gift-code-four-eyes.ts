// Four eyes on gift codes (docs/compliance/four-eyes.md): what each role may create, who
// may approve, and the state a row is in. A code pays out only once a second operator approved it
// (or its batch); the size rules are the contracts' GIFT_CODE_CAP and GIFT_CODE_ADMIN_TIER.
import { GIFT_CODE_ADMIN_TIER, GIFT_CODE_CAP, type GiftCodeState } from '@khel/contracts/admin/promotions';
import type { OperatorRole } from '@khel/contracts/admin/operators-roles';
import { ErrorCode } from '@khel/contracts/error-codes';
import { MESSAGE_AMOUNT, formatRupees } from '@khel/contracts/money';
import { AppError } from '../../platform/errors.ts';

export interface GiftCodeActor {
  operatorId: number;
  role: OperatorRole;
  ip: string;
}

/** Refuses (1871) a code or batch that could pay out more than the creator's role may hand out. */
export function assertWithinGiftCodeCap(by: GiftCodeActor, payout: number): void {
  const cap = by.role === 'admin' || by.role === 'finance' ? GIFT_CODE_CAP[by.role] : 0;
  if (payout > cap) throw new AppError(ErrorCode.giftCodeAboveCap, undefined, 200, { role: by.role, cap: formatRupees(cap, MESSAGE_AMOUNT), total: formatRupees(payout, MESSAGE_AMOUNT) });
}

/** Above the tier only an admin approves (1872); a rejection is anyone's: it pays nobody. */
export function assertMayApproveGiftCodes(by: GiftCodeActor, payout: number): void {
  if (payout > GIFT_CODE_ADMIN_TIER && by.role !== 'admin') {
    throw new AppError(ErrorCode.giftCodeNeedsAdmin, undefined, 200, { tier: formatRupees(GIFT_CODE_ADMIN_TIER, MESSAGE_AMOUNT) });
  }
}

export function giftCodeState(row: { approvedAt: Date | null; rejectedAt: Date | null }): GiftCodeState {
  return row.approvedAt ? 'live' : row.rejectedAt ? 'rejected' : 'pending';
}
