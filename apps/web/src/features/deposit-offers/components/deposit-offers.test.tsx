import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { FirstDepositPopup } from './deposit-offer-popups.tsx';
import { FirstChargePanel } from './first-charge-panel.tsx';
import { LuckyDrawPanel } from './lucky-draw-panel.tsx';
import { RechargeSpinPanel } from './recharge-spin-panel.tsx';

const TIERS = [
  { id: 1, percent: 5, betMultiple: 0 },
  { id: 2, percent: 10, betMultiple: 18 },
  { id: 3, percent: 20, betMultiple: 38 },
  { id: 4, percent: 25, betMultiple: 68 },
  { id: 5, percent: 40, betMultiple: 88 },
];

/** A server holding one player's first-deposit tiers (first deposit ₨300.00). */
function firstPay(states: number[], overrides: Record<string, unknown> = {}) {
  const first = 30_000;
  return {
    enabled: true,
    payInfo: TIERS.map((tier, i) => ({
      ...tier,
      state: states[i]!,
      rewardValue: Math.floor((first * tier.percent) / 100),
      betRequired: tier.betMultiple * first,
      cap: 0,
      wagerMulti: 1,
    })),
    payValue: 100_000,
    firstPayValue: first,
    firstPayDay: '2026-01-05',
    validBet: 270_000,
    expiresAt: '2026-02-04T19:00:00.000Z',
    windowDays: 30,
    ...overrides,
  };
}

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSessionStore.getState().signOut();
  usePopupStore.getState().closeAll();
});

const sent = (calls: RecordedCall[], path: string) => calls.filter((c) => c.url.endsWith(path)).map((c) => c.body);

