// Chinese entries of messages/features/identity.ts (a file of their own so the apps' English first load
// never carries them).
import type { IdentityTable } from '../identity.ts';

export const identityZh: IdentityTable = {
  accountClosed: '您的账号已关闭。您仍可提取余额。如需重新开启，请联系客服',
  accountClosedUnderage: '您的账号已关闭：必须年满18岁才能游戏。您的余额正由合规团队审核，请联系客服',
  identityNeededToDeposit: '充值前请先完成身份验证：前往 设置 → 身份验证',
  identityNeededAboveTotal: '{{days}} 天内充值超过 {{amount}} 需要完成身份验证。请在 设置 → 身份验证 中完成验证',
  identityPendingToDeposit: '您的身份信息正在等待审核，验证通过后即可充值',
  identityNeededToPlay: '游戏前请先完成身份验证：前往 设置 → 身份验证',
  identityPendingToPlay: '您的身份信息正在等待审核，验证通过后即可游戏',
  accountAlreadyClosed: '该账号已关闭',
  accountNotClosed: '该账号未关闭',
  closureReviewDecided: '该合规审核已有决定',
  kycDocumentType: '每张照片必须是 JPEG、PNG 或 WebP 图片',
  kycDocumentTooLarge: '每张照片最大 3 MB',
  kycDocumentsRequired: '请添加 CNIC 正面和背面的照片',
  cnicVerifiedElsewhere: '该 CNIC 已在另一个未关闭的账号上通过验证：再次验证需要勾选覆盖并填写说明',
};
