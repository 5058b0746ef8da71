// Reports and the dashboard (definitions in contracts admin/reports.ts): GGR = stakes −
// wins of rounds settled that day, bonus cost = bonus transfers to players, NGR = GGR − bonus cost,
// in Asia/Karachi days; by day, provider, game and agent; deposits by gateway; CSV equal to JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { businessDay, addBusinessDays, businessDayStart } from '../../platform/clock.ts';
import { startProviderSession } from '../game-wallet/game-wallet.service.ts';
import { createDeposit, pressSandbox, sandboxRefOf } from '../../../test/payments.ts';
import { fund } from '../../../test/wallet.ts';

let t: TestApp;
let finance: AdminClient;
let inviter: SignedUp;
let invited: SignedUp;
let direct: SignedUp;
let today: string;
let yesterday: string;

async function round(p: SignedUp, gameId: string, bet: number, payout: number) {
  const { token } = await startProviderSession(t.db, t.clock, { playerId: p.playerId, provider: 'inhouse', gameId });
  expect((await t.app.gameProviders.inhouse.playRound({ token, playerId: p.playerId, gameId, bet, payout })).status).toBe('OK');
}

beforeAll(async () => {
  t = await createTestApp();
  // Ledger rows carry the database's time: run the app's clock at the real time so days agree. A
  // day is final ten minutes after it ends (day-cache.ts); in the first quarter hour after Karachi
  // midnight the clock runs that quarter hour ahead (still the same day), so yesterday is final.
  const real = new Date();
  const sinceMidnight = real.getTime() - businessDayStart(businessDay(real)).getTime();
  const QUARTER_HOUR = 15 * 60_000;
  t.clock.set(sinceMidnight < QUARTER_HOUR ? new Date(real.getTime() + QUARTER_HOUR) : real);
  today = businessDay(t.clock.now());
  yesterday = addBusinessDays(today, -1);
  finance = await adminClient(t, 'finance');
  inviter = await signUp(t.app);
  invited = await signUp(t.app, { agentId: `KH${inviter.showId}` });
  direct = await signUp(t.app);
  for (const p of [invited, direct]) await fund(t.db, p.playerId, 100_000);

  const now = t.clock.now();
  t.clock.set(new Date(now.getTime() - 86_400_000));
  await round(direct, 'inhouse-dice', 700, 0);
  t.clock.set(now);
  await round(invited, 'inhouse-dice', 1_000, 0);
  await round(invited, 'inhouse-crash', 2_000, 5_000);
  await round(direct, 'inhouse-dice', 500, 0);

  // Bonus cost: the day-1 sign-in reward (₨1.00) for the invited player, a ₨50.00 gift code for the other.
  expect((await call(t.app, 'POST', '/usercenter/game/activeLogin', { type: 1 }, { token: invited.token })).code).toBe(1);
  const code = await finance.post('/admin/api/gift-codes', { code: 'REPORT50', amount: 5_000, wagerMulti: 0, totalUses: 1, expiresAt: new Date(now.getTime() + 86_400_000).toISOString() });
  expect(code.statusCode, code.body).toBe(200);
  const checker = await adminClient(t, 'finance'); // four eyes: a second operator makes the code live
  expect((await checker.post(`/admin/api/gift-codes/${code.json<{ id: number }>().id}/decision`, { approve: true })).json()).toMatchObject({ state: 'live' });
  expect((await call(t.app, 'POST', '/usercenter/game/activeGiftCode', { code: 'REPORT50' }, { token: direct.token })).code).toBe(1);

  const order = await createDeposit(t.app, direct.token, { typeName: 'Jazzcash', amount: 1_000_100, phone: '03001234567' });
  await pressSandbox(t.app, await sandboxRefOf(t.app, order.data.payUrl), 'approve');
});
afterAll(async () => t.close());

type Row = { key: string; label: string; rounds: number; players: number; stakes: number; wins: number; ggr: number; bonusCost: number | null; ngr: number | null };
const ggr = async (by: string, from = yesterday, to = today) => {
  const reply = await finance.get(`/admin/api/reports/ggr?from=${from}&to=${to}&by=${by}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ rows: Row[]; totals: Row }>();
};

describe('GGR and NGR', () => {
  it('by day: stakes − wins of settled rounds, bonus cost, NGR; with totals', async () => {
    const { rows, totals } = await ggr('day');
    expect(rows).toEqual([
      { key: yesterday, label: yesterday, rounds: 1, players: 1, stakes: 700, wins: 0, ggr: 700, bonusCost: 0, ngr: 700 },
      { key: today, label: today, rounds: 3, players: 2, stakes: 3_500, wins: 5_000, ggr: -1_500, bonusCost: 5_100, ngr: -6_600 },
    ]);
    expect(totals).toMatchObject({ rounds: 4, stakes: 4_200, wins: 5_000, ggr: -800, bonusCost: 5_100, ngr: -5_900 });
  });

  it('by provider and by game (no NGR: a bonus belongs to no game), and by agent (the inviter)', async () => {
    expect((await ggr('provider')).rows).toEqual([expect.objectContaining({ key: 'inhouse', rounds: 4, ggr: -800, bonusCost: null, ngr: null })]);
    const games = (await ggr('game', today, today)).rows;
    expect(games.map((g) => [g.key, g.stakes, g.wins, g.ggr])).toEqual([
      ['inhouse:inhouse-crash', 2_000, 5_000, -3_000],
      ['inhouse:inhouse-dice', 1_500, 0, 1_500],
    ]);
    const agents = (await ggr('agent', today, today)).rows;
    expect(agents).toEqual([
      expect.objectContaining({ key: String(inviter.playerId), label: inviter.showId, ggr: -2_000, bonusCost: 100, ngr: -2_100 }),
      expect.objectContaining({ key: 'direct', label: 'direct', ggr: 500, bonusCost: 5_000, ngr: -4_500 }),
    ]);
  });

  it('the CSV holds exactly the JSON rows and totals (hundredths)', async () => {
    const json = await ggr('day');
    const csv = await finance.get(`/admin/api/reports/ggr.csv?from=${yesterday}&to=${today}&by=day`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="ggr-day-${yesterday}-${today}.csv"`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('key,label,rounds,players,stakes,wins,ggr,bonus_cost,ngr');
    const cells = (r: Row) => [r.key, r.label, r.rounds, r.players, r.stakes, r.wins, r.ggr, r.bonusCost ?? '', r.ngr ?? ''].join(',');
    expect(lines.slice(1)).toEqual([...json.rows.map(cells), cells(json.totals)]);
  });
});

