// The config_proposals SQL (db/migrations/0075-config-proposals.sql).
import type { ConfigProposal } from '@khel/contracts/admin/config-proposals';
import type { Queryable } from '../../platform/db.ts';

type State = ConfigProposal['state'];

export interface ProposalRow {
  id: number;
  name: string;
  body: unknown;
  rollbackOf: number | null;
  baseVersion: number;
  state: State;
  requestedBy: number;
  requestedAt: Date;
  decidedBy: number | null;
  decidedAt: Date | null;
  note: string;
  appliedVersion: number | null;
}

const SELECT = `SELECT p.id, p.name, p.body, p.rollback_of AS "rollbackOf", p.base_version AS "baseVersion", p.state,
  p.requested_by AS "requestedBy", p.requested_at AS "requestedAt",
  p.decided_by AS "decidedBy", p.decided_at AS "decidedAt", p.note,
  p.applied_version AS "appliedVersion"
  FROM config_proposals p`;

export async function insertProposal(
  tx: Queryable,
  p: { name: string; body: unknown; rollbackOf: number | null; baseVersion: number; requestedBy: number; at: Date },
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO config_proposals (name, body, rollback_of, base_version, requested_by, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [p.name, JSON.stringify(p.body), p.rollbackOf, p.baseVersion, p.requestedBy, p.at],
  );
  return rows[0]!.id;
}

export async function selectProposal(db: Queryable, id: number, lock = false): Promise<ProposalRow | null> {
  return (await db.query<ProposalRow>(`${SELECT} WHERE p.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]))[0] ?? null;
}

export async function decideProposal(
  tx: Queryable,
  id: number,
  d: { state: Exclude<State, 'pending'>; operatorId: number | null; note: string; at: Date; appliedVersion?: number },
): Promise<void> {
  await tx.query(
    `UPDATE config_proposals SET state = $2, decided_by = $3, note = $4, decided_at = $5, applied_version = $6
      WHERE id = $1 AND state = 'pending'`,
    [id, d.state, d.operatorId, d.note, d.at, d.appliedVersion ?? null],
  );
}

/** Once a document moved on, its other pending proposals are diffs against a version that is gone. */
export async function markOthersStale(tx: Queryable, name: string, exceptId: number, at: Date): Promise<void> {
  await tx.query(`UPDATE config_proposals SET state = 'stale', decided_at = $3 WHERE name = $1 AND id <> $2 AND state = 'pending'`, [name, exceptId, at]);
}

export async function selectProposals(
  db: Queryable,
  f: { state?: State | undefined; name?: string | undefined; beforeId: number | null; limit: number },
): Promise<ProposalRow[]> {
  return db.query<ProposalRow>(
    `${SELECT} WHERE ($1::text IS NULL OR p.state = $1) AND ($2::text IS NULL OR p.name = $2) AND ($3::bigint IS NULL OR p.id < $3)
      ORDER BY p.id DESC LIMIT $4`,
    [f.state ?? null, f.name ?? null, f.beforeId, f.limit + 1],
  );
}
