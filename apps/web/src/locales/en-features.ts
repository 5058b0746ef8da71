// The English strings of the features the first screen does not show (vip, promotions, deposit
// offers, play rewards, agency, valid-bet rules, account, protection, the sportsbook): a chunk of their own, loaded
// with the first page or popup beyond the first screen (lib/i18n.ts loadFeatureStrings).
import { accountEn } from './account/en.ts';
import { complaintsEn } from './complaints/en.ts';
import { supportChatEn } from './support-chat/en.ts';
import { agencyEn } from './agency/en.ts';
import { depositOffersEn } from './deposit-offers/en.ts';
import { playRewardsEn } from './play-rewards/en.ts';
import { promotionsEn } from './promotions/en.ts';
import { playLimitsEn } from './play-limits/en.ts';
import { protectionEn } from './protection/en.ts';
import { sportsEn } from './sports/en.ts';
import { vipEn } from './vip/en.ts';
import { validBetRulesEn } from './wagering/en.ts';

export const enFeatures = {
  vip: vipEn,
  promotions: promotionsEn,
  depositOffers: depositOffersEn,
  playRewards: playRewardsEn,
  agency: agencyEn,
  validBetRules: validBetRulesEn,
  account: accountEn,
  complaints: complaintsEn,
  supportChat: supportChatEn,
  protection: protectionEn,
  playLimits: playLimitsEn,
  sports: sportsEn,
};

export type EnFeatureTable = typeof enFeatures;
