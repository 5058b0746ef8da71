// The demo vendors' failure paths and their page's refusals: a lost answer is retried and settles
// once, a game failure rolls the stake back, a round call that never arrived is cancelled, a round
// whose callbacks stopped half-way is finished by the recovery job, and a forged, expired or
// underfunded page changes nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDemoGame, openPage, playRound } from '../../../../test/demo-games.ts';
import { createTestApp, rowCounts, type TestApp } from '../../../../test/test-app.ts';
import { listBetRecords } from '../../../features/game-wallet/game-wallet.service.ts';
import { startTimeOut } from '../../../features/protection/protection.service.ts';
import { checkLedger } from '../../../features/wallet/ledger-check.ts';
import { ledgerRowCounts } from '../../../../test/wallet.ts';
import { protectionDeps } from '../../../../test/protection.ts';
import { availableBalance } from '../../../features/wallet/wallet.service.ts';
import { businessDay } from '../../../platform/clock.ts';
import { injectTransport } from '../conformance-drivers.ts';
import { PROVIDER_POLICIES } from '../policies.ts';
import { DEMO_RECOVERY_JOB } from './demo-routes.ts';

let t: TestApp;
beforeAll(async () => {
  // The failure simulations are the page's test tools, shown only with this development flag.
  t = await createTestApp({ env: { DEMO_TEST_TOOLS: 'on' } });
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const START = 10_000;
const PG_SLOT = 'pg-mystic-garden-ways';
const CQ9_SLOT = 'cq9-jungle-drum-jackpot';

const opened = (gameId: string, funds = START) => openDemoGame(t, gameId, { funds });

const records = async (playerId: number) => {
  const today = businessDay(t.clock.now());
  return listBetRecords(t.db, playerId, { startDate: today, endDate: today, page: 0 });
};

describe('failure paths', () => {
  it('a lost answer is retried with the same transaction: the round settles once', async () => {
    const { player, url, page } = await opened(PG_SLOT);
    const result = await playRound(t.app, page, url, { misbehave: 'drop-answer' });
    expect(result.result.state).toBe('settled');
    expect(await availableBalance(t.db, player.playerId)).toBe(START - 200 + result.result.win!);
    expect(await records(player.playerId)).toHaveLength(1);
  });

  it('a game failure after the stake (CQ9: bet, then no result) rolls the stake back; the round shows Cancelled', async () => {
    const { player, url, page } = await opened(CQ9_SLOT);
    const result = await playRound(t.app, page, url, { misbehave: 'game-error' });
    expect(result.result.state).toBe('cancelled');
    expect(result.result.text).toBe('The round could not be completed; your stake was returned');
    expect(result.balance).toBe(START);
    expect(await availableBalance(t.db, player.playerId)).toBe(START);
    // The refunded stake leaves the round with nothing staked, Cancelled (-1).
    expect(await records(player.playerId)).toMatchObject([{ platform: 'CQ9', betAmount: 0, state: -1 }]);
  });

  it('a whole-round call that never reached the wallet (PG) is cancelled: nothing moved, nothing recorded', async () => {
    const { player, url, page } = await opened(PG_SLOT);
    const before = await ledgerRowCounts(t.db);
    const result = await playRound(t.app, page, url, { misbehave: 'game-error' });
    expect(result.result.state).toBe('cancelled');
    expect(await ledgerRowCounts(t.db)).toEqual(before);
    expect(await records(player.playerId)).toEqual([]);
    // The round arriving late (a vendor retry) is refused: its rollback came first.
    const client = t.app.gameProviders.demoClient('pg', injectTransport(t.app))!;
    const late = await client.betSettle({ txId: `${result.result.round}1`, playerId: player.playerId, token: '', roundId: result.result.round!, gameId: PG_SLOT, bet: 200, win: 0 });
    expect(late.outcome).toBe('betRolledBack');
    expect(await availableBalance(t.db, player.playerId)).toBe(START);
  });

  it('the recovery job settles a round whose settle was lost and cancels one whose stake never answered', async () => {
    const { player, page } = await opened(CQ9_SLOT);
    const client = t.app.gameProviders.demoClient('cq9', injectTransport(t.app))!;
    const token = /"token":"([^"]+)"/.exec(Buffer.from(page.s.split('.')[0]!, 'base64url').toString())![1]!;
    // Round A: the stake was accepted, the settle never answered. Round B: the stake never answered.
    await client.bet({ txId: '1000000000000011', playerId: player.playerId, token, roundId: '100000000000001', gameId: CQ9_SLOT, amount: 500 });
    const book = (roundId: string, state: string, win: number) =>
      t.db.query(
        `INSERT INTO demo_game_rounds (provider, round_id, player_id, game_id, kind, stake, win, shown, state, created_at, updated_at)
         VALUES ('cq9', $1, $2, $3, 'slot', 500, $4, '{}', $5, $6, $6)`,
        [roundId, player.playerId, CQ9_SLOT, win, state, t.clock.now()],
      );
    await book('100000000000001', 'staked', 1_500);
    await book('100000000000002', 'staking', 0);
    expect(await availableBalance(t.db, player.playerId)).toBe(START - 500);
    t.clock.advance(60_000);
    await t.app.jobs.run(DEMO_RECOVERY_JOB);
    expect(await availableBalance(t.db, player.playerId)).toBe(START - 500 + 1_500);
    const states = await t.db.query<{ round_id: string; state: string }>("SELECT round_id, state FROM demo_game_rounds WHERE provider = 'cq9' AND player_id = $1 ORDER BY round_id", [player.playerId]);
    expect(states).toEqual([
      { round_id: '100000000000001', state: 'settled' },
      { round_id: '100000000000002', state: 'cancelled' },
    ]);
    // Run again: nothing is left to do and nothing moves.
    await t.app.jobs.run(DEMO_RECOVERY_JOB);
    expect(await availableBalance(t.db, player.playerId)).toBe(START + 1_000);
  });
});

