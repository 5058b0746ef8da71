// Answers computed from config documents, kept in memory for the hot paths that read them on every
// request, and dropped the moment the database announces a change to one of the documents
// ('c:<document>', migration 0055), a TRUNCATE ('*') or a gap in listening. While nothing listens
// (no connection) every read goes to the database. The per-player twin is player-read-cache.ts.
import type { Database } from './db.ts';

export interface ConfigReadCacheOptions {
  /** The config documents the answers are computed from. */
  documents: readonly string[];
  /** An answer older than this is read again, whatever the notifications said (a safety net). */
  maxAgeMs: number;
}

export class ConfigReadCache<K, V> {
  private readonly entries = new Map<K, { value: V; loadedAt: number }>();
  // A load that a change overtook while it was read is answered but not kept.
  private generation = 0;
  private readonly unsubscribe: () => void;
  private readonly db: Database;
  private readonly options: ConfigReadCacheOptions;

  constructor(db: Database, options: ConfigReadCacheOptions) {
    this.db = db;
    this.options = options;
    this.unsubscribe = db.subscribeChanges({
      onNotify: (payload) => {
        if (payload === '*' || (payload.startsWith('c:') && options.documents.includes(payload.slice(2)))) this.clear();
      },
      onGap: () => this.clear(),
    });
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && this.db.changesLive && performance.now() - entry.loadedAt < this.options.maxAgeMs) return entry.value;
    const started = this.generation;
    const value = await load();
    if (this.db.changesLive && this.generation === started) this.entries.set(key, { value, loadedAt: performance.now() });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
