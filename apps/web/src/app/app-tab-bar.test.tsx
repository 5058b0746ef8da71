// The Activity tab's badge (docs/requirements/promotions.md#6-activity-centre-and-promotions-pages): activityList's pending count, at most
// 7, first loaded
// 1.5 s after start, then every 30 s; nothing for visitors.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../test/fake-server.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AppTabBar } from './app-tab-bar.tsx';

function serveBadge(pending: () => number) {
  return installFakeServer((call: RecordedCall) => {
    if (call.url.endsWith('/activityList')) return { code: 1, data: { offers: [], pending: pending() } };
    return { code: 0, msg: 'unexpected call' };
  });
}

const activityCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.endsWith('/activityList')).length;
const badge = () => document.querySelector('.adm-tab-bar-item .adm-badge-content');
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
/**
 * Lets the fake server's reply reach the screen: React Query notifies on (fake) timer ticks, the reply's
 * decoding on real I/O, so both are turned until `done` holds (or give up after a while).
 */
async function settle(done: () => boolean = () => false) {
  for (let i = 0; i < 100 && !done(); i++) {
    // 1 ms: a timer set while the fake clock ticks is due 1 ms later (React Query's notifications).
    await advance(1);
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}
const badgeIs = (text: string | null) => () => (badge()?.textContent ?? null) === text;

beforeEach(() => {
  // Only the clock the badge reads is fake; the fetch body streams keep their real setImmediate.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('Activity tab badge', () => {
  it('loads 1.5 s after start and shows the pending count capped at 7', async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    const { calls } = serveBadge(() => 12);
    renderWithApp(<AppTabBar />);
    await advance(1_499);
    expect(activityCalls(calls)).toBe(0);
    expect(badge()).toBeNull();
    await advance(1);
    await settle(badgeIs('7'));
    expect(activityCalls(calls)).toBe(1);
    expect(badge()).toHaveTextContent(/^7$/);
    expect(screen.getByText('Activity')).toBeInTheDocument();
  });

  it('refreshes every 30 s: the badge follows the pending count, and hides at 0', async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    let pending = 3;
    const { calls } = serveBadge(() => pending);
    renderWithApp(<AppTabBar />);
    await advance(1_500);
    await settle(badgeIs('3'));
    expect(badge()).toHaveTextContent(/^3$/);
    pending = 7;
    await advance(28_000);
    expect(activityCalls(calls)).toBe(1);
    await advance(2_000);
    await settle(badgeIs('7'));
    expect(activityCalls(calls)).toBe(2);
    expect(badge()).toHaveTextContent(/^7$/);
    pending = 0;
    await advance(30_000);
    await settle(badgeIs(null));
    expect(activityCalls(calls)).toBe(3);
    expect(badge()).toBeNull();
  });

  it('a visitor has no badge and no call', async () => {
    const { calls } = serveBadge(() => 5);
    renderWithApp(<AppTabBar />);
    await advance(31_500);
    expect(activityCalls(calls)).toBe(0);
    expect(badge()).toBeNull();
  });
});
