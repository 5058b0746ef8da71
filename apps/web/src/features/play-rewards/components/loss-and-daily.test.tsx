import type { DailyGiftStatus, LossRebateStatus, NewUserRedPacketStatus } from '@khel/contracts/endpoints/play-rewards';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { DailyRewardsPanel } from './daily-rewards-panel.tsx';
import { LossRebatePanel } from './loss-rebate-panel.tsx';

const RULE = { minLoss: 10_000, percent: 5, cap: 50_000, claimDays: 3, wagerMulti: 1 };

function loss(overrides: Partial<LossRebateStatus> = {}): LossRebateStatus {
  return {
    enabled: true,
    state: 1,
    rule: RULE,
    today: { day: '2026-02-05', loss: 4_000, amount: 0 },
    days: [
      { day: '2026-02-04', loss: 30_000, amount: 1_500, state: 1, lastDay: '2026-02-07' },
      { day: '2026-02-03', loss: 9_999, amount: 0, state: 0, lastDay: '2026-02-06' },
      { day: '2026-02-02', loss: 20_000, amount: 1_000, state: 2, lastDay: '2026-02-05' },
    ],
    amount: 0,
    ...overrides,
  };
}

const GIFTS = [
  { id: 1, validBet: 10_000, amount: 100 },
  { id: 2, validBet: 50_000, amount: 300 },
];
function gifts(validBet: number, claimed: number[] = [], amount = 0): DailyGiftStatus {
  return {
    enabled: true,
    day: '2026-02-05',
    validBet,
    wagerMulti: 1,
    data: GIFTS.map((g) => ({ ...g, state: (claimed.includes(g.id) ? 2 : validBet >= g.validBet ? 1 : 0) as 0 | 1 | 2 })),
    amount,
  };
}
function packet(state: 1 | 2 | 3, amount = 0): NewUserRedPacketStatus {
  return { enabled: true, state, reward: 500, days: 3, wagerMulti: 1, expiresAt: '2026-02-08T09:00:00Z', amount };
}

type Answer = { code: number; msg?: string; data?: unknown };
function serve(routes: Record<string, (body: Record<string, unknown>) => Answer>) {
  return installFakeServer((call: RecordedCall) => {
    const handler = routes[call.url];
    if (handler) return handler((call.body ?? {}) as Record<string, unknown>);
    if (call.url === '/usercenter/game/playerInfo') return { code: 1, data: { ...LOGIN_REPLY.playerInfo } };
    return { code: 0, msg: `unexpected ${call.url}` };
  });
}

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  usePopupStore.getState().closeAll();
  useSessionStore.getState().signOut();
});

