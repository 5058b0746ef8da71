// bench:sportsbook, part `settle` (bench/README.md): BENCH_SPORTS_SETTLE_BETS (100,000) open singles
// on one market from BENCH_SPORTS_SETTLE_PLAYERS players; then the feed gives the market its result
// and that feed turn settles them (settleBets: 2,000 bets per transaction, one call of the game
// wallet's set-based callback function each). Timed: the feed turn, from its start until it returns
// with every bet settled (goal ≤ 10 s), stopped after BENCH_SPORTS_SETTLE_LIMIT seconds (its
// statement is cancelled: what committed by then is counted and checked). Where the time went: every
// statement of the turn, timed. Baseline in the same run: the ledger's own set-based transfer
// (ledger_transfer_many) moving one amount per bet, in the same chunks of 2,000, each rolled back —
// the money's floor for this many bets on this machine.
//
// Setup (BENCH_SPORTS_SETUP): `batched` (default) writes what placement writes with placement's own
// writer (placement-batch.ts writeBets: the bets with the row values placement computes, their
// stakes by the callback function), 25 bets per transaction (≈ 1,500 bets/s here); `place` calls
// app.sportsbook.placement.place once per bet (the checks too; ≈ 250 bets/s here).
import { createHash, randomUUID } from 'node:crypto';
import { Reason } from '@khel/contracts/ledger-reasons';
import { providerTokens } from '../apps/server/src/features/game-wallet/game-wallet.service.ts';
import { potentialReturn } from '../apps/server/src/features/sportsbook/bet-maths.ts';
import { SPORTSBOOK_GAME, writeBets, type NewBet } from '../apps/server/src/features/sportsbook/placement-batch.ts';
import { SETTLE_CHUNK, SPORTSBOOK_PROVIDER } from '../apps/server/src/features/sportsbook/settlement.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import type { Database } from '../apps/server/src/platform/db.ts';
import pg from 'pg';
import {
  benchFeed,
  buildSportsApp,
  footballMatch,
  fundedPlayers,
  inParallel,
  openBenchDatabase,
  playersBalance,
  storedSelections,
  timeStatements,
  type StatementTime,
  type StoredSelection,
} from './sportsbook-app.ts';
import { createDatabases, dropDatabases, ledgerTotals, reportLedger, withDatabase, type LedgerTotals } from './support.ts';

/** ₨10–₨500 a bet; ₨100,000 each covers every player's bets. */
const MIN_STAKE = 1_000;
const MAX_STAKE = 50_000;
const START_BALANCE = 10_000_000;
/** Setup: bets per transaction (batched) and transactions in flight. */
const SETUP_BATCH = 25;
const SETUP_CONCURRENCY = 6;
/** The baseline moves money in settlement's own chunks. */
const CHUNK = SETTLE_CHUNK;
const EVENT = 'settle-0';
const WINNER = 'home';

export interface SettleOptions {
  bets: number;
  players: number;
  pool: number;
  setup: 'batched' | 'place';
  limitSeconds: number;
}

export interface SettleResult {
  bets: number;
  setupSeconds: number;
  /** The feed turn that gives the result and settles the bets (up to the limit). */
  settleMs: number;
  /** Whether every bet was settled within the limit. */
  complete: boolean;
  settled: number;
  /** Transactions committed, and from the turn's start to the first and to the last commit. */
  chunks: number;
  firstChunkMs: number | null;
  lastChunkMs: number | null;
  /** ledger_transfer_many of one transfer a bet, same chunks, rolled back. */
  baselineMs: number;
  statements: StatementTime[];
  /** After the turn, until the play outbox has counted every settled round (not part of the goal). */
  outboxMs: number | null;
  healthy: boolean;
}

type App = Awaited<ReturnType<typeof buildSportsApp>>;

export interface Slip {
  playerId: number;
  selection: StoredSelection;
  stake: number;
}

/** placement.ts requestHash: the request's identity, as placement stores it. */
function requestHash(stake: number, selection: StoredSelection): string {
  return createHash('sha256').update(JSON.stringify([stake, [[selection.id, selection.odds]], 'none'])).digest('hex');
}

