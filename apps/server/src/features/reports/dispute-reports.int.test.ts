// Reports a dispute needs: one player's P&L, the liabilities to players by day (from
// the ledger) and the withdrawals report, each with exact figures from deposits, rounds, bonuses,
// adjustments and withdrawals this file makes; CSV equal to JSON; permissions; bad input named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addBusinessDays, businessDay, businessDayStart } from '../../platform/clock.ts';
import { ok } from '../../../test/inhouse-games.ts';
import { createDeposit, pressSandbox, sandboxRefOf } from '../../../test/payments.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { VALID_BIND, exchange, fund } from '../../../test/withdrawals.ts';

let t: TestApp;
let maker: AdminClient;
let checker: AdminClient;
let support: AdminClient;
let player: SignedUp;
let other: SignedUp;
let today: string;
let yesterday: string;
let wins = 0;
let paidId: number;
let pendingId: number;
let paidFee: number;

async function withdraw(p: SignedUp, value: number): Promise<number> {
  const reply = await exchange<{ transId: string }>(t.app, p.token, { type: 1, value });
  expect(reply.code, reply.msg).toBe(1);
  return Number(reply.data.transId.slice(1));
}

beforeAll(async () => {
  t = await createTestApp();
  // Ledger rows carry the database's time: the app's clock runs at the real time so days agree
  // (a quarter hour ahead just after Karachi midnight, so yesterday is final: day-cache.ts).
  const real = new Date();
  const sinceMidnight = real.getTime() - businessDayStart(businessDay(real)).getTime();
  t.clock.set(sinceMidnight < 15 * 60_000 ? new Date(real.getTime() + 15 * 60_000) : real);
  today = businessDay(t.clock.now());
  yesterday = addBusinessDays(today, -1);
  [maker, checker, support] = await Promise.all([adminClient(t, 'finance'), adminClient(t, 'finance'), adminClient(t, 'support')]);

  player = await signUp(t.app);
  const order = await createDeposit(t.app, player.token, { typeName: 'Jazzcash', amount: 500_100, phone: '03001234567' });
  await pressSandbox(t.app, await sandboxRefOf(t.app, order.data.payUrl), 'approve');
  for (const bet of [1_000, 2_000]) wins += (await ok<{ payout: number }>(t, player, '/usercenter/inhouse/dice/roll', { bet, target: 5_000, direction: 'over' })).payout;
  const adjustment = await maker.post('/admin/api/adjustments', { playerId: player.playerId, direction: 'credit', amount: 2_500, category: 'goodwill', reason: 'late payout' });
  expect(adjustment.statusCode, adjustment.body).toBe(200);
  expect((await checker.post(`/admin/api/adjustments/${adjustment.json<{ id: number }>().id}/approve`)).statusCode).toBe(200);
  expect((await exchange(t.app, player.token, { type: 2, params: VALID_BIND })).code).toBe(1);
  paidId = await withdraw(player, 10_000);
  expect((await maker.post(`/admin/api/withdrawals/${paidId}/approve`)).statusCode).toBe(200);
  const paid = await checker.post(`/admin/api/withdrawals/${paidId}/mark-paid`, { reference: 'JC-778' });
  expect(paid.json()).toMatchObject({ state: 'paid' });
  paidFee = paid.json<{ fee: number }>().fee;
  // Bonus: the day-1 sign-in reward (₨1.00), after the withdrawal (its wagering task would hold the withdrawal back).
  expect((await call(t.app, 'POST', '/usercenter/game/activeLogin', { type: 1 }, { token: player.token })).code).toBe(1);

  other = await signUp(t.app);
  await fund(t.db, other.playerId, 50_000);
  expect((await exchange(t.app, other.token, { type: 2, params: { ...VALID_BIND, cardNo: '03007654321' } })).code).toBe(1);
  pendingId = await withdraw(other, 20_000);
});
afterAll(async () => t.close());

