// Shared rule for the RTP-by-simulation tests: the measured mean of N independent rounds has
// standard error sd/√N (sd = exact per-round standard deviation of payout/bet), and we accept
// |measured − exact| ≤ 4.5 standard errors: a correct engine fails with probability ~7·10^-6,
// while a 1-point RTP error in any game below is many standard errors away.
export const SIGMAS = 4.5;

export function rtpTolerance(sd: number, rounds: number): number {
  return (SIGMAS * sd) / Math.sqrt(rounds);
}

/** Per-round sd of payout/bet for a bet that returns `ratio` × bet with probability p, else 0. */
export function twoPointSd(p: number, ratio: number): number {
  return Math.sqrt(p * ratio * ratio - (p * ratio) ** 2);
}

export const TEST_SEEDS = {
  serverSeed: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  clientSeed: 'lucky-player',
} as const;
