// Chinese entries of messages/features/vip.ts (a file of their own so the apps' English first load
// never carries them).
import type { VipTable } from '../vip.ts';

export const vipZh: VipTable = {
  vipLevelNotReached: '达到 VIP{{level}} 后才能领取该升级奖励',
  vipNoUpgradeReward: 'VIP{{level}} 没有升级奖励',
  vipLevelInvalid: '请选择 1 到 11 之间的 VIP 等级',
};
