// Autobet for the shared crash round: the app places one ordinary bet per round for the player
// (the server sees normal requests; the auto cash-out that ends each bet is the server's). After
// each settled bet the plan says the next stake, or why it stops: the number of bets, a profit or
// a loss reached, or a stake the player cannot cover. Money in hundredths; stakes floored.
export interface AutobetPlan {
  base: number;
  /** 0 = until stopped. */
  bets: number;
  /** Stop once the session's profit reaches this (0 = never). */
  stopProfit: number;
  /** Stop once the session's loss reaches this (0 = never). */
  stopLoss: number;
  /** After a win / a loss: back to the base stake, or raise the stake by this percent. */
  onWin: { reset: true } | { reset: false; increasePct: number };
  onLoss: { reset: true } | { reset: false; increasePct: number };
}

export interface AutobetRun {
  placed: number;
  /** Payouts minus stakes so far. */
  profit: number;
  stake: number;
}

export type AutobetStop = 'bets' | 'profit' | 'loss' | 'funds';

export const startAutobet = (plan: AutobetPlan): AutobetRun => ({ placed: 0, profit: 0, stake: plan.base });

/** The run after one settled bet, and the reason to stop when there is one. */
export function afterBet(plan: AutobetPlan, run: AutobetRun, result: { bet: number; payout: number }, balance: number): { run: AutobetRun; stop: AutobetStop | null } {
  const won = result.payout > result.bet;
  const profit = run.profit + result.payout - result.bet;
  const rule = won ? plan.onWin : plan.onLoss;
  const stake = rule.reset ? plan.base : Math.max(1, Math.floor((run.stake * (100 + rule.increasePct)) / 100));
  const next = { placed: run.placed + 1, profit, stake };
  let stop: AutobetStop | null = null;
  if (plan.bets > 0 && next.placed >= plan.bets) stop = 'bets';
  else if (plan.stopProfit > 0 && profit >= plan.stopProfit) stop = 'profit';
  else if (plan.stopLoss > 0 && -profit >= plan.stopLoss) stop = 'loss';
  else if (stake > balance) stop = 'funds';
  return { run: next, stop };
}