describe('bonus cost and deposits', () => {
  it('bonus cost by day and bonus account', async () => {
    const reply = await finance.get(`/admin/api/reports/bonus?from=${today}&to=${today}`);
    expect(reply.json()).toEqual({
      rows: [
        { day: today, kind: 'bonus:gift-code', count: 1, amount: 5_000 },
        { day: today, kind: 'bonus:sign-in', count: 1, amount: 100 },
      ],
      total: 5_100,
    });
    const csv = await finance.get(`/admin/api/reports/bonus.csv?from=${today}&to=${today}`);
    expect(csv.body).toBe(`day,kind,count,amount\r\n${today},bonus:gift-code,1,5000\r\n${today},bonus:sign-in,1,100\r\n`);
  });

  it('deposits by gateway: credited orders only', async () => {
    const reply = await finance.get(`/admin/api/reports/deposits?from=${today}&to=${today}`);
    expect(reply.json()).toEqual({
      rows: [{ day: today, gateway: 'sandbox', count: 1, players: 1, amount: 1_000_100, bonus: 0 }],
      totals: { count: 1, amount: 1_000_100, bonus: 0 },
    });
  });

  it('refuses a reversed or too long range', async () => {
    expect((await finance.get(`/admin/api/reports/ggr?from=${today}&to=${yesterday}`)).statusCode).toBe(400);
    expect((await finance.get('/admin/api/reports/ggr?from=2024-01-01&to=2025-06-01')).json()).toMatchObject({ issues: [{ path: 'to', message: 'at most 366 days' }] });
    expect((await finance.get(`/admin/api/reports/ggr?from=${today}&to=${today}&by=planet`)).statusCode).toBe(400);
  });
});

describe('dashboard', () => {
  it("today's deposits, GGR, NGR, bonus cost, active and new players, with 14 days for the charts", async () => {
    const support = await adminClient(t, 'support');
    const reply = await support.get('/admin/api/dashboard');
    expect(reply.statusCode, reply.body).toBe(200);
    const d = reply.json<{ today: Record<string, unknown>; series: { day: string; ggr: number }[]; queues: Record<string, number> }>();
    expect(d.today).toEqual({
      day: today,
      deposits: 1_000_100,
      depositCount: 1,
      withdrawals: 0,
      withdrawalCount: 0,
      stakes: 3_500,
      wins: 5_000,
      ggr: -1_500,
      bonusCost: 5_100,
      ngr: -6_600,
      activePlayers: 2,
      newPlayers: 3,
    });
    expect(d.series).toHaveLength(14);
    expect(d.series.at(-2)).toMatchObject({ day: yesterday, ggr: 700 });
    expect(d.queues).toMatchObject({ withdrawalsPending: 0, adjustmentsPending: 0, kycPending: 0, amlOpen: 0, giftCodesPending: 0, mailPending: 0, configPending: 0 });
    // A code waiting for its second operator is on the operators' queue.
    const expiresAt = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    expect((await finance.post('/admin/api/gift-codes', { amount: 100, totalUses: 1, expiresAt })).statusCode).toBe(200);
    expect((await support.get('/admin/api/dashboard')).json<{ queues: Record<string, number> }>().queues).toMatchObject({ giftCodesPending: 1 });
    // So is a config change proposed for a second operator.
    const admin = await adminClient(t, 'admin');
    const rewards = (await admin.get('/admin/api/config/BindRewardConf')).json<{ body: unknown }>().body;
    const proposed = await admin.post('/admin/api/config/BindRewardConf/proposals', { body: rewards });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect((await support.get('/admin/api/dashboard')).json<{ queues: Record<string, number> }>().queues).toMatchObject({ configPending: 1 });
  });
});

describe('finished days', () => {
  it('are computed once and kept (report_day_cache); today stays live', async () => {
    await ggr('day');
    const cached = await t.db.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM report_day_cache WHERE report = 'play:day' ORDER BY day");
    expect(cached.map((row) => row.day)).toContain(yesterday);
    expect(cached.map((row) => row.day)).not.toContain(today);
    await round(direct, 'inhouse-dice', 300, 0);
    expect((await ggr('day')).rows.find((row) => row.key === today)).toMatchObject({ rounds: 4, stakes: 3_800, ggr: -1_200 });
    expect((await ggr('day')).rows.find((row) => row.key === yesterday)).toMatchObject({ rounds: 1, stakes: 700 });
  });
});
