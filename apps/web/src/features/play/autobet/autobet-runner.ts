// Autobet runs in the app, not on the server (docs/decisions/public-bet-lists.md): each bet is
// an ordinary request, so limits, the catalogue switch and the balance check refuse it exactly as
// they refuse a tap, and closing the screen stops it. This module is the loop without React.

/** After a win or a loss: back to the starting stake (0) or the last stake raised by this percent. */
export type StakeRule = { increasePct: number };

export interface AutobetSettings {
  /** Bets to place; 0 = until a stop condition or the stop button. */
  count: number;
  /** Stop once the run's profit (Σ payout − stake) reaches this many hundredths; 0 = off. */
  stopProfit: number;
  /** Stop once the run's loss reaches this many hundredths; 0 = off. */
  stopLoss: number;
  onWin: StakeRule;
  onLoss: StakeRule;
}

export interface RoundResult {
  bet: number;
  payout: number;
}

export type AutobetStop = 'count' | 'profit' | 'loss' | 'stopped' | 'error';

export interface AutobetProgress {
  played: number;
  /** Σ (payout − stake) of this run, hundredths. */
  profit: number;
  /** The stake of the next bet. */
  stake: number;
}

export interface AutobetEnd extends AutobetProgress {
  reason: AutobetStop;
  /** What refused the last bet, when reason is 'error'. */
  error?: unknown;
}

export const DEFAULT_AUTOBET: AutobetSettings = { count: 10, stopProfit: 0, stopLoss: 0, onWin: { increasePct: 0 }, onLoss: { increasePct: 0 } };

/** The stake after a round: a win pays more than it staked. */
export function nextStake(base: number, last: RoundResult, settings: Pick<AutobetSettings, 'onWin' | 'onLoss'>): number {
  const rule = last.payout > last.bet ? settings.onWin : settings.onLoss;
  if (rule.increasePct <= 0) return base;
  // Whole hundredths, and always at least one more: a 1 % raise of ₨0.01 must still raise it.
  return Math.max(last.bet + 1, Math.round((last.bet * (100 + rule.increasePct)) / 100));
}

/** Why the run stops after this progress, or null to go on. */
export function stopAfter(progress: AutobetProgress, settings: AutobetSettings): AutobetStop | null {
  if (settings.stopProfit > 0 && progress.profit >= settings.stopProfit) return 'profit';
  if (settings.stopLoss > 0 && -progress.profit >= settings.stopLoss) return 'loss';
  if (settings.count > 0 && progress.played >= settings.count) return 'count';
  return null;
}

/**
 * Places bets one after another with `play` until a stop condition, `stopRequested()`, or the first
 * error (insufficient coins, a limit, the network): the run never retries a refused bet.
 */
export async function runAutobet(p: {
  baseStake: number;
  settings: AutobetSettings;
  play: (stake: number) => Promise<RoundResult>;
  stopRequested: () => boolean;
  onRound?: (progress: AutobetProgress, result: RoundResult) => void;
}): Promise<AutobetEnd> {
  let progress: AutobetProgress = { played: 0, profit: 0, stake: p.baseStake };
  for (;;) {
    if (p.stopRequested()) return { ...progress, reason: 'stopped' };
    let result: RoundResult;
    try {
      result = await p.play(progress.stake);
    } catch (error) {
      return { ...progress, reason: 'error', error };
    }
    progress = {
      played: progress.played + 1,
      profit: progress.profit + result.payout - result.bet,
      stake: nextStake(p.baseStake, result, p.settings),
    };
    p.onRound?.(progress, result);
    const reason = stopAfter(progress, p.settings);
    if (reason) return { ...progress, reason };
  }
}
