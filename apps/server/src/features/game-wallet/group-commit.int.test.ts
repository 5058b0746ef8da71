// Group commit: callbacks submitted together travel in one batch per queue (one
// statement, one commit), and each gets its own answer. A refusal (insufficient funds, a transaction id reused
// for another request) is that callback's answer only; an unexpected error thrown by one callback
// makes the batch run again callback by callback, so only the failing one fails.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { GameAnswer, GameCommand } from '../../adapters/game-providers/port.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createPlayers, fund } from '../../../test/wallet.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { Reason } from '@khel/contracts/ledger-reasons';
import { PROVIDER_POLICIES } from '../../adapters/game-providers/policies.ts';
import { callbackQueueCount, groupCommitStats, toCallbackInput, type MoneyCommand } from './game-callbacks.ts';
import { callMoneyCallbacks } from './game-wallet.repository.ts';
import { handleGameCommand, startProviderSession } from './game-wallet.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

let counter = 0;
const id = (label: string) => `${label}-${(counter += 1)}`;

async function players(n: number, amount: number) {
  const ids = await createPlayers(t.db, n);
  const out: { playerId: number; token: string }[] = [];
  for (const playerId of ids) {
    await fund(t.db, playerId, amount);
    out.push({ playerId, token: (await startProviderSession(t.db, t.clock, { playerId, provider: 'inhouse', gameId: 'g' })).token });
  }
  return out;
}

const betSettle = (p: { playerId: number; token: string }, betAmount: number, winAmount: number, txId = id('tx'), roundId = id('round')): GameCommand => ({
  kind: 'betSettle',
  txId,
  playerId: p.playerId,
  token: p.token,
  roundId,
  gameId: 'g',
  betAmount,
  winAmount,
});

/** Submits every command in the same turn of the event loop, so they leave as one batch. */
function together(commands: GameCommand[]): Promise<PromiseSettledResult<GameAnswer>[]> {
  return Promise.allSettled(commands.map((command) => handleGameCommand(t.db, t.clock, 'inhouse', command)));
}

