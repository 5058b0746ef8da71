// The cache's bookkeeping against a scripted change channel; player-info-freshness.int.test.ts checks
// the same promises end to end on PGlite and PostgreSQL.
import { describe, expect, it, vi } from 'vitest';
import type { ChangeHandlers, Database } from './db.ts';
import { PlayerReadCache } from './player-read-cache.ts';

interface Answer {
  playerId: number;
  version: number;
}

function scriptedDatabase() {
  const subscribers = new Set<ChangeHandlers>();
  const db = {
    changesLive: true,
    subscribeChanges(handlers: ChangeHandlers) {
      subscribers.add(handlers);
      return () => subscribers.delete(handlers);
    },
  };
  return {
    db: db as unknown as Database,
    setLive: (live: boolean) => (db.changesLive = live),
    notify: (payload: string) => subscribers.forEach((s) => s.onNotify(payload)),
    gap: () => subscribers.forEach((s) => s.onGap()),
    subscribers,
  };
}

function setUp(options: { capacity?: number; maxAgeMs?: number } = {}) {
  const channel = scriptedDatabase();
  const cache = new PlayerReadCache<string, Answer>(channel.db, {
    playerOf: (answer) => answer.playerId,
    capacity: options.capacity ?? 100,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    configDocuments: ['VipConf'],
  });
  // The "database": a version per player, bumped by writes.
  const versions = new Map<number, number>();
  const loads = vi.fn(async (playerId: number): Promise<Answer> => ({ playerId, version: versions.get(playerId) ?? 0 }));
  const read = (key: string, playerId: number) => cache.get(key, () => loads(playerId));
  const write = (playerId: number) => {
    versions.set(playerId, (versions.get(playerId) ?? 0) + 1);
    channel.notify(`p:${playerId}`);
  };
  return { ...channel, cache, loads, read, write, versions };
}

describe('PlayerReadCache', () => {
  it('answers from memory until the player changes, then reads again', async () => {
    const { read, write, loads } = setUp();
    expect(await read('a', 1)).toEqual({ playerId: 1, version: 0 });
    expect(await read('a', 1)).toEqual({ playerId: 1, version: 0 });
    expect(loads).toHaveBeenCalledTimes(1);
    write(1);
    expect(await read('a', 1)).toEqual({ playerId: 1, version: 1 });
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it("drops a player's answers on a balance change ('b:') only when they show the balance", async () => {
    const sessions = setUp();
    const balances = new PlayerReadCache<string, Answer>(sessions.db, { playerOf: (answer) => answer.playerId, capacity: 10, maxAgeMs: 60_000, showsBalance: true });
    await sessions.read('token', 4);
    await balances.get('info', async () => ({ playerId: 4, version: 0 }));
    expect([sessions.cache.size, balances.size]).toEqual([1, 1]);
    sessions.notify('b:4');
    expect([sessions.cache.size, balances.size]).toEqual([1, 0]);
    sessions.notify('p:4');
    expect(sessions.cache.size).toBe(0);
  });

  it("drops every key of the changed player and nobody else's", async () => {
    const { read, write, loads, cache } = setUp();
    await read('token-1', 7);
    await read('token-2', 7);
    await read('token-3', 8);
    write(7);
    expect(cache.size).toBe(1);
    await read('token-3', 8);
    expect(loads).toHaveBeenCalledTimes(3);
  });

  it('returns but does not keep an answer that a change of its player overtook while it was read', async () => {
    const { cache, notify, loads } = setUp();
    let finish!: (answer: Answer) => void;
    const pending = cache.get('a', () => new Promise<Answer>((resolve) => (finish = resolve)));
    notify('p:1');
    finish({ playerId: 1, version: 0 });
    expect(await pending).toEqual({ playerId: 1, version: 0 });
    expect(cache.size).toBe(0);
    // A change to someone else while reading does not stop it being kept.
    const next = cache.get('a', () => new Promise<Answer>((resolve) => (finish = resolve)));
    notify('p:2');
    finish({ playerId: 1, version: 1 });
    await next;
    expect(cache.size).toBe(1);
    expect(loads).not.toHaveBeenCalled();
  });

  it('forgets everything on a TRUNCATE, a listed config document or a gap in listening', async () => {
    const { read, notify, gap, cache } = setUp();
    const fill = async () => {
      await read('a', 1);
      await read('b', 2);
    };
    await fill();
    notify('c:GameList2Conf');
    expect(cache.size).toBe(2);
    notify('c:VipConf');
    expect(cache.size).toBe(0);
    await fill();
    notify('*');
    expect(cache.size).toBe(0);
    await fill();
    gap();
    expect(cache.size).toBe(0);
  });

  it('reads the database every time while no connection listens', async () => {
    const { read, setLive, loads, cache } = setUp();
    await read('a', 1);
    setLive(false);
    await read('a', 1);
    await read('a', 1);
    expect(loads).toHaveBeenCalledTimes(3);
    expect(cache.size).toBe(0);
  });

  it('keeps no missing answer, at most `capacity` answers and none past its age', async () => {
    const { cache, read, loads } = setUp({ capacity: 2 });
    expect(await cache.get('nobody', async () => null)).toBeNull();
    await read('a', 1);
    await read('b', 2);
    await read('c', 3);
    expect(cache.size).toBe(2);
    await read('a', 1);
    expect(loads).toHaveBeenCalledTimes(4);

    const aged = setUp({ maxAgeMs: 0 });
    await aged.read('a', 1);
    await aged.read('a', 1);
    expect(aged.loads).toHaveBeenCalledTimes(2);
  });

  it('stops listening when closed', () => {
    const { cache, subscribers } = setUp();
    expect(subscribers.size).toBe(1);
    cache.close();
    expect(subscribers.size).toBe(0);
  });
});
