// Answers about one player kept in memory and dropped the moment the database announces a change
// to that player (migration 0055: 'p:' their row or sessions; 'b:' their wallet balance, for the
// answers that show it) or to a config document the answers depend on. A process sees its own writes before they resolve, another process's
// within milliseconds; while nothing listens (no connection), every read goes to the database.
import type { Database } from './db.ts';

export interface PlayerReadCacheOptions<V> {
  /** The player an answer is about: a change to that player drops it. */
  playerOf(value: V): number;
  /** Most answers kept; beyond it the oldest go. */
  capacity: number;
  /** An answer older than this is read again, whatever the notifications said (a safety net). */
  maxAgeMs: number;
  /** Config documents the answers are computed from: a change to one drops every answer. */
  configDocuments?: readonly string[];
  /** The answers show the wallet balance: a balance change ('b:') drops the player's too. */
  showsBalance?: boolean;
}

interface Entry<V> {
  value: V;
  playerId: number;
  loadedAt: number;
}

// Past this many remembered invalidations the cache forgets them all and treats it as a clear.
const MAX_REMEMBERED_INVALIDATIONS = 50_000;

export class PlayerReadCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly keysByPlayer = new Map<number, Set<K>>();
  // Loads in flight compare these with the sequence number at their start: an answer that a change
  // overtook while it was read is returned but not kept.
  private sequence = 0;
  private clearedAt = 0;
  private readonly invalidatedAt = new Map<number, number>();
  private loadsInFlight = 0;
  private readonly unsubscribe: () => void;
  private readonly db: Database;
  private readonly options: PlayerReadCacheOptions<V>;

  constructor(db: Database, options: PlayerReadCacheOptions<V>) {
    this.db = db;
    this.options = options;
    this.unsubscribe = db.subscribeChanges({
      onNotify: (payload) => this.onChange(payload),
      onGap: () => this.clear(),
    });
  }

  /** The cached answer for key, else load()'s (kept unless null or overtaken by a change). */
  async get(key: K, load: () => Promise<V | null>): Promise<V | null> {
    const entry = this.entries.get(key);
    if (entry && performance.now() - entry.loadedAt < this.options.maxAgeMs && this.db.changesLive) return entry.value;
    if (entry) this.forget(key, entry.playerId);
    if (!this.db.changesLive) return load();
    const startedAt = this.sequence;
    this.loadsInFlight++;
    try {
      const value = await load();
      if (value !== null && this.db.changesLive && !this.overtaken(this.options.playerOf(value), startedAt)) this.keep(key, value);
      return value;
    } finally {
      if (--this.loadsInFlight === 0) this.invalidatedAt.clear();
    }
  }

  get size(): number {
    return this.entries.size;
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  private onChange(payload: string): void {
    if (payload.startsWith('p:') || (payload.startsWith('b:') && this.options.showsBalance)) this.invalidatePlayer(Number(payload.slice(2)));
    else if (payload === '*' || this.options.configDocuments?.includes(payload.slice(2))) this.clear();
  }

  private invalidatePlayer(playerId: number): void {
    this.sequence++;
    if (this.loadsInFlight > 0) {
      if (this.invalidatedAt.size >= MAX_REMEMBERED_INVALIDATIONS) this.clear();
      else this.invalidatedAt.set(playerId, this.sequence);
    }
    const keys = this.keysByPlayer.get(playerId);
    if (!keys) return;
    this.keysByPlayer.delete(playerId);
    for (const key of keys) this.entries.delete(key);
  }

  private clear(): void {
    this.sequence++;
    this.clearedAt = this.sequence;
    this.invalidatedAt.clear();
    this.entries.clear();
    this.keysByPlayer.clear();
  }

  private overtaken(playerId: number, startedAt: number): boolean {
    return this.clearedAt > startedAt || (this.invalidatedAt.get(playerId) ?? 0) > startedAt;
  }

  private keep(key: K, value: V): void {
    const playerId = this.options.playerOf(value);
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous.playerId);
    this.entries.set(key, { value, playerId, loadedAt: performance.now() });
    let keys = this.keysByPlayer.get(playerId);
    if (!keys) this.keysByPlayer.set(playerId, (keys = new Set()));
    keys.add(key);
    if (this.entries.size > this.options.capacity) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.forget(oldestKey, oldest.playerId);
    }
  }

  private forget(key: K, playerId: number): void {
    this.entries.delete(key);
    const keys = this.keysByPlayer.get(playerId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByPlayer.delete(playerId);
  }
}
