// GroupCommit on its own (no database): what leaves together, how many batches run at once, and
// what a failing batch does to its items.
import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';
import { metricsRegistry } from './metrics.ts';
import { currentRequestId, withRequestId } from './request-id.ts';

/** A runner that records its batches and answers each item doubled after the test releases it. */
function recorder(fail: (items: number[]) => boolean = () => false) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const run = async (items: number[]) => {
    batches.push(items);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => pending.push(resolve));
    running -= 1;
    if (fail(items)) throw new Error(`batch ${items.join(',')} failed`);
    return items.map((item) => item * 2);
  };
  const releaseAll = async () => {
    while (pending.length > 0 || running > 0) {
      pending.splice(0).forEach((resolve) => resolve());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { run, batches, releaseAll, mostAtOnce: () => mostAtOnce };
}

describe('GroupCommit', () => {
  it('items submitted in one turn leave as one batch, each with its own result', async () => {
    const r = recorder();
    const queue = new GroupCommit(r.run, { maxBatch: 10, maxInFlight: 1 });
    const results = Promise.all([1, 2, 3].map((n) => queue.submit(n)));
    await new Promise((resolve) => setImmediate(resolve));
    await r.releaseAll();
    expect(await results).toEqual([2, 4, 6]);
    expect(r.batches).toEqual([[1, 2, 3]]);
    expect(queue.stats).toEqual({ batches: 1, items: 3, largestBatch: 3, retriedAlone: 0 });
  });

  it('what arrives while a batch runs leaves together next; never more than maxInFlight at once, never more than maxBatch', async () => {
    const r = recorder();
    const queue = new GroupCommit(r.run, { maxBatch: 3, maxInFlight: 1 });
    const first = queue.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4, 5].map((n) => queue.submit(n));
    await r.releaseAll();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8, 10]);
    expect(r.batches).toEqual([[1], [2, 3, 4], [5]]);
    expect(r.mostAtOnce()).toBe(1);
    await queue.idle();
  });

  it('a failing batch runs its items alone: only the bad one fails', async () => {
    const r = recorder((items) => items.includes(13));
    const queue = new GroupCommit(r.run, { maxBatch: 10, maxInFlight: 2 });
    const results = Promise.allSettled([11, 12, 13, 14].map((n) => queue.submit(n)));
    await new Promise((resolve) => setImmediate(resolve));
    await r.releaseAll();
    const settled = await results;
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : 'failed'))).toEqual([22, 24, 'failed', 28]);
    expect(r.batches).toEqual([[11, 12, 13, 14], [11], [12], [13], [14]]);
    expect(queue.stats.retriedAlone).toBe(1);
  });

  it('a batch that lost its database connection fails every item at once and runs none of them again', async () => {
    const batches: number[][] = [];
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const queue = new GroupCommit(
      async (items: number[]) => {
        batches.push(items);
        throw lost;
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const settled = await Promise.allSettled([21, 22, 23].map((n) => queue.submit(n)));
    expect(settled.map((s) => (s.status === 'rejected' ? s.reason : 'answered'))).toEqual([lost, lost, lost]);
    expect(batches).toEqual([[21, 22, 23]]);
    expect(queue.stats.retriedAlone).toBe(0);
  });

  it('records each batch in the metrics (its size and duration) and runs it under no request id', async () => {
    const counts = async () => {
      const size = (await metricsRegistry.getSingleMetric('khel_group_commit_batch_size')!.get()).values;
      const seconds = (await metricsRegistry.getSingleMetric('khel_group_commit_duration_seconds')!.get()).values;
      const of = (values: typeof size, name: string) => values.find((v) => (v as { metricName?: string }).metricName === name)?.value ?? 0;
      return { batches: of(size, 'khel_group_commit_batch_size_count'), items: of(size, 'khel_group_commit_batch_size_sum'), timed: of(seconds, 'khel_group_commit_duration_seconds_count') };
    };
    const before = await counts();
    const seen: (string | undefined)[] = [];
    const queue = new GroupCommit(async (items: number[]) => {
      seen.push(currentRequestId());
      return items;
    }, { maxBatch: 10, maxInFlight: 1 });
    await withRequestId('first-caller', () => Promise.all([1, 2, 3, 4, 5].map((i) => queue.submit(i))));
    expect(await counts()).toEqual({ batches: before.batches + 1, items: before.items + 5, timed: before.timed + 1 });
    // The batch serves five requests: its statements must not carry the first caller's id.
    expect(seen).toEqual([undefined]);
  });
});
