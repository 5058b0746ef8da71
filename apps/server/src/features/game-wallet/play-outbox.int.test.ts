// The play outbox: a settled round's valid bet, betting-task progress and VIP
// experience are applied by a drain, off the callback's hot path — exactly once however many
// drains run (twice in a row, or at the same time from two server processes), and on their own
// shortly after the round settles (the callback kicks a drain; the test waits for it, it does not
// time it).
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PROVIDER_POLICIES } from '../../adapters/game-providers/policies.ts';
import type { GameCommand } from '../../adapters/game-providers/port.ts';
import { databaseUrlOf } from '../../../test/test-database.ts';
import { openPostgres, type Database } from '../../platform/db.ts';
import { vipStatus } from '../vip/vip.service.ts';
import { createBettingTask, listTasks } from '../wagering/wagering.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createPlayers, fund } from '../../../test/wallet.ts';
import { submitMoneyCallback, toCallbackInput, type MoneyCommand } from './game-callbacks.ts';
import { handleGameCommand, startProviderSession } from './game-wallet.service.ts';
import { drainPlayOutboxOnce, PLAY_OUTBOX_JOB } from './play-outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

let counter = 0;

/** A funded player with one betting task of ₨1,000.00 × 1 and a launch session. */
async function playerWithTask() {
  const [playerId] = await createPlayers(t.db, 1);
  await fund(t.db, playerId!, 1_000_000);
  await t.db.transaction((tx) => createBettingTask(tx, { playerId: playerId!, money: 100_000, multi: 1, reason: Reason.deposit, desc: '0', reference: '' }));
  const { token } = await startProviderSession(t.db, t.clock, { playerId: playerId!, provider: 'inhouse', gameId: 'slot', gameType: 'slots' });
  return { playerId: playerId!, token };
}

/**
 * Settled rounds through the callback path. `kick: false` goes through the batch queue without
 * the service's kick, so only the test's own drains count them.
 */
async function playRounds(p: { playerId: number; token: string }, stakes: number[], kick = true) {
  for (const stake of stakes) {
    counter += 1;
    const command: GameCommand = {
      kind: 'betSettle',
      txId: `outbox-${counter}`,
      playerId: p.playerId,
      token: p.token,
      roundId: `outbox-round-${counter}`,
      gameId: 'slot',
      betAmount: stake,
      winAmount: stake * 2,
    };
    const answer = kick
      ? await handleGameCommand(t.db, t.clock, 'inhouse', command)
      : await submitMoneyCallback(t.db, toCallbackInput('inhouse', PROVIDER_POLICIES.inhouse!, command as MoneyCommand, t.clock.now()));
    expect(answer.outcome).toBe('ok');
  }
}

async function progress(playerId: number) {
  const [task] = (await listTasks(t.db, playerId, 0)).tasks;
  const vip = await vipStatus(t.db, playerId);
  const [valid] = await t.db.query<{ valid: number }>('SELECT coalesce(sum(valid_amount), 0)::bigint AS valid FROM game_rounds WHERE player_id = $1', [playerId]);
  return { task: task!.curValue, experience: vip.vipExperience, valid: valid!.valid };
}

const pending = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_play_outbox'))[0]!.n;

describe('play outbox', () => {
  it('counts each settled round once however often and however concurrently it is drained', async () => {
    // Let earlier kicks finish, so this test's drains are the only ones.
    await t.app.jobs.run(PLAY_OUTBOX_JOB);
    const a = await playerWithTask();
    const b = await playerWithTask();
    await playRounds(a, [1_000, 2_000, 3_000], false);
    await playRounds(b, [10_000], false);
    // Slots count 90 % of the stake: a 5,400, b 9,000.
    const expected = { a: { task: 5_400, experience: 5_400, valid: 5_400 }, b: { task: 9_000, experience: 9_000, valid: 9_000 } };

    // A second server process on PostgreSQL is a second connection pool on the same database;
    // PGlite belongs to one process, so there the two drains share it (and are serialised).
    const url = databaseUrlOf(t.db);
    const other: Database = url ? openPostgres(url, 2) : t.db;
    try {
      const counted = await Promise.all([drainPlayOutboxOnce(t.db, 2), drainPlayOutboxOnce(other, 2), drainPlayOutboxOnce(other, 2)]);
      const rest = await t.app.jobs.run<number>(PLAY_OUTBOX_JOB);
      expect(counted.reduce((sum, n) => sum + n, 0) + rest).toBe(4);
    } finally {
      if (other !== t.db) await other.close();
    }
    expect(await pending()).toBe(0);
    expect(await progress(a.playerId)).toEqual(expected.a);
    expect(await progress(b.playerId)).toEqual(expected.b);

    // Draining again finds nothing and changes nothing.
    expect(await drainPlayOutboxOnce(t.db)).toBe(0);
    expect(await t.app.jobs.run(PLAY_OUTBOX_JOB)).toBe(0);
    expect(await progress(a.playerId)).toEqual(expected.a);
    expect(await progress(b.playerId)).toEqual(expected.b);
  });

  it('a replayed settle (same tx id) adds nothing to the outbox', async () => {
    await t.app.jobs.run(PLAY_OUTBOX_JOB);
    const p = await playerWithTask();
    await playRounds(p, [4_000]);
    const replay = { kind: 'betSettle' as const, txId: `outbox-${counter}`, playerId: p.playerId, token: p.token, roundId: `outbox-round-${counter}`, gameId: 'slot', betAmount: 4_000, winAmount: 8_000 };
    expect(await handleGameCommand(t.db, t.clock, 'inhouse', replay)).toMatchObject({ outcome: 'ok', replayed: true });
    await t.app.jobs.run(PLAY_OUTBOX_JOB);
    expect(await progress(p.playerId)).toEqual({ task: 3_600, experience: 3_600, valid: 3_600 });
  });

  it('reaches the player on its own after the round settles (the callback kicks a drain)', async () => {
    const p = await playerWithTask();
    await playRounds(p, [2_000]);
    // No job is run here: the app's own drain must show up. Waited for, not timed.
    await vi.waitFor(async () => expect(await progress(p.playerId)).toEqual({ task: 1_800, experience: 1_800, valid: 1_800 }), {
      timeout: 15_000,
      interval: 50,
    });
  });
});
