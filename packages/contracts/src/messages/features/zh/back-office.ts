// Chinese entries of messages/features/back-office.ts (a file of their own so the apps' English first load
// never carries them).
import { backOfficeOperatorOnly, type BackOfficeTable } from '../back-office.ts';

export const backOfficeZh: BackOfficeTable = {
  ...backOfficeOperatorOnly,
  kycRequired: '提现金额超过 {{amount}} 需要完成身份验证。请在 设置 → 身份验证 中提交您的 CNIC 信息。',
  kycPending: '提现金额超过 {{amount}} 需要完成身份验证。您的 CNIC 信息正在等待审核。',
  kycAlreadyVerified: '您的身份已验证',
  kycAlreadyPending: '您的身份信息已在等待审核',
  kycDateOfBirthRequired: '请输入您的出生日期',
  kycUnderage: '您必须年满18岁',
  realityCheckInterval: '请选择提供的时间间隔之一',
};
