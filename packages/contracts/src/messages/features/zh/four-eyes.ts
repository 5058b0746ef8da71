import type { fourEyesEn } from '../four-eyes.ts';

export const fourEyesZh: Record<keyof typeof fourEyesEn, string> = {
  operatorSetupCodeInvalid: '此设置码无效、已使用或已过期：请向管理员索取新的设置码',
  operatorSetupNotStarted: '请重新打开设置链接：此设置码的验证器密钥尚未发放',
  operatorSetupTotpWrong: '验证码不匹配：请重新扫描密钥并输入当前验证码',
  operatorResetSecondAdmin: '此重置须由另一位管理员执行：不能是申请人，也不能是被重置的操作员',
  operatorResetPending: '该操作员已有一个重置申请在等待另一位管理员处理',
  operatorResetDecided: '此重置已处理',
  operatorActivateOwnInvite: '邀请该操作员的管理员不能激活其账户：须由另一位管理员激活',
  operatorNotAwaitingActivation: '该操作员不在待激活状态：须先完成设置，或已处于激活状态',
  adjustmentAboveCap: '{{role}} 角色单笔调整最多可申请 ₨{{cap}}：更大金额请由管理员申请',
  adjustmentNeedsAdmin: '超过 ₨{{tier}} 的调整须由管理员批准',
  secondOperatorApproves: '这是您创建的：须由另一位操作员批准或拒绝',
  giftCodeAboveCap: '{{role}} 角色创建的礼品码总派发额最多 ₨{{cap}}：此礼品码最多可派发 ₨{{total}}',
  giftCodeNeedsAdmin: '总派发额超过 ₨{{tier}} 的礼品码须由管理员批准',
  alreadyDecided: '此项已被批准、拒绝或撤回',
  configNeedsProposal: '此文档涉及资金或合规阈值：请提交变更提议，须由另一位操作员批准。未作任何更改',
  configProposalSecondOperator: '此变更须由另一位操作员批准或驳回，提议人本人不可；只有提议人可以撤回',
  configProposalDecided: '此提议已被处理、撤回或已过时',
  configProposalStale: '提议提交后文档已被修改：未应用任何更改，请重新提议',
};
