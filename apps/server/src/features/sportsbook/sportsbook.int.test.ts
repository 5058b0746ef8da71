// The sportsbook as players and the trading desk meet it, on the real app with a scripted feed:
// browsing, placing singles and accumulators (every refusal with its message and nothing moved),
// settlement by the feed's results, cash-out, four-eyes manual settlement and its correction, and
// the report — balances to the hundredth and the ledger proved after each test.
import type { SportsBet } from '@khel/contracts/endpoints/sportsbook';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { businessDay } from '@khel/contracts/business-day';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { fundedPlayer, ok } from '../../../test/inhouse-games.ts';
import type { SignedUp } from '../../../test/players.ts';
import { cricketMatch, feedTurn, footballMatch, scriptedFeed, selectionId, type ScriptedFeed } from '../../../test/sports-feed.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { AppError } from '../../platform/errors.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { PLAY_OUTBOX_JOB } from '../game-wallet/play-outbox.ts';
import { createBettingTask, listTasks } from '../wagering/wagering.service.ts';
import { providerTokens } from '../game-wallet/game-wallet.service.ts';
import { potentialReturn } from './bet-maths.ts';
import { SPORTSBOOK_GAME, writeBets, type NewBet } from './placement-batch.ts';
import { SPORTSBOOK_PROVIDER } from './settlement.ts';
import { createSportsbook } from './sportsbook.service.ts';

const HOUR = 3_600_000;
let t: TestApp;
let feed: ScriptedFeed;
let ops: AdminClient;
let checker: AdminClient;

beforeAll(async () => {
  feed = scriptedFeed();
  t = await createTestApp({ sportsFeed: feed, env: { LOG_LEVEL: 'error' } });
  ops = await adminClient(t, 'admin');
  checker = await adminClient(t, 'finance');
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
});
afterAll(async () => t.close());

let n = 0;
let ev: { football: string; cricket: string };
beforeEach(async () => {
  n += 1;
  ev = { football: `f${n}`, cricket: `c${n}` };
  feed.events = [footballMatch(ev.football, new Date(t.clock.now().getTime() + HOUR)), cricketMatch(ev.cricket, new Date(t.clock.now().getTime() + 2 * HOUR))];
  await feedTurn(t);
});

const place = (player: SignedUp, stake: number, legs: { selectionId: number; odds: number }[], accept: 'none' | 'higher' | 'any' = 'none', requestId = randomUUID()) =>
  call<{ bet: SportsBet; balance: number }>(t.app, 'POST', '/usercenter/sports/place', { requestId, stake, legs, accept }, { token: player.token });

async function leg(eventKey: string, marketKey: string, selection: string) {
  const id = await selectionId(t, eventKey, marketKey, selection);
  const odds = feed.market(eventKey, marketKey).selections.find((s) => s.key === selection)!.odds;
  return { selectionId: id, odds };
}

const MONEY_TABLES = ['sports_bets', 'sports_bet_legs', 'game_rounds', 'ledger_transfers'];

describe('browsing', () => {
  it('lists the feed\'s matches with their main market, and a match page with every market', async () => {
    const lobby = await ok<{ events: { home: string; main: { kind: string; selections: { key: string; odds: number }[] } | null; marketCount: number }[]; sports: { sport: string; upcoming: number }[] }>(
      t,
      null,
      '/usercenter/sports/lobby',
      { sport: 'football' },
    );
    const row = lobby.events.find((e) => e.home === `${ev.football} Home`)!;
    expect(row.main!.kind).toBe('1x2');
    expect(row.main!.selections.map((s) => [s.key, s.odds])).toEqual([['home', 210], ['draw', 320], ['away', 340]]);
    expect(row.marketCount).toBe(3);
    expect(lobby.sports.find((s) => s.sport === 'football')!.upcoming).toBeGreaterThanOrEqual(1);
    const id = (await t.db.query<{ id: number }>('SELECT id FROM sports_events WHERE feed_key = $1', [ev.football]))[0]!.id;
    const page = await ok<{ markets: { kind: string; line: number | null; status: string }[] }>(t, null, '/usercenter/sports/event', { id });
    expect(page.markets.map((m) => [m.kind, m.line, m.status])).toEqual([['1x2', null, 'open'], ['total-goals', 25, 'open'], ['btts', null, 'open']]);
    const missing = await call(t.app, 'POST', '/usercenter/sports/event', { id: 999_999_999 });
    expect([missing.code, missing.msg]).toEqual([ErrorCode.sportsEventNotFound, 'Match not found']);
  });
});

