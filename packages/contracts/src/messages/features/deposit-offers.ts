// Language-table entries of the deposit-offers feature (issue #5); en is the spec's wording where it has one.
export const depositOffersEn = {
  offerTypeInvalid: 'Unknown request type: use 0 to read the offer or 1 to claim it',
  firstDepositTierUnknown: 'There is no such first deposit tier (choose 1 to 5)',
  firstDepositNeeded: 'Make your first deposit to unlock the first deposit bonus',
  firstDepositBetsShort: 'This tier needs valid bets of ₨{{required}} since your first deposit (₨{{current}} so far)',
  firstDepositExpired: 'The first deposit bonus has expired',
  dailyFirstDepositNeeded: "Make today's first deposit of at least ₨{{amount}} to claim this bonus",
  treasureChestUnknown: 'There is no such treasure chest',
  treasureChestLocked: 'Deposit ₨{{amount}} this week to open this chest',
  spinNeedsDeposit: 'Deposit at least ₨{{amount}} today to spin the wheel',
  spinAgainNeedsFirstSpin: "Use today's first spin before spinning again",
  spinAgainNeedsDeposit: 'Deposit ₨{{amount}} in total today to spin again',
  spinUsedToday: 'You have already used this spin today. Come back tomorrow',
  luckyDrawNotStarted: 'The lucky draw starts on {{date}}',
  luckyDrawEnded: 'The lucky draw ended on {{date}}',
  luckyDrawNoTickets: 'No tickets left: every ₨{{amount}} deposited during the event gives one',
} as const;

type Table = Record<keyof typeof depositOffersEn, string>;

export const depositOffersZh: Table = {
  offerTypeInvalid: '请求类型无效：0 为查询，1 为领取',
  firstDepositTierUnknown: '首充档位不存在（请选择 1 至 5）',
  firstDepositNeeded: '完成首次充值即可解锁首充奖励',
  firstDepositBetsShort: '该档位需要首充后有效投注 ₨{{required}}（当前 ₨{{current}}）',
  firstDepositExpired: '首充奖励已过期',
  dailyFirstDepositNeeded: '今日首笔充值至少 ₨{{amount}} 后即可领取',
  treasureChestUnknown: '该宝箱不存在',
  treasureChestLocked: '本周充值满 ₨{{amount}} 即可开启此宝箱',
  spinNeedsDeposit: '今日充值至少 ₨{{amount}} 即可转动转盘',
  spinAgainNeedsFirstSpin: '请先使用今日的第一次转盘机会',
  spinAgainNeedsDeposit: '今日累计充值 ₨{{amount}} 即可再转一次',
  spinUsedToday: '今日已使用该次转盘机会，请明天再来',
  luckyDrawNotStarted: '幸运抽奖将于 {{date}} 开始',
  luckyDrawEnded: '幸运抽奖已于 {{date}} 结束',
  luckyDrawNoTickets: '没有抽奖券了：活动期间每充值 ₨{{amount}} 获得一张',
};

export const depositOffersUr: Table = {
  offerTypeInvalid: 'درخواست کی قسم درست نہیں: پیشکش دیکھنے کے لیے 0 اور وصول کرنے کے لیے 1',
  firstDepositTierUnknown: 'پہلے ڈپازٹ کا یہ درجہ موجود نہیں (1 سے 5 میں سے چنیں)',
  firstDepositNeeded: 'پہلے ڈپازٹ کا بونس کھولنے کے لیے اپنا پہلا ڈپازٹ کریں',
  firstDepositBetsShort: 'اس درجے کے لیے پہلے ڈپازٹ کے بعد ₨{{required}} کی درست بیٹس درکار ہیں (اب تک ₨{{current}})',
  firstDepositExpired: 'پہلے ڈپازٹ کے بونس کی مدت ختم ہو چکی ہے',
  dailyFirstDepositNeeded: 'یہ بونس لینے کے لیے آج کم از کم ₨{{amount}} کا پہلا ڈپازٹ کریں',
  treasureChestUnknown: 'یہ خزانے کا صندوق موجود نہیں',
  treasureChestLocked: 'یہ صندوق کھولنے کے لیے اس ہفتے ₨{{amount}} جمع کریں',
  spinNeedsDeposit: 'پہیہ گھمانے کے لیے آج کم از کم ₨{{amount}} جمع کریں',
  spinAgainNeedsFirstSpin: 'دوبارہ گھمانے سے پہلے آج کا پہلا اسپن استعمال کریں',
  spinAgainNeedsDeposit: 'دوبارہ گھمانے کے لیے آج کل ₨{{amount}} جمع کریں',
  spinUsedToday: 'آپ آج یہ اسپن استعمال کر چکے ہیں۔ کل دوبارہ آئیں',
  luckyDrawNotStarted: 'لکی ڈرا {{date}} کو شروع ہوگا',
  luckyDrawEnded: 'لکی ڈرا {{date}} کو ختم ہو گیا',
  luckyDrawNoTickets: 'کوئی ٹکٹ باقی نہیں: ایونٹ کے دوران ہر ₨{{amount}} جمع کرنے پر ایک ٹکٹ ملتا ہے',
};
