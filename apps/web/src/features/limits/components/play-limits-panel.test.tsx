import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { PlayLimitsPanel } from './play-limits-panel.tsx';

const LIMITS = [
  { kind: 'loss', period: 'daily', amount: 100_000, used: 25_050, pending: null },
  { kind: 'loss', period: 'weekly', amount: null, used: 25_050, pending: null },
  { kind: 'session', period: 'session', amount: 60, used: 12, pending: { amount: 120, effectiveAt: '2026-11-23T10:00:00Z' } },
];

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('loss, wager and session limits', () => {
  it('shows use and a pending raise, says when a change applies, and checks session minutes', async () => {
    const { calls } = installFakeServer(() => ({ code: 1, data: { limits: LIMITS } }));
    const user = userEvent.setup();
    renderWithApp(<PlayLimitsPanel />);
    expect(await screen.findByTestId('play-limit-loss-daily')).toHaveTextContent('₨1,000.00');
    expect(screen.getAllByText('Net loss this period: ₨250.50')).toHaveLength(2);
    expect(screen.getByText('This session: 12 min')).toBeInTheDocument();
    expect(screen.getByText(/Changes to 120 min on 23 Nov 2026, 15:00/)).toBeInTheDocument();

    const daily = screen.getByRole('textbox', { name: 'New daily Loss limit in rupees' });
    await user.type(daily, '2000');
    expect(screen.getByText('Applies after 24 hours')).toBeInTheDocument();
    await user.clear(daily);
    await user.type(daily, '500');
    expect(screen.getByText('Applies at once')).toBeInTheDocument();

    const minutes = screen.getByRole('textbox', { name: 'New session time limit in minutes' });
    await user.type(minutes, '3');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose 5 to 1440 minutes');
    await user.type(minutes, '0');
    expect(screen.queryByRole('alert')).toBeNull();
    const saves = screen.getAllByRole('button', { name: 'Save' });
    await user.click(saves.at(-1)!);
    await vi.waitFor(() => expect(calls.at(-1)?.body).toEqual({ kind: 'session', period: 'session', amount: 30 }));
  });
});
