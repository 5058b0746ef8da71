// Chinese entries of messages/features/aml.ts.
import { amlOperatorOnly, type AmlTable } from '../aml.ts';

export const amlZh: AmlTable = {
  ...amlOperatorOnly,
  kycRollingRequired: '您最近 {{days}} 天的提现合计将达到 {{total}}，超过 {{amount}}，需要完成身份验证。请在 设置 → 身份验证 中提交您的 CNIC 信息。',
  kycRollingPending: '您最近 {{days}} 天的提现合计将达到 {{total}}，超过 {{amount}}，需要完成身份验证。您的 CNIC 信息正在等待审核。',
};
