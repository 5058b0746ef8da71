// The cache's bookkeeping against a scripted change channel; sportsbook.int.test.ts checks end to end
// that a switched-off game and a changed identity rule apply to the very next bet.
import { describe, expect, it, vi } from 'vitest';
import type { ChangeHandlers, Database } from './db.ts';
import { ConfigReadCache } from './config-read-cache.ts';

function setUp(maxAgeMs = 60_000) {
  const subscribers = new Set<ChangeHandlers>();
  const state = { changesLive: true, value: 1 };
  const db = {
    get changesLive() {
      return state.changesLive;
    },
    subscribeChanges(handlers: ChangeHandlers) {
      subscribers.add(handlers);
      return () => subscribers.delete(handlers);
    },
  } as unknown as Database;
  const cache = new ConfigReadCache<string, number>(db, { documents: ['ComplianceConf'], maxAgeMs });
  const load = vi.fn(async () => state.value);
  return {
    cache,
    state,
    load,
    read: () => cache.get('k', load),
    notify: (payload: string) => subscribers.forEach((s) => s.onNotify(payload)),
    gap: () => subscribers.forEach((s) => s.onGap()),
    subscribers,
  };
}

describe('ConfigReadCache', () => {
  it('answers from memory until its document changes, and ignores other documents and players', async () => {
    const { read, load, notify, state } = setUp();
    expect(await read()).toBe(1);
    state.value = 2;
    notify('c:VipConf');
    notify('p:7');
    notify('b:7');
    expect(await read()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    notify('c:ComplianceConf');
    expect(await read()).toBe(2);
  });

  it('forgets everything on a TRUNCATE or a gap in listening, and keeps nothing while not listening', async () => {
    const { read, load, notify, gap, state } = setUp();
    await read();
    notify('*');
    await read();
    gap();
    await read();
    expect(load).toHaveBeenCalledTimes(3);
    state.changesLive = false;
    await read();
    await read();
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('does not keep an answer a change overtook while it was read', async () => {
    const { cache, notify, state } = setUp();
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<number>((resolve) => (release = () => resolve(1))));
    notify('c:ComplianceConf');
    state.value = 2;
    release();
    expect(await slow).toBe(1);
    expect(await cache.get('k', async () => state.value)).toBe(2);
  });

  it('reads again past its maximum age, and stops listening when closed', async () => {
    const { read, load, cache, subscribers } = setUp(0);
    await read();
    await read();
    expect(load).toHaveBeenCalledTimes(2);
    cache.close();
    expect(subscribers.size).toBe(0);
  });
});
