// Players in the console: search by id, show id, account, phone and email; the player
// view; notes; and freeze — a frozen player cannot log in, play or deposit, their sessions end at
// once and their app is told why (1013); unfreezing lets them back in.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { logIn, signUp, signUpByEmail, uniqueIp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startProviderSession } from '../game-wallet/game-wallet.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { VALID_BIND, exchange, fund } from '../../../test/withdrawals.ts';

let t: TestApp;
let support: AdminClient;
let finance: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  [support, finance] = await Promise.all([adminClient(t, 'support'), adminClient(t, 'finance')]);
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

type Item = { id: number; showId: string; account: string | null; phone: string | null; email: string | null; status: string };
const search = async (q: string) => (await support.get(`/admin/api/players?q=${encodeURIComponent(q)}`)).json<{ items: Item[] }>().items.map((p) => p.id);

describe('search', () => {
  it('finds a player by id, show id, account (prefix, any case), phone (as typed) and email', async () => {
    const p = await signUp(t.app, { account: 'Zebra_77' });
    const e = await signUpByEmail(t.app, { email: 'Sara.Q@Khel.Example' });
    expect(await search(String(p.playerId))).toContain(p.playerId);
    expect(await search(p.showId)).toEqual([p.playerId]);
    expect(await search('zebra_7')).toEqual([p.playerId]);
    expect(await search('ZEBRA_77')).toEqual([p.playerId]);
    expect(await search(`0${p.phone}`)).toEqual([p.playerId]);
    expect(await search(`+92${p.phone}`)).toEqual([p.playerId]);
    expect(await search(p.phone.slice(0, 6))).toContain(p.playerId);
    expect(await search('sara.q@khel.example')).toEqual([e.playerId]);
    expect(await search('SARA.Q@')).toEqual([e.playerId]);
    expect(await search('nobody_here')).toEqual([]);
    expect(await search('100%')).toEqual([]); // LIKE wildcards are text
  });

  it('lists every player once across keyset pages, newest first, and filters by status', async () => {
    for (let i = 0; i < 4; i++) await signUp(t.app);
    const all = await allPages<Item>(support, '/admin/api/players', 3);
    const ids = all.items.map((p) => p.id);
    const count = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM players'))[0]!.n;
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const blocked = await allPages<Item>(support, '/admin/api/players?status=blocked', 3);
    expect(blocked.items.every((p) => p.status === 'blocked')).toBe(true);
  });
});

describe('the player view', () => {
  it('shows balance and holds, protection, limits, KYC, the withdrawal account and sessions with devices', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 50_000);
    await exchange(t.app, p.token, { type: 2, params: VALID_BIND });
    await exchange(t.app, p.token, { type: 1, value: 20_000 });
    await call(t.app, 'POST', '/usercenter/game/setDepositLimit', { period: 'daily', amount: 100_000 }, { token: p.token });
    await call(t.app, 'POST', '/usercenter/game/startTimeOut', { period: '24h' }, { token: p.token });
    await logIn(t.app, { phone: p.phone, password: p.password }, { ip: '10.9.8.7', deviceId: 'device-abc-h5', deviceDetail: { brand: 'Xiaomi', browser: 'Chrome 130' } });

    const view = await finance.get(`/admin/api/players/${p.playerId}`);
    expect(view.statusCode, view.body).toBe(200);
    const d = view.json<{
      profile: { id: number; status: string };
      balance: object;
      holds: { amount: number }[];
      protection: { restriction: { kind: string } | null; frozen: unknown; realityCheckMinutes: number; depositLimits: { period: string; amount: number | null }[]; kyc: string; amlOpenFlags: number };
      withdrawalAccount: object | null;
      sessions: { live: boolean; ip: string; deviceId: string; deviceDetail: Record<string, string> }[];
    }>();
    expect(d.profile).toMatchObject({ id: p.playerId, status: 'active' });
    expect(d.balance).toEqual({ balance: 50_000, held: 20_000, available: 30_000, withdrawable: 30_000 });
    expect(d.holds.map((h) => h.amount)).toEqual([20_000]);
    expect(d.protection).toMatchObject({ restriction: { kind: 'timeout' }, frozen: null, realityCheckMinutes: 60, kyc: 'none', amlOpenFlags: 0 });
    expect(d.protection.depositLimits.find((l) => l.period === 'daily')?.amount).toBe(100_000);
    expect(d.withdrawalAccount).toEqual({ name: 'Ali Khan', cardNo: '03001234567', bankName: 'Jazzcash', cnicLast4: '5671' });
    expect(d.sessions).toHaveLength(2);
    expect(d.sessions[0]).toMatchObject({ live: true, ip: '10.9.8.7', deviceDetail: { brand: 'Xiaomi', browser: 'Chrome 130' } });
    expect((await finance.get('/admin/api/players/99999999')).statusCode).toBe(404);

    const ledger = await finance.get(`/admin/api/players/${p.playerId}/ledger?limit=10`);
    expect(ledger.json()).toMatchObject({ items: [{ amount: 50_000, reason: 1022, counterparty: 'gateway:sandbox' }], nextCursor: null });
  });

  it('keeps notes, newest first, append-only', async () => {
    const p = await signUp(t.app);
    for (const body of ['called about a deposit', 'asked for a limit']) {
      expect((await support.post(`/admin/api/players/${p.playerId}/notes`, { body })).json()).toMatchObject({ body, operator: support.username });
    }
    expect((await support.post(`/admin/api/players/${p.playerId}/notes`, { body: '   ' })).statusCode).toBe(400);
    const notes = await allPages<{ body: string }>(support, `/admin/api/players/${p.playerId}/notes`, 1);
    expect(notes.items.map((n) => n.body)).toEqual(['asked for a limit', 'called about a deposit']);
    await expect(t.db.query("UPDATE player_notes SET body = 'edited'")).rejects.toThrow(/append-only/);
  });
});

