// SQL of the in-app support chat: only the support_* tables (migrations 0078, 0080).
import type { Queryable } from '../../platform/db.ts';

export interface ConversationRow {
  id: number;
  playerId: number;
  state: 'open' | 'closed';
  assignedTo: number | null;
  waitingSince: Date | null;
  answerByMail: boolean;
  playerReadId: number;
  operatorReadId: number;
  playerTypingAt: Date | null;
  operatorTypingAt: Date | null;
  lastMessageAt: Date;
}

export interface InboxRow extends ConversationRow {
  lastText: string;
  unread: number;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  author: 'player' | 'operator';
  operatorId: number | null;
  body: string;
  imageId: number | null;
  /** Retention deleted the image (imageId is then null). */
  imageRemoved: boolean;
  offline: boolean;
  createdAt: Date;
}

const CONVERSATION = `c.id::int AS id, c.player_id::int AS "playerId", c.state, c.assigned_to::int AS "assignedTo",
  c.waiting_since AS "waitingSince", c.answer_by_mail AS "answerByMail", c.player_read_id::int AS "playerReadId",
  c.operator_read_id::int AS "operatorReadId", c.player_typing_at AS "playerTypingAt", c.operator_typing_at AS "operatorTypingAt",
  c.last_message_at AS "lastMessageAt"`;
const MESSAGE = `id::int AS id, conversation_id::int AS "conversationId", author, operator_id::int AS "operatorId", body,
  image_id::int AS "imageId", image_removed_at IS NOT NULL AS "imageRemoved", offline, created_at AS "createdAt"`;

export async function selectConversationOfPlayer(db: Queryable, playerId: number): Promise<ConversationRow | null> {
  return (await db.query<ConversationRow>(`SELECT ${CONVERSATION} FROM support_conversations c WHERE c.player_id = $1`, [playerId]))[0] ?? null;
}