/** The slips: players in turn, the market's selections in turn, a random stake each. */
export function slips(players: readonly number[], selections: readonly StoredSelection[], bets: number): Slip[] {
  return Array.from({ length: bets }, (_, i) => ({
    playerId: players[i % players.length]!,
    selection: selections[i % selections.length]!,
    stake: MIN_STAKE + Math.floor(Math.random() * (MAX_STAKE - MIN_STAKE + 1)),
  }));
}

/** Each bet through app.sportsbook.placement.place, 16 in flight. Answers the refusals. */
export async function setupByPlacement(app: App, all: readonly Slip[]): Promise<number> {
  let refused = 0;
  await inParallel(all.length, 16, async (i) => {
    const { playerId, selection, stake } = all[i]!;
    const input = { requestId: randomUUID(), stake, legs: [{ selectionId: selection.id, odds: selection.odds }], accept: 'none' as const };
    await app.sportsbook.placement.place(playerId, input).catch((error: unknown) => {
      refused += 1;
      if (refused === 1) console.log(`  first refusal while placing: ${String(error)}`);
    });
  });
  return refused;
}

/**
 * What placement.place writes for a pre-match single (placement.ts, after its checks), through
 * placement's own writer (placement-batch.ts writeBets: the bets' rows, their stakes by the callback
 * function), SETUP_BATCH bets per transaction as placement's group commit would batch them, with the
 * provider token placement takes (providerTokens). Answers the refusals (none expected: every slip
 * is valid and funded).
 */
export async function setupBatched(db: Database, all: readonly Slip[]): Promise<number> {
  const tokenFor = providerTokens(db, systemClock, SPORTSBOOK_PROVIDER);
  const describe = () => SPORTSBOOK_GAME;
  const tokens = new Map<number, string>();
  for (const playerId of new Set(all.map((s) => s.playerId))) tokens.set(playerId, await tokenFor(playerId, SPORTSBOOK_GAME.gameId, describe));
  let refused = 0;
  const batches = Math.ceil(all.length / SETUP_BATCH);
  await inParallel(batches, SETUP_CONCURRENCY, async (b) => {
    const batch = all.slice(b * SETUP_BATCH, (b + 1) * SETUP_BATCH);
    await db.transaction(async (tx) => {
      const at = systemClock.now();
      const bets: NewBet[] = batch.map(({ playerId, selection, stake }) => {
        const odds = selection.odds;
        const leg = { selection_id: selection.id, market_id: selection.marketId, event_id: selection.eventId, odds };
        return {
          bet: { id: randomUUID(), player_id: playerId, request_id: randomUUID(), request_hash: requestHash(stake, selection), kind: 'single', stake, odds, potential_return: potentialReturn(stake, odds), in_play: false, placed_at: at, legs: [leg] },
          token: tokens.get(playerId)!,
        };
      });
      const notPlaced = (await writeBets(tx, systemClock, bets)).filter((outcome) => outcome.kind !== 'placed');
      if (notPlaced.length > 0) {
        refused += notPlaced.length;
        throw new Error(`bets not placed: ${notPlaced.map((outcome) => (outcome.kind === 'refused' ? outcome.outcome : outcome.kind)).join(', ')}`);
      }
    });
  });
  return refused;
}

/**
 * The floor: ledger_transfer_many moving each bet's stake from the sportsbook's provider account to
 * its player (as a settle pays a win), in chunks of CHUNK by bet id, each chunk's transaction rolled
 * back. Answers the milliseconds.
 */
