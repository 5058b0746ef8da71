import type { HomeTable } from './en.ts';

export const homeZh: HomeTable = {
  banners: {
    qd: { title: '每日签到奖励', text: '每天签到，领取金币', cta: '立即签到', short: '每日签到' },
    vip: { title: 'VIP 俱乐部：等级提升', text: '等级越高，特权越多', cta: '查看 VIP', short: 'VIP 俱乐部' },
    dl: { title: '邀请好友，一起赚', text: '分享您的链接，赚取奖励', cta: '立即邀请', short: '邀请好友' },
    pxx: { title: '幸运转盘', text: '每天转一次，赢取奖品', cta: '立即转动', short: '幸运转盘' },
  },
  /** The home carousel's name for screen readers. */
  carousel: '优惠活动',
};
