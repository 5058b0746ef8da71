// Random match histories through the real app: bets (singles and accumulators) placed, refused,
// cashed out; prices moving, markets suspended; results from the feed, manual settlements and
// corrections approved by a second operator, abandoned matches. At the end every market has a
// result and the books must say: every bet pays exactly what its final results (or its cash-out)
// say, each
// player's balance is the start less the stakes plus the payouts, each bet's game-wallet round
// matches it, and the ledger proves itself. Settling again moves nothing.
import type { SportsBet } from '@khel/contracts/endpoints/sportsbook';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { fundedPlayer } from '../../../test/inhouse-games.ts';
import type { SignedUp } from '../../../test/players.ts';
import { cricketMatch, feedTurn, footballMatch, scriptedFeed, selectionId, type ScriptedFeed } from '../../../test/sports-feed.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { FeedResult } from '../../adapters/sports-feeds/port.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { availableBalance } from '../wallet/wallet.service.ts';

// Enough that every correction can take back all it asks for (the shortfall has its own test in
// sportsbook.int.test.ts): here each bet must pay exactly what its results say.
const START = 10_000_000;
let t: TestApp;
let feed: ScriptedFeed;
let ops: AdminClient;
let checker: AdminClient;

beforeAll(async () => {
  feed = scriptedFeed();
  t = await createTestApp({ sportsFeed: feed });
  ops = await adminClient(t, 'admin');
  checker = await adminClient(t, 'finance');
});
afterAll(async () => t.close());

// The markets of one history: [event index, market key, its selections].
const MARKETS: [number, string, string[]][] = [
  [0, '1x2', ['home', 'draw', 'away']],
  [0, 'total-25', ['over', 'under']],
  [0, 'btts', ['yes', 'no']],
  [1, 'mw', ['home', 'away']],
  [1, 'inn1-runs', ['over', 'under']],
];