async function ledgerFloor(db: Database): Promise<number> {
  const ids = (await db.query<{ id: string }>("SELECT id FROM sports_bets WHERE state = 'open' ORDER BY id")).map((r) => r.id);
  const [provider] = await db.query<{ id: string }>('SELECT ledger_account_of(NULL, $1)::text AS id', [`provider:${SPORTSBOOK_PROVIDER}`]);
  const started = performance.now();
  for (let first = 0; first < ids.length; first += CHUNK) {
    await db
      .transaction(async (tx) => {
        await tx.query(
          `WITH c AS (SELECT b.id, a.id AS account, b.stake FROM sports_bets b JOIN ledger_accounts a ON a.player_id = b.player_id WHERE b.id = ANY($1::uuid[]))
           SELECT count(*) FROM (
             SELECT array_agg('bench-floor:' || c.id ORDER BY c.id) AS keys, array_agg(sha256(convert_to(c.id::text, 'UTF8')) ORDER BY c.id) AS hashes,
                    array_agg($2::bigint ORDER BY c.id) AS debits, array_agg(c.account ORDER BY c.id) AS credits, array_agg(c.stake ORDER BY c.id) AS amounts,
                    array_agg($3::integer ORDER BY c.id) AS reasons, array_agg('bench-floor'::text ORDER BY c.id) AS refs FROM c
           ) AS x, LATERAL ledger_transfer_many(x.keys, x.hashes, x.debits, x.credits, x.amounts, x.reasons, x.refs)`,
          [ids.slice(first, first + CHUNK), provider!.id, Reason.win],
        );
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  }
  return performance.now() - started;
}

class Rollback extends Error {}

/** VACUUM (ANALYZE) of the tables settlement reads and writes, as autovacuum does after so many inserts. */
async function vacuum(db: Database): Promise<void> {
  for (const table of ['sports_bets', 'sports_bet_legs', 'game_rounds', 'game_transactions', 'game_sessions', 'ledger_accounts', 'ledger_transfers', 'ledger_entries', 'game_play_outbox']) {
    await db.query(`VACUUM (ANALYZE) ${table}`);
  }
}

/** Polls until the play outbox is empty (at most 5 minutes); answers how long it took, or null. */
async function outboxEmpty(db: Database): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < 300_000) {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_play_outbox');
    if (row!.n === 0) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

interface Before {
  ledger: LedgerTotals;
  lastTransferId: number;
  balance: number;
}

/**
 * Every settled bet settled once as its leg's result says, with its round, the players' balances
 * and the ledger; an open bet untouched (its round open); settling again moves nothing (when all
 * were settled).
 */
async function verify(db: Database, settleAgain: (() => Promise<{ bets: number }>) | null, before: Before, players: readonly number[]): Promise<boolean> {
  let healthy = true;
  const fail = (message: string) => {
    console.log(`  FAILED: ${message}`);
    healthy = false;
  };
  const [bets] = await db.query<{ total: number; open: number; right: number; open_right: number; won: number; paid: string }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE b.state = 'open')::int AS open,
            count(*) FILTER (WHERE b.state = CASE WHEN s.key = $1 THEN 'won' ELSE 'lost' END AND b.settled_at IS NOT NULL
                               AND b.payout = CASE WHEN s.key = $1 THEN b.potential_return ELSE 0 END
                               AND r.state = 1 AND r.bet_amount = b.stake AND r.win_amount = b.payout)::int AS right,
            count(*) FILTER (WHERE b.state = 'open' AND b.payout IS NULL AND r.state = 0 AND r.bet_amount = b.stake AND r.win_amount = 0)::int AS open_right,
            count(*) FILTER (WHERE b.state = 'won')::int AS won,
            coalesce(sum(b.payout), 0)::text AS paid
       FROM sports_bets b JOIN sports_bet_legs l ON l.bet_id = b.id JOIN sports_selections s ON s.id = l.selection_id
       LEFT JOIN game_rounds r ON r.provider = $2 AND r.round_id = b.id::text`,
    [WINNER, SPORTSBOOK_PROVIDER],
  );
  const { total, open, right, open_right: openRight, won } = bets!;
  const settled = total - open;
  const [settles] = await db.query<{ settles: number; distinct_ids: number; matched: number }>(
    `SELECT count(*)::int AS settles, count(DISTINCT t.provider_tx_id)::int AS distinct_ids,
            count(b.id) FILTER (WHERE t.amount = b.payout AND b.state <> 'open')::int AS matched
       FROM game_transactions t LEFT JOIN sports_bets b ON t.provider_tx_id = 'sbs:' || b.id::text
      WHERE t.provider = $1 AND t.kind = 'settle'`,
    [SPORTSBOOK_PROVIDER],
  );
  const paid = Number(bets!.paid);
  console.log(
    `  check: of ${total} bets, ${settled} settled — ${right} as their result says, round included (${won} won, ₨${(paid / 100).toLocaleString('en', { minimumFractionDigits: 2 })} paid) — ` +
      `and ${open} open (${openRight} with their round open); ${settles!.settles} settle callbacks stored (${settles!.distinct_ids} distinct, ${settles!.matched} matching their bet)`,
  );
  if (right !== settled) fail('settled bets that differ from their result, or whose round differs');
  if (openRight !== open) fail('open bets whose round moved');
  if (settles!.settles !== settled || settles!.distinct_ids !== settled || settles!.matched !== settled) fail('a bet not settled exactly once in the game wallet');
  const balance = await playersBalance(db, players);
  const [wins] = await db.query<{ n: number; total: string }>(
    'SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS total FROM ledger_transfers WHERE reason = $1 AND id > $2',
    [Reason.win, before.lastTransferId],
  );
  console.log(`  check: players' balances moved by +₨${((balance - before.balance) / 100).toLocaleString('en', { minimumFractionDigits: 2 })}; ${wins!.n} win transfers since the result`);
  if (balance - before.balance !== paid) fail("the players' balances moved by other than the payouts");
  if (wins!.n !== won || Number(wins!.total) !== paid) fail('the win transfers differ from the bets won');
  if (!(await reportLedger(db, before.ledger, won))) healthy = false;
  if (settleAgain) {
    const transfers = (await ledgerTotals(db)).transfers;
    const again = await settleAgain();
    const after = (await ledgerTotals(db)).transfers;
    console.log(`  check: settling again settles ${again.bets} bets and stores ${after - transfers} transfers`);
    if (again.bets !== 0 || after !== transfers) fail('settling again moved something');
  }
  return healthy;
}

/**
 * Runs the feed turn; past `limitMs` cancels the bench database's running statements (the turn's
 * transaction rolls back, what committed stays). Answers how long it ran and whether it finished.
 */
async function turnWithin(run: () => Promise<unknown>, url: string, limitMs: number): Promise<{ ms: number; finished: boolean; error: unknown }> {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  const started = performance.now();
  let finished = false;
  let error: unknown = null;
  const turn = run().then(
    () => (finished = true),
    (e: unknown) => (error = e),
  );
  const timer = setTimeout(() => {
    watcher
      .query("SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND state = 'active'")
      .catch((e: unknown) => console.error('could not cancel the turn:', e));
  }, limitMs);
  await turn;
  const ms = performance.now() - started;
  clearTimeout(timer);
  await watcher.end();
  return { ms, finished, error };
}

export async function runSettle(baseUrl: string, options: SettleOptions): Promise<SettleResult> {
  const [name] = await createDatabases(baseUrl, ['khel_bench_sports_settle']);
  const db = await openBenchDatabase(baseUrl, name!, options.pool);
  try {
    const feed = benchFeed([footballMatch(EVENT, new Date(Date.now() + 2 * 3_600_000))]);
    // Not listening: no background job runs (the bench takes the feed's turns, the sweep stays out).
    const app = await buildSportsApp({ db, feed });
    try {
      await app.sportsbook.ingest.ingestOnce();
      const selections = (await storedSelections(db, [EVENT])).filter((s) => s.marketKey === '1x2');
      let started = performance.now();
      const players = await fundedPlayers(db, options.players, START_BALANCE);
      console.log(`  ${options.players} players funded with ₨${(START_BALANCE / 100).toLocaleString('en')} each in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      started = performance.now();
      const all = slips(players, selections, options.bets);
      const refused = options.setup === 'place' ? await setupByPlacement(app, all) : await setupBatched(db, all);
      const setupSeconds = (performance.now() - started) / 1000;
      const [{ n: open } = { n: 0 }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM sports_bets WHERE state = 'open'");
      const how = options.setup === 'place' ? 'app.sportsbook.placement.place, one bet at a time, 16 in flight' : `placement's writeBets, ${SETUP_BATCH} bets a transaction, ${SETUP_CONCURRENCY} in flight`;
      console.log(`  setup: ${open} singles on one market (1X2 home, draw, away in turn) by ${how}: ${setupSeconds.toFixed(1)} s (${(open / setupSeconds).toFixed(0)} bets/s), ${refused} refused`);
      let healthy = open === options.bets && refused === 0;
      if (!healthy) console.log(`  FAILED: ${options.bets} bets asked, ${open} open`);
      await vacuum(db);
      const baselineMs = await ledgerFloor(db);
      console.log(`  baseline: ledger_transfer_many moving one amount per bet (${open} transfers, chunks of ${CHUNK}, each rolled back): ${(baselineMs / 1000).toFixed(2)} s`);
      await vacuum(db);

      const before: Before = {
        ledger: await ledgerTotals(db),
        lastTransferId: Number((await db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM ledger_transfers'))[0]!.id),
        balance: await playersBalance(db, players),
      };
      const event = feed.events[0]!;
      event.status = 'ended';
      const market = event.markets.find((m) => m.key === '1x2')!;
      market.status = 'closed';
      market.result = { winners: [WINNER] };
      let turnAt = 0;
      feed.onTurn = () => (turnAt = performance.timeOrigin + performance.now());
      const timer = timeStatements(db);
      // The turn that carries the result, then the settlement it starts beside the next turns.
      const turn = await turnWithin(() => app.sportsbook.ingest.ingestOnce().then(() => app.sportsbook.ingest.settled()), withDatabase(baseUrl, name!), options.limitSeconds * 1000);
      const statements = timer.stop();
      feed.onTurn = null;
      const outboxMs = turn.finished ? await outboxEmpty(db) : null;
      const [span] = await db.query<{ first: Date | null; last: Date | null; chunks: number; settled: number }>(
        "SELECT min(settled_at) AS first, max(settled_at) AS last, count(DISTINCT settled_at)::int AS chunks, count(*) FILTER (WHERE state <> 'open')::int AS settled FROM sports_bets",
      );
      const firstChunkMs = span!.first ? span!.first.getTime() - turnAt : null;
      const lastChunkMs = span!.last ? span!.last.getTime() - turnAt : null;
      const complete = turn.finished && span!.settled === options.bets;
      const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
      console.log(
        `  the feed turn with the result: ${seconds(turn.ms)}${turn.finished ? '' : ` — stopped at the ${options.limitSeconds} s limit`}; ${span!.settled} of ${options.bets} bets settled ` +
          `in ${span!.chunks} transactions (the first committed ${seconds(firstChunkMs)} after the turn began, the last ${seconds(lastChunkMs)})`,
      );
      if (!turn.finished && !String(turn.error).includes('canceling statement')) console.log(`  the turn failed: ${String(turn.error)}`);
      console.log('  where the turn spent its time (each statement from the app, round trip included):');
      for (const s of statements.slice(0, 8)) console.log(`    ${(s.ms / 1000).toFixed(2).padStart(8)} s  ${String(s.count).padStart(4)}×  ${s.statement}`);
      if (outboxMs !== null) console.log(`  then the play outbox counted the rounds' valid bets in ${(outboxMs / 1000).toFixed(1)} s (after the turn, off the settlement's path)`);
      if (turn.finished && span!.settled !== options.bets) {
        console.log(`  FAILED: the turn ended with ${span!.settled} of ${options.bets} bets settled`);
        healthy = false;
      }
      if (!turn.finished && !String(turn.error).includes('canceling statement')) healthy = false;
      const settleAgain = complete ? () => app.sportsbook.settlement.settleBets(null) : null;
      if (!(await verify(db, settleAgain, before, players))) healthy = false;
      return {
        bets: open,
        setupSeconds,
        settleMs: turn.ms,
        complete,
        settled: span!.settled,
        chunks: span!.chunks,
        firstChunkMs,
        lastChunkMs,
        baselineMs,
        statements,
        outboxMs,
        healthy,
      };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await dropDatabases(baseUrl, [name!]);
  }
}
