import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { wasOffered } from '../../../lib/limits-offer-memory.ts';
import { LimitsOfferPopup } from './limits-offer-popup.tsx';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
});
afterEach(() => {
  vi.unstubAllGlobals();
  usePopupStore.getState().closeAll();
  useSessionStore.getState().signOut();
});

const playerId = () => useSessionStore.getState().player!.playerId;

describe('limits offer', () => {
  it('sets the filled limits (daily deposit in hundredths, session minutes) and shows only once', async () => {
    const { calls } = installFakeServer(() => ({ code: 1, data: { limits: [] } }));
    const user = userEvent.setup();
    usePopupStore.getState().open({ name: 'limits-offer', moment: 'signup' });
    renderWithApp(<LimitsOfferPopup />);
    expect(await screen.findByRole('dialog', { name: 'Set your limits' })).toBeInTheDocument();
    // Each input is a Field (label, box, error), styled like every form of the app: the first
    // version's bare inputs showed no box at all over home.
    for (const label of ['Daily deposit limit (₨)', 'Daily loss limit (₨)', 'Session time limit (minutes)']) {
      expect(screen.getByLabelText(label).closest('.field'), label).not.toBeNull();
    }
    await user.type(screen.getByLabelText('Daily deposit limit (₨)'), '2000');
    await user.type(screen.getByLabelText('Session time limit (minutes)'), '3');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose 5 to 1440 minutes');
    expect(screen.getByRole('button', { name: 'Save limits' })).toBeDisabled();
    await user.type(screen.getByLabelText('Session time limit (minutes)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await vi.waitFor(() => expect(usePopupStore.getState().stack).toEqual([]));
    expect(calls.map((c) => [c.url.split('/').at(-1), c.body])).toEqual([
      ['setDepositLimit', { period: 'daily', amount: 200_000 }],
      ['setPlayLimit', { kind: 'session', period: 'session', amount: 30 }],
    ]);
    expect(wasOffered(playerId())).toBe(true);

    // Offered once: opening it again closes it at once.
    usePopupStore.getState().open({ name: 'limits-offer', moment: 'first-deposit' });
    await vi.waitFor(() => expect(usePopupStore.getState().stack).toEqual([]));
  });

  it('can be skipped: nothing is sent, and it is not offered again', async () => {
    const { calls } = installFakeServer(() => ({ code: 1, data: { limits: [] } }));
    const user = userEvent.setup();
    usePopupStore.getState().open({ name: 'limits-offer', moment: 'first-deposit' });
    renderWithApp(<LimitsOfferPopup />);
    expect(await screen.findByText(/Before your first deposit/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await vi.waitFor(() => expect(usePopupStore.getState().stack).toEqual([]));
    expect(calls).toEqual([]);
    expect(wasOffered(playerId())).toBe(true);
  });
});