describe('placing a bet', () => {
  it('takes the stake once and shows the bet open with its potential return; the same request again answers the same bet', async () => {
    const player = await fundedPlayer(t, 100_000);
    const home = await leg(ev.football, '1x2', 'home');
    const requestId = randomUUID();
    const first = await place(player, 10_000, [home], 'none', requestId);
    expect(first.code).toBe(1);
    expect(first.data.bet).toMatchObject({ kind: 'single', stake: 10_000, odds: 210, potentialReturn: 21_000, state: 'open', payout: null, inPlay: false });
    expect(first.data.balance).toBe(90_000);
    const again = await place(player, 10_000, [home], 'none', requestId);
    expect(again.data.bet.id).toBe(first.data.bet.id);
    expect(await availableBalance(t.db, player.playerId)).toBe(90_000);
    const reused = await place(player, 20_000, [home], 'none', requestId);
    expect(reused.code).toBe(ErrorCode.idempotencyConflict);
    const mine = await ok<{ bets: SportsBet[] }>(t, player, '/usercenter/sports/myBets', { list: 'open' });
    expect(mine.bets.map((b) => b.id)).toEqual([first.data.bet.id]);
    expect(mine.bets[0]!.legs[0]).toMatchObject({ home: `${ev.football} Home`, marketKind: '1x2', selectionKey: 'home', odds: 210 });
    // The receipt is built from what placement read and wrote: it is the bet as My bets shows it,
    // cash-out offer included (₨100 × 2.10 × the fair 1 ÷ 2.10 share of 1/2.10 + 1/3.20 + 1/3.40, × 95 %).
    expect(first.data.bet).toEqual(mine.bets[0]);
    expect(first.data.bet.cashOut).toBe(8_773);
    // A repeat after the price moved answers the bet as it is, not the new price's refusal.
    feed.price(ev.football, '1x2', 'home', 200);
    await feedTurn(t);
    const later = await place(player, 10_000, [home], 'none', requestId);
    expect([later.code, later.data.bet.id, later.data.bet.odds, later.data.balance]).toEqual([1, first.data.bet.id, 210, 90_000]);
  });

  it('combines selections of different matches into an accumulator at the product of their odds, rounded down to hundredths', async () => {
    const player = await fundedPlayer(t, 100_000);
    const legs = [await leg(ev.football, '1x2', 'home'), await leg(ev.cricket, 'mw', 'away')];
    const placed = await place(player, 5_000, legs);
    // 2.10 × 1.95 = 4.095 → 4.09
    expect(placed.data.bet).toMatchObject({ kind: 'accumulator', odds: 409, potentialReturn: 20_450 });
    expect(placed.data.balance).toBe(95_000);
  });

  it('refuses with its message and moves nothing: changed odds, suspension, limits, balance, two selections of one match', async () => {
    const player = await fundedPlayer(t, 20_000);
    const home = await leg(ev.football, '1x2', 'home');
    const before = await rowCounts(t.db, MONEY_TABLES);
    const refused = async (promise: ReturnType<typeof place>) => {
      const reply = await promise;
      return [reply.code, reply.msg];
    };

    feed.price(ev.football, '1x2', 'home', 200);
    await feedTurn(t);
    expect(await refused(place(player, 1_000, [home], 'none'))).toEqual([ErrorCode.sportsOddsChanged, 'The odds have changed: check the new odds and place your bet again']);
    expect(await refused(place(player, 1_000, [home], 'higher'))).toEqual([ErrorCode.sportsOddsChanged, 'The odds have changed: check the new odds and place your bet again']);

    feed.market(ev.football, '1x2').status = 'suspended';
    await feedTurn(t);
    expect(await refused(place(player, 1_000, [{ ...home, odds: 200 }], 'none'))).toEqual([ErrorCode.sportsMarketSuspended, 'Betting on this market is suspended for a moment: try again shortly']);
    feed.market(ev.football, '1x2').status = 'open';
    await feedTurn(t);

    const now = { ...home, odds: 200 };
    expect(await refused(place(player, 999, [now]))).toEqual([ErrorCode.sportsStakeTooLow, 'The minimum stake is ₨10.00']);
    expect(await refused(place(player, 5_000_001, [now]))).toEqual([ErrorCode.sportsStakeTooHigh, 'The maximum stake for this bet is ₨50,000.00']);
    expect(await refused(place(player, 20_001, [now]))).toEqual([ErrorCode.insufficientFunds, expect.any(String)]);
    const draw = await leg(ev.football, '1x2', 'draw');
    expect(await refused(place(player, 1_000, [now, draw]))).toEqual([ErrorCode.sportsSameEvent, 'An accumulator cannot combine two selections from the same match']);
    expect(await rowCounts(t.db, MONEY_TABLES)).toEqual(before);
    expect(await availableBalance(t.db, player.playerId)).toBe(20_000);

    // 'any' takes the price now.
    const taken = await place(player, 1_000, [home], 'any');
    expect(taken.data.bet.odds).toBe(200);
  });

  it("refuses a player's time-out and play limits with their messages, at the stake, and moves nothing", async () => {
    const player = await fundedPlayer(t, 100_000);
    const home = await leg(ev.football, '1x2', 'home');
    const before = await rowCounts(t.db, MONEY_TABLES);
    expect((await call(t.app, 'POST', '/usercenter/game/setPlayLimit', { kind: 'wager', period: 'daily', amount: 5_000 }, { token: player.token })).code).toBe(1);
    const over = await place(player, 5_001, [home]);
    expect([over.code, over.msg]).toEqual([1841, 'This stake would take you past your daily wager limit']);
    expect(await rowCounts(t.db, MONEY_TABLES)).toEqual(before);
    expect((await place(player, 5_000, [home])).data.balance).toBe(95_000);

    const other = await fundedPlayer(t, 100_000);
    expect((await call(t.app, 'POST', '/usercenter/game/startTimeOut', { period: '24h' }, { token: other.token })).code).toBe(1);
    const timedOut = await place(other, 1_000, [home]);
    expect(timedOut.code).toBe(1501);
    expect(timedOut.msg).toMatch(/^Your account is in a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2} PKT$/);
    expect(await availableBalance(t.db, other.playerId)).toBe(100_000);
  });

  it('applies a switched-off sportsbook and an identity rule to the very next bet, though both are kept in memory', async () => {
    const player = await fundedPlayer(t, 100_000);
    const home = await leg(ev.football, '1x2', 'home');
    expect((await place(player, 1_000, [home])).code).toBe(1);
    const layout = (await ops.get('/admin/api/catalogue')).json<{ games: { gameId: string; enabled: boolean; hidden: boolean; order: number }[] }>().games;
    const withSportsbook = (enabled: boolean) => layout.map(({ gameId, hidden, order, ...g }) => ({ gameId, hidden, order, enabled: gameId === SPORTSBOOK_GAME.gameId ? enabled : g.enabled }));
    expect((await ops.put('/admin/api/config/GameCatalogueConf', withSportsbook(false))).statusCode).toBe(200);
    const off = await place(player, 1_000, [home]);
    expect([off.code, off.msg]).toEqual([1900, 'This game is switched off for now. Please choose another game']);
    expect((await ops.put('/admin/api/config/GameCatalogueConf', withSportsbook(true))).statusCode).toBe(200);
    expect((await place(player, 1_000, [home])).code).toBe(1);

    const compliance = (await t.db.query<{ body: { identity: object } }>("SELECT body FROM config_documents WHERE name = 'ComplianceConf'"))[0]!.body;
    const rule = async (beforePlay: boolean) =>
      t.db.query("UPDATE config_documents SET body = $1 WHERE name = 'ComplianceConf'", [JSON.stringify({ ...compliance, identity: { ...compliance.identity, beforePlay } })]);
    await rule(true);
    const unverified = await place(player, 1_000, [home]);
    expect([unverified.code, unverified.msg]).toEqual([1805, 'Verify your identity before you play: go to Settings → Identity verification']);
    await rule(false);
    expect((await place(player, 1_000, [home])).code).toBe(1);
    expect(await availableBalance(t.db, player.playerId)).toBe(97_000);
  });

  it("holds the player's own and the market's limits", async () => {
    const player = await fundedPlayer(t, 100_000);
    const over = await leg(ev.football, 'total-25', 'over');
    const limited = await ops.post(`/admin/api/sportsbook/player-limits/${player.playerId}`, { maxStake: 2_000, maxPayout: null, reason: 'sharp bettor' });
    expect(limited.statusCode).toBe(200);
    expect((await place(player, 2_001, [over])).msg).toBe('The maximum stake for this bet is ₨20.00');
    await ops.post(`/admin/api/sportsbook/player-limits/${player.playerId}`, { maxStake: null, maxPayout: null, reason: 'lifted' });
    const marketId = (await t.db.query<{ market_id: number }>('SELECT market_id FROM sports_selections WHERE id = $1', [over.selectionId]))[0]!.market_id;
    await ops.post(`/admin/api/sportsbook/markets/${marketId}/limits`, { maxStake: null, maxPayout: 10_000, reason: 'thin market' });
    expect((await place(player, 5_000, [over])).data.bet.potentialReturn).toBe(9_500);
    // ₨95.00 already at stake to return on this market: room for ₨5.00 more.
    expect((await place(player, 1_000, [over])).msg).toBe('The potential return is above the maximum payout of ₨5.00');
  });
});

