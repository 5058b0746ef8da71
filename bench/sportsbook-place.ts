// bench:sportsbook, part `place` (bench/README.md): bets placed over HTTP through the real player
// endpoint, POST /usercenter/sports/place (wire transport, session, the route's play checks,
// placement: slip check, bet, stake by the game wallet's bet callback, one transaction; the bet as
// the app shows it), by BENCH_SPORTS_PLAYERS (1,000) funded players at a fixed BENCH_SPORTS_RATE
// (200) bets a second for BENCH_SPORTS_SECONDS (30): pre-match singles on the twelve markets of four
// upcoming matches, from a child process (sportsbook-place-load.ts). Goal: p99 ≤ 100 ms. Baselines
// at the same rate, from the same load generator, on the same app, players and connections: a cheap
// authenticated read (playerInfo, reads-load.ts) and the game wallet's own hot path (a provider's
// signed bet+settle callback, provider-load.ts). Beside it, the capacity: the same bets in a closed
// loop for 10 s. Then the checks: every bet answered is stored with its open round and its stake's
// bet callback, the players' balances moved by the stakes, the ledger's transfers, checkLedger.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startSession } from '../apps/server/src/features/auth/sessions.service.ts';
import { startProviderSession } from '../apps/server/src/features/game-wallet/game-wallet.service.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import type { Database } from '../apps/server/src/platform/db.ts';
import { formatLatencies, type LoadResult } from './load.ts';
import type { ProviderLoadOptions } from './provider-load.ts';
import type { ReadsLoadOptions } from './reads-load.ts';
import { benchFeed, buildSportsApp, footballMatch, fundedPlayers, inParallel, listen, openBenchDatabase, playersBalance, storedSelections, timeStatements } from './sportsbook-app.ts';
import type { PlaceLoadOptions, PlaceLoadResult } from './sportsbook-place-load.ts';
import { createDatabases, dropDatabases, ledgerTotals, reportLedger, runChild } from './support.ts';

const MATCHES = 4;
const START_BALANCE = 10_000_000;
/** ₨10–₨500 a bet (the book's minimum is ₨10). */
const MIN_STAKE = 1_000;
const MAX_STAKE = 50_000;
const GAME_ID = 'bench-slot';
const CAPACITY_SECONDS = 10;

export interface PlaceOptions {
  rate: number;
  seconds: number;
  connections: number;
  players: number;
  pool: number;
}

export interface PlaceResult {
  place: PlaceLoadResult;
  /** The same load in a closed loop: the most the server answers here. */
  capacity: PlaceLoadResult;
  read: LoadResult;
  wallet: LoadResult;
  healthy: boolean;
}

function describe(label: string, load: LoadResult): string {
  const answered = load.ok + load.refused;
  const offered = load.offeredRate ? ` of ${load.offeredRate}/s offered` : '';
  return `${label}: ${(answered / load.seconds).toFixed(0)}/s answered${offered} (${load.ok} OK, ${load.refused} refused, ${load.failed} failed); ${formatLatencies(load.latenciesMs)}`;
}

/** Bets stored since `since` (sports_bets.placed_at), each with its open round and its stake's bet callback. */
async function betsSince(db: Database, since: Date) {
  const [row] = await db.query<{ bets: number; staked: string; rounds: number; stakes: number }>(
    `SELECT count(*)::int AS bets, coalesce(sum(b.stake), 0)::text AS staked,
            count(r.id) FILTER (WHERE r.state = 0 AND r.bet_amount = b.stake AND r.win_amount = 0)::int AS rounds,
            count(t.id) FILTER (WHERE t.kind = 'bet' AND t.amount = b.stake AND t.outcome = 'ok')::int AS stakes
       FROM sports_bets b
       LEFT JOIN game_rounds r ON r.provider = 'sportsbook' AND r.round_id = b.id::text
       LEFT JOIN game_transactions t ON t.provider = 'sportsbook' AND t.provider_tx_id = 'sb:' || b.id::text
      WHERE b.placed_at >= $1`,
    [since],
  );
  return { bets: row!.bets, staked: Number(row!.staked), rounds: row!.rounds, stakes: row!.stakes };
}

