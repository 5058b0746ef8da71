// The wagering SQL (db/migrations/0004-betting-tasks.sql).
import type { Queryable } from '../../platform/db.ts';

export interface TaskRow {
  id: number;
  player_id: number;
  money: number;
  multi: number;
  cur_value: number;
  state: number;
  reason: number;
  desc: string;
  reference: string;
  created_at: Date;
}

export const UNFINISHED = [0, 1] as const;

export async function insertTask(
  db: Queryable,
  t: { playerId: number; money: number; multi: number; reason: number; desc: string; reference: string },
): Promise<number> {
  // A task whose requirement is zero is complete from the start.
  const state = t.money * t.multi === 0 ? 2 : 0;
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO betting_tasks (player_id, money, multi, state, reason, "desc", reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (player_id, reason, reference) WHERE reference <> '' DO NOTHING
       RETURNING id`,
    [t.playerId, t.money, t.multi, state, t.reason, t.desc, t.reference],
  );
  if (inserted[0]) return inserted[0].id;
  const existing = await db.query<{ id: number }>(
    'SELECT id FROM betting_tasks WHERE player_id = $1 AND reason = $2 AND reference = $3',
    [t.playerId, t.reason, t.reference],
  );
  return existing[0]!.id;
}

export async function abandonUnfinished(db: Queryable, playerId: number, reason: string): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE betting_tasks SET state = 3, finished_at = now(), finish_reason = $2
       WHERE player_id = $1 AND state IN (0, 1) RETURNING id`,
    [playerId, reason],
  );
  return rows.length;
}

/** Abandons the unfinished tasks and returns them, oldest first. */
export async function abandonUnfinishedReturning(
  db: Queryable,
  playerId: number,
  reason: string,
): Promise<{ id: number; money: number; reason: number; reference: string }[]> {
  const rows = await db.query<{ id: number; money: number; reason: number; reference: string }>(
    `UPDATE betting_tasks SET state = 3, finished_at = now(), finish_reason = $2
       WHERE player_id = $1 AND state IN (0, 1) RETURNING id, money, reason, reference`,
    [playerId, reason],
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** The unfinished tasks, oldest first, locked until the transaction ends. */
export async function lockUnfinished(db: Queryable, playerId: number): Promise<TaskRow[]> {
  return db.query<TaskRow>(
    'SELECT * FROM betting_tasks WHERE player_id = $1 AND state IN (0, 1) ORDER BY id FOR UPDATE',
    [playerId],
  );
}

export async function updateProgress(db: Queryable, id: number, curValue: number, state: number): Promise<void> {
  await db.query(
    `UPDATE betting_tasks SET cur_value = $2, state = $3::smallint,
       finished_at = CASE WHEN $3::smallint = 2 THEN now() ELSE finished_at END,
       finish_reason = CASE WHEN $3::smallint = 2 THEN 'completed' ELSE finish_reason END
     WHERE id = $1`,
    [id, curValue, state],
  );
}

/** The unfinished tasks of several players, by player and oldest first, locked in that order. */
export async function lockUnfinishedOfMany(db: Queryable, playerIds: readonly number[]): Promise<TaskRow[]> {
  return db.query<TaskRow>(
    'SELECT * FROM betting_tasks WHERE player_id = ANY($1::bigint[]) AND state IN (0, 1) ORDER BY player_id, id FOR UPDATE',
    [playerIds],
  );
}

export async function updateProgressOfMany(db: Queryable, updates: readonly { id: number; curValue: number; state: number }[]): Promise<void> {
  if (updates.length === 0) return;
  await db.query(
    `UPDATE betting_tasks t SET cur_value = u.cur_value, state = u.state,
       finished_at = CASE WHEN u.state = 2 THEN now() ELSE t.finished_at END,
       finish_reason = CASE WHEN u.state = 2 THEN 'completed' ELSE t.finish_reason END
     FROM unnest($1::bigint[], $2::bigint[], $3::smallint[]) AS u(id, cur_value, state) WHERE t.id = u.id`,
    [updates.map((u) => u.id), updates.map((u) => u.curValue), updates.map((u) => u.state)],
  );
}

export async function countUnfinished(db: Queryable, playerId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM betting_tasks WHERE player_id = $1 AND state IN (0, 1)',
    [playerId],
  );
  return rows[0]?.n ?? 0;
}

export async function remainingOf(db: Queryable, playerId: number): Promise<number> {
  const rows = await db.query<{ remaining: number }>(
    `SELECT COALESCE(sum(money * multi - cur_value), 0)::bigint AS remaining
       FROM betting_tasks WHERE player_id = $1 AND state IN (0, 1)`,
    [playerId],
  );
  return rows[0]?.remaining ?? 0;
}

export async function selectTasks(
  db: Queryable,
  playerId: number,
  states: readonly number[] | null,
  limit: number,
  offset: number,
): Promise<TaskRow[]> {
  return db.query<TaskRow>(
    `SELECT * FROM betting_tasks WHERE player_id = $1 AND ($2::smallint[] IS NULL OR state = ANY($2::smallint[]))
       ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [playerId, states, limit, offset],
  );
}
