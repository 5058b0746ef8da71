// Formal complaints (README.md): filed by the player with a reference and an 8-week clock, handled
// by operators (open → in progress → resolved, or escalated to compliance → resolved), the final
// response naming the ADR body of ComplaintsConf. Every operator move is audited.
import type { AdminComplaint } from '@khel/contracts/admin/complaints';
import { can, type OperatorRole } from '@khel/contracts/admin/operators-roles';
import { COMPLAINT_LIMITS, type ComplaintCategory, type ComplaintItem, type ComplaintState } from '@khel/contracts/endpoints/complaints';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { serverConfig } from '../config/config.service.ts';
import { audit, withOperatorNames } from '../operators/operators.service.ts';
import { lockPlayer } from '../players/players.service.ts';
import {
  countUnresolved,
  insertComplaint,
  insertEvent,
  selectComplaint,
  selectComplaintForUpdate,
  selectComplaintsForOperators,
  selectEvents,
  selectPlayerComplaints,
  touchComplaint,
  updateComplaint,
  type ComplaintRow,
} from './complaints.repository.ts';

const DAY_MS = 86_400_000;
const PLAYER_LIST_MAX = 50;

export interface Operator {
  operatorId: number;
  role: OperatorRole;
  ip: string;
}

function playerView(row: ComplaintRow, adr: { name: string; url: string }, now: Date): ComplaintItem {
  return {
    reference: row.reference,
    category: row.category,
    subject: row.subject,
    message: row.message,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    overdue: row.state !== 'resolved' && now.getTime() > row.dueAt.getTime(),
    response: row.response,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    // What the final response named stays what the player was told, whatever the config says later.
    adr: row.adrName !== null && row.adrUrl !== null ? { name: row.adrName, url: row.adrUrl } : adr,
  };
}

function adminView(row: ComplaintRow, adr: { name: string; url: string }, now: Date): AdminComplaint {
  return {
    ...playerView(row, adr, now),
    id: row.id,
    playerId: row.playerId,
    assignedTo: row.assignedTo,
    resolvedBy: row.resolvedBy,
    escalationReason: row.escalationReason,
  };
}

export async function fileComplaint(
  db: Database,
  playerId: number,
  input: { category: ComplaintCategory; subject: string; message: string },
  now: Date,
): Promise<ComplaintItem> {
  const conf = await serverConfig(db, 'ComplaintsConf');
  const row = await db.transaction(async (tx) => {
    // The player's lock: two filings at once cannot pass the unresolved limit together.
    await lockPlayer(tx, playerId);
    if ((await countUnresolved(tx, playerId)) >= COMPLAINT_LIMITS.unresolvedMax) throw new AppError(ErrorCode.complaintUnresolvedLimit);
    const filed = await insertComplaint(tx, { playerId, ...input, dueAt: new Date(now.getTime() + conf.responseDays * DAY_MS), at: now });
    await insertEvent(tx, { complaintId: filed.id, kind: 'filed', note: '', operatorId: null, at: now });
    return filed;
  });
  return playerView(row, conf.adr, now);
}

export async function playerComplaints(db: Queryable, playerId: number, now: Date): Promise<{ list: ComplaintItem[] }> {
  const { adr } = await serverConfig(db, 'ComplaintsConf');
  return { list: (await selectPlayerComplaints(db, playerId, PLAYER_LIST_MAX)).map((row) => playerView(row, adr, now)) };
}

export async function complaintQueue(
  db: Queryable,
  q: {
    state?: ComplaintState | 'unresolved' | undefined;
    category?: ComplaintCategory | undefined;
    overdue?: 'true' | 'false' | undefined;
    reference?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  },
  now: Date,
) {
  const cursor = decodeCursor(q.cursor);
  const after = cursor && typeof cursor.key === 'string' && !Number.isNaN(Date.parse(cursor.key)) ? { due: cursor.key, id: cursor.id } : null;
  if (cursor && !after) throw new AppError(ErrorCode.invalidRequest);
  const rows = await selectComplaintsForOperators(db, { ...q, overdueAt: q.overdue === 'true' ? now : undefined, after, limit: q.limit });
  const { adr } = await serverConfig(db, 'ComplaintsConf');
  return pageFrom(rows, q.limit, (row) => [row.dueAt.toISOString(), row.id], (row) => adminView(row, adr, now));
}

