// Betting tasks: creation, oldest-first progress, completion, release, and what they lock.
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { transfer } from '../wallet/wallet.service.ts';
import { advanceTasks, createBettingTask, listTasks, releaseAllTasks, withdrawable } from './wagering.service.ts';

let t: TestApp;
let funded = 0;

const fund = (playerId: number, amount: number) =>
  transfer(t.db, {
    idempotencyKey: `wagering-test-fund:${playerId}:${(funded += 1)}`,
    from: { system: 'gateway:sandbox' },
    to: { player: playerId },
    amount,
    reason: Reason.deposit,
  });
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const newTask = (playerId: number, money: number, multi: number, reference = '') =>
  t.db.transaction((tx) => createBettingTask(tx, { playerId, money, multi, reason: Reason.firstDeposit, desc: '3', reference }));

describe('betting tasks', () => {
  it('fills tasks oldest first and completes one at money × multi', async () => {
    const p = await signUp(t.app);
    const first = await newTask(p.playerId, 10_000, 2); // requires 20,000
    const second = await newTask(p.playerId, 5_000, 3); // requires 15,000
    await t.db.transaction((tx) => advanceTasks(tx, p.playerId, 12_000));
    let page = await listTasks(t.db, p.playerId, 0);
    const byId = (id: number) => page.tasks.find((task) => task.id === id)!;
    expect(byId(first.taskId)).toMatchObject({ state: 1, curValue: 12_000, requirement: 20_000, remaining: 8_000, progress: 100 });
    expect(byId(first.taskId).requirementProgress).toBe(60);
    expect(byId(second.taskId)).toMatchObject({ state: 0, curValue: 0, remaining: 15_000, progress: 0 });
    expect(page.remaining).toBe(23_000);

    const result = await t.db.transaction((tx) => advanceTasks(tx, p.playerId, 10_000));
    expect(result).toEqual({ applied: 10_000, completed: [first.taskId] });
    page = await listTasks(t.db, p.playerId, 0);
    expect(byId(first.taskId)).toMatchObject({ state: 2, curValue: 20_000, remaining: 0 });
    expect(byId(second.taskId)).toMatchObject({ state: 1, curValue: 2_000, remaining: 13_000, progress: 40 });
    expect(page.remaining).toBe(13_000);

    // More than needed: the excess counts nowhere.
    const last = await t.db.transaction((tx) => advanceTasks(tx, p.playerId, 50_000));
    expect(last).toEqual({ applied: 13_000, completed: [second.taskId] });
  });

  it('locks withdrawal while a task is unfinished; goldWin is the available balance once none is', async () => {
    const p = await signUp(t.app);
    await fund(p.playerId, 30_000);
    expect(await withdrawable(t.db, p.playerId)).toBe(30_000);
    await newTask(p.playerId, 1_000, 1);
    expect(await withdrawable(t.db, p.playerId)).toBe(0);
    await t.db.transaction((tx) => advanceTasks(tx, p.playerId, 1_000));
    expect(await withdrawable(t.db, p.playerId)).toBe(30_000);
  });

  it('releaseAllTasks abandons every unfinished task (state 3) and leaves completed ones', async () => {
    const p = await signUp(t.app);
    const done = await newTask(p.playerId, 100, 1);
    await t.db.transaction((tx) => advanceTasks(tx, p.playerId, 100));
    const open = await newTask(p.playerId, 5_000, 10);
    await t.db.transaction((tx) => releaseAllTasks(tx, p.playerId, 'deposit at or below 30.00'));
    const page = await listTasks(t.db, p.playerId, 0);
    expect(page.tasks.find((task) => task.id === done.taskId)?.state).toBe(2);
    expect(page.tasks.find((task) => task.id === open.taskId)).toMatchObject({ state: 3, remaining: 0 });
    expect(page.remaining).toBe(0);
    // Abandoned tasks no longer take bets.
    expect(await t.db.transaction((tx) => advanceTasks(tx, p.playerId, 1_000))).toEqual({ applied: 0, completed: [] });
  });

  it('one task per (player, reason, reference): a replayed credit does not add a second', async () => {
    const p = await signUp(t.app);
    const a = await newTask(p.playerId, 1_000, 5, 'deposit:42');
    const b = await newTask(p.playerId, 1_000, 5, 'deposit:42');
    expect(b.taskId).toBe(a.taskId);
    expect((await listTasks(t.db, p.playerId, 0)).tasks).toHaveLength(1);
  });

  it('pages 20 at a time, newest first, and filters by state', async () => {
    const p = await signUp(t.app);
    for (let i = 0; i < 23; i++) await newTask(p.playerId, 100 + i, 1);
    const first = await listTasks(t.db, p.playerId, 0);
    const second = await listTasks(t.db, p.playerId, 1);
    expect(first.tasks).toHaveLength(20);
    expect(second.tasks).toHaveLength(3);
    expect(first.tasks[0]!.money).toBe(122);
    expect((await listTasks(t.db, p.playerId, 0, [2])).tasks).toHaveLength(0);
  });

  it('the Valid Bet Calculation Rules are a config document the app can show', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config/ValidBetRulesConf.json' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ ratioPercent: number; categories: string[]; riskWeights: unknown }>();
    expect(body.ratioPercent).toBe(90);
    expect(body.categories).toContain('cockfighting');
    expect(body.riskWeights).toEqual([
      { maxOdds: 0.3, percent: 0 },
      { maxOdds: 0.6, percent: 50 },
      { maxOdds: 0.9, percent: 80 },
    ]);
  });
});
