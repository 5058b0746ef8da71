import type { supportChatEn } from './en.ts';

export const supportChatZh: typeof supportChatEn = {
  title: '在线客服',
  entry: { title: '与我们聊天', text: '在应用内联系客服' },
  welcome: '您好！请告诉我们您需要什么，客服会在这里回复。',
  offline: '客服目前不在线。请留言：我们会保存您的消息，回复也会发送到您的邮箱。',
  typing: '客服正在输入…',
  you: '您',
  agent: '客服',
  sent: '已发送',
  read: '已读',
  placeholder: '输入消息',
  send: '发送',
  attach: '添加图片',
  removeImage: '移除图片',
  image: '图片',
  imageRemoved: '此对话关闭 {{days}} 天后，图片已删除',
  imageAttached: '图片已准备好发送',
  messages: '消息',
  loadFailed: '聊天无法加载，请检查网络连接。',
  closedNote: '此对话已关闭。再次发送消息即可重新打开。',
};
