// The hub's limits and bookkeeping against a scripted change channel and fake sockets;
// live.int.test.ts checks the socket end to end on a listening server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeHandlers, Database } from './db.ts';
import { CLOSE, LiveHub, type HubSocket } from './live-hub.ts';
import { LIVE_PREFIX } from './live.ts';

class FakeSocket implements HubSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;
  pings = 0;
  terminated = false;
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  ping() {
    this.pings += 1;
  }
}

function setUp(limits = {}) {
  const subscribers = new Set<ChangeHandlers>();
  const db = {
    subscribeChanges(handlers: ChangeHandlers) {
      subscribers.add(handlers);
      return () => subscribers.delete(handlers);
    },
  } as unknown as Database;
  const balances = new Map<number, number>();
  const reads = vi.fn(async (playerId: number) => ({ balance: balances.get(playerId) ?? 0, held: 0, available: balances.get(playerId) ?? 0 }));
  const hub = new LiveHub({
    db,
    // Tokens are 'token-<player id>' here; 'revoked-…' is a session that ended.
    authenticate: async (token) => (token.startsWith('token-') ? { sessionId: 1, playerId: Number(token.slice(6)) } : null),
    reads: { balance: reads, unreadMail: async () => 0 },
    publicTopics: ['crash'],
    limits: { heartbeatMs: 1_000, ...limits },
  });
  const connect = async (token: string | null, address = '10.0.0.1') => {
    const socket = new FakeSocket();
    const handlers = hub.accept(socket, address);
    handlers.message(JSON.stringify({ auth: token }));
    await vi.waitFor(() => expect(socket.sent.length > 0 || socket.closedWith !== null).toBe(true));
    return { socket, handlers };
  };
  const notify = (payload: string) => subscribers.forEach((s) => s.onNotify(payload));
  return { hub, connect, notify, balances, reads };
}

afterEach(() => vi.useRealTimers());

describe('live hub limits', () => {
  it('keeps at most 5 sockets per player: a sixth closes the oldest', async () => {
    const { hub, connect } = setUp();
    const sockets = [];
    for (let i = 0; i < 6; i++) sockets.push((await connect('token-7')).socket);
    expect(sockets[0]!.closedWith).toBe(CLOSE.tooMany);
    expect(sockets.slice(1).every((s) => s.closedWith === null)).toBe(true);
    expect(hub.stats).toMatchObject({ sockets: 5, players: 1 });
    hub.close();
  });

  it('refuses a socket beyond the per-address limit', async () => {
    const { hub, connect } = setUp({ socketsPerAddress: 2 });
    await connect(null, '10.0.0.9');
    await connect(null, '10.0.0.9');
    const third = new FakeSocket();
    hub.accept(third, '10.0.0.9');
    expect(third.closedWith).toBe(CLOSE.tooMany);
    const elsewhere = new FakeSocket();
    hub.accept(elsewhere, '10.0.0.10');
    expect(elsewhere.closedWith).toBeNull();
    hub.close();
  });

  it('refuses an address that opens sockets faster than the per-minute limit', async () => {
    const { hub } = setUp({ connectsPerAddressPerMinute: 3 });
    const tries = Array.from({ length: 4 }, () => {
      const socket = new FakeSocket();
      hub.accept(socket, '10.0.0.5').closed();
      return socket.closedWith;
    });
    expect(tries).toEqual([null, null, null, CLOSE.tooMany]);
    hub.close();
  });

  it('closes a socket that subscribes to a topic off the allow-list; unsubscribing frees its place', async () => {
    const { hub, connect } = setUp({ topicsPerSocket: 1 });
    const { socket, handlers } = await connect(null);
    handlers.message(JSON.stringify({ subscribe: 'crash' }));
    expect(socket.closedWith).toBeNull();
    // The answer a screen waits for before reading its state again (the catch-up).
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribed', topic: 'crash' });
    handlers.message(JSON.stringify({ unsubscribe: 'crash' }));
    handlers.message(JSON.stringify({ subscribe: 'crash' }));
    expect(socket.closedWith).toBeNull();
    const other = await connect(null);
    other.handlers.message(JSON.stringify({ subscribe: 'Crash!' }));
    expect(other.socket.closedWith).toBe(CLOSE.policy);
    hub.close();
  });

  it('drops a socket that answered no ping since the last one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { hub } = setUp();
    const quiet = new FakeSocket();
    hub.accept(quiet, '10.0.0.1').message(JSON.stringify({ auth: null }));
    const lively = new FakeSocket();
    const handlers = hub.accept(lively, '10.0.0.1');
    handlers.message(JSON.stringify({ auth: null }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect([quiet.pings, lively.pings]).toEqual([1, 1]);
    handlers.pong();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(quiet.terminated).toBe(true);
    expect(lively.terminated).toBe(false);
    expect(hub.stats.sockets).toBe(1);
    hub.close();
  });

  it('coalesces a burst of change notices for one player into few balance reads, one event per new balance', async () => {
    const { hub, connect, notify, balances, reads } = setUp();
    const { socket } = await connect('token-3');
    reads.mockClear();
    balances.set(3, 500);
    for (let i = 0; i < 20; i++) notify('b:3');
    await vi.waitFor(() => expect(socket.sent.filter((e) => e.type === 'balance')).toHaveLength(1));
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2);
    notify('p:3');
    await vi.waitFor(() => expect(reads.mock.calls.length).toBeGreaterThan(1));
    expect(socket.sent.filter((e) => e.type === 'balance')).toEqual([{ type: 'balance', gold: 500, balance: 500, held: 0 }]);
    hub.close();
  });

  it('sends a player event to that player only, once per envelope id', async () => {
    const { hub, connect, notify } = setUp();
    const mine = await connect('token-1');
    const theirs = await connect('token-2');
    const payload = LIVE_PREFIX + JSON.stringify({ id: 'e1', to: { player: 1 }, event: { type: 'mail' } });
    notify(payload);
    notify(payload);
    expect(mine.socket.sent.filter((e) => e.type === 'mail')).toHaveLength(1);
    expect(theirs.socket.sent.filter((e) => e.type === 'mail')).toHaveLength(0);
    hub.close();
  });

  it('says 1001 to every socket when the process stops', async () => {
    const { hub, connect } = setUp();
    const { socket } = await connect('token-4');
    hub.close();
    expect(socket.closedWith).toBe(CLOSE.goingAway);
  });
});
