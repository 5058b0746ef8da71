// Language-table entries of the account-data calls: subscriptions, click counters, feedback.
export const accountDataEn = {
  subscriptionChoiceRequired: 'Choose at least one channel to change',
  clickDataInvalid: 'Click counters must name known elements, each counted 1 to 10000 times',
  feedbackCategoryInvalid: 'Choose what your feedback is about',
  feedbackMessageLength: 'Write 5 to 500 characters',
  feedbackContactTooLong: 'Contact details can be at most 64 characters',
  feedbackDailyLimit: 'You can send 5 messages a day. Please try again tomorrow',
  feedbackAnswered: 'This feedback has already been answered',
  offersTurnedOff: 'You turned off in-app offers. Turn them on in Settings → Subscriptions to take part',
} as const;

export type AccountDataTable = Record<keyof typeof accountDataEn, string>;
