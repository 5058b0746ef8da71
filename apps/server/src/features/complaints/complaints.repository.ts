import type { ComplaintCategory, ComplaintState } from '@khel/contracts/endpoints/complaints';
import type { Queryable } from '../../platform/db.ts';

export interface ComplaintRow {
  id: number;
  reference: string;
  playerId: number;
  category: ComplaintCategory;
  subject: string;
  message: string;
  state: ComplaintState;
  dueAt: Date;
  assignedTo: number | null;
  escalationReason: string;
  response: string;
  adrName: string | null;
  adrUrl: string | null;
  resolvedBy: number | null;
  resolvedAt: Date | null;
  createdAt: Date;
}

export interface EventRow {
  kind: 'filed' | 'in_progress' | 'note' | 'escalated' | 'resolved';
  note: string;
  operatorId: number | null;
  at: Date;
}

const COLUMNS = `id::int AS id, reference, player_id::int AS "playerId", category, subject, message, state, due_at AS "dueAt",
  assigned_to::int AS "assignedTo", escalation_reason AS "escalationReason", response, adr_name AS "adrName", adr_url AS "adrUrl",
  resolved_by::int AS "resolvedBy", resolved_at AS "resolvedAt", created_at AS "createdAt"`;

/** The player's unresolved complaints; the caller holds the player's lock (players.service lockPlayer). */
export async function countUnresolved(db: Queryable, playerId: number): Promise<number> {
  const rows = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM complaints WHERE player_id = $1 AND state <> 'resolved'", [playerId]);
  return rows[0]?.n ?? 0;
}

/** The reference is KC-<year filed, Asia/Karachi>-<id, six digits at least>: unique, readable over the phone. */
export async function insertComplaint(
  db: Queryable,
  c: { playerId: number; category: ComplaintCategory; subject: string; message: string; dueAt: Date; at: Date },
): Promise<ComplaintRow> {
  const rows = await db.query<ComplaintRow>(
    `WITH next AS (SELECT nextval('complaints_id_seq') AS id)
     INSERT INTO complaints (id, reference, player_id, category, subject, message, due_at, created_at, updated_at)
     SELECT next.id, 'KC-' || to_char($6::timestamptz AT TIME ZONE 'Asia/Karachi', 'YYYY') || '-' || lpad(next.id::text, 6, '0'),
            $1, $2, $3, $4, $5, $6, $6
       FROM next
     RETURNING ${COLUMNS}`,
    [c.playerId, c.category, c.subject, c.message, c.dueAt, c.at],
  );
  return rows[0]!;
}

export async function insertEvent(db: Queryable, e: { complaintId: number; kind: EventRow['kind']; note: string; operatorId: number | null; at: Date }): Promise<void> {
  await db.query('INSERT INTO complaint_events (complaint_id, kind, note, operator_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
    e.complaintId,
    e.kind,
    e.note,
    e.operatorId,
    e.at,
  ]);
}

export async function selectPlayerComplaints(db: Queryable, playerId: number, limit: number): Promise<ComplaintRow[]> {
  return db.query<ComplaintRow>(`SELECT ${COLUMNS} FROM complaints WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, limit]);
}

export async function selectComplaintForUpdate(db: Queryable, id: number): Promise<ComplaintRow | null> {
  return (await db.query<ComplaintRow>(`SELECT ${COLUMNS} FROM complaints WHERE id = $1 FOR UPDATE`, [id]))[0] ?? null;
}

export async function selectComplaint(db: Queryable, id: number): Promise<ComplaintRow | null> {
  return (await db.query<ComplaintRow>(`SELECT ${COLUMNS} FROM complaints WHERE id = $1`, [id]))[0] ?? null;
}

export async function updateComplaint(
  db: Queryable,
  id: number,
  set: {
    state: ComplaintState;
    assignedTo?: number | undefined;
    escalationReason?: string | undefined;
    response?: string | undefined;
    adr?: { name: string; url: string } | undefined;
    resolvedBy?: number | undefined;
    resolvedAt?: Date | undefined;
  },
  at: Date,
): Promise<ComplaintRow> {
  const rows = await db.query<ComplaintRow>(
    `UPDATE complaints SET state = $2, assigned_to = coalesce($3, assigned_to), escalation_reason = coalesce($4, escalation_reason),
       response = coalesce($5, response), adr_name = coalesce($6, adr_name), adr_url = coalesce($7, adr_url),
       resolved_by = coalesce($8, resolved_by), resolved_at = coalesce($9, resolved_at), updated_at = $10
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, set.state, set.assignedTo ?? null, set.escalationReason ?? null, set.response ?? null, set.adr?.name ?? null, set.adr?.url ?? null, set.resolvedBy ?? null, set.resolvedAt ?? null, at],
  );
  return rows[0]!;
}

export async function touchComplaint(db: Queryable, id: number, at: Date): Promise<ComplaintRow> {
  return (await db.query<ComplaintRow>(`UPDATE complaints SET updated_at = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [id, at]))[0]!;
}

export async function selectEvents(db: Queryable, complaintId: number): Promise<EventRow[]> {
  return db.query<EventRow>(
    `SELECT e.kind, e.note, e.operator_id::int AS "operatorId", e.created_at AS at
       FROM complaint_events e
      WHERE e.complaint_id = $1 ORDER BY e.id`,
    [complaintId],
  );
}

/** Soonest due first; after (afterDue, afterId) for the next page; limit + 1 rows. */
export async function selectComplaintsForOperators(
  db: Queryable,
  q: {
    state?: ComplaintState | 'unresolved' | undefined;
    category?: ComplaintCategory | undefined;
    overdueAt?: Date | undefined;
    reference?: string | undefined;
    after: { due: string; id: number } | null;
    limit: number;
  },
): Promise<ComplaintRow[]> {
  return db.query<ComplaintRow>(
    `SELECT ${COLUMNS} FROM complaints
      WHERE ($1::text IS NULL OR ($1 = 'unresolved' AND state <> 'resolved') OR state = $1)
        AND ($2::text IS NULL OR category = $2)
        AND ($3::timestamptz IS NULL OR (due_at < $3 AND state <> 'resolved'))
        AND ($4::text IS NULL OR reference = $4)
        AND ($5::timestamptz IS NULL OR (due_at, id) > ($5, $6::bigint))
      ORDER BY due_at, id LIMIT $7`,
    [q.state ?? null, q.category ?? null, q.overdueAt ?? null, q.reference ?? null, q.after?.due ?? null, q.after?.id ?? null, q.limit + 1],
  );
}