/** Backends of this database waiting for a lock (another transaction's row or key). */
async function waitingOnLocks(): Promise<number> {
  const rows = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

async function transfersWithKey(key: string): Promise<number> {
  const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = $1', [key]);
  return rows[0]!.n;
}

describe('group commit', () => {
  it('one batch, one answer each: insufficient funds and a reused tx id are refused alone', async () => {
    const [rich, poor, other] = await players(3, 10_000);
    const reused = betSettle(other!, 1_000, 0);
    expect(await handleGameCommand(t.db, t.clock, 'inhouse', reused)).toMatchObject({ outcome: 'ok', balance: 9_000 });
    const before = groupCommitStats(t.db);

    const answers = await together([
      betSettle(rich!, 2_000, 5_000),
      betSettle(poor!, 10_001, 0),
      { ...reused, betAmount: 1_500 } as GameCommand,
      betSettle(rich!, 1_000, 0),
      betSettle(other!, 500, 700),
    ]);

    const after = groupCommitStats(t.db);
    // One batch per queue the players fall in (PGlite has one queue; PostgreSQL two, by player id).
    const queues = new Set([rich!, poor!, other!].map((p) => p.playerId % callbackQueueCount(t.db)));
    expect(after.batches - before.batches).toBe(queues.size);
    expect(after.retriedAlone).toBe(before.retriedAlone);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.outcome : 'thrown'))).toEqual([
      'ok',
      'insufficientFunds',
      'txConflict',
      'ok',
      'ok',
    ]);
    // Each answer carries its own player's balance after its own callback.
    const values = answers.map((a) => (a as PromiseFulfilledResult<GameAnswer>).value);
    expect(values[0]).toMatchObject({ playerId: rich!.playerId, balance: 13_000 });
    expect(values[1]).toMatchObject({ playerId: poor!.playerId, balance: 10_000 });
    expect(values[2]).toMatchObject({ playerId: other!.playerId, balance: 9_000 });
    expect(values[3]).toMatchObject({ playerId: rich!.playerId, balance: 12_000 });
    expect(values[4]).toMatchObject({ playerId: other!.playerId, balance: 9_200 });
    expect(await availableBalance(t.db, rich!.playerId)).toBe(12_000);
    expect(await availableBalance(t.db, poor!.playerId)).toBe(10_000);
    expect(await availableBalance(t.db, other!.playerId)).toBe(9_200);
  });

  it('an error thrown by one callback fails only that callback: its neighbours are committed, it left nothing', async () => {
    const [a, b] = await players(2, 10_000);
    const doomed = id('doomed');
    // Injected fault: storing this one transaction id raises, inside the batch's statement.
    await t.db.exec(`
      CREATE FUNCTION test_refuse_doomed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.provider_tx_id = '${doomed}' THEN RAISE EXCEPTION 'injected fault'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_refuse_doomed BEFORE INSERT ON game_transactions FOR EACH ROW EXECUTE FUNCTION test_refuse_doomed();`);
    try {
      const before = groupCommitStats(t.db);
      const answers = await together([betSettle(a!, 1_000, 3_000), betSettle(b!, 2_000, 0, doomed), betSettle(b!, 500, 0), betSettle(a!, 100, 0)]);
      const after = groupCommitStats(t.db);
      expect(after.retriedAlone - before.retriedAlone).toBe(1);
      expect(answers[0]).toMatchObject({ status: 'fulfilled', value: { outcome: 'ok', balance: 12_000 } });
      expect(answers[1]).toMatchObject({ status: 'rejected' });
      expect(String((answers[1] as PromiseRejectedResult).reason)).toContain('injected fault');
      expect(answers[2]).toMatchObject({ status: 'fulfilled', value: { outcome: 'ok', balance: 9_500 } });
      expect(answers[3]).toMatchObject({ status: 'fulfilled', value: { outcome: 'ok', balance: 11_900 } });
      // The failed callback moved nothing and is not remembered: the provider's retry is a first try.
      expect(await transfersWithKey(`game:inhouse:${doomed}:bet`)).toBe(0);
      expect(await t.db.query('SELECT 1 FROM game_transactions WHERE provider_tx_id = $1', [doomed])).toEqual([]);
      expect(await availableBalance(t.db, b!.playerId)).toBe(9_500);
    } finally {
      await t.db.exec('DROP TRIGGER test_refuse_doomed ON game_transactions; DROP FUNCTION test_refuse_doomed();');
    }
    // After the fault is gone the retry of the same transaction is applied once.
    expect(await handleGameCommand(t.db, t.clock, 'inhouse', betSettle(b!, 2_000, 0, doomed))).toMatchObject({ outcome: 'ok', balance: 7_500 });
  });

  it('two players staking on one round at once: one takes it, the other is refused, even from the other queue', async () => {
    // One player of each queue when there are two (PostgreSQL: player id mod 2); PGlite has one.
    const four = await players(4, 10_000);
    const first = four[0]!;
    const second = four.find((p) => p.playerId % 2 !== first.playerId % 2)!;
    const roundId = id('shared-round');
    const stake = (p: { playerId: number; token: string }) => betSettle(p, 1_000, 0, id('tx'), roundId);
    const answers = await together([stake(first), stake(second)]);
    const values = answers.map((a) => (a as PromiseFulfilledResult<GameAnswer>).value);
    expect(values.map((v) => v.outcome).sort()).toEqual(['ok', 'sessionInvalid']);
    const winner = values.find((v) => v.outcome === 'ok')!;
    const loser = values.find((v) => v.outcome === 'sessionInvalid')!;
    expect(winner.balance).toBe(9_000);
    expect(loser.balance).toBe(10_000);
    expect(await availableBalance(t.db, loser.playerId!)).toBe(10_000);
    const rounds = await t.db.query<{ player_id: number }>('SELECT player_id FROM game_rounds WHERE round_id = $1', [roundId]);
    expect(rounds).toEqual([{ player_id: winner.playerId }]);
  });

  it.for([
    ['alone (set-based)', false],
    ['beside a settle of an unknown round (one at a time)', true],
  ] as const)(
    'a stake on a round another player created meanwhile is refused as theirs, never added to it: %s',
    async ([, withSettle], context) => {
      // Needs two transactions at once: PGlite runs one at a time.
      if (t.db.kind === 'pglite') return context.skip();
      const [owner, late] = await players(2, 10_000);
      const roundId = id('raced-round');
      const ownerBet = toCallbackInput('inhouse', PROVIDER_POLICIES.inhouse!, betSettle(owner!, 500, 0, id('tx'), roundId) as MoneyCommand, t.clock.now());
      // The owner's batch creates the round and holds its transaction open until the late batch waits on it.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let ownerAnswer: unknown;
      const ownerBatch = t.db.transaction(async (tx) => {
        ownerAnswer = await callMoneyCallbacks(tx, [{ ...ownerBet, seq: 0 }], { bet: Reason.bet, win: Reason.win, refund: Reason.betRefund });
        await held;
      });
      await vi.waitFor(async () => expect([await waitingOnLocks(), ownerAnswer !== undefined]).toEqual([0, true]), { timeout: 5_000 });
      const commands = [betSettle(late!, 1_000, 0, id('tx'), roundId)];
      if (withSettle) commands.push({ kind: 'settle', txId: id('tx'), playerId: late!.playerId, roundId: id('unknown-round'), amount: 100 });
      const answers = together(commands);
      await vi.waitFor(async () => expect(await waitingOnLocks()).toBe(1), { timeout: 5_000 });
      release();
      await ownerBatch;
      const values = (await answers).map((a) => (a as PromiseFulfilledResult<GameAnswer>).value);
      expect(values.map((v) => v?.outcome)).toEqual(withSettle ? ['sessionInvalid', 'roundNotFound'] : ['sessionInvalid']);
      expect(await availableBalance(t.db, late!.playerId)).toBe(10_000);
      expect(await availableBalance(t.db, owner!.playerId)).toBe(9_500);
      const rounds = await t.db.query<{ player_id: number; bet_amount: number }>('SELECT player_id, bet_amount FROM game_rounds WHERE round_id = $1', [roundId]);
      expect(rounds).toEqual([{ player_id: owner!.playerId, bet_amount: 500 }]);
    },
  );

  it('duplicates in one batch are applied once: the first answers, the others replay it', async () => {
    const [p] = await players(1, 10_000);
    const command = betSettle(p!, 1_000, 2_500);
    const answers = await together([command, command, command]);
    const values = answers.map((a) => (a as PromiseFulfilledResult<GameAnswer>).value);
    expect(values.map((v) => [v.outcome, v.replayed])).toEqual([
      ['ok', false],
      ['ok', true],
      ['ok', true],
    ]);
    expect(values.every((v) => v.balance === 11_500)).toBe(true);
    expect(await transfersWithKey(`game:inhouse:${(command as { txId: string }).txId}:win`)).toBe(1);
  });
});
