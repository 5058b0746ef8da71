// exclusions.ts in Chinese; operator-only refusals stay English (the console is English).
import { exclusionsOperatorOnly } from '../exclusions.ts';

export const exclusionsZh = {
  personExcluded: '您在另一个账户上的冷静期或自我排除仍然有效，因此本账户同样无法使用',
  exclusionRegisterMatch: '您已列入全国自我排除名单（编号 {{reference}}），无法在此使用账户',
  exclusionRegisterUnavailable: '目前无法查询全国自我排除名单，请稍后再试',
  exclusionAwaitingReturn: '您的自我排除期限已结束。如需恢复游戏，请在 设置 → 暂停一下 中申请恢复',
  exclusionCoolingOff: '您已申请恢复：经过 24 小时冷静期后，账户将于 {{until}} 重新开放',
  exclusionReturnNotYet: '自我排除期限结束（{{until}}）后才能申请恢复',
  exclusionReturnOperatorOnly: '此排除只能由运营方解除，请联系客服',
  playerExcludedIndefinitely: '您的账户已无限期自我排除',
  playerOperatorExcluded: '您的账户已被运营方排除，请联系客服',
  exclusionTakeBreakIndefinite: '无限期',
  exclusionAskToReturn: '申请恢复',
  exclusionCloseAccount: '关闭我的账户',
  ...exclusionsOperatorOnly,
} as const;
