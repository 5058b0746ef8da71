// Chinese strings of the Limits screen and the limits offer (en.ts).
import type { playLimitsEn } from './en.ts';

export const playLimitsZh: typeof playLimitsEn = {
  title: '限额',
  intro: '游戏限额。净亏损 = 投注额减去赢得的金额；会超出限额的投注将被拒绝。降低限额立即生效；提高或取消限额在 24 小时后生效。',
  depositTitle: '充值限额',
  playTitle: '亏损与投注限额',
  kind: { loss: '亏损限额', wager: '投注限额', session: '登录时长限制' },
  period: { daily: '每日', weekly: '每周', monthly: '每月', session: '每次登录' },
  usedLoss: '本期净亏损：{{amount}}',
  usedWager: '本期投注：{{amount}}',
  usedSession: '本次登录：{{minutes}} 分钟',
  minutes: '{{minutes}} 分钟',
  newAmount: '新的{{period}}{{kind}}（卢比）',
  newMinutes: '新的登录时长限制（分钟）',
  minutesPlaceholder: '分钟',
  sessionRange: '请选择 5 至 1440 分钟',
  sessionText: '单次登录达到此时长后游戏结束：在重新登录前，游戏和投注将被拒绝。您仍可查看余额并提现。',
  appliesNow: '立即生效',
  appliesLater: '24 小时后生效',
  ended: { title: '游戏已结束', withdraw: '提现', logOut: '退出登录', ok: '知道了' },
  offer: {
    title: '设置您的限额',
    signup: '欢迎！设置限额可以帮助您掌控游戏。现在设置，或随时在“设置 → 限额”中设置。',
    firstDeposit: '首次充值前，要设置限额吗？您可以随时在“设置 → 限额”中修改。',
    deposit: '每日充值限额（₨）',
    loss: '每日亏损限额（₨）',
    session: '登录时长限制（分钟）',
    save: '保存限额',
    skip: '跳过',
    saved: '您的限额已生效',
  },
};
