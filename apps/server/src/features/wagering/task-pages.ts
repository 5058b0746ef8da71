// A player's betting tasks for operators: newest first, keyset by id.
import type { Queryable } from '../../platform/db.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import type { TaskRow } from './wagering.repository.ts';

export async function tasksPage(db: Queryable, playerId: number, cursor: string | undefined, limit: number) {
  const rows = await db.query<TaskRow>(
    `SELECT * FROM betting_tasks WHERE player_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [playerId, decodeCursor(cursor)?.id ?? null, limit + 1],
  );
  return pageFrom(rows, limit, (row) => [row.id, row.id], (row) => {
    const requirement = row.money * row.multi;
    const unfinished = row.state === 0 || row.state === 1;
    return {
      id: row.id,
      money: row.money,
      multi: row.multi,
      curValue: row.cur_value,
      state: row.state,
      reason: row.reason,
      requirement,
      remaining: unfinished ? Math.max(0, requirement - row.cur_value) : 0,
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
}
