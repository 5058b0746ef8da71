// Config documents (docs/architecture/overview.md#config-documents-and-four-eyes) the apps fetch as /config/<Name>.json?v=<updateTime>.
// zod/mini: the player app's first screen loads it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';

export const CONFIG_DOCUMENTS = [
  'updateTime',
  'LoginConf',
  'ClientParamConf',
  'ClientVersionConf',
  'LanguageConf',
  'ShopConf',
  'GameParamConf',
  'VipConf',
  'ValidBetRulesConf',
  'GameList2Conf',
  'MarqueeSysConf',
  // Rewards: every offer's rules are a document the operator edits (schemas beside each feature's
  // endpoints in endpoints/*.ts; seeds in apps/server/seed/config).
  'BindRewardConf',
  'DailyGiftConf',
  'NewUserRedPacketConf',
  'FirstPayConf',
  'DailyFirstPayConf',
  'TreasureChestConf',
  'RechargeSpinConf',
  'LuckyDrawConf',
  'OnlineRewardConf',
  'InviteConf',
  // The ad pixel config, served without its tokens (docs/requirements/accounts.md#9-device-and-telemetry).
  'FbParamConf',
  // The home banners (banner-conf.ts).
  'BannerConf',
] as const;
export type ConfigDocumentName = (typeof CONFIG_DOCUMENTS)[number];

/** Payment options (docs/requirements/deposits.md#2-presets-and-bonuses), quick options and presets (hundredths): see payments-rules.ts. */
export { ShopConf } from './payments-rules.ts';

/** Withdrawal parameters, VIP privileges and the valid-bet rules text: see withdrawal-rules.ts. */
export { GameParamConf, ValidBetRulesConf } from './withdrawal-rules.ts';
export { VipConf } from './vip-rules.ts';

/** Game entries (docs/requirements/games.md#1-catalogue) and the notice-bar Marquee: see endpoints/games.ts. */
export { GameList2Conf, MarqueeSysConf } from './endpoints/games.ts';

export const UpdateTime = z.object({ updateTime: z.int() });

/** Client config entries: id + value (feedback.telegram, share.url, pay.urls, …). */
export const ClientParamConf = z.array(z.object({ id: z.string(), value: z.string() }));
export type ClientParamConf = z.infer<typeof ClientParamConf>;

export const ClientVersionConf = z.object({ apkUrl: z.string(), iosUrl: z.string() });

/**
 * Pixel config (docs/requirements/accounts.md#9-device-and-telemetry): id, token — the ad pixels the operator runs campaigns with. A token
 * is an ad platform's access token, a secret: /config/FbParamConf.json serves the ids only
 * (PublicFbParamConf), which is all the app needs (the download link carries the pixel).
 */
export const FbParamConf = z.array(
  z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)), token: z.string().check(z.maxLength(512)) }),
);
export type FbParamConf = z.infer<typeof FbParamConf>;
export const PublicFbParamConf = z.array(z.object({ id: z.string() }));
export type PublicFbParamConf = z.infer<typeof PublicFbParamConf>;

export const LanguageConf = z.object({
  default: z.string(),
  languages: z.array(z.object({ code: z.string(), name: z.string(), rtl: z.boolean() })),
});

/**
 * Daily sign-in (docs/requirements/promotions.md#2-daily-sign-in): per day the required VIP level and the reward list (the SECOND value is
 * the amount in hundredths). `multi` (Khel's addition) is the wagering multiple of that day's reward;
 * absent = 1. Rules: apps/server/src/features/promotions/README.md.
 */
export const LoginConf = z.array(
  z.object({
    day: z.int(),
    vip: z.int(),
    reward: z.array(z.int()),
    multi: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
  }),
);
export type LoginConf = z.infer<typeof LoginConf>;

export function clientParam(conf: ClientParamConf, id: string): string | undefined {
  return conf.find((entry) => entry.id === id)?.value;
}