describe("a player's P&L", () => {
  it('stakes, wins, GGR, deposits, withdrawals, bonuses and adjustments by day, with totals', async () => {
    const reply = await maker.get(`/admin/api/players/${player.playerId}/pnl?from=${yesterday}&to=${today}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const day = { day: today, rounds: 2, stakes: 3_000, wins, ggr: 3_000 - wins, deposits: 500_100, depositCount: 1, withdrawals: 10_000, withdrawalCount: 1, bonuses: 100, adjustments: 2_500 };
    expect(reply.json()).toEqual({ rows: [day], totals: { ...day, day: 'total' } });
    // The figures account for the whole balance: nothing else moved.
    expect((await balanceOf(t.db, player.playerId)).balance).toBe(500_100 - 3_000 + wins + 100 + 2_500 - 10_000);
  });

  it('a period without activity is zero; other players do not count', async () => {
    const reply = await maker.get(`/admin/api/players/${other.playerId}/pnl?from=${yesterday}&to=${today}`);
    expect(reply.json()).toEqual({ rows: [], totals: expect.objectContaining({ day: 'total', stakes: 0, deposits: 0, withdrawals: 0, bonuses: 0, adjustments: 0 }) });
  });

  it('needs reports.read; refuses an unknown player (404) and a reversed range (400, the field named)', async () => {
    expect((await support.get(`/admin/api/players/${player.playerId}/pnl?from=${today}&to=${today}`)).statusCode).toBe(403);
    expect((await maker.get(`/admin/api/players/99999999/pnl?from=${today}&to=${today}`)).statusCode).toBe(404);
    const reversed = await maker.get(`/admin/api/players/${player.playerId}/pnl?from=${today}&to=${yesterday}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ issues: [{ path: 'from', message: 'from must not be after to' }] });
    expect((await maker.get(`/admin/api/players/${player.playerId}/pnl?from=${today}`)).json()).toMatchObject({ issues: [{ path: 'to' }] });
  });
});

