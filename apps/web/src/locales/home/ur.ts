import type { HomeTable } from './en.ts';

export const homeUr: HomeTable = {
  banners: {
    qd: { title: 'روزانہ سائن اِن انعامات', text: 'ہر روز چیک اِن کریں، سکے جمع کریں', cta: 'ابھی سائن اِن کریں', short: 'روزانہ سائن اِن' },
    vip: { title: 'VIP کلب: لیول بڑھائیں', text: 'ہر لیول پر بڑی مراعات کھولیں', cta: 'VIP دیکھیں', short: 'VIP کلب' },
    dl: { title: 'دوستوں کو مدعو کریں، مل کر کمائیں', text: 'اپنا لنک شیئر کریں اور انعام کمائیں', cta: 'ابھی مدعو کریں', short: 'دوست مدعو کریں' },
    pxx: { title: 'لکی وہیل', text: 'ہر روز گھمائیں اور انعام جیتیں', cta: 'ابھی گھمائیں', short: 'لکی وہیل' },
  },
  /** The home carousel's name for screen readers. */
  carousel: 'پیشکشیں',
};
