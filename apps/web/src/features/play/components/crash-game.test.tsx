import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { playAsSignedInPlayer } from '../../../../test/play.ts';
import { CrashGame } from './crash-game.tsx';

const base = { roundId: 'c-1', nonce: 3, serverSeedHash: 'b'.repeat(64), clientSeed: 'seed', bet: 100, autoCashOut: null, startedAt: new Date().toISOString() };
const open = { ...base, payout: 0, balance: 9_900, finished: false, multiplier: 100, outcome: null };
const ended = (won: boolean, crashPoint: number, cashedOutAt: number | null, payout: number, balance: number) => ({
  ...base,
  payout,
  balance,
  finished: true,
  multiplier: cashedOutAt ?? crashPoint,
  outcome: { game: 'crash', crashPoint, cashedOutAt, won, bet: 100, payout },
});

function server(onState: () => unknown, onCashOut: () => unknown) {
  return installFakeServer((call: RecordedCall) => {
    if (call.url.endsWith('/crash/bet')) return { code: 1, data: open };
    if (call.url.endsWith('/crash/state')) return { code: 1, data: onState() };
    if (call.url.endsWith('/crash/cashOut')) return { code: 1, data: onCashOut() };
    return { code: 1, data: { crash: [], mines: [] } };
  });
}

playAsSignedInPlayer(10_000);

describe('crash screen', () => {
  it('flies the live graph, cashes out, marks the cash-out and then the bust, and announces the exact win', async () => {
    const { calls } = server(
      () => open,
      () => ended(true, 420, 150, 150, 10_050),
    );
    renderWithApp(<CrashGame />);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const cashOut = await screen.findByRole('button', { name: /^Cash out ₨1\.\d\d$/ });
    expect(screen.getByRole('img', { name: 'Multiplier curve' })).toBeInTheDocument();
    fireEvent.click(cashOut);

    await waitFor(() => expect(screen.getByTestId('round-result')).toHaveTextContent('Cashed out at 1.50x'));
    const sent = calls.find((call) => call.url.endsWith('/crash/cashOut'))?.body as { roundId: string; at: number };
    expect(sent.roundId).toBe('c-1');
    expect(sent.at).toBeGreaterThanOrEqual(101);
    expect(screen.getByTestId('round-payout')).toHaveTextContent('You won ₨1.50');
    expect(screen.getByTestId('result-announcement')).toHaveTextContent('Cashed out at 1.50x. You won ₨1.50. Balance ₨100.50.');
    expect(useSessionStore.getState().player?.gold).toBe(10_050);
    expect(within(screen.getByTestId('crash-cashout-marker')).getByText('1.50x')).toBeInTheDocument();
    // The rest of the flight plays fast up to the revealed crash point.
    expect(await screen.findByText('Bust 4.20x', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your last rounds' })).getByText('4.20x')).toBeInTheDocument();
  });

  it('a bust found by the poll is marked on the graph and said calmly', async () => {
    server(
      () => ended(false, 112, null, 0, 9_900),
      () => open,
    );
    renderWithApp(<CrashGame />);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const bust = await screen.findByTestId('crash-bust-marker', {}, { timeout: 3000 });
    expect(bust).toHaveAttribute('data-multiplier', '112');
    expect(screen.getByTestId('crash-multiplier')).toHaveTextContent('1.12x');
    expect(screen.getByTestId('round-result')).toHaveTextContent('Crashed at 1.12x');
    expect(screen.getByTestId('round-payout')).toHaveTextContent('No win this time');
    expect(screen.getByTestId('result-announcement')).toHaveTextContent('Crashed at 1.12x. No win this time. Balance ₨99.00.');
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });
});
