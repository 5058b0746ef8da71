// The Subscriptions page's in-app offers switch: on for a player who never chose, turning it off
// sends { inApp: false } and shows the server's answer; the page says breaks show no offers.
import type { Subscriptions } from '@khel/contracts/endpoints/personal-data';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { SubscriptionsForm } from './subscriptions-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('subscriptions form', () => {
  it('shows in-app offers on by default beside the opt-in channels, and turns them off on the server', async () => {
    let current: Subscriptions = { sms: false, email: false, push: false, inApp: true, updatedAt: null };
    const { calls } = installFakeServer((call) => {
      if (call.url.endsWith('/subscriptions/update')) {
        current = { ...current, ...(call.body as Partial<Subscriptions>), updatedAt: '2026-11-28T07:00:00.000Z' };
        return { code: 1, data: current };
      }
      if (call.url.endsWith('/subscriptions')) return { code: 1, data: current };
      return { code: 0, msg: 'unexpected call' };
    });
    useSessionStore.getState().signIn({ ...LOGIN_REPLY, popupList: '' }, '3001234567');
    renderWithApp(<SubscriptionsForm />);
    const inApp = await screen.findByRole('switch', { name: 'Offers in the app' });
    expect(inApp).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'SMS' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('While you are on a break, Khel shows you no offers at all, whatever you choose here.')).toBeInTheDocument();
    await userEvent.click(inApp);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Offers in the app' })).toHaveAttribute('aria-checked', 'false'));
    expect(calls.find((call) => call.url.endsWith('/subscriptions/update'))?.body).toEqual({ inApp: false });
  });
});
