// The wallet benchmark's load generator, run by bench/wallet.ts as a child process so the client
// does not share the server's event loop. Sends bets and wins over keep-alive HTTP for a fixed
// time and prints one JSON line with the counts and latencies.
import { performance } from 'node:perf_hooks';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  players: number[];
  provider: string;
}

export interface LoadResult {
  seconds: number;
  /** Transfers applied during the warm-up (not timed, but in the ledger). */
  warmupOk: number;
  ok: number;
  insufficient: number;
  failed: number;
  firstFailure: string | null;
  latenciesMs: { p50: number; p90: number; p99: number; max: number };
}

const BET = 5001;
const WIN = 5002;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let ok = 0;
  let warmupOk = 0;
  let insufficient = 0;
  let failed = 0;
  let firstFailure: string | null = null;
  const warmupEnds = performance.now() + options.warmupSeconds * 1000;
  const ends = warmupEnds + options.seconds * 1000;
  let sequence = 0;

  async function worker(id: number): Promise<void> {
    while (performance.now() < ends) {
      sequence += 1;
      const player = options.players[Math.floor(Math.random() * options.players.length)]!;
      const bet = Math.random() < 0.5;
      const body = {
        key: `bench:${process.pid}:${id}:${sequence}`,
        from: bet ? { player } : { system: options.provider },
        to: bet ? { system: options.provider } : { player },
        amount: 1 + Math.floor(Math.random() * 500),
        reason: bet ? BET : WIN,
      };
      const started = performance.now();
      let outcome: string; // 'ok', 'insufficient' or what went wrong
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const envelope = (await response.json()) as { code: number; msg: string };
        outcome = envelope.code === 1 ? 'ok' : envelope.code === 1015 ? 'insufficient' : `HTTP ${response.status} code ${envelope.code} ${envelope.msg}`;
      } catch (error) {
        outcome = String(error);
      }
      const finished = performance.now();
      const failure = outcome !== 'ok' && outcome !== 'insufficient';
      if (failure) {
        failed += 1;
        firstFailure ??= outcome;
      }
      if (started < warmupEnds) {
        if (outcome === 'ok') warmupOk += 1;
        continue;
      }
      latencies.push(finished - started);
      if (outcome === 'ok') ok += 1;
      else if (outcome === 'insufficient') insufficient += 1;
    }
  }

  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  const sorted = Float64Array.from(latencies).sort();
  return {
    seconds: options.seconds,
    warmupOk,
    ok,
    insufficient,
    failed,
    firstFailure,
    latenciesMs: { p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99), max: percentile(sorted, 100) },
  };
}

if (import.meta.main) {
  const options = JSON.parse(process.argv[2] ?? '') as LoadOptions;
  process.stdout.write(`${JSON.stringify(await run(options))}\n`);
}
