// Chinese entries of messages/features/agency.ts (a file of their own so the apps' English first load
// never carries them).
import type { AgencyTable } from '../agency.ts';

export const agencyZh: AgencyTable = {
  inviteNothingToClaim: '暂无可领取的邀请奖励：受邀玩家充值并投注达到要求后才计入',
};
