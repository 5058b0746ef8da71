// Chinese entries of messages/features/complaints.ts (a file of their own so the apps' English first load
// never carries them).
import type { ComplaintsTable } from '../complaints.ts';

export const complaintsZh: ComplaintsTable = {
  complaintCategoryInvalid: '请选择投诉类型',
  complaintSubjectLength: '请输入 3 到 100 个字符的主题',
  complaintMessageLength: '请用 10 到 2000 个字符描述您的投诉',
  complaintReferenceFormat: '投诉编号的格式为 KC-2026-000123',
  complaintResolved: '该投诉已处理完毕',
  complaintEscalated: '该投诉已升级处理',
  complaintUnresolvedLimit: '您有 5 条投诉正在等待答复，我们会先处理这些投诉',
  complaintEscalationsOnly: '已升级的投诉由合规部门处理',
  complaintNotOpen: '该投诉已在处理中',
};
