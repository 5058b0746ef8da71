// Language-table entries of the in-app support chat.
export const supportChatEn = {
  supportChatTextLength: 'A message can be at most 1000 characters',
  supportChatEmpty: 'Write a message or add an image',
  supportChatImageType: 'Images must be PNG, JPEG or WebP',
  supportChatImageTooLarge: 'Images can be at most 2 MB',
  supportChatTooManyMessages: 'You are sending messages too fast. Please wait a moment',
  supportChatTooManyImages: 'You can send at most 10 images an hour. Please try again later',
  supportChatClosedReplyTitle: 'Support answered your message',
} as const;

export type SupportChatTable = Record<keyof typeof supportChatEn, string>;
