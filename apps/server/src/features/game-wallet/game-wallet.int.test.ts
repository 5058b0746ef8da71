// The game wallet beyond the conformance table: bet records and reports, valid bets counted on
// betting tasks, recent wins and the in-house provider's round (launches: game-launch.int.test.ts).
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { injectTransport } from '../../adapters/game-providers/conformance-drivers.ts';
import { createInhouseProvider } from '../../adapters/game-providers/inhouse/inhouse-provider.ts';
import { businessDay } from '../../platform/clock.ts';
import { loadConfig } from '../../platform/config.ts';
import { createBettingTask, listTasks } from '../wagering/wagering.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createPlayers, fund, systemBalance } from '../../../test/wallet.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { listBetRecords, recentWins, reportByDay, reportTotal, startProviderSession } from './game-wallet.service.ts';
import { maskShowId } from './game-records.ts';
import { PLAY_OUTBOX_JOB } from './play-outbox.ts';

let t: TestApp;
const config = loadConfig({ NODE_ENV: 'test' });
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const inhouse = () => createInhouseProvider({ secret: config.games.inhouseSecret, transport: injectTransport(t.app) });

async function fundedPlayer(amount = 100_000) {
  const [playerId] = await createPlayers(t.db, 1);
  await fund(t.db, playerId!, amount);
  return playerId!;
}

describe('in-house rounds through the generic callbacks', () => {
  it('records the bet, counts the valid bet on tasks through the play outbox, and moves money via the provider account', async () => {
    const playerId = await fundedPlayer();
    await t.db.transaction((tx) => createBettingTask(tx, { playerId, money: 10_000, multi: 1, reason: Reason.deposit, desc: '0', reference: '' }));
    const { token } = await startProviderSession(t.db, t.clock, { playerId, provider: 'inhouse', gameId: 'crash', gameName: 'Crash', gameType: 'slots' });
    const providerBefore = await systemBalance(t.db, 'provider:inhouse');
    const lost = await inhouse().playRound({ token, playerId, gameId: 'crash', bet: 5_000, payout: 0 });
    expect(lost).toMatchObject({ status: 'OK', balance: 95_000 });
    const won = await inhouse().playRound({ token, playerId, gameId: 'crash', bet: 2_000, payout: 7_000 });
    expect(won).toMatchObject({ status: 'OK', balance: 100_000 });
    expect((await systemBalance(t.db, 'provider:inhouse')) - providerBefore).toBe(0);
    // The valid bets are counted by the play outbox drain, shortly after the callbacks: wait for it.
    await t.app.jobs.run(PLAY_OUTBOX_JOB);

    const today = businessDay(t.clock.now());
    const records = await listBetRecords(t.db, playerId, { startDate: today, endDate: today, page: 0 });
    expect(records).toHaveLength(2);
    expect(records.find((r) => r.round === won.roundId)).toMatchObject({
      betAmount: 2_000,
      winLoseAmount: 5_000,
      validAmount: 1_800,
      gameType: 'slots',
      gameId: 'crash',
      gameName: 'Crash',
      platform: 'inhouse',
      state: 1,
    });
    const tasks = await listTasks(t.db, playerId, 0);
    expect(tasks.tasks[0]).toMatchObject({ curValue: 4_500 + 1_800 });

    const days = await reportByDay(t.db, playerId, { startDate: today, endDate: today, page: 0 });
    expect(days).toEqual([{ dateTeg: today, betAmount: 7_000, winLoseAmount: 0, validAmount: 6_300, rounds: 2 }]);
    expect(await reportTotal(t.db, playerId, { startDate: today, endDate: today, platform: 'inhouse' })).toMatchObject({ betAmount: 7_000, rounds: 2 });
    expect(await listBetRecords(t.db, playerId, { startDate: today, endDate: today, page: 0, state: -1 })).toEqual([]);
    expect(await listBetRecords(t.db, playerId, { startDate: today, endDate: today, page: 0, platform: 'JILI' })).toEqual([]);
  });

  it('filters by state: an open bet is Unsettled (0), a rolled-back one Cancelled (-1)', async () => {
    const playerId = await fundedPlayer();
    const { token } = await startProviderSession(t.db, t.clock, { playerId, provider: 'inhouse', gameId: 'dice' });
    await inhouse().bet({ txId: 'open-1', playerId, token, roundId: `open-${playerId}`, gameId: 'dice', amount: 1_000 });
    await inhouse().bet({ txId: `cx-${playerId}`, playerId, token, roundId: `cx-${playerId}`, gameId: 'dice', amount: 1_000 });
    await inhouse().rollback({ txId: `cxr-${playerId}`, playerId, refTxId: `cx-${playerId}` });
    const today = businessDay(t.clock.now());
    expect((await listBetRecords(t.db, playerId, { startDate: today, endDate: today, page: 0, state: 0 })).map((r) => r.round)).toEqual([`open-${playerId}`]);
    expect((await listBetRecords(t.db, playerId, { startDate: today, endDate: today, page: 0, state: -1 })).map((r) => r.round)).toEqual([`cx-${playerId}`]);
    expect(await availableBalance(t.db, playerId)).toBe(99_000);
  });

  it('recent wins are real settled wins (by profit) with a masked show id', async () => {
    const playerId = await fundedPlayer();
    const { token } = await startProviderSession(t.db, t.clock, { playerId, provider: 'inhouse', gameId: 'mines', gameName: 'Mines' });
    t.clock.advance(1_000);
    await inhouse().playRound({ token, playerId, gameId: 'mines', bet: 1_000, payout: 20_000 });
    const [latest] = await recentWins(t.db, 5);
    const showId = (await t.db.query<{ show_id: string }>('SELECT show_id FROM players WHERE id = $1', [playerId]))[0]!.show_id;
    expect(latest).toMatchObject({ player: maskShowId(showId), gameName: 'Mines', profit: 19_000 });
    expect(latest!.player).not.toContain(showId.slice(2, -2));
    expect(maskShowId('12345678')).toBe('12****78');
  });
});
