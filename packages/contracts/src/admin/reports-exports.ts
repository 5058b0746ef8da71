// Exports: the players list and the audit log as CSV, streamed page by page from the
// database (keyset), so a file of 100,000 rows is never held in memory. Every export is itself
// written to the audit log (who, which filter, which columns) before its first row is sent.
import { z } from 'zod';
import { adminEndpoint } from './admin-endpoint.ts';
import { Id } from './integers.ts';
import { Day } from './keyset.ts';
import { PLAYER_STATUSES } from './players.ts';
import { checkRange } from './reports.ts';

/** Days of registration (players) or of the entry (audit), inclusive; both or neither. */
function optionalRange(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if ((q.from === undefined) !== (q.to === undefined)) ctx.addIssue({ code: 'custom', message: 'from and to go together', path: [q.from === undefined ? 'from' : 'to'] });
  else if (q.from !== undefined && q.to !== undefined) checkRange({ from: q.from, to: q.to }, ctx);
}

/** standard: no personal data; personal adds name, account, phone, email and device (players.export-personal). */
export const PLAYER_EXPORT_COLUMNS = ['standard', 'personal'] as const;

export const PLAYER_EXPORT_HEADER = [
  'id',
  'show_id',
  'status',
  'vip',
  'registered_at',
  'inviter_show_id',
  'balance',
  'held',
  'deposited',
  'withdrawn',
] as const;
export const PLAYER_EXPORT_PERSONAL_HEADER = ['name', 'account', 'phone', 'email', 'registration_device_id'] as const;

export const exportPlayers = adminEndpoint({
  method: 'GET',
  path: '/admin/api/exports/players.csv',
  permission: 'players.export',
  summary:
    'Players as CSV (id order): status, VIP, registration, inviter, balance and held, lifetime deposits credited and withdrawals paid; ' +
    'columns=personal adds personal data (needs players.export-personal). Audited',
  request: z
    .object({ status: z.enum(PLAYER_STATUSES).optional(), from: Day.optional(), to: Day.optional(), columns: z.enum(PLAYER_EXPORT_COLUMNS).default('standard') })
    .superRefine(optionalRange),
  response: z.unknown(),
});

export const AUDIT_EXPORT_HEADER = ['id', 'created_at', 'operator_id', 'operator', 'action', 'target', 'ip', 'detail'] as const;

export const exportAudit = adminEndpoint({
  method: 'GET',
  path: '/admin/api/exports/audit.csv',
  permission: 'audit.read',
  summary: 'The audit log as CSV (id order), filtered like the viewer (operator, action or family, target) and by days. Audited',
  request: z
    .object({ operatorId: Id.optional(), action: z.string().max(64).optional(), target: z.string().max(128).optional(), from: Day.optional(), to: Day.optional() })
    .superRefine(optionalRange),
  response: z.unknown(),
});
