import type { OnlineStatus } from '@khel/contracts/endpoints/play-rewards';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { OnlineHeartbeat } from './online-heartbeat.tsx';
import { OnlineRedPacket } from './online-red-packet.tsx';
import { OnlineRewardsPanel } from './online-rewards-panel.tsx';

const TIERS = [
  { id: 1, minutes: 10, amount: 100 },
  { id: 2, minutes: 30, amount: 200 },
  { id: 3, minutes: 60, amount: 300 },
  { id: 4, minutes: 120, amount: 500 },
];

/** The server's reply for `seconds` online today with the given tiers claimed. */
function status(seconds: number, claimed: number[] = [], amount = 0): OnlineStatus {
  const tiers = TIERS.map((tier) => ({ ...tier, state: (claimed.includes(tier.id) ? 2 : seconds >= tier.minutes * 60 ? 1 : 0) as 0 | 1 | 2 }));
  const next = tiers.find((tier) => tier.state === 0);
  return {
    enabled: true,
    day: '2026-01-05',
    seconds,
    credited: 0,
    nextTierSeconds: next ? next.minutes * 60 - seconds : null,
    pool: tiers.filter((t) => t.state !== 2).reduce((s, t) => s + t.amount, 0),
    claimable: tiers.filter((t) => t.state === 1).reduce((s, t) => s + t.amount, 0),
    heartbeatSeconds: 30,
    heartbeatCapSeconds: 60,
    wagerMulti: 1,
    tiers,
    amount,
  };
}

function serve(initial: OnlineStatus, onClaim?: (id: number) => { code: number; msg?: string; data?: unknown }) {
  let current = initial;
  return installFakeServer((call: RecordedCall) => {
    if (call.url === '/usercenter/game/playerOnline') {
      const body = call.body as { type: number; id?: number };
      if (body.type === 2) {
        const reply = onClaim?.(body.id ?? 0) ?? { code: 1, data: (current = status(current.seconds, [...current.tiers.filter((t) => t.state === 2).map((t) => t.id), body.id ?? 0], 100)) };
        return reply;
      }
      return { code: 1, data: current };
    }
    if (call.url === '/usercenter/game/playerInfo') return { code: 1, data: { ...LOGIN_REPLY.playerInfo } };
    return { code: 0, msg: `unexpected ${call.url}` };
  });
}

const sent = (calls: RecordedCall[]) => calls.filter((c) => c.url === '/usercenter/game/playerOnline').map((c) => c.body);

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  usePopupStore.getState().closeAll();
  useSessionStore.getState().signOut();
});

describe('/OnlineRewards', () => {
  it("shows today's time, the countdown to the next tier, each tier's state and the rules", async () => {
    serve(status(125));
    renderWithApp(<OnlineRewardsPanel />);
    const hero = await screen.findByTestId('online-today');
    expect(hero).toHaveTextContent('Online today02:05');
    expect(hero).toHaveTextContent(`Next reward in 07:55`);
    expect(hero).toHaveTextContent(`Left today ₨11.00`);
    expect(screen.getByTestId('online-tier-1')).toHaveTextContent(`10 minutes online07:55 to go₨1.00Locked`);
    expect(screen.getByTestId('online-tier-4')).toHaveTextContent(`120 minutes online1:57:55 to go₨5.00Locked`);
    expect(screen.getByText(/checked by the server every 30 seconds \(at most 60 seconds per check\)/)).toBeInTheDocument();
    expect(screen.getByText('Each reward adds a betting task of 1× its amount before it can be withdrawn.')).toBeInTheDocument();
  });

  it('claims an unlocked tier: the received popup shows the amount, the balance refreshes, the row says Claimed', async () => {
    const { calls } = serve(status(600));
    const user = userEvent.setup();
    let balanceReads = 0;
    function BalanceProbe() {
      useQuery({ queryKey: ['player', 'probe'], queryFn: () => ++balanceReads, staleTime: Infinity });
      return null;
    }
    renderWithApp(
      <>
        <BalanceProbe />
        <OnlineRewardsPanel />
      </>,
    );
    const row = await screen.findByTestId('online-tier-1');
    await user.click(within(row).getByRole('button', { name: 'Claim · 10 minutes online' }));
    await waitFor(() => expect(usePopupStore.getState().stack).toContainEqual({ name: 'amount-received', amount: 100 }));
    expect(sent(calls)).toContainEqual({ type: 2, id: 1 });
    expect(within(screen.getByTestId('online-tier-1')).getByText('Claimed')).toBeInTheDocument();
    expect(screen.getByTestId('online-today')).toHaveTextContent(`Left today ₨10.00`);
    await waitFor(() => expect(balanceReads).toBe(2));
  });

  it("a refused claim shows the server's message and changes nothing", async () => {
    serve(status(600), () => ({ code: 1601, msg: 'This reward has already been claimed' }));
    const user = userEvent.setup();
    renderWithApp(<OnlineRewardsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Claim · 10 minutes online' }));
    expect(await screen.findByText('This reward has already been claimed')).toBeInTheDocument();
    expect(usePopupStore.getState().stack).toEqual([]);
  });

  it('says so when the operator has switched the offer off', async () => {
    serve({ ...status(0), enabled: false, tiers: [], pool: 0, nextTierSeconds: null });
    renderWithApp(<OnlineRewardsPanel />);
    expect(await screen.findByText('This offer is not running right now.')).toBeInTheDocument();
  });
});

describe('the minimised red packet', () => {
  function renderPacket() {
    return renderWithApp(
      <Routes>
        <Route path="/" element={<OnlineRedPacket />} />
        <Route path="/OnlineRewards" element={<p>online rewards page</p>} />
      </Routes>,
    );
  }

  it('counts down to the next tier and opens /OnlineRewards when tapped', async () => {
    serve(status(540));
    const user = userEvent.setup();
    renderPacket();
    const packet = await screen.findByTestId('online-red-packet');
    expect(packet).toHaveTextContent('01:00');
    await user.click(packet);
    expect(await screen.findByText('online rewards page')).toBeInTheDocument();
  });

  it("says Claim when a tier is ready, and is gone when nothing is left today or nobody's logged in", async () => {
    serve(status(600));
    const { unmount } = renderPacket();
    expect(await screen.findByTestId('online-red-packet')).toHaveTextContent('Claim');
    unmount();
    vi.unstubAllGlobals();
    serve(status(7200, [1, 2, 3, 4]));
    renderPacket();
    await waitFor(() => expect(screen.queryByTestId('online-red-packet')).not.toBeInTheDocument());
  });
});

describe('the heartbeat', () => {
  it('reports presence at once and every 30 s while the page is visible, never while hidden or logged out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serve(status(0));
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    renderWithApp(<OnlineHeartbeat />);
    const beats = () => sent(calls).filter((b) => (b as { type: number }).type === 1).length;
    await waitFor(() => expect(beats()).toBe(1));
    expect(sent(calls)[0]).toMatchObject({ type: 1, time: expect.any(Number) });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(beats()).toBe(2);
    visibility = 'hidden';
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(beats()).toBe(2);
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(beats()).toBe(3));
    act(() => useSessionStore.getState().signOut());
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(beats()).toBe(3);
  });
});