const notFound = (id: number) => new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/complaints/${id}` });

export async function complaintDetail(db: Queryable, id: number, now: Date) {
  const row = await selectComplaint(db, id);
  if (!row) throw notFound(id);
  const { adr } = await serverConfig(db, 'ComplaintsConf');
  const events = await withOperatorNames(
    db,
    await selectEvents(db, id),
    (e) => [e.operatorId],
    (e, name) => ({ kind: e.kind, note: e.note, operatorId: e.operatorId, operator: name(e.operatorId), at: e.at.toISOString() }),
  );
  return { ...adminView(row, adr, now), events };
}

/** Locks the complaint, refuses a move its state does not allow, applies it with its event and audit row. */
async function move(
  db: Database,
  id: number,
  by: Operator,
  now: Date,
  action: string,
  apply: (tx: Queryable, row: ComplaintRow) => Promise<{ row: ComplaintRow; kind: 'in_progress' | 'note' | 'escalated' | 'resolved'; note: string }>,
): Promise<AdminComplaint> {
  const conf = await serverConfig(db, 'ComplaintsConf');
  const row = await db.transaction(async (tx) => {
    const current = await selectComplaintForUpdate(tx, id);
    if (!current) throw notFound(id);
    if (current.state === 'resolved') throw new AppError(ErrorCode.complaintResolved);
    const done = await apply(tx, current);
    await insertEvent(tx, { complaintId: id, kind: done.kind, note: done.note, operatorId: by.operatorId, at: now });
    await audit(tx, { operatorId: by.operatorId, action, target: `complaint:${current.reference}`, detail: { state: done.row.state, note: done.note }, ip: by.ip });
    return done.row;
  });
  return adminView(row, conf.adr, now);
}

export function startComplaint(db: Database, input: { id: number; note?: string | undefined }, by: Operator, now: Date) {
  return move(db, input.id, by, now, 'complaint.start', async (tx, row) => {
    if (row.state === 'escalated') throw new AppError(ErrorCode.complaintEscalated);
    if (row.state !== 'open') throw new AppError(ErrorCode.complaintNotOpen);
    const updated = await updateComplaint(tx, row.id, { state: 'in_progress', assignedTo: by.operatorId }, now);
    return { row: updated, kind: 'in_progress', note: input.note ?? '' };
  });
}

export function noteComplaint(db: Database, input: { id: number; note: string }, by: Operator, now: Date) {
  return move(db, input.id, by, now, 'complaint.note', async (tx, row) => ({ row: await touchComplaint(tx, row.id, now), kind: 'note', note: input.note }));
}

export function escalateComplaint(db: Database, input: { id: number; reason: string }, by: Operator, now: Date) {
  return move(db, input.id, by, now, 'complaint.escalate', async (tx, row) => {
    if (row.state === 'escalated') throw new AppError(ErrorCode.complaintEscalated);
    const updated = await updateComplaint(tx, row.id, { state: 'escalated', escalationReason: input.reason }, now);
    return { row: updated, kind: 'escalated', note: input.reason };
  });
}

/** The final response; the ADR body named now is stored with it (the player keeps seeing that one). */
export async function resolveComplaint(db: Database, input: { id: number; response: string }, by: Operator, now: Date) {
  const { adr } = await serverConfig(db, 'ComplaintsConf');
  return move(db, input.id, by, now, 'complaint.resolve', async (tx, row) => {
    if (row.state === 'escalated' && !can(by.role, 'complaints.escalations')) throw new AppError(ErrorCode.complaintEscalationsOnly, undefined, 403);
    const updated = await updateComplaint(tx, row.id, { state: 'resolved', response: input.response, adr, resolvedBy: by.operatorId, resolvedAt: now }, now);
    return { row: updated, kind: 'resolved', note: input.response };
  });
}
