// Exports: the players list and the audit log as CSV, read from the database a batch at
// a time by id; personal data only with players.export-personal; every export audited (who, the
// filter, the columns) before its first row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_EXPORT_HEADER, PLAYER_EXPORT_PERSONAL_HEADER } from '@khel/contracts/admin/reports-exports';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { deviceOf, signUp, type SignedUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { csvLine } from '../../platform/csv.ts';
import { createDeposit, pressSandbox, sandboxRefOf } from '../../../test/payments.ts';
import { fund } from '../../../test/wallet.ts';
import { auditExportRows, playerExportRows } from './exports.ts';

let t: TestApp;
let finance: AdminClient;
let compliance: AdminClient;
let support: AdminClient;
let players: SignedUp[];

const lines = (body: string) => body.trimEnd().split('\r\n');
/** Registration time and name as stored (created_at is the database's time). */
async function stored(p: SignedUp): Promise<{ registered: string; name: string }> {
  const [row] = await t.db.query<{ created_at: Date; name: string }>('SELECT created_at, name FROM players WHERE id = $1', [p.playerId]);
  return { registered: new Date(row!.created_at).toISOString(), name: row!.name };
}
const auditOf = (action: string) =>
  t.db.query<{ operator_id: number; detail: Record<string, unknown> }>('SELECT operator_id, detail FROM operator_audit_log WHERE action = $1 ORDER BY id', [action]);

beforeAll(async () => {
  t = await createTestApp();
  [finance, compliance, support] = await Promise.all([adminClient(t, 'finance'), adminClient(t, 'compliance'), adminClient(t, 'support')]);
  players = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  const order = await createDeposit(t.app, players[0]!.token, { typeName: 'Jazzcash', amount: 30_100, phone: '03001234567' });
  await pressSandbox(t.app, await sandboxRefOf(t.app, order.data.payUrl), 'approve');
  await fund(t.db, players[1]!.playerId, 1_234);
  await t.db.query("UPDATE players SET status = 'blocked' WHERE id = $1", [players[2]!.playerId]);
});
afterAll(async () => t.close());

describe('players export', () => {
  it('finance gets the operating columns, no personal data; the export is audited with its filter', async () => {
    const reply = await finance.get('/admin/api/exports/players.csv');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="players-2026-01-05.csv"');
    const [a, b, c] = players as [SignedUp, SignedUp, SignedUp];
    expect(lines(reply.body)).toEqual([
      'id,show_id,status,vip,registered_at,inviter_show_id,balance,held,deposited,withdrawn',
      `${a.playerId},${a.showId},active,0,${(await stored(a)).registered},,30100,0,30100,0`,
      `${b.playerId},${b.showId},active,0,${(await stored(b)).registered},,1234,0,0,0`,
      `${c.playerId},${c.showId},blocked,0,${(await stored(c)).registered},,0,0,0,0`,
    ]);
    for (const p of players) expect(reply.body).not.toContain(p.phone);
    expect(await auditOf('export.players')).toEqual([{ operator_id: finance.id, detail: { columns: 'standard' } }]);
  });

  it('personal columns need players.export-personal: finance is refused (nothing audited), compliance gets them', async () => {
    expect((await finance.get('/admin/api/exports/players.csv?columns=personal')).statusCode).toBe(403);
    expect(await auditOf('export.players')).toHaveLength(1);
    const reply = await compliance.get('/admin/api/exports/players.csv?columns=personal&status=active');
    expect(reply.statusCode).toBe(200);
    const [a] = players as [SignedUp];
    const rows = lines(reply.body);
    expect(rows[0]).toBe([...PLAYER_EXPORT_HEADER, ...PLAYER_EXPORT_PERSONAL_HEADER].join(','));
    expect(rows).toHaveLength(3);
    const { registered, name } = await stored(a);
    expect(rows[1]).toBe(`${a.playerId},${a.showId},active,0,${registered},,30100,0,30100,0,${name},${a.account},${a.phone},,${deviceOf(a.account)}`);
    expect((await auditOf('export.players')).at(-1)).toEqual({ operator_id: compliance.id, detail: { columns: 'personal', status: 'active' } });
  });

  it('support may not export; bad filters are refused with the field named', async () => {
    expect((await support.get('/admin/api/exports/players.csv')).statusCode).toBe(403);
    expect((await finance.get('/admin/api/exports/players.csv?from=2026-01-05')).json()).toMatchObject({ issues: [{ path: 'to', message: 'from and to go together' }] });
    expect((await finance.get('/admin/api/exports/players.csv?columns=all')).json()).toMatchObject({ issues: [{ path: 'columns' }] });
    expect((await finance.get('/admin/api/exports/players.csv?from=2026-01-06&to=2026-01-06')).body).toBe(`${PLAYER_EXPORT_HEADER.join(',')}\r\n`);
  });

  it('reads by id in batches: a batch of one gives the same rows as the file', async () => {
    const file = await finance.get('/admin/api/exports/players.csv');
    const batched: string[] = [];
    for await (const cells of playerExportRows(t.db, { personal: false }, 1)) batched.push(csvLine(cells));
    expect(batched.join('')).toBe(file.body.slice(file.body.indexOf('\r\n') + 2));
  });
});

describe('audit log export', () => {
  it('every entry of the filter, oldest first, itself audited; compliance may, support may not', async () => {
    const reply = await compliance.get('/admin/api/exports/audit.csv?action=export.');
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = lines(reply.body);
    expect(rows[0]).toBe('id,created_at,operator_id,operator,action,target,ip,detail');
    expect(rows.slice(1).map((row) => row.split(',').slice(2, 5).join(','))).toEqual([
      ...Array.from({ length: 4 }, () => expect.stringMatching(/,export\.players$/)),
      `${compliance.id},${compliance.username},export.audit`,
    ]);
    expect(rows.at(-1)).toMatch(/,"\{""action"": ""export\.""\}"$/);
    expect((await support.get('/admin/api/exports/audit.csv')).statusCode).toBe(403);
    expect((await compliance.get('/admin/api/exports/audit.csv?operatorId=abc')).json()).toMatchObject({ issues: [{ path: 'operatorId' }] });
  });

  it('reads by id in batches: a batch of one gives the same rows as the file', async () => {
    const file = await compliance.get(`/admin/api/exports/audit.csv?operatorId=${finance.id}`);
    const batched: string[] = [];
    for await (const cells of auditExportRows(t.db, { operatorId: finance.id }, 1)) batched.push(csvLine(cells));
    expect(batched.length).toBeGreaterThan(2);
    expect(batched.join('')).toBe(file.body.slice(file.body.indexOf('\r\n') + 2));
  });
});