describe('freeze', () => {
  it('blocks login, every session, play and deposits with 1013; unfreeze lets the player back', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 10_000);
    const { token: gameToken } = await startProviderSession(t.db, t.clock, { playerId: p.playerId, provider: 'inhouse', gameId: 'inhouse-crash' });
    const provider = t.app.gameProviders.inhouse;
    expect((await provider.playRound({ token: gameToken, playerId: p.playerId, gameId: 'inhouse-crash', bet: 100, payout: 0 })).status).toBe('OK');

    const frozen = await support.post(`/admin/api/players/${p.playerId}/freeze`, { reason: 'stolen phone reported' });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json()).toMatchObject({ profile: { status: 'blocked' }, protection: { frozen: { by: support.username, reason: 'stolen phone reported' } } });
    expect((await support.post(`/admin/api/players/${p.playerId}/freeze`, { reason: 'again' })).json()).toMatchObject({ code: 1714 });

    const info = await call(t.app, 'POST', '/usercenter/game/playerInfo', {}, { token: p.token });
    expect(info.status).toBe(401);
    expect(info).toMatchObject({ code: 1013, msg: 'This account cannot log in. Please contact support' });
    const ur = await call(t.app, 'POST', '/usercenter/game/playerInfo', {}, { token: p.token, language: 'ur' });
    expect(ur.msg).toBe('یہ اکاؤنٹ لاگ ان نہیں کر سکتا۔ براہ کرم سپورٹ سے رابطہ کریں');
    const login = await logIn(t.app, { phone: p.phone, password: p.password });
    expect(login).toMatchObject({ code: 1013 });
    const deposit = await call(t.app, 'POST', '/usercenter/game/deposit', { typeName: 'Jazzcash', amount: 50_000, phone: '03001234567' }, { token: p.token });
    expect(deposit.status).toBe(401);
    // A launch token issued before the freeze no longer takes a stake.
    expect((await provider.playRound({ token: gameToken, playerId: p.playerId, gameId: 'inhouse-crash', bet: 100, payout: 0 })).status).toBe('PLAYER_RESTRICTED');
    const live = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE player_id = $1 AND revoked_at IS NULL', [p.playerId]);
    expect(live[0]!.n).toBe(0);

    expect((await support.post(`/admin/api/players/${p.playerId}/unfreeze`, { reason: 'phone recovered' })).json()).toMatchObject({
      profile: { status: 'active' },
      protection: { frozen: null },
    });
    const back = await logIn(t.app, { phone: p.phone, password: p.password }, { ip: uniqueIp() });
    expect(back.code, back.msg).toBe(1);
    const audit = await t.db.query<{ action: string; detail: { before: unknown; after: unknown; reason: string } }>(
      `SELECT action, detail FROM operator_audit_log WHERE target = 'player:${p.playerId}' AND action LIKE 'player.%freeze' ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'player.freeze', detail: { before: { status: 'active' }, after: { status: 'blocked' }, reason: 'stolen phone reported' } },
      { action: 'player.unfreeze', detail: { before: { status: 'blocked' }, after: { status: 'active' }, reason: 'phone recovered' } },
    ]);
    expect((await finance.post(`/admin/api/players/${p.playerId}/freeze`, { reason: 'not allowed' })).statusCode).toBe(403);
    expect((await support.post(`/admin/api/players/${p.playerId}/freeze`, { reason: '' })).statusCode).toBe(400);
  });
});
