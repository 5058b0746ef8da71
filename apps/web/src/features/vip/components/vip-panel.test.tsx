import type { VipResponse, VipUpgrade } from '@khel/contracts/endpoints/vip';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { LoyaltyView } from './loyalty-view.tsx';
import { VipLevels } from './vip-levels.tsx';
import { VipPanel } from './vip-panel.tsx';


const REWARDS: [number, number][] = [
  [1, 1_000],
  [2, 3_000],
  [3, 10_000],
];

/** A VIP1 player half way to VIP2 (₨1,000 → ₨5,000) whose VIP1 reward waits. */
function status(claimed: number[] = [], received = 0): VipResponse {
  const upgrades: VipUpgrade[] = REWARDS.map(([level, reward]) => ({
    level,
    reward,
    wagerMulti: 1,
    state: claimed.includes(level) ? 'claimed' : level <= 1 ? 'claimable' : 'locked',
  }));
  return {
    type: received > 0 ? 1 : 0,
    vip: 1,
    tier: 'steel',
    vipExperience: 300_000,
    progress: 50,
    currentThreshold: 100_000,
    nextThreshold: 500_000,
    toNext: 200_000,
    current: { level: 1, threshold: 100_000, maxPerTime: 3_000_000, dailyCount: 3, reward: 1_000, wagerMulti: 1 },
    next: { level: 2, threshold: 500_000, maxPerTime: 5_000_000, dailyCount: 5, reward: 3_000, wagerMulti: 1 },
    upgrades,
    pending: upgrades.filter((u) => u.state === 'claimable').length,
    received,
  };
}

/** A server whose VIP1 reward can be claimed once; a second claim is refused like the real one. */
function serveVip() {
  const claimed: number[] = [];
  return installFakeServer((call: RecordedCall) => {
    if (call.url === '/usercenter/game/vip') {
      const body = call.body as { type: number; param?: number };
      if (body.type === 0) return { code: 1, data: status(claimed) };
      if (claimed.includes(body.param!)) return { code: 1601, msg: 'This reward has already been claimed' };
      claimed.push(body.param!);
      return { code: 1, data: status(claimed, 1_000) };
    }
    return { code: 0, msg: `unexpected ${call.url}` };
  });
}

