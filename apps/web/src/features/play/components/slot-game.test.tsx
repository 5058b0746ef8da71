import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../test/fake-server.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PlayScreen } from './play-screen.tsx';

const ROUTE = '/game/playps?name=Khel+Fortune+Slots&id=inhouse-slot&type=1&gametype=slots&ver=1&type2=inhouse&id2=1&platform=inhouse';

const GRID = [
  ['tiger', 'lotus', 'queen'],
  ['tiger', 'jack', 'ace'],
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
    payout: 500,
    balance,
    finished: true,
    outcome: {
      game: 'slot',
      stops: [0, 6, 7, 0, 0],
      grid: GRID,
      lineWins: [{ line: 1, symbol: 'tiger', count: 3, pays: 50, win: 500 }],
      bet: 200,
      payout: 500,
    },
  };
}

beforeEach(() => {
  useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
  const player = useSessionStore.getState().player!;
  useSessionStore.getState().setPlayer({ ...player, gold: 10_000 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('slot screen', () => {
  it('a double tap on Spin stakes once; the balance shown is the reply', async () => {
    const { calls } = installFakeServer((call: RecordedCall) =>
      call.url === '/usercenter/inhouse/slot/spin' ? { code: 1, data: spinReply(10_300) } : { code: 1, data: {} },
    );
    renderWithApp(<PlayScreen fairness={null} />, { route: ROUTE });
    expect(screen.getByRole('heading', { name: 'Khel Fortune Slots' })).toBeInTheDocument();
    expect(screen.getByTestId('play-balance')).toHaveTextContent('₨100.00');

    const spin = screen.getByRole('button', { name: 'Spin' });
    fireEvent.click(spin);
    fireEvent.click(spin);
    await waitFor(() => expect(screen.getByTestId('round-payout')).toHaveTextContent('You won ₨5.00'));

    const spins = calls.filter((call) => call.url === '/usercenter/inhouse/slot/spin');
    expect(spins).toHaveLength(1);
    expect(spins[0]?.body).toEqual({ bet: 200 });
    expect(screen.getByTestId('play-balance')).toHaveTextContent('₨103.00');
    expect(useSessionStore.getState().player?.gold).toBe(10_300);
    // Line 2 (top row) paid 3 tigers: those cells light up.
    expect(document.querySelectorAll('.slot-cell--win')).toHaveLength(3);
    expect(screen.getByText('Line 2: 3 × Tiger pays ₨5.00')).toBeInTheDocument();
  });

  it('a refused spin shows the server message and keeps the balance', async () => {
    installFakeServer(() => ({ code: 0, msg: 'Insufficient coins' }));
    renderWithApp(<PlayScreen fairness={null} />, { route: ROUTE });
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('Insufficient coins')).toBeInTheDocument();
    expect(screen.getByTestId('play-balance')).toHaveTextContent('₨100.00');
  });
});
