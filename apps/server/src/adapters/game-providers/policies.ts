// Where providers differ, in one table (features/game-wallet/README.md "Policy table"). The
// game-wallet feature reads it; the adapters render outcomes in each vendor's codes.

export interface ProviderPolicy {
  /** The published platform name (bet records, catalogue). */
  platform: string;
  wallet: 'seamless' | 'transfer';
  /** How long a launch token authenticates and takes bets. Settles and rollbacks ignore expiry. */
  sessionTtlMs: number;
  /** A bet must carry a live launch token of the same player. */
  betNeedsSession: boolean;
  /** Game type recorded when the launch did not name one (slots, cards, fish, live, sports; docs/requirements/wallet.md#5-valid-bets). */
  defaultGameType: string;
  /** Several bets may go into one round before it settles (JILI sessionBet, multi-bet tables). */
  multipleBetsPerRound: boolean;
}

const HOUR = 3_600_000;

export const PROVIDER_POLICIES: Record<string, ProviderPolicy> = {
  inhouse: {
    platform: 'inhouse',
    wallet: 'seamless',
    sessionTtlMs: 4 * HOUR,
    betNeedsSession: true,
    defaultGameType: 'slots',
    multipleBetsPerRound: true,
  },
  // A third-party provider speaking Khel's generic seamless protocol (same as inhouse).
  generic: {
    platform: 'Generic',
    wallet: 'seamless',
    sessionTtlMs: 4 * HOUR,
    betNeedsSession: true,
    defaultGameType: 'slots',
    multipleBetsPerRound: true,
  },
  // The catalogue's third-party platforms (GameList2Conf). Vendors whose money callbacks carry no
  // session of their own (FaChai, CQ9, JDB) accept bets without one; the launch token, when the
  // vendor echoes it, still ties the round to its launch (name, type, expiry).
  vn888: {
    platform: 'vn888',
    wallet: 'seamless',
    sessionTtlMs: 4 * HOUR,
    betNeedsSession: true,
    defaultGameType: 'slots',
    multipleBetsPerRound: true,
  },
  fachai: {
    platform: 'FaChai',
    wallet: 'seamless',
    sessionTtlMs: 4 * HOUR,
    betNeedsSession: false,
    defaultGameType: 'slots',
    multipleBetsPerRound: true,
  },
  cq9: {
    platform: 'CQ9',
    wallet: 'seamless',
    sessionTtlMs: 4 * HOUR,
    betNeedsSession: false,
    defaultGameType: 'slots',
    multipleBetsPerRound: true,
  },
  pg: {
    platform: 'PG',
    wallet: 'seamless',
    sessionTtlMs: 4 * HOUR,
    betNeedsSession: true,
    defaultGameType: 'slots',
    multipleBetsPerRound: true,
  },
  jdb: {
    platform: 'JDB',
    wallet: 'seamless',
    sessionTtlMs: 4 * HOUR,
    betNeedsSession: false,
    defaultGameType: 'slots',
    multipleBetsPerRound: true,
  },
  evo: {
    platform: 'EVO',
    wallet: 'seamless',
    sessionTtlMs: 8 * HOUR,
    betNeedsSession: true,
    defaultGameType: 'live',
    multipleBetsPerRound: true,
  },
  jili: {
    platform: 'JILI',
    wallet: 'seamless',
    sessionTtlMs: 8 * HOUR,
    betNeedsSession: true,
    defaultGameType: 'slots',
    multipleBetsPerRound: true,
  },
  // Khel's own sportsbook (features/sportsbook): a bet is one round, its stake and settle called
  // in the transaction that writes the bet, by the player's own session in the app. The launch
  // token it passes only names the round (game and type); its checks are the sportsbook's.
  sportsbook: {
    platform: 'sportsbook',
    wallet: 'seamless',
    sessionTtlMs: 4 * HOUR,
    betNeedsSession: false,
    defaultGameType: 'sports',
    multipleBetsPerRound: false,
  },
  '9wickets': {
    platform: '9WICKETS',
    wallet: 'transfer',
    sessionTtlMs: 8 * HOUR,
    betNeedsSession: false,
    defaultGameType: 'sports',
    multipleBetsPerRound: false,
  },
};

export function policyOf(provider: string): ProviderPolicy | undefined {
  return Object.hasOwn(PROVIDER_POLICIES, provider) ? PROVIDER_POLICIES[provider] : undefined;
}

/** The provider (policy key) that serves a catalogue platform ('PG' → 'pg'), if Khel has one. */
export function providerOfPlatform(platform: string): string | undefined {
  const wanted = platform.toLowerCase();
  return Object.entries(PROVIDER_POLICIES).find(([name, policy]) => name !== 'generic' && policy.platform.toLowerCase() === wanted)?.[0];
}
