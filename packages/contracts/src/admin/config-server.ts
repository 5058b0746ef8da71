// Config documents only the server reads: they live beside the public documents in the
// database and the console edits them the same way, but /config/<Name>.json never serves them
// (AML thresholds must not be public). Amounts in hundredths.
import { z } from 'zod';
import { ComplaintsConf, DEFAULT_COMPLAINTS_CONF } from './complaints.ts';
import { DEFAULT_WITHDRAWAL_CONF, WithdrawalConf } from './withdrawals-settings.ts';
import { GameCatalogueConf } from './games.ts';

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
    /**
     * The threshold counts the player's withdrawals requested in this many days plus the new one
     * (in testing, three ₨9,999 requests passed a ₨10,000 per-request threshold).
     */
    withdrawalWindowDays: z.number().int().min(1).max(365).default(30),
  }),
});
export type ProtectionConf = z.infer<typeof ProtectionConf>;

export const DEFAULT_PROTECTION_CONF: ProtectionConf = {
  realityCheck: { defaultMinutes: 60, choices: [15, 30, 60, 120] },
  kyc: { withdrawalThreshold: 1_000_000, withdrawalWindowDays: 30 },
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
  // Player-protection rules (docs/compliance/). Defaults keep a document stored before them valid (it gets the default).
  /**
   * Structuring: at least `minDeposits` credited deposits within `windowHours`, each just under
   * the large-deposit amount (at or above it less `bandPercent` %, below it).
   */
  structuring: z
    .object({ enabled: z.boolean(), windowHours: z.number().int().min(1).max(720), minDeposits: z.number().int().min(2).max(100), bandPercent: z.number().int().min(1).max(50) })
    .default({ enabled: true, windowHours: 72, minDeposits: 3, bandPercent: 10 }),
  /**
   * Rapid in-and-out: a withdrawal of at least `minWithdrawal` requested within `withinMinutes` of
   * a credited deposit when the stakes since that deposit are below `maxPlayPercent` % of it.
   */
  rapidInOut: z
    .object({ enabled: z.boolean(), withinMinutes: z.number().int().min(1).max(1440), minWithdrawal: z.number().int().min(0), maxPlayPercent: z.number().int().min(0).max(1000) })
    .default({ enabled: true, withinMinutes: 60, minWithdrawal: 100_000, maxPlayPercent: 10 }),
  /** Credited deposits of one player totalling at least `amount` within `windowDays`. */
  cumulativeDeposits: z
    .object({ enabled: z.boolean(), windowDays: z.number().int().min(1).max(365), amount: z.number().int().min(1) })
    .default({ enabled: true, windowDays: 30, amount: 20_000_000 }),
});
export type AmlConf = z.infer<typeof AmlConf>;

export const DEFAULT_AML_CONF: AmlConf = {
  largeDeposit: { enabled: true, amount: 5_000_000 },
  depositWithdraw: { enabled: true, windowDays: 7, minWithdrawal: 500_000, maxPlayPercent: 30 },
  sharedDevice: { enabled: true, minAccounts: 2, windowDays: 30 },
  sharedIp: { enabled: true, minAccounts: 5, windowDays: 7 },
  structuring: { enabled: true, windowHours: 72, minDeposits: 3, bandPercent: 10 },
  rapidInOut: { enabled: true, withinMinutes: 60, minWithdrawal: 100_000, maxPlayPercent: 10 },
  cumulativeDeposits: { enabled: true, windowDays: 30, amount: 20_000_000 },
};

/**
 * Markers of harm (docs/compliance/aml.md, features/harm-markers/README.md): patterns in a player's deposits and
 * play that open a customer-interaction case for the operator. Night is 00:00–06:00 Asia/Karachi.
 */
