// Strings of the in-app support chat panel (features/support/components/support-chat*).
export const supportChatEn = {
  title: 'Live chat',
  entry: { title: 'Chat with us', text: 'Write to an agent here in the app' },
  welcome: 'Hello! Tell us what you need and an agent will answer here.',
  offline:
    'Our agents are offline right now. Leave your message: we keep it, and the answer also arrives in your mailbox.',
  typing: 'Agent is typing…',
  you: 'You',
  agent: 'Support',
  sent: 'Sent',
  read: 'Read',
  placeholder: 'Write a message',
  send: 'Send',
  attach: 'Add an image',
  removeImage: 'Remove the image',
  image: 'Image',
  /** Where an image was, once retention deleted it (days after the chat was closed). */
  imageRemoved: 'Image removed {{days}} days after this chat was closed',
  imageAttached: 'Image ready to send',
  messages: 'Messages',
  loadFailed: 'The chat could not load. Check your connection.',
  closedNote: 'This conversation was closed. Write again and it reopens.',
};
