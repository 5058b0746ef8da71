// Urdu entries of messages/features/vip.ts (a file of their own so the apps' English first load
// never carries them).
import type { VipTable } from '../vip.ts';

export const vipUr: VipTable = {
  vipLevelNotReached: 'یہ اپ گریڈ انعام لینے کے لیے VIP{{level}} تک پہنچیں',
  vipNoUpgradeReward: 'VIP{{level}} کا کوئی اپ گریڈ انعام نہیں',
  vipLevelInvalid: '1 سے 11 تک کوئی VIP لیول منتخب کریں',
};
