// Strings of the player-protection screens (time-out, self-exclusion, reality checks) and of
// identity verification (issue #11), kept apart so the features own their text.
import type { ProtectionStrings } from './en.ts';

export const protectionZh: ProtectionStrings = {
  intro: '暂停游戏休息一下。在冷静期或自我排除期间，您不能游戏、充值或领取奖金，但仍可提取余额。暂停不能提前结束或缩短，只能延长。',
  status: {
    none: '当前没有暂停',
    timeout: '冷静期至 {{until}}（巴基斯坦时间）',
    selfExclusion: '自我排除至 {{until}}（巴基斯坦时间）',
    blocked: '在此之前，游戏、充值和奖金均被停止。仍可提现。',
  },
  period: { '24h': '24小时', '7d': '7天', '30d': '30天', '6m': '6个月', '1y': '1年', '2y': '2年', '3y': '3年', '5y': '5年' },
  timeout: { title: '冷静期', text: '短暂休息：选择时长。' },
  exclusion: {
    title: '自我排除',
    text: '当博彩不再有趣时的长期休息。请输入密码确认。',
    password: '密码',
    submit: '自我排除',
  },
  confirm: {
    timeoutTitle: '开始{{period}}冷静期？',
    exclusionTitle: '自我排除{{period}}？',
    text: '结束前您将无法游戏、充值或领取奖金，且不能提前撤销。您仍可提取余额。',
    ok: '确认',
    cancel: '取消',
  },
  started: '您的暂停已开始',
  realityCheck: {
    title: '游戏时间提醒',
    time: '本次登录您已游戏 {{duration}}。',
    net: '本次净结果：{{net}}',
    detail: '投注 {{staked}} · 赢得 {{won}}',
    continue: '继续游戏',
    takeBreak: '休息一下',
    logOut: '退出登录',
    settingsTitle: '游戏时间提醒',
    settingsText: '多久提醒您一次本次登录的游戏时长和输赢。',
    every: '每 {{minutes}} 分钟',
    off: '关闭',
    saved: '提醒设置已保存',
    hours: '{{hours}} 小时 {{minutes}} 分钟',
    minutes: '{{minutes}} 分钟',
  },
  kyc: {
    title: '身份验证',
    intro: '提现金额超过 {{amount}} 需要完成身份验证。请按 CNIC 上的信息准确填写，工作人员将进行核对。',
    state: {
      none: '尚未验证',
      pending: '等待审核',
      verified: '已验证',
      rejected: '未通过',
    },
    rejected: '原因：{{note}}',
    fullName: '姓名（与 CNIC 一致）',
    cnic: 'CNIC 号码（13位数字）',
    dateOfBirth: '出生日期',
    submit: '提交审核',
    submitted: '您的信息已提交审核',
    masked: 'CNIC {{cnic}}',
  },
};
