// SQL of the player's choice to show their name in public bet lists (player_bet_privacy, migration 0077).
import type { Queryable } from '../../platform/db.ts';

export async function selectShowName(db: Queryable, playerId: number): Promise<boolean> {
  const rows = await db.query<{ show_name: boolean }>('SELECT show_name FROM player_bet_privacy WHERE player_id = $1', [playerId]);
  return rows[0]?.show_name ?? false;
}

export async function upsertShowName(db: Queryable, playerId: number, showName: boolean, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO player_bet_privacy (player_id, show_name, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (player_id) DO UPDATE SET show_name = $2, updated_at = $3`,
    [playerId, showName, at],
  );
}

/** Name and choice of each player in `ids`, in one query (no privacy row = masked). */
export async function selectNamesAndChoice(db: Queryable, ids: number[]): Promise<{ id: number; name: string; showName: boolean }[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number; name: string; show_name: boolean | null }>(
    `SELECT p.id, p.name, b.show_name FROM players p LEFT JOIN player_bet_privacy b ON b.player_id = p.id WHERE p.id = ANY($1::bigint[])`,
    [ids],
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, showName: r.show_name === true }));
}