describe('my bets', () => {
  it('pages settled bets 20 at a time without skipping bets placed in the same millisecond', async () => {
    const player = await fundedPlayer(t, 100_000);
    const home = await leg(ev.football, '1x2', 'home');
    // The test clock stands still: all 25 bets share one placedAt.
    const placed = await Promise.all(Array.from({ length: 25 }, () => place(player, 1_000, [home])));
    expect(placed.every((p) => p.code === 1)).toBe(true);
    feed.event(ev.football).status = 'ended';
    feed.market(ev.football, '1x2').result = { winners: ['away'] };
    await feedTurn(t);
    const first = await ok<{ bets: SportsBet[] }>(t, player, '/usercenter/sports/myBets', { list: 'settled' });
    expect(first.bets).toHaveLength(20);
    const last = first.bets.at(-1)!;
    const second = await ok<{ bets: SportsBet[] }>(t, player, '/usercenter/sports/myBets', { list: 'settled', before: last.placedAt, beforeId: last.id });
    expect(second.bets).toHaveLength(5);
    expect(new Set([...first.bets, ...second.bets].map((b) => b.id))).toEqual(new Set(placed.map((p) => p.data.bet.id)));
    expect(second.bets.every((b) => b.state === 'lost' && b.payout === 0)).toBe(true);
  });
});

