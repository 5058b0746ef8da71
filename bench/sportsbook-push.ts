// bench:sportsbook, part `push` (bench/README.md): BENCH_SPORTS_SOCKETS (1,000) visitors' sockets to
// one server (the real app listening on a loopback port, its background jobs running: the feed's
// turn every second as in production), in a child process (sportsbook-sockets.ts), each subscribed
// to the lobby topic `sports` and one in-play match's topic `sports-event-<id>`. The feed moves that
// match's home price on each of BENCH_SPORTS_TURNS (60) turns, one a second. Measured, per socket and
// turn: from the start of the feed turn that carries the new price (the feed's snapshot is the
// turn's first step) until the socket has the `sports-markets` notice with it (goal p99 ≤ 1 s, every
// notice delivered); the lobby's `sports-event` row beside it; and when the server process itself
// got the notice from PostgreSQL (the turn's write, commit and NOTIFY, before the fan-out). Floor,
// same run: a bare NOTIFY from one connection received by another LISTENing (as bench/live.ts).
import { notifyRoundTrip } from './notify-floor.ts';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SPORTS_TOPIC, sportsEventTopic } from '@khel/contracts/endpoints/sportsbook';
import { parseLiveEnvelope } from '../apps/server/src/platform/live.ts';
import { latencySummary, type Latencies } from './load.ts';
import { benchFeed, buildSportsApp, eventIdOf, footballMatch, listen, openBenchDatabase } from './sportsbook-app.ts';
import type { SocketsOptions, SocketsReport } from './sportsbook-sockets.ts';
import { createDatabases, dropDatabases, withDatabase } from './support.ts';

const SOCKETS = join(import.meta.dirname, 'sportsbook-sockets.ts');
const WATCHED = 'push-0';
/** The home price of turn k is BASE + k (2.50 and up): each turn's price is its own. */
const BASE = 250;
/** Other matches in the feed: in play (written every turn) and upcoming. */
const OTHER_LIVE = 19;
const UPCOMING = 100;
/** The floor's NOTIFYs per second: the round trip does not depend on the rate at these levels. */
const FLOOR_RATE = 10;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PushResult {
  sockets: number;
  turns: number;
  floor: Latencies;
  /** Turn start → the socket has the event topic's notice. */
  markets: Latencies;
  marketsDelivered: number;
  /** Turn start → the socket has the lobby row. */
  lobby: Latencies;
  lobbyDelivered: number;
  /** Turn start → the server process got the notice from PostgreSQL. */
  server: Latencies;
  /** Per turn, the last socket's latency. */
  lastSocket: Latencies;
  expected: number;
  healthy: boolean;
}

