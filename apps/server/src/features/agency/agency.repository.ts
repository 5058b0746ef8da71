// The agency programme's SQL. Invitees are read from players.inviter_id, which the players feature
// writes once at sign-up (and migration 0018 keeps from ever changing); nothing here writes it.
import type { Queryable } from '../../platform/db.ts';

export interface InviteeRow {
  id: number;
  showId: string;
  joinedAt: Date;
}

/** Every player the inviter brought in, oldest first (the order rewards are ranked in). */
export async function selectInviteeIds(db: Queryable, inviterId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM players WHERE inviter_id = $1 ORDER BY id', [inviterId]);
  return rows.map((row) => row.id);
}

/** One page of the inviter's invitees, newest first. */
export async function selectInviteesPage(db: Queryable, inviterId: number, offset: number, limit: number): Promise<InviteeRow[]> {
  return db.query<InviteeRow>(
    `SELECT id, show_id AS "showId", created_at AS "joinedAt" FROM players
     WHERE inviter_id = $1 ORDER BY id DESC OFFSET $2 LIMIT $3`,
    [inviterId, offset, limit],
  );
}
