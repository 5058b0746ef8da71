// The autobet loop without a screen: when it stops (count, profit, loss, the stop button, the first
// refused bet) and how the stake moves after a win or a loss.
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTOBET, nextStake, runAutobet, type AutobetSettings, type RoundResult } from './autobet-runner.ts';

/** A bet function replaying fixed outcomes: 'w' pays 2x, 'l' pays nothing, 'e' refuses. */
function scripted(outcomes: string) {
  const stakes: number[] = [];
  const play = async (stake: number): Promise<RoundResult> => {
    const next = outcomes[stakes.length];
    stakes.push(stake);
    if (next === 'e' || next === undefined) throw new Error('Insufficient coins');
    return { bet: stake, payout: next === 'w' ? stake * 2 : 0 };
  };
  return { stakes, play };
}
const run = (settings: Partial<AutobetSettings>, outcomes: string, baseStake = 100) => {
  const script = scripted(outcomes);
  return runAutobet({ baseStake, settings: { ...DEFAULT_AUTOBET, ...settings }, play: script.play, stopRequested: () => false }).then((end) => ({ end, stakes: script.stakes }));
};

describe('autobet', () => {
  it('places exactly the number of bets asked for', async () => {
    const { end, stakes } = await run({ count: 3 }, 'wlwlwl');
    expect(end).toMatchObject({ reason: 'count', played: 3, profit: 100 });
    expect(stakes).toEqual([100, 100, 100]);
  });

  it('stops once the profit reaches the target, and once the loss reaches the limit', async () => {
    // +100, 0, +100, +200, +300: the fifth bet passes ₨2.50.
    expect((await run({ count: 0, stopProfit: 250 }, 'wlwww')).end).toMatchObject({ reason: 'profit', played: 5, profit: 300 });
    const loss = await run({ count: 0, stopLoss: 300 }, 'lwllll');
    expect(loss.end).toMatchObject({ reason: 'loss', played: 5, profit: -300 });
  });

  it('stops on the first refused bet and hands back what refused it', async () => {
    const { end, stakes } = await run({ count: 0 }, 'wle');
    expect(end.reason).toBe('error');
    expect((end.error as Error).message).toBe('Insufficient coins');
    expect(end).toMatchObject({ played: 2, profit: 0 });
    expect(stakes).toHaveLength(3);
  });

  it('stops before the next bet when the stop button was pressed', async () => {
    let stop = false;
    const script = scripted('llllllll');
    const end = await runAutobet({
      baseStake: 100,
      settings: { ...DEFAULT_AUTOBET, count: 0 },
      play: script.play,
      stopRequested: () => stop,
      onRound: (progress) => (stop = progress.played === 2),
    });
    expect(end).toMatchObject({ reason: 'stopped', played: 2, profit: -200 });
    expect(script.stakes).toHaveLength(2);
  });

  it('raises the stake by the percent after a loss and goes back to the starting stake after a win', async () => {
    const { stakes } = await run({ count: 5, onLoss: { increasePct: 100 } }, 'lllwl');
    expect(stakes).toEqual([100, 200, 400, 800, 100]);
    expect(nextStake(100, { bet: 1, payout: 0 }, { onWin: { increasePct: 0 }, onLoss: { increasePct: 1 } })).toBe(2);
    expect(nextStake(100, { bet: 150, payout: 300 }, { onWin: { increasePct: 50 }, onLoss: { increasePct: 0 } })).toBe(225);
  });
});