export const HarmConf = z.object({
  /**
   * Loss chasing: a deposit within `withinMinutes` of the player's last round, after the rounds
   * since the previous deposit lost at least `lossPercent` % of it; `minCount` such deposits in
   * `windowDays`.
   */
  lossChasing: z.object({
    enabled: z.boolean(),
    withinMinutes: z.number().int().min(1).max(1440),
    lossPercent: z.number().int().min(1).max(100),
    minCount: z.number().int().min(1).max(100),
    windowDays: z.number().int().min(1).max(90),
  }),
  /** Night play: at least `minSharePercent` % of the stakes of `windowDays` placed at night, over at least `minRounds` rounds. */
  nightPlay: z.object({
    enabled: z.boolean(),
    windowDays: z.number().int().min(1).max(90),
    minRounds: z.number().int().min(1),
    minSharePercent: z.number().int().min(1).max(100),
  }),
  /** Repeated limit raises: at least `minCount` requests to raise or remove a deposit limit in `windowDays`. */
  limitRaises: z.object({ enabled: z.boolean(), windowDays: z.number().int().min(1).max(365), minCount: z.number().int().min(1).max(100) }),
  /**
   * Rapid deposits after losses: at least `minDeposits` deposits within `windowMinutes` while the
   * rounds of that span up to it lost at least `lossPercent` % of the deposits before it.
   */
  rapidDeposits: z.object({
    enabled: z.boolean(),
    windowMinutes: z.number().int().min(1).max(1440),
    minDeposits: z.number().int().min(2).max(100),
    lossPercent: z.number().int().min(1).max(100),
  }),
});
export type HarmConf = z.infer<typeof HarmConf>;

export const DEFAULT_HARM_CONF: HarmConf = {
  lossChasing: { enabled: true, withinMinutes: 30, lossPercent: 90, minCount: 3, windowDays: 7 },
  nightPlay: { enabled: true, windowDays: 7, minRounds: 50, minSharePercent: 60 },
  limitRaises: { enabled: true, windowDays: 30, minCount: 3 },
  rapidDeposits: { enabled: true, windowMinutes: 60, minDeposits: 4, lossPercent: 80 },
};

/**
 * The home notice bar's win ticker: it lists real settled wins by their profit (payout −
 * stake), and only those whose profit is above `minProfit` (hundredths), so a 1.01x dice win does
 * not fill the bar with ₨0.10 "wins".
 */
export const WinTickerConf = z.object({
  minProfit: z.number().int().min(0),
});
export type WinTickerConf = z.infer<typeof WinTickerConf>;

export const DEFAULT_WIN_TICKER_CONF: WinTickerConf = { minProfit: 10_000 };

/**
 * Identity before money (docs/compliance/identity.md): when a verified identity is
 * needed. A UKGC-style licensee sets both switches to true; the cumulative rule always applies.
 */
export const ComplianceConf = z.object({
  identity: z.object({
    /** Every deposit needs a verified identity (so the first one does). */
    beforeFirstDeposit: z.boolean(),
    /** Launches and in-house rounds need a verified identity. */
    beforePlay: z.boolean(),
    /** Deposits (credited plus still payable, plus the new order) over `windowDays` above `amount` need one. */
    cumulativeDeposits: z.object({ amount: z.number().int().min(0), windowDays: z.number().int().min(1).max(365) }),
  }),
});
export type ComplianceConf = z.infer<typeof ComplianceConf>;

export const DEFAULT_COMPLIANCE_CONF: ComplianceConf = {
  identity: { beforeFirstDeposit: false, beforePlay: false, cumulativeDeposits: { amount: 55_000_000, windowDays: 30 } },
};

export const SERVER_CONFIG = { ProtectionConf, AmlConf, WinTickerConf, HarmConf, ComplianceConf, ComplaintsConf, WithdrawalConf, GameCatalogueConf } as const;
export type ServerConfigName = keyof typeof SERVER_CONFIG;
export const SERVER_CONFIG_DEFAULTS: { [N in ServerConfigName]: z.infer<(typeof SERVER_CONFIG)[N]> } = {
  ProtectionConf: DEFAULT_PROTECTION_CONF,
  AmlConf: DEFAULT_AML_CONF,
  WinTickerConf: DEFAULT_WIN_TICKER_CONF,
  HarmConf: DEFAULT_HARM_CONF,
  ComplianceConf: DEFAULT_COMPLIANCE_CONF,
  ComplaintsConf: DEFAULT_COMPLAINTS_CONF,
  WithdrawalConf: DEFAULT_WITHDRAWAL_CONF,
  // Generated from the games table on first start (features/games seedCatalogueLayout).
  GameCatalogueConf: [],
};

export function isServerConfig(name: string): name is ServerConfigName {
  return Object.hasOwn(SERVER_CONFIG, name);
}