export async function selectConversation(db: Queryable, id: number, lock = false): Promise<ConversationRow | null> {
  return (await db.query<ConversationRow>(`SELECT ${CONVERSATION} FROM support_conversations c WHERE c.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]))[0] ?? null;
}

/** The player's conversation, made on first use and locked for the caller's transaction. */
export async function lockConversationOfPlayer(tx: Queryable, playerId: number, at: Date): Promise<ConversationRow> {
  await tx.query(
    `INSERT INTO support_conversations (player_id, last_message_at, created_at) VALUES ($1, $2, $2) ON CONFLICT (player_id) DO NOTHING`,
    [playerId, at],
  );
  return (await tx.query<ConversationRow>(`SELECT ${CONVERSATION} FROM support_conversations c WHERE c.player_id = $1 FOR UPDATE`, [playerId]))[0]!;
}

export async function insertImage(tx: Queryable, image: { conversationId: number; contentType: string; size: number; sealed: Buffer; at: Date }): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    'INSERT INTO support_images (conversation_id, content_type, size, sealed, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id',
    [image.conversationId, image.contentType, image.size, image.sealed, image.at],
  );
  return rows[0]!.id;
}

export async function selectImage(db: Queryable, id: number): Promise<{ conversationId: number; contentType: string; sealed: Uint8Array } | null> {
  const rows = await db.query<{ conversationId: number; contentType: string; sealed: Uint8Array }>(
    'SELECT conversation_id::int AS "conversationId", content_type AS "contentType", sealed FROM support_images WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function insertMessage(
  tx: Queryable,
  m: { conversationId: number; author: 'player' | 'operator'; operatorId: number | null; body: string; imageId: number | null; offline: boolean; at: Date },
): Promise<MessageRow> {
  const rows = await tx.query<MessageRow>(
    `INSERT INTO support_messages (conversation_id, author, operator_id, body, image_id, offline, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${MESSAGE}`,
    [m.conversationId, m.author, m.operatorId, m.body, m.imageId, m.offline, m.at],
  );
  return rows[0]!;
}

/** A player message: the conversation opens again, waits from its first unanswered message, and remembers an offline send. */
export async function touchAfterPlayerMessage(tx: Queryable, id: number, at: Date, offline: boolean): Promise<void> {
  await tx.query(
    `UPDATE support_conversations SET state = 'open', closed_at = NULL, waiting_since = COALESCE(waiting_since, $2), last_message_at = $2,
       answer_by_mail = answer_by_mail OR $3, player_typing_at = NULL WHERE id = $1`,
    [id, at, offline],
  );
}

/** An operator answer: nothing waits any more, the mail copy is owed no longer, the answerer holds it if nobody did. */
export async function touchAfterOperatorMessage(tx: Queryable, id: number, operatorId: number, at: Date): Promise<void> {
  await tx.query(
    `UPDATE support_conversations SET waiting_since = NULL, answer_by_mail = false, last_message_at = $2, operator_typing_at = NULL,
       assigned_to = COALESCE(assigned_to, $3) WHERE id = $1`,
    [id, at, operatorId],
  );
}

/** The newest `limit` messages, oldest first. */
export async function selectMessages(db: Queryable, conversationId: number, limit: number): Promise<MessageRow[]> {
  const rows = await db.query<MessageRow>(`SELECT ${MESSAGE} FROM support_messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2`, [
    conversationId,
    limit,
  ]);
  return rows.reverse();
}

/** Moves a read mark forward only (a late, older mark never takes a ✓✓ back); the new mark. */
export async function markRead(db: Queryable, id: number, side: 'player' | 'operator', upTo: number): Promise<number> {
  const column = side === 'player' ? 'player_read_id' : 'operator_read_id';
  const rows = await db.query<{ mark: number }>(
    `UPDATE support_conversations SET ${column} = GREATEST(${column}, $2) WHERE id = $1 RETURNING ${column}::int AS mark`,
    [id, upTo],
  );
  return rows[0]?.mark ?? 0;
}

export async function newestMessageId(db: Queryable, conversationId: number, author: 'player' | 'operator'): Promise<number> {
  const rows = await db.query<{ id: number | null }>('SELECT max(id)::int AS id FROM support_messages WHERE conversation_id = $1 AND author = $2', [
    conversationId,
    author,
  ]);
  return rows[0]?.id ?? 0;
}

/** Stamps typing at most once a second per side: a client that floods typing notices costs no more writes. */
export async function stampTyping(db: Queryable, id: number, side: 'player' | 'operator', at: Date): Promise<void> {
  const column = side === 'player' ? 'player_typing_at' : 'operator_typing_at';
  await db.query(`UPDATE support_conversations SET ${column} = $2 WHERE id = $1 AND (${column} IS NULL OR ${column} <= $2::timestamptz - interval '1 second')`, [id, at]);
}

export async function updateAssignment(db: Queryable, id: number, operatorId: number): Promise<void> {
  await db.query('UPDATE support_conversations SET assigned_to = $2 WHERE id = $1', [id, operatorId]);
}

/** Closing stamps when (closing a closed one keeps its first close: retention counts from it); reopening clears it. */
export async function updateState(db: Queryable, id: number, state: 'open' | 'closed', at: Date): Promise<void> {
  await db.query(
    `UPDATE support_conversations SET state = $2, closed_at = CASE WHEN $2 = 'closed' THEN COALESCE(closed_at, $3) END WHERE id = $1`,
    [id, state, at],
  );
}

/**
 * Retention: deletes up to `limit` images of conversations closed at or before `closedBy`, and marks
 * their messages removed at `at`; the number deleted. The conversations are locked and their state
 * checked again under the lock, so one a player reopens meanwhile keeps its images; ones another run
 * holds are skipped (two runs never take the same images).
 */
export async function deleteImagesClosedBy(tx: Queryable, closedBy: Date, limit: number, at: Date): Promise<number> {
  const due = await tx.query<{ id: number }>(
    `SELECT i.id::int AS id FROM support_images i JOIN support_conversations c ON c.id = i.conversation_id
      WHERE c.state = 'closed' AND c.closed_at <= $1 ORDER BY i.id LIMIT $2 FOR UPDATE OF c SKIP LOCKED`,
    [closedBy, limit],
  );
  if (due.length === 0) return 0;
  const ids = due.map((r) => r.id);
  await tx.query('UPDATE support_messages SET image_id = NULL, image_removed_at = $2 WHERE image_id = ANY($1::bigint[])', [ids, at]);
  await tx.query('DELETE FROM support_images WHERE id = ANY($1::bigint[])', [ids]);
  return ids.length;
}

/** The inbox: longest waiting first, then the most recent. */
export async function selectInbox(
  db: Queryable,
  q: { state: 'open' | 'closed'; assigned: 'unassigned' | 'mine' | 'all'; operatorId: number; limit: number; id?: number },
): Promise<InboxRow[]> {
  return db.query<InboxRow>(
    `SELECT ${CONVERSATION},
       COALESCE((SELECT CASE WHEN m.body <> '' THEN left(m.body, 120) WHEN m.image_removed_at IS NOT NULL THEN '[image removed]' ELSE '[image]' END
                  FROM support_messages m
                  WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1), '') AS "lastText",
       (SELECT count(*)::int FROM support_messages m WHERE m.conversation_id = c.id AND m.author = 'player' AND m.id > c.operator_read_id) AS unread
     FROM support_conversations c
     WHERE c.state = $1
       AND ($2 = 'all' OR ($2 = 'unassigned' AND c.assigned_to IS NULL) OR ($2 = 'mine' AND c.assigned_to = $3))
       AND ($5::bigint IS NULL OR c.id = $5)
     ORDER BY c.waiting_since ASC NULLS LAST, c.last_message_at DESC LIMIT $4`,
    [q.state, q.assigned, q.operatorId, q.limit, q.id ?? null],
  );
}

export async function stampPresence(db: Queryable, operatorId: number, at: Date): Promise<void> {
  await db.query(
    'INSERT INTO support_operator_presence (operator_id, seen_at) VALUES ($1, $2) ON CONFLICT (operator_id) DO UPDATE SET seen_at = GREATEST(support_operator_presence.seen_at, $2)',
    [operatorId, at],
  );
}

export async function anyOperatorSeenSince(db: Queryable, since: Date): Promise<boolean> {
  return (await db.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM support_operator_presence WHERE seen_at >= $1) AS ok', [since]))[0]?.ok ?? false;
}

export interface SettingsRow {
  cannedReplies: { title: string; text: string }[];
  openHour: number;
  closeHour: number;
}

export async function selectSettings(db: Queryable): Promise<SettingsRow> {
  const rows = await db.query<SettingsRow>(
    'SELECT canned_replies AS "cannedReplies", open_hour AS "openHour", close_hour AS "closeHour" FROM support_settings WHERE id = 1',
  );
  return rows[0]!;
}

export async function updateSettings(db: Queryable, s: SettingsRow, operatorId: number, at: Date): Promise<void> {
  await db.query('UPDATE support_settings SET canned_replies = $1, open_hour = $2, close_hour = $3, updated_by = $4, updated_at = $5 WHERE id = 1', [
    JSON.stringify(s.cannedReplies),
    s.openHour,
    s.closeHour,
    operatorId,
    at,
  ]);
}
