import { describe, expect, it } from 'vitest';
import { afterBet, startAutobet, type AutobetPlan } from './crash-autobet.ts';

const plan = (over: Partial<AutobetPlan> = {}): AutobetPlan => ({ base: 100, bets: 0, stopProfit: 0, stopLoss: 0, onWin: { reset: true }, onLoss: { reset: true }, ...over });
const win = { bet: 100, payout: 200 };
const loss = { bet: 100, payout: 0 };

describe('crash autobet', () => {
  it('stops after the number of bets asked for', () => {
    const p = plan({ bets: 2 });
    const first = afterBet(p, startAutobet(p), loss, 10_000);
    expect(first.stop).toBeNull();
    expect(afterBet(p, first.run, win, 10_000)).toMatchObject({ stop: 'bets', run: { placed: 2, profit: 0 } });
  });

  it('stops on a profit or a loss reached, counted to the hundredth', () => {
    const p = plan({ stopProfit: 100, stopLoss: 150 });
    expect(afterBet(p, startAutobet(p), win, 10_000)).toMatchObject({ stop: 'profit', run: { profit: 100 } });
    const down = afterBet(p, startAutobet(p), loss, 10_000);
    expect(down.stop).toBeNull();
    expect(afterBet(p, down.run, loss, 10_000)).toMatchObject({ stop: 'loss', run: { profit: -200 } });
  });

  it('raises the stake by the percent on a loss (martingale at 100%) and resets on a win', () => {
    const p = plan({ onLoss: { reset: false, increasePct: 100 } });
    let run = startAutobet(p);
    run = afterBet(p, run, loss, 10_000).run;
    expect(run.stake).toBe(200);
    run = afterBet(p, run, { bet: 200, payout: 0 }, 10_000).run;
    expect(run.stake).toBe(400);
    run = afterBet(p, run, { bet: 400, payout: 800 }, 10_000).run;
    expect(run).toEqual({ placed: 3, profit: 100, stake: 100 });
    const up = plan({ onWin: { reset: false, increasePct: 50 } });
    expect(afterBet(up, { placed: 0, profit: 0, stake: 333 }, { bet: 333, payout: 666 }, 10_000).run.stake).toBe(499);
  });

  it('stops before a stake the balance cannot cover', () => {
    const p = plan({ onLoss: { reset: false, increasePct: 100 } });
    expect(afterBet(p, startAutobet(p), loss, 150).stop).toBe('funds');
  });
});
