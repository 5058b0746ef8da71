// Language-table entries of issue 9's spec calls: subscriptions, click counters, feedback.
export const accountDataEn = {
  subscriptionChoiceRequired: 'Choose at least one channel to change',
  clickDataInvalid: 'Click counters must name known elements, each counted 1 to 10000 times',
  feedbackCategoryInvalid: 'Choose what your feedback is about',
  feedbackMessageLength: 'Write 5 to 500 characters',
  feedbackContactTooLong: 'Contact details can be at most 64 characters',
  feedbackDailyLimit: 'You can send 5 messages a day. Please try again tomorrow',
  feedbackAnswered: 'This feedback has already been answered',
} as const;

type Table = Record<keyof typeof accountDataEn, string>;

export const accountDataZh: Table = {
  subscriptionChoiceRequired: '请至少选择一个要更改的渠道',
  clickDataInvalid: '点击计数必须是已知元素，每个计数 1 到 10000 次',
  feedbackCategoryInvalid: '请选择反馈类型',
  feedbackMessageLength: '请输入 5 到 500 个字符',
  feedbackContactTooLong: '联系方式最多 64 个字符',
  feedbackDailyLimit: '每天最多发送 5 条反馈，请明天再试',
  feedbackAnswered: '该反馈已回复',
};

export const accountDataUr: Table = {
  subscriptionChoiceRequired: 'تبدیل کرنے کے لیے کم از کم ایک چینل منتخب کریں',
  clickDataInvalid: 'کلک شمار صرف معلوم عناصر کے ہوں، ہر ایک 1 سے 10000 بار',
  feedbackCategoryInvalid: 'منتخب کریں کہ آپ کی رائے کس بارے میں ہے',
  feedbackMessageLength: '5 سے 500 حروف لکھیں',
  feedbackContactTooLong: 'رابطے کی تفصیل زیادہ سے زیادہ 64 حروف ہو سکتی ہے',
  feedbackDailyLimit: 'آپ دن میں 5 پیغامات بھیج سکتے ہیں۔ براہ کرم کل دوبارہ کوشش کریں',
  feedbackAnswered: 'اس رائے کا جواب پہلے ہی دیا جا چکا ہے',
};
