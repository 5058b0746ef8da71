// /activitylist and /allactivities: every offer from activityList with its state, amount and
// pending count; a tap opens the offer's route; visitors are asked to log in.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { ActivityList } from './activity-list.tsx';

const OFFERS: OfferSummary[] = [
  { id: 'sign-in', state: 'claimed', pending: 0, route: '/', amount: 0 },
  { id: 'first-deposit', state: 'ended', pending: 0, route: '/FirstCharge', amount: 0 },
  { id: 'vip-upgrade', state: 'locked', pending: 0, route: '/vip', amount: 5000 },
  { id: 'daily-first-deposit', state: 'inProgress', pending: 0, route: '/todaypay', amount: 50_000 },
  { id: 'mailbox', state: 'claimable', pending: 2, route: '/notifications', amount: 1750 },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

const rows = () => screen.getAllByRole('button').filter((b) => b.dataset['testid']?.startsWith('offer-'));

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  usePopupStore.getState().closeAll();
});

describe('activity centre', () => {
  it('/activitylist: what needs the player first, with state, amount and pending count', async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    installFakeServer(() => ({ code: 1, data: { offers: OFFERS, pending: 2 } }));
    renderWithApp(<ActivityList order="priority" />);
    await screen.findByTestId('offer-mailbox');
    expect(rows().map((row) => row.textContent)).toEqual([
      'Mailbox rewardsUp to ₨17.502 to claimClaim now',
      "Today's first depositUp to ₨500.00In progress",
      'VIP upgrade rewardsUp to ₨50.00Locked',
      'Daily sign-inClaimed',
      'First deposit bonusEnded',
    ]);
  });

  it('/allactivities keeps the catalogue order', async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    installFakeServer(() => ({ code: 1, data: { offers: OFFERS, pending: 2 } }));
    renderWithApp(<ActivityList order="catalogue" />);
    await screen.findByTestId('offer-mailbox');
    expect(rows().map((row) => row.dataset['testid'])).toEqual([
      'offer-sign-in',
      'offer-first-deposit',
      'offer-vip-upgrade',
      'offer-daily-first-deposit',
      'offer-mailbox',
    ]);
  });

  it("a tap opens the offer's route", async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    installFakeServer(() => ({ code: 1, data: { offers: OFFERS, pending: 2 } }));
    renderWithApp(
      <>
        <ActivityList order="priority" />
        <Where />
      </>,
      { route: '/activitylist' },
    );
    await userEvent.click(await screen.findByTestId('offer-daily-first-deposit'));
    expect(screen.getByTestId('where')).toHaveTextContent('/todaypay');
    await userEvent.click(screen.getByTestId('offer-mailbox'));
    expect(screen.getByTestId('where')).toHaveTextContent('/notifications');
  });

  it('a failed load offers a retry', async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    let fail = true;
    installFakeServer(() => (fail ? { code: 0, msg: 'An error occurred' } : { code: 1, data: { offers: OFFERS, pending: 2 } }));
    renderWithApp(<ActivityList order="priority" />);
    expect(await screen.findByText('Activities could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('offer-mailbox')).toBeInTheDocument();
  });

  it('a visitor is asked to log in and nothing is called', async () => {
    const { fetchMock } = installFakeServer(() => ({ code: 1, data: { offers: OFFERS, pending: 2 } }));
    renderWithApp(<ActivityList order="priority" />);
    expect(screen.getByText('Log in to see your activities')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(usePopupStore.getState().stack).toEqual([{ name: 'auth', tab: 'login' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
