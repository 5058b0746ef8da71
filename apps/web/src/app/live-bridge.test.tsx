// The live socket in the app (docs/architecture/live.md): while it is up the Activity badge does not
// poll and a 'badges' event refreshes it; when it drops, the 30 s polling is back; a balance event
// changes the gold the header shows. The socket is a fake the test drives; the API is the fake server.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLiveClient } from '../lib/live.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../test/fake-server.ts';
import { fakeLiveClient, type FakeSocket } from '../../test/fake-socket.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AppTabBar } from './app-tab-bar.tsx';
import { LiveBridge } from './live-bridge.tsx';
import { SessionKeeper } from './session-keeper.tsx';

let sockets: FakeSocket[];
const activityCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.endsWith('/activityList')).length;
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
async function settle(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) {
    await advance(1);
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const live = fakeLiveClient({ token: () => useSessionStore.getState().token, random: () => 0 });
  sockets = live.sockets;
  setLiveClient(live.client);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('live socket in the app', () => {
  it('while up, the Activity badge does not poll and a badges event refreshes it; once down, polling is back', async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    const { calls } = installFakeServer((call) => (call.url.endsWith('/activityList') ? { code: 1, data: { offers: [], pending: 2 } } : { code: 0, msg: 'unexpected call' }));
    renderWithApp(
      <>
        <AppTabBar />
        <LiveBridge />
      </>,
    );
    expect(sockets).toHaveLength(1);
    act(() => sockets[0]!.open());
    expect(sockets[0]!.sent).toEqual([{ auth: LOGIN_REPLY.token }]);
    act(() => sockets[0]!.receive({ type: 'hello', player: true, gold: 100, balance: 100, held: 0, unread: 0 }));
    await advance(1_500);
    await settle(() => activityCalls(calls) === 1);
    expect(activityCalls(calls)).toBe(1);

    await advance(90_000);
    expect(activityCalls(calls)).toBe(1);
    act(() => sockets[0]!.receive({ type: 'badges' }));
    await settle(() => activityCalls(calls) === 2);
    expect(activityCalls(calls)).toBe(2);

    act(() => sockets[0]!.drop());
    await advance(30_000);
    await settle(() => activityCalls(calls) === 3);
    expect(activityCalls(calls)).toBe(3);
    // The reconnect (backoff) came meanwhile: a new socket that greets again.
    expect(sockets.length).toBeGreaterThan(1);
  });

  it('a balance event changes the gold the header shows, without a call', async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    const { calls } = installFakeServer(() => ({ code: 0, msg: 'unexpected call' }));
    renderWithApp(<LiveBridge />);
    act(() => sockets[0]!.open());
    act(() => sockets[0]!.receive({ type: 'hello', player: true, gold: 100, balance: 100, held: 0, unread: 0 }));
    expect(useSessionStore.getState().player?.gold).toBe(100);
    act(() => sockets[0]!.receive({ type: 'balance', gold: 52_500, balance: 52_500, held: 0 }));
    expect(useSessionStore.getState().player?.gold).toBe(52_500);
    expect(calls).toEqual([]);
  });

  it('greeted as a visitor while holding a token, the app asks the server at once, and is logged out', async () => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    const player = { ...useSessionStore.getState().player! };
    let sessionEnded = false;
    const { calls } = installFakeServer((call) =>
      call.url.endsWith('/playerInfo') ? (sessionEnded ? { status: 401, code: 401, msg: 'Please log in again' } : { code: 1, data: player }) : { code: 0, msg: 'unexpected call' },
    );
    renderWithApp(
      <>
        <SessionKeeper />
        <LiveBridge />
      </>,
    );
    await settle(() => calls.length === 1);
    act(() => sockets[0]!.open());
    act(() => sockets[0]!.receive({ type: 'hello', player: true, gold: 0, balance: 0, held: 0, unread: 0 }));
    sessionEnded = true;
    // The server closed the socket (4401); the reconnect is greeted as a visitor's.
    act(() => sockets[0]!.drop());
    await advance(1_000);
    act(() => sockets[1]!.open());
    act(() => sockets[1]!.receive({ type: 'hello', player: false }));
    await settle(() => useSessionStore.getState().token === null);
    expect(calls.filter((call) => call.url.endsWith('/playerInfo'))).toHaveLength(2);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('logging in reconnects, so the server learns the session', async () => {
    installFakeServer(() => ({ code: 0, msg: 'unexpected call' }));
    renderWithApp(<LiveBridge />);
    act(() => sockets[0]!.open());
    expect(sockets[0]!.sent).toEqual([{ auth: null }]);
    act(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
    expect(sockets).toHaveLength(2);
    act(() => sockets[1]!.open());
    expect(sockets[1]!.sent).toEqual([{ auth: LOGIN_REPLY.token }]);
  });
});
