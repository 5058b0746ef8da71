// The operators' side of the players feature (db/migrations/0042-player-admin.sql): search,
// profile, notes and freezes. Kept apart from players.repository.ts (sign-up and login paths).
import type { Queryable } from '../../platform/db.ts';

export interface AdminPlayerRow {
  id: number;
  showId: string;
  account: string | null;
  phone: string | null;
  email: string | null;
  name: string;
  vip: number;
  vipExperience: number;
  status: 'active' | 'blocked';
  createdAt: Date;
  inviterId: number | null;
  registrationDeviceId: string;
}

const COLUMNS = `id, show_id AS "showId", account, phone, email, name, vip, vip_experience AS "vipExperience", status,
  created_at AS "createdAt", inviter_id AS "inviterId", registration_device_id AS "registrationDeviceId"`;

/** How the search text is read (players.service searchPlayers decides). */
export type SearchTerm =
  | { kind: 'all' }
  | { kind: 'digits'; id: number | null; text: string; phone: string; phonePrefix: string | null }
  | { kind: 'email'; email: string; prefix: string }
  | { kind: 'account'; text: string; prefix: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Newest first after `beforeId`; limit + 1 rows. */
export async function selectPlayersPage(
  db: Queryable,
  f: { term: SearchTerm; status?: 'active' | 'blocked' | undefined; beforeId: number | null; limit: number },
): Promise<AdminPlayerRow[]> {
  const params: unknown[] = [f.status ?? null, f.beforeId, f.limit + 1];
  const add = (value: unknown) => `$${params.push(value)}`;
  let where = 'TRUE';
  const t = f.term;
  if (t.kind === 'digits') {
    const parts = [`show_id = ${add(t.text)}`, `phone = ${add(t.phone)}`];
    if (t.id !== null) parts.push(`id = ${add(t.id)}`);
    if (t.phonePrefix) parts.push(`phone LIKE ${add(`${escapeLike(t.phonePrefix)}%`)}`);
    where = parts.join(' OR ');
  } else if (t.kind === 'email') {
    where = `email = ${add(t.email)} OR email LIKE ${add(`${escapeLike(t.prefix)}%`)}`;
  } else if (t.kind === 'account') {
    where = `lower(account) LIKE ${add(`${escapeLike(t.prefix)}%`)} OR show_id = ${add(t.text)}`;
  }
  return db.query<AdminPlayerRow>(
    `SELECT ${COLUMNS} FROM players
      WHERE ($1::text IS NULL OR status = $1) AND ($2::bigint IS NULL OR id < $2) AND (${where})
      ORDER BY id DESC LIMIT $3`,
    params,
  );
}

export async function selectAdminPlayer(db: Queryable, id: number, lock = false): Promise<AdminPlayerRow | null> {
  return (await db.query<AdminPlayerRow>(`SELECT ${COLUMNS} FROM players WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]))[0] ?? null;
}

export async function updateStatus(tx: Queryable, id: number, status: 'active' | 'blocked'): Promise<void> {
  await tx.query('UPDATE players SET status = $2 WHERE id = $1', [id, status]);
}

export async function insertStatusChange(tx: Queryable, c: { playerId: number; status: 'active' | 'blocked'; reason: string; operatorId: number; at: Date }) {
  await tx.query('INSERT INTO player_status_changes (player_id, status, reason, operator_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
    c.playerId,
    c.status,
    c.reason,
    c.operatorId,
    c.at,
  ]);
}

/** The freeze in force: the newest status change, when it is a block. */
export async function selectLatestStatusChange(
  db: Queryable,
  playerId: number,
): Promise<{ status: 'active' | 'blocked'; reason: string; operatorId: number | null; at: Date } | null> {
  const rows = await db.query<{ status: 'active' | 'blocked'; reason: string; operatorId: number | null; at: Date }>(
    `SELECT c.status, c.reason, c.operator_id AS "operatorId", c.created_at AS at FROM player_status_changes c
      WHERE c.player_id = $1 ORDER BY c.id DESC LIMIT 1`,
    [playerId],
  );
  return rows[0] ?? null;
}

export interface NoteRow {
  id: number;
  operatorId: number;
  body: string;
  createdAt: Date;
}

export async function insertNote(tx: Queryable, n: { playerId: number; operatorId: number; body: string; at: Date }): Promise<NoteRow> {
  const rows = await tx.query<NoteRow>(
    `INSERT INTO player_notes (player_id, operator_id, body, created_at) VALUES ($1, $2, $3, $4)
     RETURNING id, operator_id AS "operatorId", body, created_at AS "createdAt"`,
    [n.playerId, n.operatorId, n.body, n.at],
  );
  return rows[0]!;
}

export async function selectNotes(db: Queryable, playerId: number, beforeId: number | null, limit: number): Promise<NoteRow[]> {
  return db.query<NoteRow>(
    `SELECT n.id, n.operator_id AS "operatorId", n.body, n.created_at AS "createdAt"
       FROM player_notes n
      WHERE n.player_id = $1 AND ($2::bigint IS NULL OR n.id < $2) ORDER BY n.id DESC LIMIT $3`,
    [playerId, beforeId, limit + 1],
  );
}
