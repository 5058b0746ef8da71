// The SQL of AML cases (db/migrations/0067-aml-cases.sql): one open case per player (a partial
// unique index), the findings attached to it, and its resolution.
import type { AmlRule } from '@khel/contracts/admin/aml';
import type { Queryable } from '../../platform/db.ts';

export interface CaseRow {
  id: number;
  playerId: number;
  state: 'open' | 'resolved';
  openedAt: Date;
  updatedAt: Date;
  resolvedBy: number | null;
  resolvedAt: Date | null;
  resolution: string;
  findings: number;
  rules: AmlRule[];
}

// The number of findings and their distinct rules come with every case (the queue row shows them).
const COLUMNS = `c.id, c.player_id AS "playerId", c.state, c.opened_at AS "openedAt", c.updated_at AS "updatedAt",
  c.resolved_by AS "resolvedBy", c.resolved_at AS "resolvedAt", c.resolution,
  (SELECT count(*)::int FROM aml_case_findings cf WHERE cf.case_id = c.id) AS findings,
  (SELECT coalesce(to_json(array_agg(DISTINCT f.rule ORDER BY f.rule)), '[]'::json) FROM aml_case_findings cf
     JOIN aml_flags f ON f.id = cf.flag_id WHERE cf.case_id = c.id) AS rules`;

/**
 * Attaches a finding to the open case of each player it names, opening one where there is none.
 * The open cases are locked (FOR UPDATE), so a resolution running at the same time either
 * commits first (then this opens a new case) or waits for this attachment.
 */
export async function attachFinding(db: Queryable, f: { flagId: number; playerIds: number[]; at: Date }): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await db.query(
      `INSERT INTO aml_cases (player_id, opened_at, updated_at) SELECT DISTINCT p, $2::timestamptz, $2::timestamptz FROM unnest($1::bigint[]) AS p
        ON CONFLICT (player_id) WHERE state = 'open' DO NOTHING`,
      [f.playerIds, f.at],
    );
    const open = await db.query<{ id: number }>(
      `SELECT id FROM aml_cases WHERE player_id = ANY ($1::bigint[]) AND state = 'open' ORDER BY id FOR UPDATE`,
      [f.playerIds],
    );
    if (open.length < new Set(f.playerIds).size) continue; // resolved meanwhile: open a new one
    await db.query(
      `INSERT INTO aml_case_findings (case_id, flag_id) SELECT unnest($1::bigint[]), $2 ON CONFLICT DO NOTHING`,
      [open.map((row) => row.id), f.flagId],
    );
    await db.query('UPDATE aml_cases SET updated_at = greatest(updated_at, $2) WHERE id = ANY ($1::bigint[])', [open.map((row) => row.id), f.at]);
    return;
  }
  throw new Error(`AML finding ${f.flagId}: no open case to attach to`);
}

/** The open case of each of the players that has one (one query for a page of withdrawals). */
export async function selectOpenCases(db: Queryable, playerIds: number[]): Promise<CaseRow[]> {
  if (playerIds.length === 0) return [];
  return db.query<CaseRow>(`SELECT ${COLUMNS} FROM aml_cases c WHERE c.player_id = ANY ($1::bigint[]) AND c.state = 'open'`, [playerIds]);
}

export async function selectCase(db: Queryable, id: number): Promise<CaseRow | null> {
  return (await db.query<CaseRow>(`SELECT ${COLUMNS} FROM aml_cases c WHERE c.id = $1`, [id]))[0] ?? null;
}

export async function selectCases(
  db: Queryable,
  f: { state?: 'open' | 'resolved' | undefined; playerId?: number | undefined; beforeId: number | null; limit: number },
): Promise<CaseRow[]> {
  return db.query<CaseRow>(
    `SELECT ${COLUMNS} FROM aml_cases c
      WHERE ($1::text IS NULL OR c.state = $1) AND ($2::bigint IS NULL OR c.player_id = $2) AND ($3::bigint IS NULL OR c.id < $3)
      ORDER BY c.id DESC LIMIT $4`,
    [f.state ?? null, f.playerId ?? null, f.beforeId, f.limit + 1],
  );
}

/** Resolves an open case and every open finding attached to it, with the same note. */
export async function resolveCase(db: Queryable, id: number, r: { operatorId: number; note: string; at: Date }): Promise<boolean> {
  const rows = await db.query(
    `UPDATE aml_cases SET state = 'resolved', resolved_by = $2, resolution = $3, resolved_at = $4 WHERE id = $1 AND state = 'open' RETURNING id`,
    [id, r.operatorId, r.note, r.at],
  );
  if (rows.length === 0) return false;
  await db.query(
    `UPDATE aml_flags SET state = 'resolved', resolved_by = $2, resolution = $3, resolved_at = $4
      WHERE state = 'open' AND id IN (SELECT flag_id FROM aml_case_findings WHERE case_id = $1)`,
    [id, r.operatorId, r.note, r.at],
  );
  return true;
}

/** After one finding is resolved: its open cases with no open finding left resolve with the same note. */
export async function resolveCasesWithoutOpenFindings(db: Queryable, flagId: number, r: { operatorId: number; note: string; at: Date }): Promise<void> {
  await db.query(
    `UPDATE aml_cases c SET state = 'resolved', resolved_by = $2, resolution = $3, resolved_at = $4
      WHERE c.state = 'open' AND c.id IN (SELECT case_id FROM aml_case_findings WHERE flag_id = $1)
        AND NOT EXISTS (SELECT 1 FROM aml_case_findings cf JOIN aml_flags f ON f.id = cf.flag_id WHERE cf.case_id = c.id AND f.state = 'open')`,
    [flagId, r.operatorId, r.note, r.at],
  );
}