describe('/loss', () => {
  it("shows the rule, today's loss and each day's rebate with its state", async () => {
    serve({ '/usercenter/game/activeLoseMoney': () => ({ code: 1, data: loss() }) });
    renderWithApp(<LossRebatePanel />);
    expect(await screen.findByText('Get 5% of a day’s net loss back')).toBeInTheDocument();
    expect(screen.getByText(`From a net loss of ₨100.00 · up to ₨500.00 · claim within 3 days`)).toBeInTheDocument();
    expect(screen.getByTestId('loss-today')).toHaveTextContent(`Today so far · 5 FebNet loss ₨40.00No rebate yet: it starts at a net loss of ₨100.00`);
    expect(screen.getByTestId('loss-day-2026-02-04')).toHaveTextContent(`4 FebNet loss ₨300.00Claim by 7 Feb₨15.00Claim`);
    expect(screen.getByTestId('loss-day-2026-02-03')).toHaveTextContent(`3 FebNet loss ₨99.99No rebate`);
    expect(screen.getByTestId('loss-day-2026-02-02')).toHaveTextContent('₨10.00Claimed');
    expect(screen.getByText(/The rebate is 5% of a net loss of at least/)).toBeInTheDocument();
  });

  it("today's rebate is announced for tomorrow", async () => {
    serve({ '/usercenter/game/activeLoseMoney': () => ({ code: 1, data: loss({ today: { day: '2026-02-05', loss: 12_000, amount: 600 } }) }) });
    renderWithApp(<LossRebatePanel />);
    expect(await screen.findByText(`Rebate ₨6.00, claimable from tomorrow`)).toBeInTheDocument();
  });

  it('claims one day: the popup shows the amount and the day turns Claimed', async () => {
    const claims: unknown[] = [];
    serve({
      '/usercenter/game/activeLoseMoney': (body) => {
        if (body.type !== 1) return { code: 1, data: loss() };
        claims.push(body);
        const after = loss({ state: 2, amount: 1_500 });
        after.days[0]!.state = 2;
        return { code: 1, data: after };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<LossRebatePanel />);
    const row = await screen.findByTestId('loss-day-2026-02-04');
    await user.click(within(row).getByRole('button', { name: 'Claim · 4 Feb' }));
    await waitFor(() => expect(usePopupStore.getState().stack).toContainEqual({ name: 'amount-received', amount: 1_500 }));
    expect(claims).toEqual([{ type: 1, day: '2026-02-04' }]);
    expect(within(screen.getByTestId('loss-day-2026-02-04')).getByText('Claimed')).toBeInTheDocument();
  });

  it('an expired rebate shows the server message', async () => {
    serve({
      '/usercenter/game/activeLoseMoney': (body) =>
        body.type === 1 ? { code: 1664, msg: 'The claim period for this rebate has ended' } : { code: 1, data: loss() },
    });
    const user = userEvent.setup();
    renderWithApp(<LossRebatePanel />);
    await user.click(await screen.findByRole('button', { name: 'Claim · 4 Feb' }));
    expect(await screen.findByText('The claim period for this rebate has ended')).toBeInTheDocument();
    expect(usePopupStore.getState().stack).toEqual([]);
  });

  it('an older configuration without the loss rebate: the page says the offer is off', async () => {
    serve({ '/usercenter/game/activeLoseMoney': () => ({ code: 1, data: loss({ enabled: false, state: 0, days: [] }) }) });
    renderWithApp(<LossRebatePanel />);
    expect(await screen.findByText('This offer is not running right now.')).toBeInTheDocument();
  });
});

describe('/promo/daily', () => {
  it('shows the new-player red packet and the gifts against today’s valid bets', async () => {
    serve({
      '/usercenter/game/activeDailyGift': () => ({ code: 1, data: gifts(12_000) }),
      '/usercenter/game/activeNewUserRedPacket': () => ({ code: 1, data: packet(1) }),
    });
    renderWithApp(<DailyRewardsPanel />);
    const card = await screen.findByTestId('new-user-packet');
    expect(card).toHaveTextContent(`New player red packetA welcome gift of ₨5.00, yours to open within 3 days of registering.`);
    expect(card).toHaveTextContent(`Open by 8 Feb 2026, 14:00 (PKT)`);
    expect(await screen.findByTestId('daily-valid')).toHaveTextContent(`Valid bets today ₨120.00`);
    expect(screen.getByTestId('daily-gift-1')).toHaveTextContent(`Valid bets ₨100.00₨1.00Claim`);
    expect(screen.getByTestId('daily-gift-2')).toHaveTextContent(`Valid bets ₨500.00₨380.00 to go₨3.00Locked`);
    expect(screen.getByText('The new player red packet can be opened once, within 3 days of registering.')).toBeInTheDocument();
  });

  it('opens the red packet and claims a gift, each with the received popup', async () => {
    const sentBodies: Record<string, unknown>[] = [];
    serve({
      '/usercenter/game/activeDailyGift': (body) => {
        sentBodies.push(body);
        return { code: 1, data: body.type === 1 ? gifts(12_000, [1], 100) : gifts(12_000) };
      },
      '/usercenter/game/activeNewUserRedPacket': (body) => ({ code: 1, data: body.type === 1 ? packet(2, 500) : packet(1) }),
    });
    const user = userEvent.setup();
    renderWithApp(<DailyRewardsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Open · New player red packet' }));
    await waitFor(() => expect(usePopupStore.getState().stack).toContainEqual({ name: 'amount-received', amount: 500 }));
    expect(within(screen.getByTestId('new-user-packet')).getByText('Opened')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('daily-gift-1')).getByRole('button'));
    await waitFor(() => expect(usePopupStore.getState().stack).toContainEqual({ name: 'amount-received', amount: 100 }));
    expect(sentBodies).toContainEqual({ type: 1, id: 1 });
    expect(within(screen.getByTestId('daily-gift-1')).getByText('Claimed')).toBeInTheDocument();
  });

  it('an expired red packet is not shown; a locked gift explains the server refusal', async () => {
    serve({
      '/usercenter/game/activeDailyGift': () => ({ code: 1, data: gifts(0) }),
      '/usercenter/game/activeNewUserRedPacket': () => ({ code: 1, data: packet(3) }),
    });
    renderWithApp(<DailyRewardsPanel />);
    expect(await screen.findByTestId('daily-gift-1')).toHaveTextContent(`₨100.00 to go`);
    expect(screen.queryByTestId('new-user-packet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
  });
});
