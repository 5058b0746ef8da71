import type { Queryable } from '../../platform/db.ts';

export interface PlayerRecord {
  id: number;
  showId: string;
  account: string | null;
  email: string | null;
  phone: string | null;
  name: string;
  icon: number;
  vip: number;
  vipExperience: number;
  firstPayState: number;
  status: 'active' | 'blocked';
}

const COLUMNS = `id, show_id AS "showId", account, email, phone, name, icon, vip,
  vip_experience AS "vipExperience", first_pay_state AS "firstPayState", status`;

export interface NewPlayerRow {
  showId: string;
  account: string | null;
  email: string | null;
  phone: string | null;
  name: string;
  icon: number;
  inviterId: number | null;
  deviceId: string;
  h5Param: Record<string, string | undefined>;
}

/** Inserts a player; returns null when the show id collided (the caller draws another). */
export async function insertPlayer(db: Queryable, row: NewPlayerRow): Promise<PlayerRecord | null> {
  const rows = await db.query<PlayerRecord>(
    `INSERT INTO players (show_id, account, email, phone, name, icon, inviter_id, registration_device_id, h5_param)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (show_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [row.showId, row.account, row.email, row.phone, row.name, row.icon, row.inviterId, row.deviceId, row.h5Param],
  );
  return rows[0] ?? null;
}

export async function selectPlayerById(db: Queryable, id: number): Promise<PlayerRecord | null> {
  return (await db.query<PlayerRecord>(`SELECT ${COLUMNS} FROM players WHERE id = $1`, [id]))[0] ?? null;
}

export async function selectNewestPlayerId(db: Queryable): Promise<number> {
  return (await db.query<{ id: number | null }>('SELECT max(id) AS id FROM players'))[0]?.id ?? 0;
}

export async function selectPlayerByShowId(db: Queryable, showId: string): Promise<PlayerRecord | null> {
  return (await db.query<PlayerRecord>(`SELECT ${COLUMNS} FROM players WHERE show_id = $1`, [showId]))[0] ?? null;
}

export async function selectPlayerByAccount(db: Queryable, account: string): Promise<PlayerRecord | null> {
  return (
    (await db.query<PlayerRecord>(`SELECT ${COLUMNS} FROM players WHERE lower(account) = lower($1)`, [account]))[0] ??
    null
  );
}

export async function selectPlayerByEmail(db: Queryable, email: string): Promise<PlayerRecord | null> {
  return (await db.query<PlayerRecord>(`SELECT ${COLUMNS} FROM players WHERE email = $1`, [email]))[0] ?? null;
}

export async function selectPlayerByPhone(db: Queryable, phone: string): Promise<PlayerRecord | null> {
  return (await db.query<PlayerRecord>(`SELECT ${COLUMNS} FROM players WHERE phone = $1`, [phone]))[0] ?? null;
}

export async function updatePlayerProfile(
  db: Queryable,
  id: number,
  changes: { name?: string | undefined; icon?: number | undefined },
): Promise<void> {
  await db.query('UPDATE players SET name = coalesce($2, name), icon = coalesce($3, icon) WHERE id = $1', [
    id,
    changes.name ?? null,
    changes.icon ?? null,
  ]);
}

/** Sets the phone only while none is bound; false when one already was. */
export async function updatePlayerPhoneIfUnbound(db: Queryable, id: number, phone: string): Promise<boolean> {
  const rows = await db.query('UPDATE players SET phone = $2 WHERE id = $1 AND phone IS NULL RETURNING id', [id, phone]);
  return rows.length === 1;
}

/** first_pay_state 0 → 1 on the first credited deposit; true when this call made the change. */
export async function updateFirstPayState(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('UPDATE players SET first_pay_state = 1 WHERE id = $1 AND first_pay_state = 0 RETURNING id', [id]);
  return rows.length === 1;
}

/** When the player registered (players.created_at); null for an unknown id. */
export async function selectPlayerCreatedAt(db: Queryable, id: number): Promise<Date | null> {
  const rows = await db.query<{ createdAt: Date }>('SELECT created_at AS "createdAt" FROM players WHERE id = $1', [id]);
  return rows[0]?.createdAt ?? null;
}

/** The ad parameters of the link the player signed up from (spec §3 h5Param). */
export async function selectPlayerAttribution(db: Queryable, id: number): Promise<Record<string, unknown>> {
  const rows = await db.query<{ h5Param: Record<string, unknown> | null }>('SELECT h5_param AS "h5Param" FROM players WHERE id = $1', [id]);
  return rows[0]?.h5Param ?? {};
}