describe('liabilities to players', () => {
  const owed = () => 500_100 - 3_000 + wins + 100 + 2_500 - 10_000 + 50_000;

  it("each day's closing balances from the ledger: nothing before today, today every balance and what is held", async () => {
    const from = addBusinessDays(today, -3);
    const reply = await maker.get(`/admin/api/reports/liabilities?from=${from}&to=${today}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const zero = (day: string) => ({ day, balance: 0, held: 0, available: 0, change: 0 });
    expect(reply.json()).toEqual({
      rows: [zero(from), zero(addBusinessDays(today, -2)), zero(yesterday), { day: today, balance: owed(), held: 20_000, available: owed() - 20_000, change: owed() }],
    });
    // Finished days are kept (report_day_cache) and read from there next time.
    const cached = await t.db.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM report_day_cache WHERE report = 'liabilities:day' ORDER BY day");
    expect(cached.map((row) => row.day)).toEqual([from, addBusinessDays(today, -2), yesterday]);
  });

  it('a past day alone is its closing balance (today moved it, not that day); the CSV holds the same rows', async () => {
    expect((await maker.get(`/admin/api/reports/liabilities?from=${yesterday}&to=${yesterday}`)).json()).toEqual({ rows: [{ day: yesterday, balance: 0, held: 0, available: 0, change: 0 }] });
    const csv = await maker.get(`/admin/api/reports/liabilities.csv?from=${yesterday}&to=${today}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(`day,balance,held,available,change\r\n${yesterday},0,0,0,0\r\n${today},${owed()},20000,${owed() - 20_000},${owed()}\r\n`);
  });

  it('refuses a range over 366 days and needs reports.read', async () => {
    expect((await maker.get('/admin/api/reports/liabilities?from=2024-01-01&to=2025-06-01')).json()).toMatchObject({ issues: [{ path: 'to', message: 'at most 366 days' }] });
    expect((await support.get(`/admin/api/reports/liabilities?from=${today}&to=${today}`)).statusCode).toBe(403);
    // A day that does not exist is bad input naming the field, here and in every report (it was a 500).
    for (const day of ['2026-13-01', '2026-02-30']) {
      for (const path of ['/admin/api/reports/liabilities', '/admin/api/reports/ggr', `/admin/api/players/${player.playerId}/pnl`]) {
        const reply = await maker.get(`${path}?from=${today}&to=${day}`);
        expect(reply.statusCode, reply.body).toBe(400);
        expect(reply.json()).toMatchObject({ issues: [{ path: 'to' }] });
      }
    }
  });
});

describe('withdrawals report', () => {
  it('by day, state and channel with totals; the rows in keyset pages; filters', async () => {
    const reply = await maker.get(`/admin/api/reports/withdrawals?from=${today}&to=${today}`);
    expect(reply.json()).toEqual({
      rows: [
        { day: today, state: 'paid', channel: 'Jazzcash', count: 1, amount: 10_000, fee: paidFee },
        { day: today, state: 'pending', channel: 'Jazzcash', count: 1, amount: 20_000, fee: expect.any(Number) },
      ],
      totals: { count: 2, amount: 30_000, fee: expect.any(Number) },
    });
    const { items, pages } = await allPages<{ id: number; state: string; paidBy: string | null; approvedBy: string | null; showId: string; payoutReference: string | null }>(
      maker,
      `/admin/api/reports/withdrawals/rows?from=${today}&to=${today}`,
      1,
    );
    expect(pages).toBe(2);
    expect(items).toEqual([
      expect.objectContaining({ id: paidId, state: 'paid', showId: player.showId, approvedBy: maker.username, paidBy: checker.username, payoutReference: 'JC-778' }),
      expect.objectContaining({ id: pendingId, state: 'pending', showId: other.showId, approvedBy: null, paidBy: null }),
    ]);
    expect((await maker.get(`/admin/api/reports/withdrawals?from=${today}&to=${today}&state=pending`)).json()).toMatchObject({ totals: { count: 1, amount: 20_000 } });
    expect((await maker.get(`/admin/api/reports/withdrawals?from=${yesterday}&to=${yesterday}`)).json()).toEqual({ rows: [], totals: { count: 0, amount: 0, fee: 0 } });
  });

  it('the CSV lists every row of the filter', async () => {
    const [{ fee: pendingFee }] = (await t.db.query<{ fee: number }>('SELECT fee FROM withdrawals WHERE id = $1', [pendingId])) as [{ fee: number }];
    const csv = await maker.get(`/admin/api/reports/withdrawals.csv?from=${today}&to=${today}&channel=Jazzcash`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,trans_id,player_id,show_id,amount,fee,channel,state,auto_approved,created_at,updated_at,approved_by,paid_by,payout_provider,payout_reference');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 9).join(','))).toEqual([
      `${paidId},W${paidId},${player.playerId},${player.showId},10000,${paidFee},Jazzcash,paid,false`,
      `${pendingId},W${pendingId},${other.playerId},${other.showId},20000,${pendingFee},Jazzcash,pending,false`,
    ]);
    expect(lines[1]!.split(',').slice(11)).toEqual([maker.username, checker.username, expect.any(String), 'JC-778']);
  });

  it('refuses bad filters with the field named', async () => {
    expect((await maker.get(`/admin/api/reports/withdrawals?from=${today}&to=${today}&state=lost`)).json()).toMatchObject({ issues: [{ path: 'state' }] });
    expect((await maker.get(`/admin/api/reports/withdrawals/rows?from=${today}&to=${today}&cursor=zzz`)).json()).toMatchObject({ issues: [{ path: 'cursor' }] });
    expect((await maker.get(`/admin/api/reports/withdrawals.csv?from=${today}`)).statusCode).toBe(400);
    expect((await support.get(`/admin/api/reports/withdrawals?from=${today}&to=${today}`)).statusCode).toBe(403);
  });
});

describe('liabilities seen from the next day', () => {
  it("the first day of the range shows its own change (today's activity, seen from tomorrow)", async () => {
    // Runs last: the app's clock moves a day on, so today counts as finished (and is cached).
    t.clock.set(new Date(t.clock.now().getTime() + 86_400_000));
    const finance = await adminClient(t, 'finance'); // sessions last 8 hours
    const tomorrow = addBusinessDays(today, 1);
    const owed = 500_100 - 3_000 + wins + 100 + 2_500 - 10_000 + 50_000;
    expect((await finance.get(`/admin/api/reports/liabilities?from=${today}&to=${tomorrow}`)).json()).toEqual({
      rows: [
        { day: today, balance: owed, held: 20_000, available: owed - 20_000, change: owed },
        { day: tomorrow, balance: owed, held: 20_000, available: owed - 20_000, change: 0 },
      ],
    });
  });
});
