import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { playAsSignedInPlayer, preferReducedMotion } from '../../../../test/play.ts';
import { PlayScreen } from './play-screen.tsx';

const ROUTE = '/game/playps?name=Khel+Fortune+Slots&id=inhouse-slot&type=1&gametype=slots&ver=1&type2=inhouse&id2=1&platform=inhouse';
// The whole landing sequence (minimum spin + four reel gaps) is about 1.3 s.
const LANDED = { timeout: 4000 };

// grid[reel][row]. Line 2 (top row) pays 3 tigers; line 12 (rows 0,1,0,1,0) pays 3 tigers through
// the wild on reel 2; line 1 (middle row) pays nothing.
const GRID = [
  ['tiger', 'lotus', 'queen'],
  ['tiger', 'wild', 'ace'],
  ['tiger', 'queen', 'ten'],
  ['king', 'ace', 'jack'],
  ['queen', 'ten', 'king'],
];

function spinReply(balance: number) {
  return {
    roundId: 'r-1',
    nonce: 0,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'seed',
    bet: 200,
    payout: 1000,
    balance,
    finished: true,
    outcome: {
      game: 'slot',
      stops: [0, 6, 7, 0, 0],
      grid: GRID,
      lineWins: [
        { line: 1, symbol: 'tiger', count: 3, pays: 50, win: 500 },
        { line: 11, symbol: 'tiger', count: 3, pays: 50, win: 500 },
      ],
      bet: 200,
      payout: 1000,
    },
  };
}

const answerSpin = (balance: number) => (call: RecordedCall) =>
  call.url === '/usercenter/inhouse/slot/spin' ? { code: 1, data: spinReply(balance) } : { code: 1, data: { mines: [] } };

playAsSignedInPlayer(10_000);

describe('slot screen', () => {
  it("stops the reels on the server's symbols, draws exactly the winning lines with their payouts and announces the win", async () => {
    const { calls } = installFakeServer(answerSpin(10_800));
    renderWithApp(<PlayScreen fairness={null} />, { route: ROUTE });
    expect(screen.getByRole('heading', { name: 'Khel Fortune Slots' })).toBeInTheDocument();
    expect(screen.getByTestId('play-balance')).toHaveTextContent('₨100.00');

    const spin = await screen.findByRole('button', { name: 'Spin' });
    fireEvent.click(spin);
    // While the reels turn the button stops them; a second tap never stakes again.
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.getByTestId('round-payout')).toHaveTextContent('You won ₨10.00'), LANDED);

    const spins = calls.filter((call) => call.url === '/usercenter/inhouse/slot/spin');
    expect(spins).toHaveLength(1);
    expect(spins[0]?.body).toEqual({ bet: 200 });
    expect(screen.getByTestId('play-balance')).toHaveTextContent('₨108.00');

    // Every cell shows the reply's symbol, drawn, with its name.
    const reels = screen.getByRole('group', { name: 'Reels' });
    const names = within(reels)
      .getAllByRole('img')
      .map((img) => img.getAttribute('aria-label'));
    const expected = [0, 1, 2, 3, 4].flatMap((reel) => GRID[reel]!.map((symbol) => ({ tiger: 'Tiger', lotus: 'Lotus', queen: 'Q', wild: 'Wild', ace: 'A', ten: '10', king: 'K', jack: 'J' })[symbol]));
    expect(names).toEqual(expected);

    // Lines 2 and 12 are drawn and listed with their payouts; nothing else.
    const drawn = [...document.querySelectorAll('.slot-payline')].map((line) => line.getAttribute('data-line'));
    expect(drawn).toEqual(['2', '12']);
    expect(screen.getByText('Line 2: 3 × Tiger pays ₨5.00')).toBeInTheDocument();
    expect(screen.getByText('Line 12: 3 × Tiger pays ₨5.00')).toBeInTheDocument();
    // The cells of those lines light up: top row of reels 1–3, and the wild on reel 2's middle row.
    const lit = [...document.querySelectorAll('.slot-cell--win')].map((cell) => cell.getAttribute('data-symbol'));
    expect(lit.sort()).toEqual(['tiger', 'tiger', 'tiger', 'wild']);

    expect(screen.getByTestId('result-announcement')).toHaveTextContent('You won ₨10.00. Balance ₨108.00.');
  });

  it('a losing spin is said calmly: no lines, no win, the balance announced', async () => {
    const losing = spinReply(9_800);
    losing.payout = 0;
    losing.outcome.payout = 0;
    losing.outcome.lineWins = [];
    installFakeServer((call) => (call.url === '/usercenter/inhouse/slot/spin' ? { code: 1, data: losing } : { code: 1, data: {} }));
    renderWithApp(<PlayScreen fairness={null} />, { route: ROUTE });
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('round-payout')).toHaveTextContent('No win this time'), LANDED);
    expect(document.querySelectorAll('.slot-payline')).toHaveLength(0);
    expect(screen.queryByTestId('big-win')).not.toBeInTheDocument();
    expect(screen.getByTestId('result-announcement')).toHaveTextContent('No win this time. Balance ₨98.00.');
  });

  it('with reduced motion the reels never scroll and the same result shows as soon as the reply is in', async () => {
    preferReducedMotion(true);
    let answer: () => void = () => {};
    const replied = new Promise<void>((resolve) => (answer = resolve));
    installFakeServer(answerSpin(10_800));
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await replied;
      return realFetch(...args);
    });
    renderWithApp(<PlayScreen fairness={null} />, { route: ROUTE });
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    // Waiting for the server: the reels are dimmed, not scrolling.
    expect(document.querySelectorAll('.slot-reel--waiting')).toHaveLength(5);
    expect(document.querySelectorAll('.slot-reel--spinning, .slot-reel--landed')).toHaveLength(0);

    const started = performance.now();
    answer();
    await waitFor(() => expect(screen.getByTestId('round-payout')).toHaveTextContent('You won ₨10.00'));
    // No minimum spin and no reel-by-reel stop (together ≥ 1.3 s with motion).
    expect(performance.now() - started).toBeLessThan(1000);
    expect(document.querySelectorAll('.slot-reel--landed')).toHaveLength(0);
    expect([...document.querySelectorAll('.slot-payline')].map((line) => line.getAttribute('data-line'))).toEqual(['2', '12']);
    expect(screen.getByTestId('result-announcement')).toHaveTextContent('You won ₨10.00. Balance ₨108.00.');
    // ₨10.00 on a ₨2.00 stake is 5×: below the big-win line.
    expect(screen.queryByTestId('big-win')).not.toBeInTheDocument();
  });

  it('a refused spin shows the server message and keeps the balance', async () => {
    installFakeServer(() => ({ code: 0, msg: 'Insufficient coins' }));
    renderWithApp(<PlayScreen fairness={null} />, { route: ROUTE });
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('Insufficient coins')).toBeInTheDocument();
    expect(screen.getByTestId('play-balance')).toHaveTextContent('₨100.00');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
  });
});
