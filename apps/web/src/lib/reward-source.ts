// Reward source labels (docs/requirements/wallet.md#3-the-ledger), by the ledger reason a betting task carries (contracts
// ledger-reasons). Codes the requirements do not label (Khel's own) fall back to 'Bonus'.
import { Reason } from '@khel/contracts/ledger-reasons';
import type { UiTable } from '../locales/en.ts';

type RewardSourceKey = `rewardSource.${Extract<keyof UiTable['rewardSource'], string>}`;

const LABELLED = new Set<number>([
  Reason.bindPhone,
  Reason.deposit,
  Reason.vip,
  Reason.bindBankCard,
  Reason.signIn,
  Reason.dailyGift,
  Reason.firstDeposit,
  Reason.depositTreasure,
  Reason.giftCode,
  Reason.dailyFirstDeposit,
  Reason.newUserRedPacket,
  Reason.lossRebate,
  Reason.inviteReward,
  Reason.rechargeSpin,
  Reason.rechargeSpinAgain,
  Reason.depositBonus,
  Reason.mailboxReward,
  Reason.luckyDraw,
]);

/** The `ui` locale key of a reason's label. */
export function rewardSourceKey(reason: number): RewardSourceKey {
  return LABELLED.has(reason) ? (`rewardSource.${reason}` as RewardSourceKey) : 'rewardSource.other';
}