const pick = (m: number, s: number) => ({ m, s });
const legArb = fc.record({ m: fc.integer({ min: 0, max: MARKETS.length - 1 }), s: fc.nat(2) });
const resultArb = fc.oneof(
  fc.record({ winner: fc.nat(2) }),
  fc.constant({ void: true as const }),
  fc.record({ deadHeat: fc.constant(true) }),
);
const stepArb = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('place' as const), player: fc.nat(2), stake: fc.integer({ min: 1_000, max: 40_000 }), legs: fc.array(legArb, { minLength: 1, maxLength: 2 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('price' as const), leg: legArb, odds: fc.integer({ min: 105, max: 900 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('suspend' as const), m: fc.nat(MARKETS.length - 1), on: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cashOut' as const), player: fc.nat(2), nth: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('feedResult' as const), m: fc.nat(MARKETS.length - 1), result: resultArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('operatorResult' as const), m: fc.nat(MARKETS.length - 1), result: resultArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('abandon' as const), event: fc.nat(1) }) },
);

function resultOf(selections: readonly string[], r: { winner?: number; void?: true; deadHeat?: true }): FeedResult {
  if (r.void) return { void: true };
  if (r.deadHeat) return { winners: selections.slice(0, 2) };
  return { winners: [selections[(r.winner ?? 0) % selections.length]!] };
}

/** What a bet pays on its legs' final results: the test's own arithmetic, step-rounded like the slip. */
function expectedPayout(stake: number, legs: { odds: number; result: FeedResult; key: string }[]): number {
  if (legs.some((l) => !('void' in l.result) && !l.result.winners.includes(l.key))) return 0;
  if (legs.every((l) => 'void' in l.result)) return stake;
  let odds = 100;
  for (const l of legs) if (!('void' in l.result)) odds = Math.floor((odds * l.odds) / (100 * l.result.winners.length));
  return Math.floor((stake * odds) / 100);
}

let run = 0;

describe('sportsbook: random match histories', () => {
  it('pays every bet exactly its final results once, across settlements, corrections, voids and cash-outs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 6, maxLength: 18 }), async (steps) => {
        run += 1;
        const keys = [`pf${run}`, `pc${run}`];
        const now = t.clock.now().getTime();
        feed.events = [footballMatch(keys[0]!, new Date(now + 3_600_000)), cricketMatch(keys[1]!, new Date(now + 7_200_000))];
        await feedTurn(t);
        const players: SignedUp[] = [];
        for (let i = 0; i < 3; i++) players.push(await fundedPlayer(t, START));
        const final = new Map<number, FeedResult>(); // market index → the result in force
        const marketIds = new Map<number, number>();
        for (let i = 0; i < MARKETS.length; i++) {
          const [e, key] = MARKETS[i]!;
          marketIds.set(i, (await t.db.query<{ id: number }>('SELECT m.id FROM sports_markets m JOIN sports_events e ON e.id = m.event_id WHERE e.feed_key = $1 AND m.feed_key = $2', [keys[e], key]))[0]!.id);
        }
        const market = (i: number) => feed.market(keys[MARKETS[i]![0]]!, MARKETS[i]![1]);

        for (const step of steps) {
          if (step.kind === 'place') {
            const legs = [];
            for (const { m, s } of step.legs.map((l) => pick(l.m, l.s))) {
              const [e, key, sels] = MARKETS[m]!;
              const sel = sels[s % sels.length]!;
              legs.push({ selectionId: await selectionId(t, keys[e]!, key, sel), odds: market(m).selections.find((x) => x.key === sel)!.odds });
            }
            await call(t.app, 'POST', '/usercenter/sports/place', { requestId: randomUUID(), stake: step.stake, legs, accept: 'any' }, { token: players[step.player]!.token });
          } else if (step.kind === 'price') {
            const [, , sels] = MARKETS[step.leg.m]!;
            const sel = market(step.leg.m).selections.find((x) => x.key === sels[step.leg.s % sels.length]);
            if (sel) sel.odds = step.odds;
            await feedTurn(t);
          } else if (step.kind === 'suspend') {
            if (!market(step.m).result) market(step.m).status = step.on ? 'suspended' : 'open';
            await feedTurn(t);
          } else if (step.kind === 'cashOut') {
            const player = players[step.player]!;
            const open = (await call<{ bets: SportsBet[] }>(t.app, 'POST', '/usercenter/sports/myBets', { list: 'open' }, { token: player.token })).data.bets;
            const bet = open.filter((b) => b.cashOut !== null)[step.nth % Math.max(1, open.length)];
            if (bet?.cashOut) await call(t.app, 'POST', '/usercenter/sports/cashOut', { betId: bet.id, amount: bet.cashOut }, { token: player.token });
          } else if (step.kind === 'feedResult') {
            const result = resultOf(MARKETS[step.m]![2], step.result);
            market(step.m).result = result;
            market(step.m).status = 'closed';
            await feedTurn(t);
            if (!final.has(step.m)) final.set(step.m, result); // the feed's word counts only the first time
          } else if (step.kind === 'operatorResult') {
            const result = resultOf(MARKETS[step.m]![2], step.result);
            const asked = await ops.post(`/admin/api/sportsbook/markets/${marketIds.get(step.m)}/settlements`, { result, reason: 'property test' });
            if (asked.statusCode === 200) {
              const approved = await checker.post(`/admin/api/sportsbook/settlements/${asked.json<{ id: number }>().id}/approve`, { note: 'ok' });
              expect(approved.statusCode).toBe(200);
              final.set(step.m, result);
            }
          } else {
            const e = step.event;
            feed.event(keys[e]!).status = 'abandoned';
            MARKETS.forEach(([me], i) => {
              if (me === e && !market(i).result) market(i).result = { void: true };
            });
            await feedTurn(t);
            MARKETS.forEach(([me], i) => {
              if (me === e && !final.has(i)) final.set(i, { void: true });
            });
          }
        }
        // Full time: every market still open gets the feed's result.
        for (let i = 0; i < MARKETS.length; i++) {
          if (!market(i).result) market(i).result = { winners: [MARKETS[i]![2][0]!] };
          if (!final.has(i)) final.set(i, market(i).result!);
        }
        for (const e of feed.events) if (e.status !== 'abandoned') e.status = 'ended';
        await feedTurn(t);
        await t.app.sportsbook.sweepSettlements();

        const ids = players.map((p) => p.playerId);
        const bets = await t.db.query<{ id: string; player_id: number; stake: number; state: string; payout: number | null; shortfall: number }>(
          'SELECT id, player_id, stake, state, payout, shortfall FROM sports_bets WHERE player_id = ANY($1::bigint[])',
          [ids],
        );
        const legs = await t.db.query<{ bet_id: string; market_id: number; odds: number; key: string }>(
          // In leg order: an accumulator's odds are rounded after each leg, in the order of its legs.
          'SELECT l.bet_id, l.market_id, l.odds, s.key FROM sports_bet_legs l JOIN sports_selections s ON s.id = l.selection_id WHERE l.bet_id = ANY($1::uuid[]) ORDER BY l.bet_id, l.leg',
          [bets.map((b) => b.id)],
        );
        const marketIndex = new Map([...marketIds].map(([i, id]) => [id, i]));
        for (const bet of bets) {
          expect(bet.state).not.toBe('open');
          if (bet.state === 'cashed-out') continue;
          const mine = legs.filter((l) => l.bet_id === bet.id).map((l) => ({ odds: l.odds, key: l.key, result: final.get(marketIndex.get(l.market_id)!)! }));
          expect([bet.payout, bet.shortfall], `bet ${bet.id}`).toEqual([expectedPayout(bet.stake, mine), 0]);
        }
        const rounds = await t.db.query<{ round_id: string; bet_amount: number; win_amount: number; state: number }>(
          "SELECT round_id, bet_amount, win_amount, state FROM game_rounds WHERE provider = 'sportsbook' AND round_id = ANY($1::text[])",
          [bets.map((b) => b.id)],
        );
        expect(rounds.map((r) => [r.round_id, r.bet_amount, r.win_amount, r.state]).sort()).toEqual(bets.map((b) => [b.id, b.stake, b.payout, 1]).sort());
        for (const p of players) {
          const mine = bets.filter((b) => b.player_id === p.playerId);
          expect(await availableBalance(t.db, p.playerId)).toBe(START - mine.reduce((s, b) => s + b.stake, 0) + mine.reduce((s, b) => s + b.payout!, 0));
        }
        // Settling again moves nothing.
        const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers');
        expect((await t.app.sportsbook.settlement.settleBets(null)).bets).toBe(0);
        expect(await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers')).toEqual(before);
        expect(await checkLedger(t.db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