describe('page refusals', () => {
  it('a stake above the balance is refused by the wallet and said so; nothing moves', async () => {
    const { player, url, page } = await opened(PG_SLOT, 150);
    const before = await ledgerRowCounts(t.db);
    const result = await playRound(t.app, page, url, { stake: 200 });
    expect(result.result).toMatchObject({ state: 'refused', text: 'Not enough balance for this stake' });
    expect(result.balance).toBe(150);
    expect(await ledgerRowCounts(t.db)).toEqual(before);
    expect(await availableBalance(t.db, player.playerId)).toBe(150);
  });

  it('a player who started a break after the launch cannot play on: the wallet refuses, the page says why', async () => {
    const { player, url, page } = await opened(PG_SLOT);
    await startTimeOut(protectionDeps(t), player.playerId, '24h', t.clock.now());
    const result = await playRound(t.app, page, url);
    expect(result.result).toMatchObject({ state: 'refused', text: 'Your account is taking a break from play; this round was not played' });
    expect(await availableBalance(t.db, player.playerId)).toBe(START);
  });

  it('a stake or a choice the game does not offer is refused (400) and moves nothing', async () => {
    const { player, url, page } = await opened('evo-royal-roulette-live');
    const before = await rowCounts(t.db, ['demo_game_rounds', 'game_rounds']);
    expect(await playRound(t.app, page, url, { stake: 123 })).toMatchObject({ status: 400, result: { text: 'Choose a bet and a stake offered by the game' } });
    expect(await playRound(t.app, page, url, { choice: 'green' })).toMatchObject({ status: 400 });
    expect(await playRound(t.app, page, url, { nonce: 'short' })).toMatchObject({ status: 400 });
    expect(await rowCounts(t.db, ['demo_game_rounds', 'game_rounds'])).toEqual(before);
    expect(await availableBalance(t.db, player.playerId)).toBe(START);
  });

  it('a forged or altered session gets the ended page (403) and plays nothing', async () => {
    const { player, url, page } = await opened(PG_SLOT);
    const [payload, signature] = page.s.split('.');
    const session = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const richer = Buffer.from(JSON.stringify({ ...session, playerId: player.playerId + 1 })).toString('base64url');
    const altered = `${url.split('?')[0]}?s=${richer}.${signature}`;
    const shown = await openPage(t.app, altered);
    expect(shown.status).toBe(403);
    expect(shown.result.text).toBe('This game session has ended. Close the game and open it again from Khel.');
    const before = await rowCounts(t.db, ['demo_game_rounds', 'game_rounds']);
    expect((await playRound(t.app, { ...page, s: `${richer}.${signature}` }, url)).status).toBe(403);
    // Another game's page cannot use this session either.
    expect((await openPage(t.app, url.replace(PG_SLOT, 'pg-candy-kingdom-pop'))).status).toBe(403);
    expect(await rowCounts(t.db, ['demo_game_rounds', 'game_rounds'])).toEqual(before);
  });

  it('after the launch session expires the page says so and offers no game', async () => {
    const { url } = await opened(PG_SLOT);
    t.clock.advance(PROVIDER_POLICIES.pg!.sessionTtlMs + 1);
    const shown = await openPage(t.app, url);
    expect(shown.status).toBe(403);
    expect(shown.html).not.toContain('<form');
  });
});