describe('/FirstCharge', () => {
  it('shows every tier state: claimable, not reached with its bet progress, claimed, expired', async () => {
    installFakeServer(() => ({ code: 1, data: firstPay([1, 0, 2, 3, 0]) }));
    renderWithApp(<FirstChargePanel />);
    const tier1 = await screen.findByTestId('tier-1');
    expect(within(tier1).getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(tier1).toHaveTextContent('5% of your first deposit');
    expect(tier1).toHaveTextContent('No bets needed');
    expect(screen.getByTestId('tier-1-reward')).toHaveTextContent('₨15.00');

    const tier2 = screen.getByTestId('tier-2');
    expect(within(tier2).queryByRole('button')).toBeNull();
    expect(tier2).toHaveTextContent('Not reached');
    expect(tier2).toHaveTextContent('Valid bets ×18: ₨5,400.00');
    expect(within(tier2).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('tier-3')).toHaveTextContent('Claimed');
    expect(screen.getByTestId('tier-4')).toHaveTextContent('Expired');
    expect(screen.getByTestId('first-deposit')).toHaveTextContent('₨300.00');
    expect(screen.getByTestId('pay-value')).toHaveTextContent('₨1,000.00');
    expect(screen.getByTestId('valid-bet')).toHaveTextContent('₨2,700.00');
    expect(screen.getByText('4 Feb 2026, 23:59 (Pakistan time)')).toBeInTheDocument();
    // The rules come from the config the server sent.
    expect(screen.getByText(/Each tier pays a percentage of it: 5%, 10%, 20%, 25%, 40%\./)).toBeInTheDocument();
    expect(screen.getByText(/reach 18, 38, 68, 88 times the first deposit/)).toBeInTheDocument();
    expect(screen.getByText(/until the end of the 30th day after the day of your first deposit/)).toBeInTheDocument();
  });

  it('claims tier 1: sends {type: 1, id: 1}, shows it claimed, opens Amount received and refreshes the balance', async () => {
    let claimed = false;
    const { calls } = installFakeServer((call) => {
      if (call.url.endsWith('/activeFirstPay')) {
        const body = call.body as { type: number; id?: number };
        if (body.type === 1) {
          claimed = true;
          return { code: 1, data: { ...firstPay([2, 0, 0, 0, 0]), received: { amount: 1_500 } } };
        }
        return { code: 1, data: firstPay([claimed ? 2 : 1, 0, 0, 0, 0]) };
      }
      return { code: 1, data: {} };
    });
    const user = userEvent.setup();
    renderWithApp(<FirstChargePanel />);
    await user.click(within(await screen.findByTestId('tier-1')).getByRole('button', { name: 'Claim' }));
    expect(sent(calls, '/activeFirstPay')).toEqual([{ type: 0 }, { type: 1, id: 1 }]);
    await waitFor(() => expect(screen.getByTestId('tier-1')).toHaveTextContent('Claimed'));
    expect(usePopupStore.getState().stack).toContainEqual({ name: 'amount-received', amount: 1_500 });
  });

  it('a refused claim shows the server message and nothing is marked claimed', async () => {
    installFakeServer((call) => {
      const body = call.body as { type: number };
      if (body.type === 1) return { code: 1643, msg: 'This tier needs valid bets of ₨5400.00 since your first deposit (₨2700.00 so far)' };
      return { code: 1, data: firstPay([1, 0, 0, 0, 0]) };
    });
    const user = userEvent.setup();
    renderWithApp(<FirstChargePanel />);
    await user.click(within(await screen.findByTestId('tier-1')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('This tier needs valid bets of ₨5400.00 since your first deposit (₨2700.00 so far)')).toBeInTheDocument();
    expect(usePopupStore.getState().stack).toEqual([]);
  });

  it('before the first deposit: a Deposit button opens the wallet on the Deposit tab', async () => {
    installFakeServer(() => ({ code: 1, data: firstPay([0, 0, 0, 0, 0], { firstPayValue: 0, payValue: 0, validBet: 0, expiresAt: null, firstPayDay: null }) }));
    const user = userEvent.setup();
    renderWithApp(<FirstChargePanel />);
    expect(await screen.findByText('Make your first deposit to unlock tier 1 at once.')).toBeInTheDocument();
    expect(screen.getByTestId('tier-2')).toHaveTextContent('Valid bets ×18: ×18');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(usePopupStore.getState().stack).toEqual([{ name: 'wallet', tab: 'deposit' }]);
  });
});

describe('first-deposit popup', () => {
  it('shows the five tiers and leads to the wallet or /FirstCharge', async () => {
    installFakeServer(() => ({ code: 1, data: firstPay([0, 0, 0, 0, 0], { firstPayValue: 0, payValue: 0 }) }));
    const user = userEvent.setup();
    renderWithApp(<FirstDepositPopup />);
    usePopupStore.getState().open({ name: 'first-deposit' });
    const dialog = await screen.findByRole('dialog', { name: 'First deposit bonus' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(5));
    expect(dialog).toHaveTextContent('Deposit once and earn up to 40% back in five tiers.');
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Tier 15%No bets needed',
      'Tier 210%×18',
      'Tier 320%×38',
      'Tier 425%×68',
      'Tier 540%×88',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(usePopupStore.getState().stack).toEqual([{ name: 'wallet', tab: 'deposit' }]);
  });
});

describe('/pxx recharge spin', () => {
  it('shows the odds, spins, turns to the drawn segment and then announces the prize', async () => {
    const segments = [
      { id: 1, amount: 100, weight: 300, chance: 30 },
      { id: 2, amount: 200, weight: 700, chance: 70 },
    ];
    const view = (state: number, segmentId: number | null) => ({
      enabled: true,
      day: '2026-01-07',
      endsAt: '2026-01-07T19:00:00.000Z',
      deposited: 30_000,
      segments,
      spin: { required: 20_000, state, segmentId, amount: segmentId === null ? 0 : 200 },
      again: { required: 100_000, state: 0, segmentId: null, amount: 0 },
      wagerMulti: 1,
    });
    const { calls } = installFakeServer((call) =>
      (call.body as { type: number }).type === 1
        ? { code: 1, data: { ...view(2, 2), received: { amount: 200, segmentId: 2 } } }
        : { code: 1, data: view(1, null) },
    );
    const user = userEvent.setup();
    renderWithApp(<RechargeSpinPanel />);
    const odds = await screen.findByRole('table');
    expect(within(odds).getAllByRole('row').map((row) => row.textContent)).toEqual(['PrizeChance', '₨1.0030%', '₨2.0070%']);
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(sent(calls, '/activeRound')).toEqual([{ type: 0 }, { type: 1 }]);
    // The outcome shows once the wheel has stopped turning, not at once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('Won ₨2.00')).toBeNull();
    expect(usePopupStore.getState().stack).toEqual([]);
    await waitFor(() => expect(usePopupStore.getState().stack).toEqual([{ name: 'amount-received', amount: 200 }]), { timeout: 6_000 });
    expect(screen.getByText('Won ₨2.00')).toBeInTheDocument();
  }, 10_000);
});

describe('/NewYearLuckyDraw', () => {
  it('before the dates says when it starts and offers no draw', async () => {
    installFakeServer(() => ({
      code: 1,
      data: {
        enabled: true,
        phase: 'upcoming',
        firstDay: '2026-12-25',
        lastDay: '2027-01-10',
        startsAt: '2026-12-24T19:00:00.000Z',
        endsAt: '2027-01-10T19:00:00.000Z',
        deposited: 0,
        ticketAmount: 50_000,
        maxTickets: 20,
        ticketsEarned: 0,
        ticketsLeft: 0,
        prizes: [{ id: 1, amount: 200, weight: 1, chance: 100 }],
        draws: [],
        wagerMulti: 1,
      },
    }));
    renderWithApp(<LuckyDrawPanel />);
    expect(await screen.findByTestId('lucky-phase')).toHaveTextContent('The lucky draw starts on 25 Dec 2026.');
    expect(screen.queryByRole('button', { name: 'Draw' })).toBeNull();
    expect(screen.getByText(/Every ₨500.00 deposited between 25 Dec 2026 and 10 Jan 2027/)).toBeInTheDocument();
  });
});
