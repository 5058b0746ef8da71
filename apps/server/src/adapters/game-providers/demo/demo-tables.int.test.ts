// The table games through the real wallet callbacks: blackjack takes its stake at the deal and pays
// at the end of the hand (a double takes a second stake), a live table takes bets only while its
// timer runs, pays when it ends and deals every player at the table the same cards, and mines on a
// whole-round platform (JILI) sends its one call when the round ends.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDemoGame, openPage, readPage, type DemoPage } from '../../../../test/demo-games.ts';
import { createTestApp, rowCounts, type TestApp } from '../../../../test/test-app.ts';
import { checkLedger } from '../../../features/wallet/ledger-check.ts';
import { DEMO_RECOVERY_JOB } from './demo-routes.ts';
import { OPEN_STALE_MS } from './demo-vendor.ts';
import { availableBalance } from '../../../features/wallet/wallet.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const START = 10_000;

const opened = (gameId: string) => openDemoGame(t, gameId, { funds: START });

/** Posts the page's form with these fields and follows the redirect, as the browser does. */
async function post(url: string, page: DemoPage, fields: Record<string, string>): Promise<DemoPage> {
  const body = new URLSearchParams({ s: page.s, nonce: page.nonce, ...fields });
  const posted = await t.app.inject({ method: 'POST', url: url.split('?')[0]!, payload: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (posted.statusCode !== 303) return readPage(posted.statusCode, posted.body);
  return openPage(t.app, String(posted.headers.location));
}

const field = (page: DemoPage, name: string) => new RegExp(`name="${name}" value="(\\d+)"`).exec(page.html)?.[1];

/** Deals blackjack hands until one is left open for a decision (a natural settles at once); the balance before its deal. */
async function openHand(url: string, first: DemoPage, stake: number) {
  let page = first;
  for (let i = 0; i < 20; i++) {
    const before = page.balance!;
    page = await post(url, page, { stake: String(stake), choice: '' });
    if (page.result.state === 'staked') return { hand: page, before };
  }
  throw new Error('no open hand in 20 deals');
}

describe('blackjack', () => {
  it('debits the stake at the deal and settles it at stand, to the hundredth', async () => {
    const { player, url, page } = await opened('evo-classic-blackjack-live');
    const { hand, before } = await openHand(url, page, 500);
    // The deal took the stake; the hand waits for the player (no new stake offered meanwhile).
    expect(hand.balance).toBe(before - 500);
    expect(await availableBalance(t.db, player.playerId)).toBe(before - 500);
    expect(hand.result.text).toBe('Your move');
    expect(hand.html).toContain('value="stand"');
    expect(hand.html).not.toContain('name="stake"');
    const stood = await post(url, hand, { round: hand.result.round!, step: field(hand, 'step')!, move: 'stand' });
    expect(stood.result.state).toBe('settled');
    expect([0, 500, 1_000]).toContain(stood.result.win);
    expect(stood.balance).toBe(before - 500 + stood.result.win!);
    expect(await availableBalance(t.db, player.playerId)).toBe(before - 500 + stood.result.win!);
    // The hand is over: an action posted again from the old page changes nothing.
    const again = await post(url, hand, { round: hand.result.round!, step: field(hand, 'step')!, move: 'hit' });
    expect(again.balance).toBe(before - 500 + stood.result.win!);
  });

  it('a double stakes a second time, takes one card and pays on both stakes', async () => {
    const { player, url, page } = await opened('evo-infinite-blackjack-table');
    const { hand, before } = await openHand(url, page, 200);
    const doubled = await post(url, hand, { round: hand.result.round!, step: field(hand, 'step')!, move: 'double' });
    expect(doubled.result).toMatchObject({ state: 'settled', stake: 400 });
    expect([0, 400, 800]).toContain(doubled.result.win);
    expect(await availableBalance(t.db, player.playerId)).toBe(before - 400 + doubled.result.win!);
  });

  it('a hand left open is stood for the player by the recovery job, once it has waited five minutes', async () => {
    const { player, url, page } = await opened('evo-classic-blackjack-live');
    const { hand, before } = await openHand(url, page, 1_000);
    t.clock.advance(60_000);
    await t.app.jobs.run(DEMO_RECOVERY_JOB);
    // A player thinking for a minute keeps their hand.
    expect((await openPage(t.app, `${url}&round=${hand.result.round}`)).result.state).toBe('staked');
    t.clock.advance(OPEN_STALE_MS);
    await t.app.jobs.run(DEMO_RECOVERY_JOB);
    const stood = await openPage(t.app, `${url}&round=${hand.result.round}`);
    expect(stood.result.state).toBe('settled');
    expect(stood.html).toContain('data-testid="demo-hand-result"');
    expect(await availableBalance(t.db, player.playerId)).toBe(before - 1_000 + stood.result.win!);
  });
});

describe('live tables', () => {
  /** Moves the test clock to the start of the next table round (its betting opens). */
  const toNextRound = (page: DemoPage) => t.clock.advance(Number(/data-next="(\d+)"/.exec(page.html)![1]) - t.clock.now().getTime());

  it('take a bet while the timer runs, pay it when the timer ends, with the same cards for everyone at the table', async () => {
    const ali = await opened('evo-speed-baccarat-live');
    toNextRound(ali.page);
    const [aliPage, bo] = [await openPage(t.app, ali.url), await opened('evo-speed-baccarat-live')];
    const table = field(aliPage, 'table')!;
    expect(field(bo.page, 'table')).toBe(table);
    const aliBet = await post(ali.url, aliPage, { stake: '1000', choice: 'player', table });
    const boBet = await post(bo.url, bo.page, { stake: '500', choice: 'banker', table });
    expect(aliBet.result).toMatchObject({ state: 'staked', text: 'Bet placed. The result shows when the timer ends.' });
    expect(aliBet.balance).toBe(START - 1_000);
    // Before the timer ends nothing of the result is on the page.
    expect(aliBet.html).not.toContain('data-state="settled"');
    t.clock.advance(15_000);
    const [aliResult, boResult] = [await openPage(t.app, `${ali.url}&round=${aliBet.result.round}`), await openPage(t.app, `${bo.url}&round=${boBet.result.round}`)];
    expect(aliResult.result.state).toBe('settled');
    expect(boResult.result.state).toBe('settled');
    const cards = (page: DemoPage) => /<section class="stage"[\s\S]*?<\/section>/.exec(page.html)![0];
    expect(cards(aliResult)).toBe(cards(boResult));
    expect([0, 1_000, 2_000]).toContain(aliResult.result.win);
    expect(await availableBalance(t.db, ali.player.playerId)).toBe(START - 1_000 + aliResult.result.win!);
    expect(await availableBalance(t.db, bo.player.playerId)).toBe(START - 500 + boResult.result.win!);
  });

  it('refuses a bet once the round\'s timer has ended, says so, and moves nothing', async () => {
    const { player, url, page } = await opened('evo-sic-bo-deluxe');
    toNextRound(page);
    const open = await openPage(t.app, url);
    const table = field(open, 'table')!;
    t.clock.advance(15_000);
    const before = await rowCounts(t.db, ['demo_game_rounds', 'game_rounds']);
    const late = await post(url, open, { stake: '200', choice: 'big', table });
    expect(late.status).toBe(409);
    expect(late.result).toMatchObject({ state: 'problem', text: 'Betting has closed for this round; nothing was staked. Place your bet when the next round’s timer starts.' });
    expect(await rowCounts(t.db, ['demo_game_rounds', 'game_rounds'])).toEqual(before);
    expect(await availableBalance(t.db, player.playerId)).toBe(START);
    // The next round takes it.
    t.clock.advance(5_000);
    const next = await openPage(t.app, url);
    expect(Number(field(next, 'table'))).toBe(Number(table) + 1);
    expect((await post(url, next, { stake: '200', choice: 'big', table: field(next, 'table')! })).result.state).toBe('staked');
  });
});

describe('mines on a whole-round platform', () => {
  it('moves no money while the field is open, then sends the round once: the stake, and the cash-out if any', async () => {
    const { player, url, page } = await opened('jili-mine-sweeper-cash');
    let mines = await post(url, page, { stake: '1000', choice: '' });
    expect(mines.result.text).toBe('Your move');
    expect(await availableBalance(t.db, player.playerId)).toBe(START);
    const act = async (action: string) => (mines = await post(url, mines, { round: mines.result.round!, step: field(mines, 'step')!, move: action }));
    await act('pick:0');
    if (mines.result.state !== 'settled') await act('pick:1');
    if (mines.result.state !== 'settled') await act('cash');
    expect(mines.result.state).toBe('settled');
    // Two safe tiles cash out ×1.24; a mine pays nothing.
    expect([0, 1_240]).toContain(mines.result.win);
    expect(await availableBalance(t.db, player.playerId)).toBe(START - 1_000 + mines.result.win!);
  });
});
