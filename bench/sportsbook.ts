// npm run bench:sportsbook — the in-house sportsbook's three speed goals (bench/README.md), each
// part on a fresh PostgreSQL database (BENCH_DATABASE_URL), dropped after, each against a baseline
// measured in the same run:
//   push    BENCH_SPORTS_SOCKETS (1,000) sockets on one match's topic and the lobby's; the feed moves
//           its price each turn for BENCH_SPORTS_TURNS (60) turns, one a second: feed turn → the
//           socket's `sports-markets` notice, p99 ≤ 1 s (floor: a bare NOTIFY round trip)
//   place   POST /usercenter/sports/place at BENCH_SPORTS_RATE (200) bets/s for BENCH_SPORTS_SECONDS
//           (30) from BENCH_SPORTS_PLAYERS (1,000) players: p99 ≤ 100 ms (baselines: playerInfo and
//           a game-wallet callback at the same rate)
//   settle  BENCH_SPORTS_SETTLE_BETS (100,000) open singles on one market, settled by the feed turn
//           that gives its result: ≤ 10 s (floor: ledger_transfer_many moving as many amounts),
//           stopped after BENCH_SPORTS_SETTLE_LIMIT (120) seconds
// BENCH_SPORTS_PARTS picks parts (default push,place,settle). Exit 1 when a check fails or a goal is missed.
import { availableParallelism, loadavg } from 'node:os';
import { formatLatencies } from './load.ts';
import { runPlace, type PlaceResult } from './sportsbook-place.ts';
import { runPush, type PushResult } from './sportsbook-push.ts';
import { runSettle, type SettleResult } from './sportsbook-settle.ts';
import { benchDatabaseUrl, loadKnobs, numberFrom, serverVersion } from './support.ts';

const PARTS = (process.env.BENCH_SPORTS_PARTS ?? 'push,place,settle').split(',').map((p) => p.trim());
for (const part of PARTS) if (!['push', 'place', 'settle'].includes(part)) throw new Error(`unknown BENCH_SPORTS_PARTS entry: ${part} (push, place, settle)`);
const SETUP = process.env.BENCH_SPORTS_SETUP ?? 'batched';
if (SETUP !== 'batched' && SETUP !== 'place') throw new Error('BENCH_SPORTS_SETUP must be batched or place');
const { connections: CONNECTIONS, pool: POOL } = loadKnobs();
const KNOBS = {
  sockets: numberFrom('BENCH_SPORTS_SOCKETS', 1_000),
  turns: numberFrom('BENCH_SPORTS_TURNS', 60),
  rate: numberFrom('BENCH_SPORTS_RATE', 200),
  seconds: numberFrom('BENCH_SPORTS_SECONDS', 30),
  players: numberFrom('BENCH_SPORTS_PLAYERS', 1_000),
  settleBets: numberFrom('BENCH_SPORTS_SETTLE_BETS', 100_000),
  settleLimit: numberFrom('BENCH_SPORTS_SETTLE_LIMIT', 120),
};
// Fifty bets a player: a chunk of 2,000 bets spans about 1,300 players, as a big match's market would.
const SETTLE_PLAYERS = numberFrom('BENCH_SPORTS_SETTLE_PLAYERS', Math.max(1, Math.ceil(KNOBS.settleBets / 50)));
const GOAL = { pushP99Ms: 1_000, placeP99Ms: 100, settleMs: 10_000 };