function startSockets(options: SocketsOptions) {
  const child = spawn(process.execPath, [SOCKETS, JSON.stringify(options)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async <T>() => JSON.parse(((await lines.next()).value as string | undefined) ?? 'null') as T;
  return { child, next, stop: () => child.stdin.write('stop\n') };
}

/** The turn a live notice carries, when it is the watched event's `sports-markets` notice with a moved price. */
function turnOfNotice(payload: string, eventId: number): number | null {
  const envelope = parseLiveEnvelope(payload);
  const event = envelope?.event as { type: string; eventId?: number; markets?: { kind: string; selections: { key: string; odds: number }[] }[] } | undefined;
  if (event?.type !== 'sports-markets' || event.eventId !== eventId) return null;
  const odds = event.markets?.find((m) => m.kind === '1x2')?.selections.find((s) => s.key === 'home')?.odds;
  return odds !== undefined && odds > BASE ? odds - BASE : null;
}

export async function runPush(baseUrl: string, options: { sockets: number; turns: number; pool: number }): Promise<PushResult> {
  const [name] = await createDatabases(baseUrl, ['khel_bench_sports_push']);
  const db = await openBenchDatabase(baseUrl, name!, options.pool);
  try {
    const floor = await notifyRoundTrip(withDatabase(baseUrl, name!), Math.max(options.turns, 100), FLOOR_RATE, 'bench_sports_floor');
    const at = Date.now();
    const live = [WATCHED, ...Array.from({ length: OTHER_LIVE }, (_, i) => `push-live-${i + 1}`)].map((key) => ({
      ...footballMatch(key, new Date(at - 30 * 60_000)),
      status: 'live' as const,
      score: { home: 1, away: 0, minute: 30 },
    }));
    // The server process's own copy of each notice, when PostgreSQL delivered it: subscribed before
    // the app exists, so this runs before the live hub's fan-out to the sockets.
    const watched = { eventId: 0 };
    const serverAt: (number | null)[] = new Array<number | null>(options.turns).fill(null);
    const unsubscribe = db.subscribeChanges({
      onNotify: (payload) => {
        const turn = watched.eventId === 0 ? null : turnOfNotice(payload, watched.eventId);
        if (turn !== null && turn <= options.turns) serverAt[turn - 1] ??= now();
      },
      onGap: () => {},
    });
    const upcoming = Array.from({ length: UPCOMING }, (_, i) => footballMatch(`push-next-${i + 1}`, new Date(at + (i + 1) * 3_600_000)));
    const feed = benchFeed([...live, ...upcoming]);
    const app = await buildSportsApp({ db, feed, env: { TRUST_PROXY: 'true' } });
    try {
      await app.sportsbook.ingest.ingestOnce();
      const eventId = await eventIdOf(db, WATCHED);
      watched.eventId = eventId;
      // From here the feed's turn is the server's own job, every second.
      const appUrl = await listen(app);
      const sockets = startSockets({
        url: `${appUrl.replace('http', 'ws')}/api/live`,
        sockets: options.sockets,
        wave: 50,
        topics: [SPORTS_TOPIC, sportsEventTopic(eventId)],
        eventId,
        market: '1x2',
        selection: 'home',
        base: BASE,
        turns: options.turns,
      });
      const ready = await sockets.next<{ ready: number; failed: number; connectMs: number }>();
      console.log(`  sockets: ${ready.ready} subscribed to '${SPORTS_TOPIC}' and '${sportsEventTopic(eventId)}' (${ready.failed} refused) in ${(ready.connectMs / 1000).toFixed(1)} s`);

      const turnAt: number[] = [];
      const home = feed.events[0]!.markets.find((m) => m.key === '1x2')!.selections.find((s) => s.key === 'home')!;
      await new Promise<void>((resolve) => {
        feed.onTurn = () => {
          if (turnAt.length >= options.turns) return;
          turnAt.push(now());
          home.odds = BASE + turnAt.length;
          if (turnAt.length === options.turns) resolve();
        };
      });
      await sleep(3_000);
      feed.onTurn = null;
      unsubscribe();
      sockets.stop();
      const report = await sockets.next<SocketsReport>();
      await new Promise((resolve) => sockets.child.once('exit', resolve));

      const tookOf = (table: (number | null)[][]) => {
        const took: number[] = [];
        for (const row of table) row.forEach((arrived, k) => arrived !== null && took.push(arrived - turnAt[k]!));
        return took;
      };
      const markets = tookOf(report.markets);
      const lobby = tookOf(report.lobby);
      const server = serverAt.flatMap((arrived, k) => (arrived === null ? [] : [arrived - turnAt[k]!]));
      const lastSocket = turnAt.map((started, k) => Math.max(...report.markets.map((row) => (row[k] ?? Number.POSITIVE_INFINITY) - started)));
      const expected = ready.ready * options.turns;
      const healthy = ready.failed === 0 && markets.length === expected && report.open === ready.ready;
      return {
        sockets: ready.ready,
        turns: options.turns,
        floor,
        markets: latencySummary(markets),
        marketsDelivered: markets.length,
        lobby: latencySummary(lobby),
        lobbyDelivered: lobby.length,
        server: latencySummary(server),
        lastSocket: latencySummary(lastSocket),
        expected,
        healthy,
      };
    } finally {
      feed.onTurn = null;
      await app.close();
    }
  } finally {
    await db.close();
    await dropDatabases(baseUrl, [name!]);
  }
}