describe('bets placed together', () => {
  it('leave in one transaction, each with its own answer: a stake the balance cannot cover leaves no bet, a repeated request one', async () => {
    const a = await fundedPlayer(t, 10_000);
    const b = await fundedPlayer(t, 100_000);
    const home = await leg(ev.football, '1x2', 'home');
    const requestId = randomUUID();
    const replies = await Promise.all([
      place(a, 6_000, [home]),
      place(a, 6_000, [home]),
      place(b, 2_000, [home], 'none', requestId),
      place(b, 2_000, [home], 'none', requestId),
      place(b, 3_000, [home]),
    ]);
    expect(replies.map((r) => r.code).sort()).toEqual([1, 1, 1, 1, ErrorCode.insufficientFunds]);
    expect(replies[2]!.data.bet.id).toBe(replies[3]!.data.bet.id);
    expect(await availableBalance(t.db, a.playerId)).toBe(4_000);
    expect(await availableBalance(t.db, b.playerId)).toBe(95_000);
    const rows = await t.db.query<{ player_id: number; stake: number; legs: number }>(
      `SELECT b.player_id, b.stake, (SELECT count(*)::int FROM sports_bet_legs l WHERE l.bet_id = b.id) AS legs
         FROM sports_bets b WHERE b.player_id = ANY($1::bigint[]) ORDER BY b.player_id, b.stake`,
      [[a.playerId, b.playerId]],
    );
    expect(rows).toEqual([
      { player_id: a.playerId, stake: 6_000, legs: 1 },
      { player_id: b.playerId, stake: 2_000, legs: 1 },
      { player_id: b.playerId, stake: 3_000, legs: 1 },
    ]);
  });

  it('writeBets: one batch answers placed, repeat and refused per bet, and keeps only the placed bets', async () => {
    const a = await fundedPlayer(t, 5_000);
    const b = await fundedPlayer(t, 50_000);
    const home = await leg(ev.football, '1x2', 'home');
    const row = (await t.db.query<{ market_id: number; event_id: number }>('SELECT m.id AS market_id, m.event_id FROM sports_selections s JOIN sports_markets m ON m.id = s.market_id WHERE s.id = $1', [home.selectionId]))[0]!;
    const tokens = providerTokens(t.db, t.clock, SPORTSBOOK_PROVIDER);
    const newBet = async (playerId: number, stake: number, requestId = randomUUID()): Promise<NewBet> => ({
      bet: {
        id: randomUUID(), player_id: playerId, request_id: requestId, request_hash: 'h', kind: 'single', stake, odds: 210, potential_return: potentialReturn(stake, 210),
        in_play: false, placed_at: t.clock.now(), legs: [{ selection_id: home.selectionId, market_id: row.market_id, event_id: row.event_id, odds: 210 }],
      },
      token: await tokens(playerId, SPORTSBOOK_GAME.gameId, () => SPORTSBOOK_GAME),
    });
    const same = randomUUID();
    const bets = [await newBet(a.playerId, 3_000), await newBet(a.playerId, 3_000), await newBet(b.playerId, 1_000, same), await newBet(b.playerId, 1_000, same)];
    const outcomes = await t.db.transaction((tx) => writeBets(tx, t.clock, bets));
    expect(outcomes).toEqual([
      { kind: 'placed', balance: 2_000 },
      { kind: 'refused', outcome: 'insufficientFunds' },
      { kind: 'placed', balance: 49_000 },
      { kind: 'repeat' },
    ]);
    const kept = await t.db.query<{ id: string }>('SELECT id FROM sports_bets WHERE id = ANY($1::uuid[]) ORDER BY placed_at', [bets.map((x) => x.bet.id)]);
    expect(new Set(kept.map((k) => k.id))).toEqual(new Set([bets[0]!.bet.id, bets[2]!.bet.id]));
    expect((await t.db.query('SELECT 1 FROM sports_bet_legs WHERE bet_id = $1', [bets[1]!.bet.id])).length).toBe(0);
    expect(await availableBalance(t.db, a.playerId)).toBe(2_000);
  });
});

