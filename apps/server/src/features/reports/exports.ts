// Exports (contracts admin/reports-exports.ts): players and the audit log as CSV rows, read `batch` rows
// at a time by id (the primary key), so a file of 100,000 rows is streamed and never held whole.
// Personal data columns are selected only when asked for (the route checks the permission).
import { PLAYER_EXPORT_HEADER, PLAYER_EXPORT_PERSONAL_HEADER } from '@khel/contracts/admin/reports-exports';
import type { Queryable } from '../../platform/db.ts';
import type { Cell } from '../../platform/csv.ts';
import { dayRange } from './day-cache.ts';

export const EXPORT_BATCH = 1000;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** Rows by id, `batch` at a time, until a short batch. */
async function* byId<Row extends { id: number }>(fetch: (afterId: number) => Promise<Row[]>): AsyncGenerator<Row> {
  let afterId = 0;
  for (;;) {
    const rows = await fetch(afterId);
    yield* rows;
    if (rows.length === 0) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

export interface PlayerExportFilter {
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  personal: boolean;
}

export function playerExportHeader(personal: boolean): string[] {
  return personal ? [...PLAYER_EXPORT_HEADER, ...PLAYER_EXPORT_PERSONAL_HEADER] : [...PLAYER_EXPORT_HEADER];
}

type PlayerRow = {
  id: number;
  showId: string;
  status: string;
  vip: number;
  createdAt: Date;
  inviter: string | null;
  balance: number;
  held: number;
  deposited: number;
  withdrawn: number;
  name?: string;
  account?: string | null;
  phone?: string | null;
  email?: string | null;
  deviceId?: string;
};

export async function* playerExportRows(db: Queryable, f: PlayerExportFilter, batch = EXPORT_BATCH): AsyncGenerator<Cell[]> {
  const range = f.from !== undefined && f.to !== undefined ? dayRange(f.from, f.to) : null;
  const personal = f.personal ? `, p.name, p.account, p.phone, p.email, p.registration_device_id AS "deviceId"` : '';
  const rows = byId<PlayerRow>((afterId) =>
    db.query<PlayerRow>(
      `SELECT p.id, p.show_id AS "showId", p.status, p.vip, p.created_at AS "createdAt", i.show_id AS inviter,
              coalesce(a.balance, 0) AS balance, coalesce(a.held, 0) AS held,
              (SELECT coalesce(sum(d.amount), 0) FROM deposit_orders d WHERE d.player_id = p.id AND d.state = 'paid')::bigint AS deposited,
              (SELECT coalesce(sum(w.amount), 0) FROM withdrawals w WHERE w.player_id = p.id AND w.state = 'paid')::bigint AS withdrawn
              ${personal}
         FROM players p
         LEFT JOIN players i ON i.id = p.inviter_id
         LEFT JOIN ledger_accounts a ON a.player_id = p.id
        WHERE p.id > $1 AND ($2::text IS NULL OR p.status = $2)
          AND ($3::timestamptz IS NULL OR p.created_at >= $3) AND ($4::timestamptz IS NULL OR p.created_at < $4)
        ORDER BY p.id LIMIT $5`,
      [afterId, f.status ?? null, range?.from ?? null, range?.to ?? null, batch],
    ),
  );
  for await (const p of rows) {
    const cells: Cell[] = [p.id, p.showId, p.status, p.vip, iso(p.createdAt), p.inviter, p.balance, p.held, p.deposited, p.withdrawn];
    if (f.personal) cells.push(p.name, p.account, p.phone, p.email, p.deviceId);
    yield cells;
  }
}

export interface AuditExportFilter {
  operatorId?: number | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

type AuditRow = { id: number; createdAt: Date; operatorId: number | null; operator: string | null; action: string; target: string; ip: string; detail: string };

/** Oldest first; the action filter matches an action, or a family when it ends in '.' (as the viewer). */
export async function* auditExportRows(db: Queryable, f: AuditExportFilter, batch = EXPORT_BATCH): AsyncGenerator<Cell[]> {
  const range = f.from !== undefined && f.to !== undefined ? dayRange(f.from, f.to) : null;
  const family = f.action?.endsWith('.') ? `${f.action.replace(/[\\%_]/g, '\\$&')}%` : null;
  const rows = byId<AuditRow>((afterId) =>
    db.query<AuditRow>(
      `SELECT a.id, a.created_at AS "createdAt", a.operator_id AS "operatorId", o.username AS operator, a.action, a.target, a.ip,
              a.detail::text AS detail
         FROM operator_audit_log a LEFT JOIN operators o ON o.id = a.operator_id
        WHERE a.id > $1
          AND ($2::bigint IS NULL OR a.operator_id = $2)
          AND ($3::text IS NULL OR a.action = $3)
          AND ($4::text IS NULL OR a.action LIKE $4)
          AND ($5::text IS NULL OR a.target = $5)
          AND ($6::timestamptz IS NULL OR a.created_at >= $6) AND ($7::timestamptz IS NULL OR a.created_at < $7)
        ORDER BY a.id LIMIT $8`,
      [afterId, f.operatorId ?? null, family ? null : (f.action ?? null), family, f.target ?? null, range?.from ?? null, range?.to ?? null, batch],
    ),
  );
  for await (const a of rows) yield [a.id, iso(a.createdAt), a.operatorId, a.operator, a.action, a.target, a.ip, a.detail];
}
