// The live client's promises to the screens (docs/architecture/live.md): the session goes first, the
// topics screens hold are re-sent after every reconnect, and reconnects back off with jitter up to 30 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveClient, type FakeSocket } from '../../test/fake-socket.ts';
import { BACKOFF_CAP_MS, backoffDelay } from './live-connection.ts';

let sockets: FakeSocket[];
/** A visitor's client (no token); its sockets are the file's `sockets`. */
function client() {
  const live = fakeLiveClient({ token: () => null, random: () => 1 });
  sockets = live.sockets;
  return live.client;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live client', () => {
  it('re-sends the topics held after a reconnect, and forgets one no screen holds', () => {
    const live = client();
    const leaveCrash = live.subscribe('crash');
    const leaveCrashToo = live.subscribe('crash');
    live.start();
    sockets[0]!.greet();
    expect(sockets[0]!.sent).toEqual([{ auth: null }, { subscribe: 'crash' }]);
    leaveCrash();
    expect(sockets[0]!.sent).toHaveLength(2);
    sockets[0]!.drop();
    expect(live.isConnected()).toBe(false);
    vi.advanceTimersByTime(backoffDelay(0, () => 1));
    sockets[1]!.greet();
    expect(sockets[1]!.sent).toEqual([{ auth: null }, { subscribe: 'crash' }]);
    expect(live.isConnected()).toBe(true);
    leaveCrashToo();
    expect(sockets[1]!.sent.at(-1)).toEqual({ unsubscribe: 'crash' });
  });

  it('waits longer after each failure, never more than 30 s, and at least half of the ceiling', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 1))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(20, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('delivers events to the handlers of their type only', () => {
    const live = client();
    const seen: string[] = [];
    live.on('mail', (event) => seen.push(`mail ${String(event.unread)}`));
    live.start();
    sockets[0]!.greet();
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'mail', unread: 2 }) });
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'badges' }) });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(seen).toEqual(['mail 2']);
  });
});