beforeEach(() => {
  useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
  const player = useSessionStore.getState().player!;
  useSessionStore.getState().setPlayer({ ...player, vip: 1, gold: 5_000, vipUpgradePending: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  usePopupStore.getState().closeAll();
  useSessionStore.getState().signOut();
});

describe('/vip', () => {
  it('shows the level, tier, progress with its formula, experience to the next level and both levels’ privileges', async () => {
    serveVip();
    renderWithApp(<VipPanel />);
    expect(await screen.findByTestId('vip-level')).toHaveTextContent('VIP1');
    expect(screen.getAllByTestId('vip-tier')[0]).toHaveTextContent('Steel');
    expect(screen.getByTestId('vip-experience')).toHaveTextContent('₨3,000.00');
    expect(screen.getByTestId('vip-progress')).toHaveTextContent('50.00%');
    expect(screen.getByTestId('vip-to-next')).toHaveTextContent(`₨2,000.00 more valid bets to VIP2`);
    expect(screen.getByText(`Progress = (experience − ₨1,000.00) ÷ (₨5,000.00 − ₨1,000.00)`)).toBeInTheDocument();

    const now = within(screen.getByTestId('vip-privileges-current'));
    expect(now.getByText('Now (VIP1)')).toBeInTheDocument();
    expect(now.getByText('₨30,000.00')).toBeInTheDocument();
    expect(now.getByText('3')).toBeInTheDocument();
    expect(now.getByText('₨10.00')).toBeInTheDocument();
    const next = within(screen.getByTestId('vip-privileges-next'));
    expect(next.getByText('Next (VIP2)')).toBeInTheDocument();
    expect(next.getByText('₨50,000.00')).toBeInTheDocument();
    expect(next.getByText('5')).toBeInTheDocument();
    expect(next.getByText('₨30.00')).toBeInTheDocument();

    expect(within(screen.getByTestId('vip-reward-2')).getByText('Reach VIP2')).toBeInTheDocument();
    expect(within(screen.getByTestId('vip-reward-3')).queryByRole('button')).toBeNull();
    expect(screen.getByText(/Every valid bet adds its valid amount to your experience/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All levels and privileges' })).toHaveAttribute('href', '/vipintroduce');
  });

  it('Claim pays the level reward: Amount received, balance up by ₨10.00, red dot off, row shows Claimed', async () => {
    const { calls } = serveVip();
    const user = userEvent.setup();
    renderWithApp(<VipPanel />);
    expect(await screen.findByText('1 reward to claim')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('vip-reward-1')).getByRole('button', { name: 'Claim VIP1' }));
    expect(calls.filter((c) => c.url === '/usercenter/game/vip').map((c) => c.body)).toEqual([{ type: 0 }, { type: 1, param: 1 }]);
    await waitFor(() => expect(usePopupStore.getState().stack).toContainEqual({ name: 'amount-received', amount: 1_000 }));
    expect(await within(screen.getByTestId('vip-reward-1')).findByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByText('1 reward to claim')).toBeNull();
    expect(useSessionStore.getState().player).toMatchObject({ vipUpgradePending: false, gold: 6_000, vip: 1, vipExperience2: 500_000 });
  });

  it('a refused claim shows the server message and reloads the list', async () => {
    const { calls } = installFakeServer((call: RecordedCall) => {
      const body = call.body as { type: number };
      if (body.type === 0) return { code: 1, data: status() };
      return { code: 1601, msg: 'This reward has already been claimed' };
    });
    const user = userEvent.setup();
    renderWithApp(<VipPanel />);
    await user.click(await screen.findByRole('button', { name: 'Claim VIP1' }));
    expect(await screen.findByText('This reward has already been claimed')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => (c.body as { type: number }).type === 0)).toHaveLength(2));
    expect(usePopupStore.getState().stack).toEqual([]);
    expect(useSessionStore.getState().player?.gold).toBe(5_000);
  });

  it('at VIP11 the bar is full and there is no next level', async () => {
    installFakeServer(() => ({
      code: 1,
      data: { ...status(), vip: 11, tier: 'legend', progress: 100, toNext: 0, next: null, upgrades: [], pending: 0 },
    }));
    renderWithApp(<VipPanel />);
    expect(await screen.findByTestId('vip-progress')).toHaveTextContent('100.00%');
    expect(screen.getByTestId('vip-to-next')).toHaveTextContent('You are at the top level.');
    expect(screen.queryByTestId('vip-privileges-next')).toBeNull();
    expect(screen.getByText('No upgrade rewards are offered at the moment.')).toBeInTheDocument();
  });
});

describe('loyalty programme', () => {
  it('shows the tier of the VIP level and marks it in the table of loyalty levels', async () => {
    installFakeServer(() => ({ code: 1, data: { ...status(), vip: 5, tier: 'silver' } }));
    renderWithApp(<LoyaltyView variant="loyalty" />);
    expect(await screen.findByTestId('loyalty-tier')).toHaveTextContent('Silver');
    expect(screen.getByText('Loyalty level 4 · VIP5')).toBeInTheDocument();
    const mine = screen.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true')!;
    expect(mine).toHaveTextContent('4Silver');
    expect(mine).toHaveTextContent('VIP4, VIP5');
    expect(mine).toHaveTextContent('1000');
  });
});

describe('/vipintroduce', () => {
  it('lists all 12 levels from VipConf with threshold, privileges, reward and tier badge; the player’s level is marked', async () => {
    const conf = Array.from({ length: 12 }, (_, level) => ({
      level,
      money2: level * 100_000,
      privilege: level === 11 ? '0;0;0;0' : `${(level + 1) * 1_000_000};${level + 1};0;0`,
      ...(level > 0 ? { reward: level * 1_000, wagerMulti: 1 } : {}),
    }));
    installFakeServer((call) => {
      if (call.url === '/config/updateTime.json') return Response.json({ updateTime: 7 });
      if (call.url === '/config/VipConf.json?v=7') return Response.json(conf);
      return new Response('', { status: 404 });
    });
    renderWithApp(<VipLevels current={3} />);
    const three = within(await screen.findByTestId('vip-level-3'));
    expect(three.getByText('VIP3')).toBeInTheDocument();
    expect(three.getByText('Bronze')).toBeInTheDocument();
    expect(three.getByText('₨3,000.00')).toBeInTheDocument(); // threshold
    expect(three.getByText('₨40,000.00')).toBeInTheDocument(); // max per withdrawal
    expect(three.getByText('4')).toBeInTheDocument(); // withdrawals a day
    expect(three.getByText('₨30.00')).toBeInTheDocument(); // upgrade reward
    expect(screen.getByTestId('vip-level-3')).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByTestId('vip-level-0')).getByText('Beginner')).toBeInTheDocument();
    const top = within(screen.getByTestId('vip-level-11'));
    expect(top.getByText('Legend')).toBeInTheDocument();
    expect(top.getAllByText('No limit')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').filter((li) => li.dataset.testid?.startsWith('vip-level-'))).toHaveLength(12);
  });
});
