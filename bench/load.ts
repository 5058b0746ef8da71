// The client side of the HTTP benchmarks (bench/README.md "Shared code"): run in a child process so
// the load does not share the server's event loop. An undici connection pool (keep-alive, far
// less CPU per request than fetch, which matters on 2 shared cores), two ways of offering load —
// closed loop (`connections` workers, each sending its next request when the last one answered:
// throughput) and open loop at a fixed rate (requests leave on a schedule whatever the answers
// do: latency at a given load, timed from the scheduled start so a slow server cannot hide its
// queue) — outcome counts and nearest-rank percentiles.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

/** How one request ended: applied, refused by a rule (e.g. insufficient funds), or a failure. */
export type Attempt = { outcome: 'ok'; transfers: number } | { outcome: 'refused' } | { outcome: 'failed'; detail: string };

export interface Latencies {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  seconds: number;
  /** Timed requests (after the warm-up) by outcome. */
  ok: number;
  refused: number;
  failed: number;
  firstFailure: string | null;
  /** Requests answered (ok or refused), warm-up included: each is stored by the server. */
  answered: number;
  /** Ledger transfers the answers say were made, warm-up included. */
  transfers: number;
  latenciesMs: Latencies;
  /** Fixed-rate mode: the rate offered (requests/s); absent in closed loop. */
  offeredRate?: number;
}

export interface LoadTiming {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Requests per second offered on a schedule (open loop); closed loop when absent. */
  rate?: number | undefined;
}

/** Nearest-rank percentile of an ascending array (NaN when empty). */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function latencySummary(latenciesMs: readonly number[]): Latencies {
  const sorted = Float64Array.from(latenciesMs).sort();
  return { p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
}

/** "p50 1.23 ms, p90 …" */
export function formatLatencies({ p50, p90, p99, max }: Latencies): string {
  return `p50 ${p50.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${max.toFixed(1)} ms`;
}

export interface HttpClient {
  post(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

/** `connections` keep-alive connections to `origin` (http://127.0.0.1:<port>). */
export function httpClient(origin: string, connections: number): HttpClient {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  return {
    async post(path, headers, body) {
      const response = await pool.request({ method: 'POST', path, headers, body });
      return { status: response.statusCode, body: await response.body.text() };
    },
    close: () => pool.close(),
  };
}

/**
 * Offers `send(worker, sequence)` (sequence unique in this process) for the warm-up and then
 * `seconds`: closed loop from `connections` workers, or open loop at `rate` per second. Only
 * requests started after the warm-up are timed and counted; every answer counts toward `answered`
 * and `transfers`.
 */
export async function timedLoad(timing: LoadTiming, send: (worker: number, sequence: number) => Promise<Attempt>): Promise<LoadResult> {
  const latencies: number[] = [];
  const result: LoadResult = { seconds: timing.seconds, ok: 0, refused: 0, failed: 0, firstFailure: null, answered: 0, transfers: 0, latenciesMs: latencySummary([]) };
  if (timing.rate) result.offeredRate = timing.rate;
  const warmupEnds = performance.now() + timing.warmupSeconds * 1000;
  const ends = warmupEnds + timing.seconds * 1000;
  let sequence = 0;

  async function one(worker: number, started: number): Promise<void> {
    sequence += 1;
    let attempt: Attempt;
    try {
      attempt = await send(worker, sequence);
    } catch (error) {
      attempt = { outcome: 'failed', detail: String(error) };
    }
    const finished = performance.now();
    if (attempt.outcome === 'failed') result.firstFailure ??= attempt.detail;
    else result.answered += 1;
    if (attempt.outcome === 'ok') result.transfers += attempt.transfers;
    if (started < warmupEnds) {
      if (attempt.outcome === 'failed') result.failed += 1;
      return;
    }
    latencies.push(finished - started);
    result[attempt.outcome] += 1;
  }

  if (timing.rate) {
    // Open loop: request i is due at start + i / rate; each is timed from when it was due.
    const interval = 1000 / timing.rate;
    const start = performance.now();
    const inFlight = new Set<Promise<void>>();
    for (let i = 0; ; i++) {
      const due = start + i * interval;
      if (due >= ends) break;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const request = one(i % timing.connections, due).finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await Promise.all(inFlight);
  } else {
    const worker = async (id: number) => {
      while (performance.now() < ends) await one(id, performance.now());
    };
    await Promise.all(Array.from({ length: timing.connections }, (_, i) => worker(i)));
  }
  result.latenciesMs = latencySummary(latencies);
  return result;
}
