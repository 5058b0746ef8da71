// The mailbox's SQL (tables of db/migrations/0019-mailbox.sql). Rows never leave this file.
import type { Queryable } from '../../platform/db.ts';

export type Audience = 'player' | 'all' | 'new';
export type MailKind = 'marketing' | 'service';
export type LocalizedText = Record<string, string>;

export interface PlayerMailRow {
  id: number;
  kind: MailKind;
  /** A marketing message not delivered to this player (on a break or opted out when it was sent). */
  withheld: boolean;
  title: LocalizedText;
  body: LocalizedText;
  reward: number;
  wagerMulti: number;
  createdAt: Date;
  expiresAt: Date | null;
  read: boolean;
  claimed: boolean;
}

export interface MailCounts {
  unread: number;
  unclaimed: number;
  unclaimedAmount: number;
  claimed: number;
}

export interface MessageRow {
  id: number;
  audience: Audience;
  kind: MailKind;
  playerId: number | null;
  title: LocalizedText;
  body: LocalizedText;
  reward: number;
  wagerMulti: number;
  createdAt: Date;
  expiresAt: Date | null;
  retractedAt: Date | null;
  createdBy: number | null;
  approvedBy: number | null;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  reads: number;
  claims: number;
  withheld: number;
}

/**
 * The messages player $1 receives: their own, broadcasts sent while they were registered (their id
 * is at or below the watermark) and 'new'-audience messages sent before they registered. Retracted
 * messages are gone for everyone; a reward message no second admin approved reaches nobody.
 */
const ADDRESSED = `m.retracted_at IS NULL AND m.approved_at IS NOT NULL AND (
    (m.audience = 'player' AND m.player_id = $1)
    OR (m.audience = 'all' AND $1 <= m.player_watermark)
    OR (m.audience = 'new' AND $1 > m.player_watermark))`;
/**
 * …not expired at $2, and, for marketing, delivered to the player and shown only while they may
 * see marketing (no break in force, in-app offers on: migration 0072's player_marketing_block).
 */
const VISIBLE = `${ADDRESSED} AND (m.expires_at IS NULL OR m.expires_at > $2)
  AND (m.kind = 'service' OR (NOT EXISTS (SELECT 1 FROM mail_withheld w WHERE w.player_id = $1 AND w.message_id = m.id)
    AND (SELECT player_marketing_block($1, $2)) IS NULL))`;

const PLAYER_COLUMNS = `m.id, m.kind, EXISTS (SELECT 1 FROM mail_withheld w WHERE w.player_id = $1 AND w.message_id = m.id) AS withheld, m.title, m.body, m.reward, m.wager_multi AS "wagerMulti", m.created_at AS "createdAt",
  m.expires_at AS "expiresAt", (s.read_at IS NOT NULL) AS read, (s.claimed_at IS NOT NULL) AS claimed`;
const WITH_STATE = `mail_messages m LEFT JOIN mail_states s ON s.message_id = m.id AND s.player_id = $1`;

/** Newest first (by sending order). */
export async function selectPlayerMail(db: Queryable, playerId: number, now: Date, limit: number, offset: number): Promise<PlayerMailRow[]> {
  return db.query<PlayerMailRow>(
    `SELECT ${PLAYER_COLUMNS} FROM ${WITH_STATE} WHERE ${VISIBLE} ORDER BY m.id DESC LIMIT $3 OFFSET $4`,
    [playerId, now, limit, offset],
  );
}

/** One message addressed to the player (expired and held-back ones too: the caller says why it cannot be had). */
export async function selectAddressedMail(db: Queryable, playerId: number, mailId: number): Promise<PlayerMailRow | null> {
  const rows = await db.query<PlayerMailRow>(`SELECT ${PLAYER_COLUMNS} FROM ${WITH_STATE} WHERE ${ADDRESSED} AND m.id = $2`, [playerId, mailId]);
  return rows[0] ?? null;
}

export async function selectMailCounts(db: Queryable, playerId: number, now: Date): Promise<MailCounts> {
  const rows = await db.query<MailCounts>(
    `SELECT count(*) FILTER (WHERE s.read_at IS NULL)::int AS unread,
            count(*) FILTER (WHERE m.reward > 0 AND s.claimed_at IS NULL)::int AS unclaimed,
            COALESCE(sum(m.reward) FILTER (WHERE m.reward > 0 AND s.claimed_at IS NULL), 0)::bigint AS "unclaimedAmount",
            count(*) FILTER (WHERE s.claimed_at IS NOT NULL)::int AS claimed
     FROM ${WITH_STATE} WHERE ${VISIBLE}`,
    [playerId, now],
  );
  return rows[0] ?? { unread: 0, unclaimed: 0, unclaimedAmount: 0, claimed: 0 };
}

