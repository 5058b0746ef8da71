// Chinese entries of messages/features/support-chat.ts (a file of their own so the apps' English first load
// never carries them).
import type { SupportChatTable } from '../support-chat.ts';

export const supportChatZh: SupportChatTable = {
  supportChatTextLength: '一条消息最多 1000 个字符',
  supportChatEmpty: '请输入消息或添加图片',
  supportChatImageType: '图片必须是 PNG、JPEG 或 WebP',
  supportChatImageTooLarge: '图片最大 2 MB',
  supportChatTooManyMessages: '发送太快，请稍等片刻',
  supportChatTooManyImages: '每小时最多发送 10 张图片，请稍后再试',
  supportChatClosedReplyTitle: '客服回复了您的消息',
};
