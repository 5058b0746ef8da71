import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { DepositLimitsPanel } from './deposit-limits-panel.tsx';

type Limit = { period: string; amount: number | null; used: number; pending: { amount: number | null; effectiveAt: string } | null };

/** A server that applies decreases at once and schedules raises 24 h ahead, as the real one does. */
function serveLimits() {
  const limits: Limit[] = ['daily', 'weekly', 'monthly'].map((period) => ({ period, amount: null, used: 0, pending: null }));
  return installFakeServer((call: RecordedCall) => {
    if (call.url.endsWith('/setDepositLimit')) {
      const { period, amount } = call.body as { period: string; amount: number | null };
      const limit = limits.find((l) => l.period === period)!;
      const lower = amount !== null && (limit.amount === null || amount < limit.amount);
      if (lower) limit.amount = amount;
      else limit.pending = { amount, effectiveAt: '2026-11-23T10:00:00Z' };
    }
    return { code: 1, data: { limits } };
  });
}

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('deposit limits', () => {
  it('a new daily limit is sent in hundredths and shown at once; a raise shows when it applies', async () => {
    const { calls } = serveLimits();
    const user = userEvent.setup();
    renderWithApp(<DepositLimitsPanel />);
    expect(await screen.findByTestId('limit-daily')).toHaveTextContent('No limit');

    const input = screen.getByRole('textbox', { name: 'New Daily limit in rupees' });
    await user.type(input, '1,0a00');
    expect(input).toHaveValue('1000');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(calls.at(-1)?.body).toEqual({ period: 'daily', amount: 100000 });
    expect(await screen.findByTestId('limit-daily')).toHaveTextContent('₨1,000.00');

    await user.type(input, '2000');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(calls.at(-1)?.body).toEqual({ period: 'daily', amount: 200000 });
    expect(await screen.findByText(/Changes to ₨2,000.00 on 23 Nov 2026, 15:00/)).toBeInTheDocument();
    expect(screen.getByTestId('limit-daily')).toHaveTextContent('₨1,000.00');
  });
});