export async function runPlace(baseUrl: string, options: PlaceOptions): Promise<PlaceResult> {
  const [name] = await createDatabases(baseUrl, ['khel_bench_sports_place']);
  const db = await openBenchDatabase(baseUrl, name!, options.pool);
  const secret = randomBytes(24).toString('hex');
  try {
    const at = Date.now();
    const keys = Array.from({ length: MATCHES }, (_, i) => `place-${i + 1}`);
    const feed = benchFeed(keys.map((key, i) => footballMatch(key, new Date(at + (i + 2) * 3_600_000))));
    const app = await buildSportsApp({ db, feed, env: { GAME_GENERIC_SECRET: secret } });
    try {
      await app.sportsbook.ingest.ingestOnce();
      const selections = (await storedSelections(db, keys)).map((s) => ({ id: s.id, odds: s.odds }));
      const appUrl = await listen(app);
      const started = performance.now();
      const players = await fundedPlayers(db, options.players, START_BALANCE);
      const device = { deviceId: 'bench-sportsbook', deviceType: 'bench', deviceDetail: {}, ip: '127.0.0.1' };
      const tokens: string[] = new Array<string>(players.length);
      const sessions: ProviderLoadOptions['sessions'] = new Array<ProviderLoadOptions['sessions'][number]>(players.length);
      await inParallel(players.length, 8, async (i) => {
        const playerId = players[i]!;
        tokens[i] = await startSession(db, systemClock, 24 * 3_600_000, playerId, device);
        const launch = await startProviderSession(db, systemClock, { playerId, provider: 'generic', gameId: GAME_ID, gameName: 'Bench Slot', gameType: 'slots' });
        sessions[i] = { playerId, token: launch.token };
      });
      console.log(`  ${players.length} players funded with ₨${(START_BALANCE / 100).toLocaleString('en')} each, with a session and a slot launch, in ${((performance.now() - started) / 1000).toFixed(1)} s; ${selections.length} selections on ${MATCHES * 3} markets`);
      const timing = { connections: options.connections, seconds: options.seconds, warmupSeconds: 1, rate: options.rate };
      let healthy = true;

      const read = await runChild<LoadResult>(join(import.meta.dirname, 'reads-load.ts'), {
        ...timing,
        baseUrl: appUrl,
        path: '/usercenter/game/playerInfo',
        headers: tokens.map((satoken) => ({ 'content-type': 'text/plain', satoken })),
        body: 'wire',
        expect: '"code":1',
      } satisfies ReadsLoadOptions);
      console.log(`  ${describe('baseline, playerInfo (authenticated read, player transport)', read)}`);
      if (read.failed > 0) {
        console.log(`  FAILED requests: ${read.failed}; first: ${read.firstFailure}`);
        healthy = false;
      }

      let before = await ledgerTotals(db);
      const callbacksBefore = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM game_transactions WHERE provider = 'generic'"))[0]!.n;
      const wallet = await runChild<LoadResult>(join(import.meta.dirname, 'provider-load.ts'), {
        ...timing,
        baseUrl: appUrl,
        provider: 'generic',
        secret,
        gameId: GAME_ID,
        sessions,
        flow: 'betSettle',
      } satisfies ProviderLoadOptions);
      console.log(`  ${describe('baseline, the game wallet: a provider bet+settle callback (signed, group commit, callback function)', wallet)}`);
      const callbacks = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM game_transactions WHERE provider = 'generic'"))[0]!.n - callbacksBefore;
      if (wallet.failed > 0 || callbacks !== wallet.answered) {
        console.log(`  FAILED: ${wallet.failed} failed requests (first: ${wallet.firstFailure}); ${callbacks} callbacks stored, ${wallet.answered} answered`);
        healthy = false;
      }
      if (!(await reportLedger(db, before, wallet.transfers))) healthy = false;

      before = await ledgerTotals(db);
      const balanceBefore = await playersBalance(db, players);
      const since = new Date();
      const timer = timeStatements(db);
      const placeOptions = { ...timing, baseUrl: appUrl, tokens, selections, minStake: MIN_STAKE, maxStake: MAX_STAKE } satisfies PlaceLoadOptions;
      const place = await runChild<PlaceLoadResult>(join(import.meta.dirname, 'sportsbook-place-load.ts'), placeOptions);
      const statements = timer.stop();
      console.log(`  ${describe('placement, POST /usercenter/sports/place', place)}`);
      console.log(`    ${place.answered} answered (warm-up included) in ${place.elapsedSeconds.toFixed(1)} s from the first request to the last answer: ${(place.answered / place.elapsedSeconds).toFixed(0)} bets/s`);
      // Every answered request, warm-up included, sent its statements.
      const all = Math.max(1, place.answered);
      const total = statements.reduce((sum, s) => sum + s.ms, 0);
      console.log(
        `  the app's statements while placing: ${(statements.reduce((sum, s) => sum + s.count, 0) / all).toFixed(1)} a bet, ${(total / all).toFixed(2)} ms a bet ` +
          '(each from its call to its answer: pool wait and round trip included, summed over the requests in flight); the largest:',
      );
      for (const s of statements.slice(0, 10)) console.log(`    ${(s.ms / all).toFixed(2).padStart(7)} ms  ${(s.count / all).toFixed(2).padStart(5)}×  ${s.statement}`);
      // The server's capacity here: the same requests in a closed loop, as fast as it answers them.
      const capacity = await runChild<PlaceLoadResult>(join(import.meta.dirname, 'sportsbook-place-load.ts'), { ...placeOptions, seconds: CAPACITY_SECONDS, rate: undefined });
      console.log(`  ${describe(`capacity, the same in a closed loop from ${options.connections} connections for ${CAPACITY_SECONDS} s`, capacity)}`);
      for (const [label, load] of [['placement', place], ['capacity', capacity]] as const) {
        const refusals = Object.entries(load.refusals);
        if (refusals.length > 0) console.log(`  ${label}: refusals by code (warm-up included): ${refusals.map(([code, n]) => `${code}: ${n}`).join(', ')}`);
        if (load.failed > 0) {
          console.log(`  FAILED requests (${label}): ${load.failed}; first: ${load.firstFailure}`);
          healthy = false;
        }
      }
      const placed = place.transfers + capacity.transfers;
      const stored = await betsSince(db, since);
      const moved = balanceBefore - (await playersBalance(db, players));
      console.log(
        `  check: ${stored.bets} bets stored for ${placed} answered as placed (both phases, warm-up included); ${stored.rounds} with their open round, ${stored.stakes} with their stake's callback; ` +
          `stakes ₨${(stored.staked / 100).toLocaleString('en', { minimumFractionDigits: 2 })}, the players' balances moved by −₨${(moved / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
      );
      if (stored.bets !== placed || stored.rounds !== stored.bets || stored.stakes !== stored.bets || moved !== stored.staked) {
        console.log('  FAILED: the bets stored, their rounds and stakes, and the money moved do not agree with the answers');
        healthy = false;
      }
      if (!(await reportLedger(db, before, placed))) healthy = false;
      return { place, capacity, read, wallet, healthy };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await dropDatabases(baseUrl, [name!]);
  }
}
