// The AML feature's SQL (db/migrations/0046-aml-flags.sql): its own flags and marks only. The books
// its rules read (deposits, rounds, logins) come through their owners' services (README.md, "Boundaries").
import type { AmlRule } from '@khel/contracts/admin/aml';
import type { Queryable } from '../../platform/db.ts';

export interface FlagRow {
  id: number;
  rule: AmlRule;
  subject: string;
  playerIds: number[];
  detail: Record<string, unknown>;
  state: 'open' | 'resolved';
  createdAt: Date;
  resolvedBy: number | null;
  resolvedAt: Date | null;
  resolution: string;
}

// Arrays of int8 come back as text from node-postgres; as JSON they are numbers on both drivers.
const COLUMNS = `id, rule, subject, to_json(player_ids) AS "playerIds", detail, state, created_at AS "createdAt",
  resolved_by AS "resolvedBy", resolved_at AS "resolvedAt", resolution`;

/** Inserts a flag unless one exists for (rule, subject); its id when this call created it. */
export async function insertFlag(
  db: Queryable,
  f: { rule: AmlRule; subject: string; playerIds: number[]; detail: Record<string, unknown>; at: Date },
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO aml_flags (rule, subject, player_ids, detail, created_at) VALUES ($1, $2, $3::bigint[], $4, $5)
     ON CONFLICT (rule, subject) DO NOTHING RETURNING id`,
    [f.rule, f.subject, f.playerIds, JSON.stringify(f.detail), f.at],
  );
  return rows[0]?.id ?? null;
}

export async function countOpenFlags(db: Queryable, playerId: number): Promise<number> {
  const rows = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM aml_flags WHERE state = 'open' AND player_ids @> ARRAY[$1::bigint]", [playerId]);
  return rows[0]?.n ?? 0;
}

export async function selectMark(db: Queryable, rule: string): Promise<Date | null> {
  return (await db.query<{ mark: Date }>('SELECT mark FROM aml_scan_marks WHERE rule = $1', [rule]))[0]?.mark ?? null;
}

export async function saveMark(db: Queryable, rule: string, mark: Date): Promise<void> {
  await db.query('INSERT INTO aml_scan_marks (rule, mark) VALUES ($1, $2) ON CONFLICT (rule) DO UPDATE SET mark = greatest(aml_scan_marks.mark, excluded.mark)', [
    rule,
    mark,
  ]);
}

export async function selectFlags(
  db: Queryable,
  f: {
    state?: 'open' | 'resolved' | undefined;
    rule?: AmlRule | undefined;
    playerId?: number | undefined;
    caseId?: number | undefined;
    beforeId: number | null;
    limit: number;
  },
): Promise<FlagRow[]> {
  return db.query<FlagRow>(
    `SELECT ${COLUMNS} FROM aml_flags
      WHERE ($1::text IS NULL OR state = $1) AND ($2::text IS NULL OR rule = $2)
        AND ($3::bigint IS NULL OR player_ids @> ARRAY[$3::bigint]) AND ($4::bigint IS NULL OR id < $4)
        AND ($6::bigint IS NULL OR id IN (SELECT flag_id FROM aml_case_findings WHERE case_id = $6))
      ORDER BY id DESC LIMIT $5`,
    [f.state ?? null, f.rule ?? null, f.playerId ?? null, f.beforeId, f.limit + 1, f.caseId ?? null],
  );
}

export async function selectFlag(db: Queryable, id: number): Promise<FlagRow | null> {
  return (await db.query<FlagRow>(`SELECT ${COLUMNS} FROM aml_flags WHERE id = $1`, [id]))[0] ?? null;
}

export async function resolveFlag(db: Queryable, id: number, r: { operatorId: number; note: string; at: Date }): Promise<FlagRow | null> {
  const rows = await db.query<FlagRow>(
    `UPDATE aml_flags SET state = 'resolved', resolved_by = $2, resolution = $3, resolved_at = $4
      WHERE id = $1 AND state = 'open' RETURNING ${COLUMNS}`,
    [id, r.operatorId, r.note, r.at],
  );
  return rows[0] ?? null;
}
