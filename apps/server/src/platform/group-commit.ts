// Group commit (docs/architecture/overview.md#the-money-path, TigerBeetle-style): work items that arrive while earlier batches
// are in flight wait in a queue and leave together as the next batch, one database statement and
// one commit for all of them. A batch starts at the end of the event-loop turn in which its first
// item arrived (so a burst read from the network in one turn travels together), as soon as fewer
// than `maxInFlight` batches are running. Each item gets its own result. When a whole batch fails
// (an unexpected error, a deadlock), nothing of it was committed and each item
// is run again on its own, so one bad item fails only itself, never its neighbours — unless the
// database connection was lost: that is no item's fault, every item fails with it (the caller
// answers "retry"), and none is run again behind the caller's back.
import type { Database } from './db.ts';
import { isConnectionLoss } from './database-unavailable.ts';
import { groupCommitBatchSize, groupCommitSeconds } from './metrics.ts';
import { withoutRequestId } from './request-id.ts';

export interface GroupCommitOptions {
  /** At most this many items in one batch. */
  maxBatch: number;
  /** At most this many batches running at once (1 on an engine that runs one statement at a time). */
  maxInFlight: number;
}

export interface GroupCommitStats {
  batches: number;
  items: number;
  largestBatch: number;
  /** Batches that failed as a whole and were run again item by item. */
  retriedAlone: number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Queues per database for work that locks players' wallets (the game wallet's callbacks, the
 * sportsbook's placements), a player always on the same queue (player id mod the count), one batch
 * in flight each. PGlite runs one statement at a time: one queue. PostgreSQL gets two: two batches
 * run side by side on the 2 cores without ever waiting for each other's player locks, and each
 * player's items keep their order. (Measured on the callbacks: two batches in flight from one queue
 * spent their time waiting on each other's players, and did slightly worse than one; two queues
 * measured 1,194–1,335 callbacks/s against 773–1,087 for one, under the same load.) The pool has 10
 * connections by default; the rest stay for other requests.
 */
export function groupCommitQueues(db: Database): number {
  return db.kind === 'pglite' ? 1 : 2;
}

/** Runs `items` as one statement; resolves one result per item, in the same order. */
export type BatchRunner<Item, Result> = (items: Item[]) => Promise<Result[]>;

export class GroupCommit<Item, Result> {
  readonly stats: GroupCommitStats = { batches: 0, items: 0, largestBatch: 0, retriedAlone: 0 };
  private readonly queue: Waiting<Item, Result>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly idleWaiters: (() => void)[] = [];
  private readonly runBatch: BatchRunner<Item, Result>;
  private readonly options: GroupCommitOptions;

  constructor(runBatch: BatchRunner<Item, Result>, options: GroupCommitOptions) {
    if (options.maxBatch < 1 || options.maxInFlight < 1) throw new RangeError('maxBatch and maxInFlight must be at least 1');
    this.runBatch = runBatch;
    this.options = options;
  }

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when nothing is queued or running (a clean shutdown waits for it). */
  idle(): Promise<void> {
    if (this.queue.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    // A batch serves many requests: its statements must not carry the id of the one that queued first.
    withoutRequestId(() =>
      setImmediate(() => {
        this.scheduled = false;
        this.pump();
      }),
    );
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        if (this.queue.length > 0) this.pump();
        else if (this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
      });
    }
  }

  private async run(batch: Waiting<Item, Result>[]): Promise<void> {
    this.stats.batches += 1;
    this.stats.items += batch.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    groupCommitBatchSize.observe(batch.length);
    const started = performance.now();
    const timed = () => groupCommitSeconds.observe((performance.now() - started) / 1000);
    let results: Result[];
    try {
      results = await this.runBatch(batch.map((w) => w.item)).finally(timed);
      if (results.length !== batch.length) throw new Error(`batch of ${batch.length} answered ${results.length} results`);
    } catch (error) {
      if (batch.length === 1 || isConnectionLoss(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      this.stats.retriedAlone += 1;
      // Sequentially: the neighbours of a failing item must not compete for the same rows again.
      for (const waiting of batch) {
        try {
          const [result] = await this.runBatch([waiting.item]);
          waiting.resolve(result!);
        } catch (aloneError) {
          waiting.reject(aloneError);
        }
      }
      return;
    }
    batch.forEach((waiting, i) => waiting.resolve(results[i]!));
  }
}
