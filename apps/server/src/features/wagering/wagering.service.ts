// Betting (wagering) tasks: money × multi of valid bets before a credit can be withdrawn
// (docs/requirements/wallet.md#4-betting-tasks; rules in README.md). Callers pass their transaction so a task is created or
// released atomically with the money movement that causes it.
import { TASK_RELEASE_THRESHOLD } from '@khel/contracts/valid-bet';
import type { Queryable } from '../../platform/db.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import {
  abandonUnfinished,
  abandonUnfinishedReturning,
  countUnfinished,
  insertTask,
  lockUnfinished,
  lockUnfinishedOfMany,
  remainingOf,
  selectTasks,
  updateProgress,
  updateProgressOfMany,
  type TaskRow,
} from './wagering.repository.ts';

export const TaskState = { notStarted: 0, ongoing: 1, completed: 2, abandoned: 3 } as const;
export type TaskState = (typeof TaskState)[keyof typeof TaskState];

export const TASK_PAGE_SIZE = 20;

/** Deposits made when the player's assets are at or below this (hundredths) release all tasks. */
export const RELEASE_THRESHOLD = TASK_RELEASE_THRESHOLD;

export interface NewBettingTask {
  playerId: number;
  /** The credited amount in hundredths. */
  money: number;
  /** The wagering multiple: money × multi of valid bets is required. */
  multi: number;
  /** Origin: a ledger reason / reward source code (the task's `reason`, its origin index). */
  reason: number;
  /** Source index shown by the app (the task's `desc`). */
  desc: string;
  /** Idempotency: one task per (player, reason, reference) when non-empty. */
  reference: string;
}

export interface BettingTaskView {
  id: number;
  money: number;
  multi: number;
  curValue: number;
  state: TaskState;
  desc: string;
  reason: number;
  createTime: number;
  /** money × multi */
  requirement: number;
  /** requirement − curValue for an unfinished task, else 0 */
  remaining: number;
  /** curValue / money × 100, capped at 100, two decimals (100 when money is 0). */
  progress: number;
  /** curValue / requirement × 100, capped at 100, two decimals (100 when requirement is 0). */
  requirementProgress: number;
}

function assertWhole(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer: ${value}`);
}

export async function createBettingTask(tx: Queryable, task: NewBettingTask): Promise<{ taskId: number }> {
  assertWhole('money', task.money);
  assertWhole('multi', task.multi);
  if (!Number.isSafeInteger(task.money * task.multi)) throw new RangeError('requirement out of range');
  return { taskId: await insertTask(tx, task) };
}

/** Abandons (state 3) every unfinished task of the player; `reason` is recorded on each. */
export async function releaseAllTasks(tx: Queryable, playerId: number, reason: string): Promise<void> {
  await abandonUnfinished(tx, playerId, reason);
}

/**
 * Closes (Abandoned, 3) every unfinished task and returns them oldest first (id, the credited
 * money, its reason and reference), so the caller can take the unwagered bonus back (player
 * protection does on a time-out or exclusion).
 */
export async function closeUnfinishedTasks(
  tx: Queryable,
  playerId: number,
  reason: string,
): Promise<{ id: number; money: number; reason: number; reference: string }[]> {
  return abandonUnfinishedReturning(tx, playerId, reason);
}

/** How a valid bet fills unfinished tasks, oldest first: each takes what it still needs. */
function allocate(tasks: readonly TaskRow[], validBet: number): { updates: { id: number; curValue: number; state: TaskState }[]; applied: number } {
  const updates: { id: number; curValue: number; state: TaskState }[] = [];
  let rest = validBet;
  for (const task of tasks) {
    if (rest === 0) break;
    const requirement = task.money * task.multi;
    const take = Math.min(rest, requirement - task.cur_value);
    const curValue = task.cur_value + take;
    updates.push({ id: task.id, curValue, state: curValue >= requirement ? TaskState.completed : TaskState.ongoing });
    rest -= take;
  }
  return { updates, applied: validBet - rest };
}

/**
 * Counts a valid bet (hundredths) towards the unfinished tasks, oldest first: each task takes
 * what it still needs and the rest goes to the next. A task reaching money × multi is Completed.
 * Returns the amount that counted.
 */
export async function advanceTasks(tx: Queryable, playerId: number, validBet: number): Promise<{ applied: number; completed: number[] }> {
  assertWhole('validBet', validBet);
  if (validBet === 0) return { applied: 0, completed: [] };
  const { updates, applied } = allocate(await lockUnfinished(tx, playerId), validBet);
  for (const update of updates) await updateProgress(tx, update.id, update.curValue, update.state);
  return { applied, completed: updates.filter((u) => u.state === TaskState.completed).map((u) => u.id) };
}

/**
 * advanceTasks for many players at once (the play outbox drain, game-wallet): the valid bets of
 * each player, summed, in two statements whatever the number of players. Counting a sum equals
 * counting its parts one after the other, oldest task first.
 */
export async function advanceTasksOfMany(tx: Queryable, validBets: ReadonlyMap<number, number>): Promise<void> {
  const players = [...validBets].filter(([, valid]) => valid > 0).map(([playerId]) => playerId);
  for (const valid of validBets.values()) assertWhole('validBet', valid);
  if (players.length === 0) return;
  const byPlayer = new Map<number, TaskRow[]>();
  for (const task of await lockUnfinishedOfMany(tx, players)) {
    const list = byPlayer.get(task.player_id) ?? [];
    list.push(task);
    byPlayer.set(task.player_id, list);
  }
  const updates = [...byPlayer].flatMap(([playerId, tasks]) => allocate(tasks, validBets.get(playerId)!).updates);
  await updateProgressOfMany(tx, updates);
}

function percent(part: number, whole: number): number {
  if (whole <= 0) return 100;
  return Math.min(100, Math.floor((part * 10_000) / whole) / 100);
}

export function toView(row: TaskRow): BettingTaskView {
  const requirement = row.money * row.multi;
  const unfinished = row.state === TaskState.notStarted || row.state === TaskState.ongoing;
  return {
    id: row.id,
    money: row.money,
    multi: row.multi,
    curValue: row.cur_value,
    state: row.state as TaskState,
    desc: row.desc,
    reason: row.reason,
    createTime: new Date(row.created_at).getTime(),
    requirement,
    remaining: unfinished ? Math.max(0, requirement - row.cur_value) : 0,
    progress: percent(row.cur_value, row.money),
    requirementProgress: percent(row.cur_value, requirement),
  };
}

/**
 * A page (0-based, 20 per page, newest first) of the player's tasks. `states` filters by state
 * (null = all).
 */
export async function listTasks(
  db: Queryable,
  playerId: number,
  page: number,
  states: readonly TaskState[] | null = null,
): Promise<{ tasks: BettingTaskView[]; remaining: number }> {
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 0;
  const rows = await selectTasks(db, playerId, states, TASK_PAGE_SIZE, safePage * TASK_PAGE_SIZE);
  return { tasks: rows.map(toView), remaining: await remainingOf(db, playerId) };
}

export async function hasUnfinishedTasks(db: Queryable, playerId: number): Promise<boolean> {
  return (await countUnfinished(db, playerId)) > 0;
}

/**
 * goldWin: what the player may withdraw now, in hundredths. The one rule: the available balance
 * (balance − held) when no betting task is unfinished, else 0.
 */
export async function withdrawable(db: Queryable, playerId: number): Promise<number> {
  if (await hasUnfinishedTasks(db, playerId)) return 0;
  return (await balanceOf(db, playerId)).available;
}

// Operators' keyset page of a player's tasks (task-pages.ts).
export { tasksPage } from './task-pages.ts';