describe('in play', () => {
  it('waits the bet delay and takes the bet at the prices then: a price that moved meanwhile is refused, nothing moved', async () => {
    const player = await fundedPlayer(t, 100_000);
    feed.event(ev.football).status = 'live';
    await feedTurn(t);
    const slept: number[] = [];
    let during = async () => {};
    const book = createSportsbook({ db: t.db, clock: t.clock, log: t.app.log, feed, sleep: async (ms) => {
      slept.push(ms);
      await during();
    } });
    const home = await leg(ev.football, '1x2', 'home');
    const placed = await book.placement.place(player.playerId, { requestId: randomUUID(), stake: 10_000, legs: [home], accept: 'none' });
    expect(slept).toEqual([5_000]);
    expect((await book.betsOf(player.playerId, [placed.bet.id]))[0]).toMatchObject({ inPlay: true, odds: 210, state: 'open' });

    // A goal during the delay: the price drops before the bet is taken.
    during = async () => {
      feed.price(ev.football, '1x2', 'home', 150);
      await feedTurn(t);
    };
    const refused = await book.placement.place(player.playerId, { requestId: randomUUID(), stake: 10_000, legs: [home], accept: 'none' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(ErrorCode.sportsOddsChanged);
    expect(await availableBalance(t.db, player.playerId)).toBe(90_000);

    // A match not yet started takes the bet at once.
    slept.length = 0;
    await book.placement.place(player.playerId, { requestId: randomUUID(), stake: 1_000, legs: [await leg(ev.cricket, 'mw', 'home')], accept: 'none' });
    expect(slept).toEqual([]);
  });
});

describe('settlement', () => {
  it("pays winners by the feed's result once, and a lost accumulator nothing", async () => {
    const winner = await fundedPlayer(t, 100_000);
    const loser = await fundedPlayer(t, 100_000);
    const home = await leg(ev.football, '1x2', 'home');
    const over = await leg(ev.football, 'total-25', 'over');
    const win = (await place(winner, 10_000, [home])).data.bet;
    const acca = (await place(loser, 10_000, [over, await leg(ev.cricket, 'mw', 'home')])).data.bet;
    feed.event(ev.football).status = 'ended';
    feed.market(ev.football, '1x2').result = { winners: ['home'] };
    feed.market(ev.football, 'total-25').result = { winners: ['under'] };
    await feedTurn(t);
    await feedTurn(t);
    expect(await availableBalance(t.db, winner.playerId)).toBe(90_000 + 21_000);
    const [settled] = (await ok<{ bets: SportsBet[] }>(t, winner, '/usercenter/sports/myBets', { list: 'settled' })).bets;
    expect(settled).toMatchObject({ id: win.id, state: 'won', payout: 21_000 });
    // The accumulator's other leg has no result yet: it waits, whatever its lost leg says.
    const open = (await ok<{ bets: SportsBet[] }>(t, loser, '/usercenter/sports/myBets', { list: 'open' })).bets;
    expect(open[0]).toMatchObject({ id: acca.id, state: 'open', cashOut: null });
    feed.event(ev.cricket).status = 'ended';
    feed.market(ev.cricket, 'mw').result = { winners: ['home'] };
    await feedTurn(t);
    expect((await ok<{ bets: SportsBet[] }>(t, loser, '/usercenter/sports/myBets', { list: 'settled' })).bets[0]).toMatchObject({ state: 'lost', payout: 0 });
    expect(await availableBalance(t.db, loser.playerId)).toBe(90_000);
    const [round] = await t.db.query<{ bet_amount: number; win_amount: number; game_type: string; state: number }>(
      "SELECT bet_amount, win_amount, game_type, state FROM game_rounds WHERE provider = 'sportsbook' AND round_id = $1",
      [win.id],
    );
    expect(round).toEqual({ bet_amount: 10_000, win_amount: 21_000, game_type: 'sports', state: 1 });
  });

  it('gives the stake back on an abandoned match, and counts a void leg of an accumulator at 1.00', async () => {
    const player = await fundedPlayer(t, 100_000);
    const single = (await place(player, 10_000, [await leg(ev.cricket, 'inn1-runs', 'over')])).data.bet;
    const acca = (await place(player, 10_000, [await leg(ev.cricket, 'mw', 'home'), await leg(ev.football, 'btts', 'yes')])).data.bet;
    feed.event(ev.cricket).status = 'abandoned';
    for (const m of feed.event(ev.cricket).markets) m.result = { void: true };
    feed.event(ev.football).status = 'ended';
    feed.market(ev.football, 'btts').result = { winners: ['yes'] };
    await feedTurn(t);
    const settled = (await ok<{ bets: SportsBet[] }>(t, player, '/usercenter/sports/myBets', { list: 'settled' })).bets;
    expect(settled.find((b) => b.id === single.id)).toMatchObject({ state: 'void', payout: 10_000 });
    // 1.00 × 1.80 → ₨180.00
    expect(settled.find((b) => b.id === acca.id)).toMatchObject({ state: 'won', payout: 18_000 });
    expect(await availableBalance(t.db, player.playerId)).toBe(80_000 + 10_000 + 18_000);
  });

  it('leaves a bet open when the wallet refuses its settle, and settles the others of its market', async () => {
    const refused = await fundedPlayer(t, 100_000);
    const paid = await fundedPlayer(t, 100_000);
    const home = await leg(ev.football, '1x2', 'home');
    const kept = (await place(refused, 10_000, [home])).data.bet;
    const won = (await place(paid, 10_000, [home])).data.bet;
    // The bet's round was cancelled behind the book's back: the wallet answers roundCancelled.
    await t.db.query("UPDATE game_rounds SET state = -1 WHERE provider = 'sportsbook' AND round_id = $1", [kept.id]);
    feed.event(ev.football).status = 'ended';
    feed.market(ev.football, '1x2').result = { winners: ['home'] };
    await feedTurn(t);
    expect((await ok<{ bets: SportsBet[] }>(t, refused, '/usercenter/sports/myBets', { list: 'open' })).bets).toMatchObject([{ id: kept.id, state: 'open' }]);
    const [row] = await t.db.query<{ state: string; payout: number | null; settled_at: Date | null }>('SELECT state, payout, settled_at FROM sports_bets WHERE id = $1', [kept.id]);
    expect(row).toEqual({ state: 'open', payout: null, settled_at: null });
    expect(await availableBalance(t.db, refused.playerId)).toBe(90_000);
    expect((await ok<{ bets: SportsBet[] }>(t, paid, '/usercenter/sports/myBets', { list: 'settled' })).bets).toMatchObject([{ id: won.id, state: 'won', payout: 21_000 }]);
    expect(await availableBalance(t.db, paid.playerId)).toBe(90_000 + 21_000);
  });
});

describe('valid bets', () => {
  it('count toward betting tasks as the spec says for sports: the smaller of stake and win/loss, weighted by odds, 0 at odds of 1.30 or less', async () => {
    const player = await fundedPlayer(t, 100_000);
    await t.db.transaction((tx) => createBettingTask(tx, { playerId: player.playerId, money: 100_000, multi: 1, reason: Reason.deposit, desc: '0', reference: '' }));
    const won = (await place(player, 10_000, [await leg(ev.football, '1x2', 'home')])).data.bet; // 2.10
    const lost = (await place(player, 10_000, [await leg(ev.cricket, 'mw', 'home')])).data.bet; // 1.85
    feed.price(ev.football, 'btts', 'no', 125);
    await feedTurn(t);
    const safe = (await place(player, 10_000, [await leg(ev.football, 'btts', 'no')])).data.bet; // 1.25
    feed.market(ev.football, '1x2').result = { winners: ['home'] };
    feed.market(ev.cricket, 'mw').result = { winners: ['away'] };
    feed.market(ev.football, 'btts').result = { winners: ['no'] };
    await feedTurn(t);
    await t.app.jobs.run(PLAY_OUTBOX_JOB);
    const valid = new Map(
      (await t.db.query<{ round_id: string; valid_amount: number }>("SELECT round_id, valid_amount FROM game_rounds WHERE provider = 'sportsbook' AND player_id = $1", [player.playerId])).map((r) => [r.round_id, r.valid_amount]),
    );
    // won: min(100.00, 110.00) × 90% = 90.00; lost at 1.85: 100.00 × 90% × 80% (net odds 0.85) = 72.00; won at 1.25: 0.
    expect([valid.get(won.id), valid.get(lost.id), valid.get(safe.id)]).toEqual([9_000, 7_200, 0]);
    const [task] = (await listTasks(t.db, player.playerId, 0)).tasks;
    expect(task!.curValue).toBe(16_200);
  });
});

describe('cash-out', () => {
  it('pays the offer while the market is open, refuses a changed offer, and none once suspended', async () => {
    const player = await fundedPlayer(t, 100_000);
    const bet = (await place(player, 10_000, [await leg(ev.football, '1x2', 'away')])).data.bet;
    const offer = (await ok<{ bets: SportsBet[] }>(t, player, '/usercenter/sports/myBets', { list: 'open' })).bets[0]!.cashOut!;
    // stake × 3.40 × fair chance (1/3.40 ÷ (1/2.10 + 1/3.20 + 1/3.40)) × 95%
    const fair = 10_000 * 3.4 * ((1 / 3.4) / (1 / 2.1 + 1 / 3.2 + 1 / 3.4));
    expect(offer).toBe(Math.floor(fair * 0.95));
    const greedy = await call(t.app, 'POST', '/usercenter/sports/cashOut', { betId: bet.id, amount: offer + 1 }, { token: player.token });
    expect([greedy.code, greedy.msg]).toEqual([ErrorCode.sportsCashOutChanged, 'The cash-out value has changed: check it and try again']);
    const done = await ok<{ bet: SportsBet; balance: number }>(t, player, '/usercenter/sports/cashOut', { betId: bet.id, amount: offer });
    expect(done.bet).toMatchObject({ state: 'cashed-out', payout: offer, cashOut: null });
    expect(done.balance).toBe(90_000 + offer);
    const twice = await call(t.app, 'POST', '/usercenter/sports/cashOut', { betId: bet.id, amount: offer }, { token: player.token });
    expect(twice.code).toBe(ErrorCode.sportsCashOutUnavailable);
    // The match's result later changes nothing for a cashed-out bet.
    feed.market(ev.football, '1x2').result = { winners: ['away'] };
    await feedTurn(t);
    expect(await availableBalance(t.db, player.playerId)).toBe(90_000 + offer);

    const other = (await place(player, 10_000, [await leg(ev.cricket, 'mw', 'home')])).data.bet;
    feed.market(ev.cricket, 'mw').status = 'suspended';
    await feedTurn(t);
    const mine = (await ok<{ bets: SportsBet[] }>(t, player, '/usercenter/sports/myBets', { list: 'open' })).bets.find((b) => b.id === other.id)!;
    expect(mine.cashOut).toBeNull();
  });
});

describe('manual settlement with four eyes', () => {
  it('settles only when a second operator approves, and a correction moves the difference once', async () => {
    const backer = await fundedPlayer(t, 100_000);
    const layer = await fundedPlayer(t, 100_000);
    const yes = (await place(backer, 10_000, [await leg(ev.football, 'btts', 'yes')])).data.bet;
    const no = (await place(layer, 10_000, [await leg(ev.football, 'btts', 'no')])).data.bet;
    const marketId = (await t.db.query<{ id: number }>('SELECT m.id FROM sports_markets m JOIN sports_events e ON e.id = m.event_id WHERE e.feed_key = $1 AND m.feed_key = $2', [ev.football, 'btts']))[0]!.id;

    const asked = await ops.post(`/admin/api/sportsbook/markets/${marketId}/settlements`, { result: { winners: ['yes'] }, reason: 'both scored, feed silent' });
    expect(asked.statusCode).toBe(200);
    const settlementId = asked.json<{ id: number }>().id;
    const again = await ops.post(`/admin/api/sportsbook/markets/${marketId}/settlements`, { result: { winners: ['no'] }, reason: 'second request' });
    expect(again.json<{ code: number; msg: string }>()).toMatchObject({ code: ErrorCode.sportsSettlementPending });
    const bad = await ops.post(`/admin/api/sportsbook/markets/${marketId}/settlements`, { result: { winners: ['maybe'] }, reason: 'typo' });
    expect(bad.json<{ code: number }>().code).toBe(ErrorCode.sportsResultInvalid);
    const own = await ops.post(`/admin/api/sportsbook/settlements/${settlementId}/approve`, { note: 'me' });
    expect(own.json<{ code: number }>().code).toBe(ErrorCode.secondOperatorApproves);
    expect(await availableBalance(t.db, backer.playerId)).toBe(90_000);

    const approved = await checker.post(`/admin/api/sportsbook/settlements/${settlementId}/approve`, { note: 'checked the match report' });
    expect(approved.json()).toMatchObject({ state: 'approved', betsAffected: 2, netPaid: 18_000 });
    expect(await availableBalance(t.db, backer.playerId)).toBe(90_000 + 18_000);
    expect(await availableBalance(t.db, layer.playerId)).toBe(90_000);

    // The result was wrong: nobody scored twice. The correction takes back from the backer and pays the layer.
    const correction = (await ops.post(`/admin/api/sportsbook/markets/${marketId}/settlements`, { result: { winners: ['no'] }, reason: 'goal disallowed after review' })).json<{ id: number; previous: unknown }>();
    expect(correction.previous).toEqual({ winners: ['yes'] });
    const corrected = await checker.post(`/admin/api/sportsbook/settlements/${correction.id}/approve`, { note: 'ok' });
    expect(corrected.json()).toMatchObject({ state: 'approved', betsAffected: 2, netPaid: 19_500 - 18_000 });
    expect(await availableBalance(t.db, backer.playerId)).toBe(90_000);
    expect(await availableBalance(t.db, layer.playerId)).toBe(90_000 + 19_500);
    const backerBets = (await ok<{ bets: SportsBet[] }>(t, backer, '/usercenter/sports/myBets', { list: 'settled' })).bets;
    expect(backerBets.find((b) => b.id === yes.id)).toMatchObject({ state: 'lost', payout: 0 });
    const layerBets = (await ok<{ bets: SportsBet[] }>(t, layer, '/usercenter/sports/myBets', { list: 'settled' })).bets;
    expect(layerBets.find((b) => b.id === no.id)).toMatchObject({ state: 'won', payout: 19_500 });
    const decided = await checker.post(`/admin/api/sportsbook/settlements/${correction.id}/approve`, { note: 'twice' });
    expect(decided.json<{ code: number }>().code).toBe(ErrorCode.alreadyDecided);
  });

  it('corrects a result approved while the market is being settled: the chunk in flight first, then the correction', async (context) => {
    // A second connection holds a lock here, which the embedded database (one connection) cannot.
    if (t.db.kind === 'pglite') return context.skip();
    const player = await fundedPlayer(t, 100_000);
    const bet = (await place(player, 10_000, [await leg(ev.football, '1x2', 'home')])).data.bet;
    const marketId = (await t.db.query<{ id: number }>('SELECT market_id AS id FROM sports_bet_legs WHERE bet_id = $1', [bet.id]))[0]!.id;
    const asked = (await ops.post(`/admin/api/sportsbook/markets/${marketId}/settlements`, { result: { winners: ['away'] }, reason: 'the feed has the wrong winner' })).json<{ id: number }>();
    const waiting = async () =>
      (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"))[0]!.n;

    // The player's account is held elsewhere: the settlement's chunk waits there, after reading the
    // feed's result (home) and writing the bet's outcome.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM ledger_accounts WHERE player_id = $1 FOR UPDATE', [player.playerId]);
      locked();
      await held;
    });
    await holding;
    feed.event(ev.football).status = 'ended';
    feed.market(ev.football, '1x2').result = { winners: ['home'] };
    const settling = feedTurn(t);
    await vi.waitFor(async () => expect(await waiting()).toBe(1), { timeout: 10_000, interval: 20 });
    const approving = checker.post(`/admin/api/sportsbook/settlements/${asked.id}/approve`, { note: 'checked the match report' });
    await vi.waitFor(async () => expect(await waiting()).toBe(2), { timeout: 10_000, interval: 20 });
    release();
    await Promise.all([holder, settling]);
    expect((await approving).json()).toMatchObject({ state: 'approved', betsAffected: 1, netPaid: -21_000 });

    const settled = (await ok<{ bets: SportsBet[] }>(t, player, '/usercenter/sports/myBets', { list: 'settled' })).bets;
    expect(settled).toMatchObject([{ id: bet.id, state: 'lost', payout: 0 }]);
    expect(await availableBalance(t.db, player.playerId)).toBe(90_000);
  });

  it('takes back only what the balance holds, and records the rest as a shortfall', async () => {
    const player = await fundedPlayer(t, 10_000);
    const bet = (await place(player, 10_000, [await leg(ev.cricket, 'inn1-runs', 'over')])).data.bet;
    feed.market(ev.cricket, 'inn1-runs').result = { winners: ['over'] };
    await feedTurn(t);
    expect(await availableBalance(t.db, player.playerId)).toBe(19_000);
    // The player spends most of it before the correction.
    await place(player, 15_000, [await leg(ev.football, '1x2', 'draw')]);
    const marketId = (await t.db.query<{ id: number }>("SELECT market_id AS id FROM sports_bet_legs WHERE bet_id = $1", [bet.id]))[0]!.id;
    const asked = (await ops.post(`/admin/api/sportsbook/markets/${marketId}/settlements`, { result: { winners: ['under'] }, reason: 'scorer error' })).json<{ id: number }>();
    const done = await checker.post(`/admin/api/sportsbook/settlements/${asked.id}/approve`, { note: 'ok' });
    expect(done.json()).toMatchObject({ betsAffected: 1, netPaid: -4_000 });
    expect(await availableBalance(t.db, player.playerId)).toBe(0);
    const [row] = await t.db.query<{ state: string; payout: number; shortfall: number }>('SELECT state, payout, shortfall FROM sports_bets WHERE id = $1', [bet.id]);
    expect(row).toEqual({ state: 'lost', payout: 15_000, shortfall: 15_000 });
  });
});

describe('trading desk', () => {
  it('shows liability per selection and suspends a market for bets', async () => {
    const a = await fundedPlayer(t, 100_000);
    const b = await fundedPlayer(t, 100_000);
    await place(a, 10_000, [await leg(ev.football, '1x2', 'home')]);
    await place(b, 20_000, [await leg(ev.football, '1x2', 'away')]);
    const eventId = (await t.db.query<{ id: number }>('SELECT id FROM sports_events WHERE feed_key = $1', [ev.football]))[0]!.id;
    const detail = (await ops.get(`/admin/api/sportsbook/events/${eventId}`)).json<{ event: { openBets: number; stakes: number; liability: number }; markets: { id: number; kind: string; liability: number; selections: { key: string; liability: number; bets: number }[] }[] }>();
    const x12 = detail.markets.find((m) => m.kind === '1x2')!;
    // ₨300.00 taken on the market. Home wins: ₨210.00 paid (liability −₨90.00); away: ₨680.00 (₨380.00); a draw pays nothing (−₨300.00).
    expect(x12.selections.map((s) => [s.key, s.bets, s.liability])).toEqual([['home', 1, -9_000], ['draw', 0, -30_000], ['away', 1, 38_000]]);
    expect(x12.liability).toBe(38_000);
    expect(detail.event).toMatchObject({ openBets: 2, stakes: 30_000, liability: 38_000 });
    const suspended = await ops.post(`/admin/api/sportsbook/markets/${x12.id}/suspend`, { suspended: true, reason: 'news about the keeper' });
    expect(suspended.json<{ status: string }>().status).toBe('suspended');
    expect((await place(a, 1_000, [await leg(ev.football, '1x2', 'home')])).code).toBe(ErrorCode.sportsMarketSuspended);
    await ops.post(`/admin/api/sportsbook/markets/${x12.id}/suspend`, { suspended: false, reason: 'resumed' });
    expect((await place(a, 1_000, [await leg(ev.football, '1x2', 'home')])).code).toBe(1);
  });
});

describe('trading desk order', () => {
  it('lists live matches first, then the next to start, then the latest finished', async () => {
    const now = t.clock.now().getTime();
    const extra = [footballMatch(`${ev.football}-done`, new Date(now - 2 * HOUR)), footballMatch(`${ev.football}-live`, new Date(now - HOUR / 2))];
    extra[0]!.status = 'ended';
    extra[1]!.status = 'live';
    feed.events.push(...extra);
    await feedTurn(t);
    const listed = (await ops.get('/admin/api/sportsbook/events')).json<{ events: { home: string; status: string }[] }>().events;
    const mine = listed.filter((e) => e.home.startsWith(`${ev.football} `) || e.home.startsWith(`${ev.cricket} `) || e.home.startsWith(`${ev.football}-`));
    expect(mine.map((e) => e.home)).toEqual([`${ev.football}-live Home`, `${ev.football} Home`, `${ev.cricket} Home`, `${ev.football}-done Home`]);
  });
});

describe('report', () => {
  it('counts settled bets by market: turnover, payouts, GGR and margin, void bets left out; the CSV says the same', async () => {
    const day = businessDay(t.clock.now());
    const report = async (by: string) => (await ops.get(`/admin/api/sportsbook/report?from=${day}&to=${day}&by=${by}`)).json<{ rows: { key: string; label: string; bets: number; turnover: number; payouts: number; ggr: number; marginBp: number | null }[] }>();
    const before = (await report('market')).rows.find((r) => r.key === 'total-goals') ?? { bets: 0, turnover: 0, payouts: 0 };
    const player = await fundedPlayer(t, 100_000);
    await place(player, 10_000, [await leg(ev.football, 'total-25', 'over')]);
    await place(player, 30_000, [await leg(ev.football, 'total-25', 'under')]);
    await place(player, 5_000, [await leg(ev.cricket, 'inn1-runs', 'over')]);
    feed.market(ev.football, 'total-25').result = { winners: ['over'] };
    feed.market(ev.cricket, 'inn1-runs').result = { void: true };
    await feedTurn(t);
    const row = (await report('market')).rows.find((r) => r.key === 'total-goals')!;
    // ₨400.00 staked, ₨190.00 paid: GGR ₨210.00, a 52.50% margin on what this test added.
    expect([row.label, row.bets - before.bets, row.turnover - before.turnover, row.payouts - before.payouts]).toEqual(['Total goals', 2, 40_000, 19_000]);
    expect((await report('sport')).rows.map((r) => r.label)).toContain('Football');
    const csv = await ops.get(`/admin/api/sportsbook/report.csv?from=${day}&to=${day}&by=market`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const line = csv.body.split('\r\n').find((l) => l.startsWith('total-goals,'))!;
    expect(line).toBe(`total-goals,Total goals,${row.bets},${row.turnover},${row.payouts},${row.ggr},${row.marginBp}`);
  });
});

describe('live prices', () => {
  it("a visitor's socket on the lobby topic gets the new main price, and on the match's topic every changed market", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const socket = new WebSocket(`ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/live`);
    const events: { type: string; topic?: string; eventId?: number; markets?: { kind: string; selections: { key: string; odds: number }[] }[]; event?: { id: number; main: { selections: { key: string; odds: number }[] } } }[] = [];
    socket.addEventListener('message', (message) => events.push(JSON.parse(String(message.data)) as { type: string }));
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    try {
      const eventId = (await t.db.query<{ id: number }>('SELECT id FROM sports_events WHERE feed_key = $1', [ev.football]))[0]!.id;
      socket.send(JSON.stringify({ auth: null }));
      await expect.poll(() => events.some((e) => e.type === 'hello')).toBe(true);
      socket.send(JSON.stringify({ subscribe: 'sports' }));
      socket.send(JSON.stringify({ subscribe: `sports-event-${eventId}` }));
      await expect.poll(() => events.filter((e) => e.type === 'subscribed').map((e) => e.topic)).toEqual(['sports', `sports-event-${eventId}`]);
      feed.price(ev.football, '1x2', 'draw', 305);
      feed.price(ev.football, 'btts', 'yes', 170);
      await feedTurn(t);
      await expect.poll(() => events.filter((e) => e.type === 'sports-markets').flatMap((e) => e.markets!.map((m) => m.kind)).sort(), { timeout: 5_000 }).toEqual(['1x2', 'btts']);
      const lobbyRow = events.find((e) => e.type === 'sports-event' && e.event!.id === eventId)!;
      expect(lobbyRow.event!.main.selections.map((s) => [s.key, s.odds])).toEqual([['home', 210], ['draw', 305], ['away', 340]]);
    } finally {
      socket.close();
    }
  });
});

describe('two server processes', () => {
  it('feed turns and settlements run on both at once, and every bet is paid once', async () => {
    const other = await createTestApp({ db: t.db, sportsFeed: feed });
    try {
      const players = [await fundedPlayer(t, 100_000), await fundedPlayer(t, 100_000), await fundedPlayer(t, 100_000)];
      const home = await leg(ev.football, '1x2', 'home');
      const bets = await Promise.all(players.map((p, i) => place(p, 10_000 * (i + 1), [home])));
      expect(bets.map((b) => b.code)).toEqual([1, 1, 1]);
      feed.market(ev.football, '1x2').result = { winners: ['home'] };
      await Promise.all([feedTurn(t), other.app.sportsbook.ingest.ingestOnce(), t.app.sportsbook.sweepSettlements(), other.app.sportsbook.sweepSettlements()]);
      await Promise.all([t.app.sportsbook.sweepSettlements(), other.app.sportsbook.sweepSettlements()]);
      // 2.10 × ₨100, ₨200, ₨300
      expect(await Promise.all(players.map((p) => availableBalance(t.db, p.playerId)))).toEqual([90_000 + 21_000, 80_000 + 42_000, 70_000 + 63_000]);
      const wins = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = ANY($1::text[])', [
        bets.map((b) => `game:sportsbook:sbs:${b.data.bet.id}:win`),
      ]);
      expect(wins[0]!.n).toBe(3);
    } finally {
      await other.close();
    }
  });
});
