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

export async function selectPlayerStatus(db: Queryable, id: number): Promise<'active' | 'blocked' | null> {
  return (await db.query<{ status: 'active' | 'blocked' }>('SELECT status FROM players WHERE id = $1', [id]))[0]?.status ?? null;
}

export async function selectLabels(db: Queryable, ids: number[]): Promise<{ id: number; showId: string; account: string | null }[]> {
  return db.query<{ id: number; showId: string; account: string | null }>(
    'SELECT id, show_id AS "showId", account FROM players WHERE id = ANY($1::bigint[])',
    [ids],
  );
}

export async function selectIdentifiers(db: Queryable, id: number): Promise<{ phone: string | null; registrationDeviceId: string } | null> {
  const rows = await db.query<{ phone: string | null; registrationDeviceId: string }>(
    'SELECT phone, registration_device_id AS "registrationDeviceId" FROM players WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function selectByPhoneTails(db: Queryable, tails: string[]): Promise<{ playerId: number; tail: string }[]> {
  return db.query<{ playerId: number; tail: string }>(
    'SELECT id AS "playerId", right(phone, 10) AS tail FROM players WHERE right(phone, 10) = ANY($1::text[]) ORDER BY id',
    [tails],
  );
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

/** The ad parameters of the link the player signed up from (h5Param, docs/requirements/accounts.md#9-device-and-telemetry). */
export async function selectPlayerAttribution(db: Queryable, id: number): Promise<Record<string, unknown>> {
  const rows = await db.query<{ h5Param: Record<string, unknown> | null }>('SELECT h5_param AS "h5Param" FROM players WHERE id = $1', [id]);
  return rows[0]?.h5Param ?? {};
}

/** Locks the player's row (FOR UPDATE) so the caller's per-player checks queue; nothing when there is no such player. */
export async function lockPlayerRow(db: Queryable, id: number): Promise<void> {
  await db.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [id]);
}

// The VIP columns of the player row (vip, vip_experience, vip_claimed_levels; migration 0014). The
// vip feature decides what they hold and writes them only through players.service.

export interface PlayerVipRow {
  vip: number;
  vipExperience: number;
  /** Bit n set = the upgrade reward of level n was paid. */
  claimedLevels: number;
}

export async function selectPlayerVip(db: Queryable, playerId: number): Promise<PlayerVipRow | null> {
  const rows = await db.query<PlayerVipRow>(
    `SELECT vip, vip_experience AS "vipExperience", vip_claimed_levels AS "claimedLevels" FROM players WHERE id = $1`,
    [playerId],
  );
  return rows[0] ?? null;
}

/**
 * Adds experience to each player (parallel arrays) and raises the level to the highest listed
 * level whose threshold the new experience reaches, in one statement; the level never goes down.
 * `levels`/`thresholds` are the VipConf entries (levels 0–11) as parallel arrays. The players'
 * rows are locked in ascending id first, so two concurrent calls cannot deadlock.
 */
export async function addPlayersVipExperience(
  tx: Queryable,
  playerIds: readonly number[],
  amounts: readonly number[],
  levels: readonly number[],
  thresholds: readonly number[],
): Promise<void> {
  await tx.query(
    `WITH locked AS (SELECT id FROM players WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE),
          added AS (SELECT a.id, a.amount FROM unnest($1::bigint[], $2::bigint[]) AS a(id, amount) WHERE a.id IN (SELECT id FROM locked))
     UPDATE players p
        SET vip_experience = p.vip_experience + added.amount,
            vip = GREATEST(p.vip, COALESCE((
              SELECT max(t.level) FROM unnest($3::int[], $4::bigint[]) AS t(level, money2)
               WHERE t.money2 <= p.vip_experience + added.amount), 0))
       FROM added WHERE p.id = added.id`,
    [playerIds, amounts, levels, thresholds],
  );
}

/** Records that the upgrade reward of `level` was paid (in the claim's transaction). */
export async function updateVipLevelClaimed(tx: Queryable, playerId: number, level: number): Promise<void> {
  await tx.query('UPDATE players SET vip_claimed_levels = vip_claimed_levels | $2::int WHERE id = $1', [playerId, 1 << level]);
}

// Invitees: players.inviter_id is written once at sign-up (migration 0018 keeps it from changing).

export interface InviteeRow {
  id: number;
  showId: string;
  joinedAt: Date;
}

/** Every player the inviter brought in, oldest first. */
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
