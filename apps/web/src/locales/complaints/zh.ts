import type { complaintsEn } from './en.ts';

export const complaintsZh: typeof complaintsEn = {
  title: '提交正式投诉',
  lead: '适用于有关资金、游戏或账户的争议。您将获得投诉编号，我们会在 8 周内给出最终答复。',
  category: '类型',
  categories: { deposit: '充值', withdrawal: '提现', game: '游戏', bonus: '奖金', account: '账户', other: '其他' },
  subject: '主题',
  subjectPlaceholder: '简要概括',
  message: '发生了什么',
  messagePlaceholder: '日期、金额、游戏和局号有助于我们更快答复',
  send: '提交投诉',
  sent: '投诉 {{reference}} 已提交',
  yours: '您的投诉',
  reference: '编号',
  due: '最终答复期限：{{date}}',
  overdue: '我们的最终答复已逾期（期限 {{date}}）。您可以将投诉提交给 {{adr}}。',
  state: { open: '已收到', in_progress: '处理中', escalated: '已升级', resolved: '已解决' },
  response: '我们的最终答复',
  adr: '如果您不满意，可以免费将投诉提交给 {{adr}}：',
  login: '登录后提交投诉',
};