const baseUrl = benchDatabaseUrl('bench:sportsbook');
const summary: string[] = [];
let exitCode = 0;
const verdict = (met: boolean) => {
  if (!met) exitCode = 1;
  return met ? 'PASS' : 'MISS';
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

function reportPush(r: PushResult): void {
  console.log(`  floor, NOTIFY → LISTEN between two connections: ${formatLatencies(r.floor)}`);
  console.log(`  feed turn → the server process has the notice from PostgreSQL: ${formatLatencies(r.server)}`);
  console.log(`  feed turn → the socket has the match topic's 'sports-markets' notice: ${formatLatencies(r.markets)}; ${r.marketsDelivered}/${r.expected} delivered`);
  console.log(`  feed turn → the socket has the lobby's 'sports-event' row: ${formatLatencies(r.lobby)}; ${r.lobbyDelivered}/${r.expected} delivered`);
  console.log(`  each turn's last socket: ${formatLatencies(r.lastSocket)}`);
  if (!r.healthy) console.log('  FAILED: sockets refused or closed, or notices missing');
  const met = r.markets.p99 <= GOAL.pushP99Ms && r.healthy;
  summary.push(
    `push: feed turn → 'sports-markets' on ${r.sockets} sockets, ${r.turns} turns: p50 ${ms(r.markets.p50)}, p90 ${ms(r.markets.p90)}, p99 ${ms(r.markets.p99)}, ` +
      `${r.marketsDelivered}/${r.expected} delivered; floor NOTIFY p50 ${ms(r.floor.p50)}, p99 ${ms(r.floor.p99)} (ratio p50 ${(r.markets.p50 / r.floor.p50).toFixed(1)}×, ` +
      `p99 ${(r.markets.p99 / r.floor.p99).toFixed(1)}×) — goal p99 ≤ ${GOAL.pushP99Ms} ms, all delivered: ${verdict(met)}`,
  );
}

function reportPlace(r: PlaceResult): void {
  const { place, capacity, read, wallet } = r;
  // Answers (warm-up included) over the time from the first request to the last answer: a server
  // slower than the rate answers every request, late, so answers ÷ the phase's seconds would hide it.
  const achieved = place.answered / place.elapsedSeconds;
  const p99 = place.latenciesMs.p99;
  const met = p99 <= GOAL.placeP99Ms && achieved >= 0.95 * KNOBS.rate && r.healthy;
  summary.push(
    `place: ${achieved.toFixed(0)} bets/s answered of ${KNOBS.rate}/s offered for ${KNOBS.seconds} s (${place.ok} placed, ${place.refused} refused, ${place.failed} failed): ` +
      `p50 ${ms(place.latenciesMs.p50)}, p90 ${ms(place.latenciesMs.p90)}, p99 ${ms(p99)}; ratio p99 ÷ playerInfo's p99 ${(p99 / read.latenciesMs.p99).toFixed(1)}×, ` +
      `÷ the wallet callback's p99 ${(p99 / wallet.latenciesMs.p99).toFixed(1)}× (same rate); capacity ${((capacity.ok + capacity.refused) / capacity.seconds).toFixed(0)} bets/s in a closed loop ` +
      `— goal p99 ≤ ${GOAL.placeP99Ms} ms at ≥ 95 % of the rate, checks OK: ${verdict(met)}`,
  );
}

function reportSettle(r: SettleResult): void {
  const met = r.complete && r.settleMs <= GOAL.settleMs && r.healthy;
  const done = r.complete
    ? `${(r.settleMs / 1000).toFixed(2)} s for ${r.bets} bets (${(r.settleMs / r.bets).toFixed(3)} ms a bet)`
    : `stopped after ${(r.settleMs / 1000).toFixed(0)} s with ${r.settled} of ${r.bets} bets settled` +
      (r.settled > 0 && r.lastChunkMs ? ` (at that pace all would take ≈ ${((r.lastChunkMs * r.bets) / r.settled / 1000).toFixed(0)} s)` : '');
  summary.push(
    `settle: ${done}; floor ledger_transfer_many of as many transfers ${(r.baselineMs / 1000).toFixed(2)} s` +
      (r.complete ? ` (ratio ${(r.settleMs / r.baselineMs).toFixed(1)}×)` : ` (ratio > ${(r.settleMs / r.baselineMs).toFixed(0)}×)`) +
      ` — goal ≤ ${GOAL.settleMs / 1000} s, every bet settled once: ${verdict(met)}`,
  );
}

try {
  const [load1] = loadavg();
  console.log(
    `bench:sportsbook: parts ${PARTS.join(', ')}; PostgreSQL ${await serverVersion(baseUrl)}; ${availableParallelism()} cores, load average ${load1!.toFixed(1)}; pool ${POOL}`,
  );
  if (PARTS.includes('push')) {
    console.log(`\npush: ${KNOBS.sockets} sockets, ${KNOBS.turns} feed turns with a new price, one a second`);
    const r = await runPush(baseUrl, { sockets: KNOBS.sockets, turns: KNOBS.turns, pool: POOL });
    reportPush(r);
  }
  if (PARTS.includes('place')) {
    console.log(`\nplace: ${KNOBS.rate} bets/s for ${KNOBS.seconds} s from ${KNOBS.players} players over ${CONNECTIONS} connections`);
    const r = await runPlace(baseUrl, { rate: KNOBS.rate, seconds: KNOBS.seconds, connections: CONNECTIONS, players: KNOBS.players, pool: POOL });
    reportPlace(r);
  }
  if (PARTS.includes('settle')) {
    console.log(`\nsettle: ${KNOBS.settleBets} open singles on one market from ${SETTLE_PLAYERS} players, settled by one feed turn (limit ${KNOBS.settleLimit} s)`);
    const r = await runSettle(baseUrl, { bets: KNOBS.settleBets, players: SETTLE_PLAYERS, pool: POOL, setup: SETUP, limitSeconds: KNOBS.settleLimit });
    reportSettle(r);
  }
  console.log(`\ngoals, measured in this run (load average ${loadavg()[0]!.toFixed(1)} at the end):`);
  for (const line of summary) console.log(`  ${line}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
}
process.exit(exitCode);