export async function upsertRead(db: Queryable, playerId: number, mailId: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO mail_states (player_id, message_id, read_at) VALUES ($1, $2, $3)
     ON CONFLICT (player_id, message_id) DO UPDATE SET read_at = COALESCE(mail_states.read_at, EXCLUDED.read_at)`,
    [playerId, mailId, at],
  );
}

export async function upsertClaimed(db: Queryable, playerId: number, mailId: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO mail_states (player_id, message_id, read_at, claimed_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (player_id, message_id) DO UPDATE SET
       read_at = COALESCE(mail_states.read_at, EXCLUDED.read_at),
       claimed_at = COALESCE(mail_states.claimed_at, EXCLUDED.claimed_at)`,
    [playerId, mailId, at],
  );
}

const MESSAGE_COLUMNS = `m.id, m.audience, m.kind, m.player_id AS "playerId", m.title, m.body, m.reward, m.wager_multi AS "wagerMulti",
  m.created_at AS "createdAt", m.expires_at AS "expiresAt", m.retracted_at AS "retractedAt", m.created_by AS "createdBy",
  m.approved_by AS "approvedBy", m.approved_at AS "approvedAt", m.rejected_at AS "rejectedAt",
  (SELECT count(*) FROM mail_states s WHERE s.message_id = m.id AND s.read_at IS NOT NULL)::int AS reads,
  (SELECT count(*) FROM mail_states s WHERE s.message_id = m.id AND s.claimed_at IS NOT NULL)::int AS claims,
  (SELECT count(*) FROM mail_withheld w WHERE w.message_id = m.id)::int AS withheld`;

export async function insertMessage(
  db: Queryable,
  message: {
    audience: Audience;
    kind: MailKind;
    playerId: number | null;
    watermark: number;
    title: LocalizedText;
    body: LocalizedText;
    reward: number;
    wagerMulti: number;
    createdBy: number | null;
    at: Date;
    expiresAt: Date | null;
    /** Waits for a second admin (a reward message): not delivered, no watermark yet. */
    pending: boolean;
  },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO mail_messages (audience, player_id, player_watermark, title, body, reward, wager_multi, created_by, created_at, expires_at, kind, approved_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $12 THEN $9::timestamptz END) RETURNING id`,
    [
      message.audience,
      message.playerId,
      message.watermark,
      JSON.stringify(message.title),
      JSON.stringify(message.body),
      message.reward,
      message.wagerMulti,
      message.createdBy,
      message.at,
      message.expiresAt,
      message.kind,
      !message.pending,
    ],
  );
  return rows[0]!.id;
}

/** Who a message addresses, as stored: its audience, kind, player and watermark (null: no such message). */
export async function selectAddressees(
  db: Queryable,
  messageId: number,
): Promise<{ audience: Audience; kind: MailKind; playerId: number | null; watermark: number } | null> {
  const rows = await db.query<{ audience: Audience; kind: MailKind; playerId: number | null; watermark: number }>(
    'SELECT audience, kind, player_id AS "playerId", player_watermark AS watermark FROM mail_messages WHERE id = $1',
    [messageId],
  );
  return rows[0] ?? null;
}

/** Holds a message back from these players (mail_withheld). */
export async function insertWithheld(db: Queryable, messageId: number, playerIds: readonly number[]): Promise<void> {
  if (playerIds.length === 0) return;
  await db.query('INSERT INTO mail_withheld (message_id, player_id) SELECT $1, unnest($2::bigint[])', [messageId, playerIds]);
}

export async function selectMessage(db: Queryable, id: number): Promise<MessageRow | null> {
  return (await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM mail_messages m WHERE m.id = $1`, [id]))[0] ?? null;
}

/** Newest first after the cursor id (operators' list, keyset); limit + 1 rows. */
export async function selectMessagesBefore(db: Queryable, beforeId: number | null, limit: number): Promise<MessageRow[]> {
  return db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM mail_messages m WHERE ($1::bigint IS NULL OR m.id < $1) ORDER BY m.id DESC LIMIT $2`, [
    beforeId,
    limit + 1,
  ]);
}

/** Marks a message retracted; false when it does not exist or was already retracted. */
export async function updateRetracted(db: Queryable, id: number, at: Date): Promise<boolean> {
  const rows = await db.query(`UPDATE mail_messages SET retracted_at = $2 WHERE id = $1 AND retracted_at IS NULL RETURNING id`, [id, at]);
  return rows.length > 0;
}

/**
 * A second admin's decision on a pending message: approval delivers it now ('all' reaches the
 * players registered at approval, 'new' those who register after it); false when it is not pending.
 */
export async function updateDecision(db: Queryable, d: { id: number; approve: boolean; by: number; at: Date; watermark: number }): Promise<boolean> {
  const pending = 'WHERE id = $1 AND approved_at IS NULL AND rejected_at IS NULL AND retracted_at IS NULL RETURNING id';
  const rows = d.approve
    ? await db.query(
        `UPDATE mail_messages SET approved_by = $2, approved_at = $3, player_watermark = CASE WHEN audience = 'player' THEN 0 ELSE $4 END ${pending}`,
        [d.id, d.by, d.at, d.watermark],
      )
    : await db.query(`UPDATE mail_messages SET rejected_by = $2, rejected_at = $3 ${pending}`, [d.id, d.by, d.at]);
  return rows.length > 0;
}
