// Chinese entries of messages/features/account-data.ts (a file of their own so the apps' English first load
// never carries them).
import type { AccountDataTable } from '../account-data.ts';

export const accountDataZh: AccountDataTable = {
  subscriptionChoiceRequired: '请至少选择一个要更改的渠道',
  clickDataInvalid: '点击计数必须是已知元素，每个计数 1 到 10000 次',
  feedbackCategoryInvalid: '请选择反馈类型',
  feedbackMessageLength: '请输入 5 到 500 个字符',
  feedbackContactTooLong: '联系方式最多 64 个字符',
  feedbackDailyLimit: '每天最多发送 5 条反馈，请明天再试',
  feedbackAnswered: '该反馈已回复',
  offersTurnedOff: '您已关闭应用内优惠。如需参与，请在“设置 → 订阅”中重新开启',
};
