// Autobet on the dice screen against a fake server: each bet is an ordinary roll request, the run
// stops on its count, on the profit target, and on the server's refusal with its message shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { playAsSignedInPlayer, preferReducedMotion } from '../../../../test/play.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { DiceGame } from '../components/dice-game.tsx';

playAsSignedInPlayer(10_000);

/** Answers rolls from a script ('w' a 1.98x win, 'l' a loss, 'e' Insufficient coins) and the bet lists with none. */
function diceServer(script: string) {
  let n = 0;
  let balance = 10_000;
  return installFakeServer((call: RecordedCall) => {
    if (call.url.endsWith('/dice/roll')) {
      const { bet } = call.body as { bet: number };
      const next = script[n++];
      if (next === 'e' || next === undefined) return { code: 1300, msg: 'Insufficient coins' };
      const won = next === 'w';
      const payout = won ? Math.floor((bet * 198) / 100) : 0;
      balance += payout - bet;
      const roll = won ? 1_000 + n : 9_000 + n;
      return {
        code: 1,
        data: { roundId: `d-${n}`, nonce: n, serverSeedHash: 'c'.repeat(64), clientSeed: 's', bet, payout, balance, finished: true, outcome: { game: 'dice', roll, won, chanceBp: 5000, multiplierNum: 9900, bet, payout } },
      };
    }
    return { code: 1, data: { list: [] } };
  });
}
const rolls = (calls: RecordedCall[]) => calls.filter((call) => call.url.endsWith('/dice/roll')).map((call) => (call.body as { bet: number }).bet);

async function openAuto() {
  preferReducedMotion(true);
  renderWithApp(<DiceGame />);
  await userEvent.click(screen.getByRole('radio', { name: 'Auto' }));
}

describe('dice autobet', () => {
  it('places the number of bets asked for, doubling after a loss, and shows each result in the strip', async () => {
    const { calls } = diceServer('llwl');
    await openAuto();
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of bets' }), { target: { value: '4' } });
    await userEvent.click(within(screen.getByRole('group', { name: 'On loss' })).getByRole('radio', { name: 'Increase by %' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    await waitFor(() => expect(screen.getByTestId('autobet-status')).toHaveTextContent('Autobet finished: all bets placed.'));
    expect(rolls(calls)).toEqual([100, 200, 400, 100]);
    // −1 −2 +3.92 −1 = −0.08
    expect(screen.getByTestId('autobet-status')).toHaveTextContent('Bets 4 · Profit -₨0.08');
    const chips = screen.getAllByRole('listitem').filter((li) => li.closest('[data-testid="recent-results"]'));
    expect(chips.map((li) => li.textContent)).toEqual(['90.04', '10.03', '90.02', '90.01']);
    expect(chips.map((li) => li.className)).toEqual(['recent-results__lost', 'recent-results__won', 'recent-results__lost', 'recent-results__lost']);
  });

  it('stops when the profit target is reached, whatever the count', async () => {
    const { calls } = diceServer('wwwwwwww');
    await openAuto();
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of bets' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stop on profit (₨)' }), { target: { value: '2.50' } });
    await userEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    await waitFor(() => expect(screen.getByTestId('autobet-status')).toHaveTextContent('Autobet stopped: profit target reached.'));
    // +0.98 each: the third bet passes ₨2.50.
    expect(rolls(calls)).toHaveLength(3);
  });

  it('stops on the loss limit', async () => {
    const { calls } = diceServer('llllllll');
    await openAuto();
    fireEvent.change(screen.getByRole('textbox', { name: 'Stop on loss (₨)' }), { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    await waitFor(() => expect(screen.getByTestId('autobet-status')).toHaveTextContent('Autobet stopped: loss limit reached.'));
    expect(rolls(calls)).toHaveLength(3);
  });

  it("stops at the first refused bet with the server's message, and sends nothing more", async () => {
    const { calls } = diceServer('lle');
    await openAuto();
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of bets' }), { target: { value: '0' } });
    await userEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    await waitFor(() => expect(screen.getByTestId('autobet-status')).toHaveTextContent('Bets 2 · Profit -₨2.00 Autobet stopped: Insufficient coins'));
    expect(rolls(calls)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Start autobet' })).toBeEnabled();
  });

  it('the stop button ends an endless run before its next bet', async () => {
    const { calls } = diceServer('l'.repeat(500));
    // With the roll's landing animation each bet takes a moment, as over a network.
    renderWithApp(<DiceGame />);
    await userEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of bets' }), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    await waitFor(() => expect(rolls(calls).length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Stop autobet' }));
    await waitFor(() => expect(screen.getByTestId('autobet-status')).toHaveTextContent('Autobet stopped.'), { timeout: 3_000 });
    const placed = rolls(calls).length;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(rolls(calls)).toHaveLength(placed);
  });

  it('refuses to start on a setting that is not a valid amount', async () => {
    const { calls } = diceServer('l');
    await openAuto();
    fireEvent.change(screen.getByRole('textbox', { name: 'Stop on loss (₨)' }), { target: { value: '1.234' } });
    await userEvent.click(screen.getByRole('button', { name: 'Start autobet' }));
    expect(screen.getByTestId('autobet-status')).toHaveTextContent('Check the autobet settings');
    expect(rolls(calls)).toEqual([]);
  });
});
