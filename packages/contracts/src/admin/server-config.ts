// Config documents only the server reads (issue #11): they live beside the public documents in the
// database and the console edits them the same way, but /config/<Name>.json never serves them
// (AML thresholds must not be public). Amounts in hundredths.
import { z } from 'zod';
import { ComplaintsConf, DEFAULT_COMPLAINTS_CONF } from './complaints.ts';
import { DEFAULT_WITHDRAWAL_CONF, WithdrawalConf } from './withdrawal-settings.ts';

export const ProtectionConf = z.object({
  realityCheck: z.object({
    /** Minutes between reality checks for a player who chose nothing. */
    defaultMinutes: z.number().int().min(1).max(1440),
    /** What the player may choose in settings; 0 (off) only if listed. */
    choices: z.array(z.number().int().min(0).max(1440)).min(1).max(12),
  }),
  kyc: z.object({
    /** A withdrawal above this amount needs a verified identity (0: every withdrawal). */
    withdrawalThreshold: z.number().int().min(0),
  }),
});
export type ProtectionConf = z.infer<typeof ProtectionConf>;

export const DEFAULT_PROTECTION_CONF: ProtectionConf = {
  realityCheck: { defaultMinutes: 60, choices: [15, 30, 60, 120] },
  kyc: { withdrawalThreshold: 1_000_000 },
};

export const AmlConf = z.object({
  /** One credited deposit at or above `amount`. */
  largeDeposit: z.object({ enabled: z.boolean(), amount: z.number().int().min(1) }),
  /**
   * A withdrawal of at least `minWithdrawal` when the stakes of the last `windowDays` are below
   * `maxPlayPercent` % of the deposits credited in those days (money in and out with little play).
   */
  depositWithdraw: z.object({
    enabled: z.boolean(),
    windowDays: z.number().int().min(1).max(90),
    minWithdrawal: z.number().int().min(0),
    maxPlayPercent: z.number().int().min(1).max(1000),
  }),
  /** At least `minAccounts` players logging in from one device id within `windowDays`. */
  sharedDevice: z.object({ enabled: z.boolean(), minAccounts: z.number().int().min(2), windowDays: z.number().int().min(1).max(365) }),
  /** The same for one IP address (mobile carriers share addresses: keep this higher). */
  sharedIp: z.object({ enabled: z.boolean(), minAccounts: z.number().int().min(2), windowDays: z.number().int().min(1).max(365) }),
});
export type AmlConf = z.infer<typeof AmlConf>;

export const DEFAULT_AML_CONF: AmlConf = {
  largeDeposit: { enabled: true, amount: 5_000_000 },
  depositWithdraw: { enabled: true, windowDays: 7, minWithdrawal: 500_000, maxPlayPercent: 30 },
  sharedDevice: { enabled: true, minAccounts: 2, windowDays: 30 },
  sharedIp: { enabled: true, minAccounts: 5, windowDays: 7 },
};

/**
 * The home notice bar's win ticker (issue 9): it lists real settled wins by their profit (payout −
 * stake), and only those whose profit is above `minProfit` (hundredths), so a 1.01x dice win does
 * not fill the bar with ₨0.10 "wins".
 */
export const WinTickerConf = z.object({
  minProfit: z.number().int().min(0),
});
export type WinTickerConf = z.infer<typeof WinTickerConf>;

export const DEFAULT_WIN_TICKER_CONF: WinTickerConf = { minProfit: 10_000 };

export const SERVER_CONFIG = { ProtectionConf, AmlConf, WinTickerConf, ComplaintsConf, WithdrawalConf } as const;
export type ServerConfigName = keyof typeof SERVER_CONFIG;
export const SERVER_CONFIG_DEFAULTS: { [N in ServerConfigName]: z.infer<(typeof SERVER_CONFIG)[N]> } = {
  ProtectionConf: DEFAULT_PROTECTION_CONF,
  AmlConf: DEFAULT_AML_CONF,
  WinTickerConf: DEFAULT_WIN_TICKER_CONF,
  ComplaintsConf: DEFAULT_COMPLAINTS_CONF,
  WithdrawalConf: DEFAULT_WITHDRAWAL_CONF,
};

export function isServerConfig(name: string): name is ServerConfigName {
  return Object.hasOwn(SERVER_CONFIG, name);
}
