// Gift codes through the API: operators create them (finance or admin, audited) and a second operator
// approves them before they pay (four eyes, sizes capped per role); players redeem a
// code once, case-insensitively, with the four refusals (unknown, expired at the exact instant,
// used up, already used); parallel redemptions never pay more than the uses; guessing is limited.
import type { GiftCodeView } from '@khel/contracts/admin/promotions';
import type { ActiveGiftCodeResponse } from '@khel/contracts/endpoints/promotions';
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueIp, type SignedUp } from '../../../test/players.ts';
import { createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { balance, ledgerLines, operatorToken, post, tasksOf } from '../../../test/promotions.ts';

let t: TestApp;
let finance: string;
let finance2: string;
let admin: string;
const HOUR = 3_600_000;
let codeCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  finance = await operatorToken(t.app, t.db, t.clock, 'cashier', 'finance');
  t.clock.advance(30_000);
  admin = await operatorToken(t.app, t.db, t.clock, 'root', 'admin');
  t.clock.advance(30_000);
  finance2 = await operatorToken(t.app, t.db, t.clock, 'cashier2', 'finance');
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const adminCall = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? { 'x-operator-token': token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function createCode(overrides: Record<string, unknown> = {}): Promise<GiftCodeView> {
  codeCounter += 1;
  const reply = await adminCall('POST', '/admin/api/gift-codes', finance, {
    code: `TEST${codeCounter}X${Date.now() % 100000}`,
    amount: 5000,
    wagerMulti: 2,
    totalUses: 100,
    expiresAt: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
    ...overrides,
  });
  if (reply.statusCode !== 200) throw new Error(`create failed: ${reply.body}`);
  const approved = await decide(reply.json<GiftCodeView>().id, admin, true);
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return approved.json<GiftCodeView>();
}

const decide = (id: number, token: string, approve: boolean, note = '') => adminCall('POST', `/admin/api/gift-codes/${id}/decision`, token, { approve, note });

const redeem = (p: SignedUp, code: unknown, ip?: string) => post<ActiveGiftCodeResponse>(t.app, p.token, '/usercenter/game/activeGiftCode', { code }, ip);

describe('operators create gift codes', () => {
  it('finance creates a code (stored upper-case), it is listed and audited; admin may too', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 48 * HOUR).toISOString();
    const created = await adminCall('POST', '/admin/api/gift-codes', finance, { code: 'Eid2026', amount: 10000, wagerMulti: 1, totalUses: 50, expiresAt });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ code: 'EID2026', amount: 10000, wagerMulti: 1, totalUses: 50, used: 0, expiresAt, state: 'pending', approvedBy: null });
    const list = await adminCall('GET', '/admin/api/gift-codes', finance);
    expect(list.json<{ items: GiftCodeView[] }>().items.map((c) => c.code)).toContain('EID2026');
    const [audit] = await t.db.query<{ action: string; detail: { code: string } }>(
      "SELECT action, detail FROM operator_audit_log WHERE action = 'gift-code.create' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({ action: 'gift-code.create', detail: { code: 'EID2026' } });

    const generated = await adminCall('POST', '/admin/api/gift-codes', admin, { amount: 100, totalUses: 1, expiresAt });
    expect(generated.statusCode).toBe(200);
    expect(generated.json<GiftCodeView>().code).toMatch(/^[A-Z0-9]{10}$/);
    expect(generated.json<GiftCodeView>().wagerMulti).toBe(1);
  });

  it('refuses a duplicate (any case), a bad code, bad numbers, a past expiry and a missing operator', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + HOUR).toISOString();
    await createCode({ code: 'DUPLICATE1' });
    const counts = await rowCounts(t.db, ['gift_codes']);
    const duplicate = await adminCall('POST', '/admin/api/gift-codes', finance, { code: 'duplicate1', amount: 100, totalUses: 1, expiresAt });
    expect(duplicate.json()).toEqual({ code: 1626, msg: 'This gift code already exists' });
    for (const code of ['AB', 'has space', 'x'.repeat(33), 'ÄÖÜ1234']) {
      const reply = await adminCall('POST', '/admin/api/gift-codes', finance, { code, amount: 100, totalUses: 1, expiresAt });
      expect(reply.statusCode, code).toBe(400);
      expect(reply.json(), code).toMatchObject({ code: 1001, msg: 'A gift code is 4 to 32 letters or digits', issues: [{ path: 'code' }] });
    }
    for (const bad of [{ amount: 0 }, { amount: 1.5 }, { totalUses: 0 }, { wagerMulti: -1 }, { expiresAt: 'tomorrow' }]) {
      const reply = await adminCall('POST', '/admin/api/gift-codes', finance, { code: 'GOODCODE9', amount: 100, totalUses: 1, expiresAt, ...bad });
      expect(reply.json<{ code: number }>().code, JSON.stringify(bad)).toBe(1001);
    }
    const past = await adminCall('POST', '/admin/api/gift-codes', finance, { code: 'GOODCODE9', amount: 100, totalUses: 1, expiresAt: t.clock.now().toISOString() });
    expect(past.json<{ code: number }>().code).toBe(1001);
    expect((await adminCall('POST', '/admin/api/gift-codes', undefined, { amount: 100, totalUses: 1, expiresAt })).statusCode).toBe(401);
    expect((await adminCall('GET', '/admin/api/gift-codes', 'not-a-token')).statusCode).toBe(401);
    expect(await rowCounts(t.db, ['gift_codes'])).toEqual(counts);
  });
});

describe('four eyes on gift codes', () => {
  const day = () => new Date(t.clock.now().getTime() + 24 * HOUR).toISOString();

  it("refuses a code above the creator's cap (the ₨1,000,000 wager-free code) and stores nothing", async () => {
    const counts = await rowCounts(t.db, ['gift_codes', 'operator_audit_log']);
    const big = await adminCall('POST', '/admin/api/gift-codes', finance, { amount: 100_000_000, wagerMulti: 0, totalUses: 1, expiresAt: day() });
    expect(big.json()).toEqual({
      code: 1871,
      msg: 'The finance role may create gift codes paying out up to ₨500000.00 in all: this one could pay ₨1000000.00',
    });
    // Amount × uses counts: ₨100.00 for 6,000 players is ₨600,000.00.
    const many = await adminCall('POST', '/admin/api/gift-codes', finance, { amount: 10_000, totalUses: 6_000, expiresAt: day() });
    expect(many.json()).toMatchObject({ code: 1871 });
    expect(await rowCounts(t.db, ['gift_codes', 'operator_audit_log'])).toEqual(counts);
  });

  it('a pending code does not exist for players; its creator cannot approve it; above ₨100,000.00 only an admin approves', async () => {
    const created = await adminCall('POST', '/admin/api/gift-codes', finance, { code: 'RAMADAN200', amount: 200_000, wagerMulti: 0, totalUses: 100, expiresAt: day() });
    const code = created.json<GiftCodeView>();
    expect(code).toMatchObject({ state: 'pending', approvedBy: null, decidedAt: null });
    const p = await signUp(t.app);
    expect(await redeem(p, 'ramadan200')).toMatchObject({ code: 1622, msg: 'This gift code does not exist' });

    expect((await decide(code.id, finance, true)).json()).toEqual({ code: 1870, msg: 'You created this: a second operator must approve or reject it' });
    expect((await decide(code.id, finance2, true)).json()).toEqual({ code: 1872, msg: "Gift codes paying out more than ₨100000.00 in all need an admin's approval" });
    expect(await redeem(p, 'RAMADAN200')).toMatchObject({ code: 1622 });
    // The database refuses the creator as approver too, whatever the code does.
    await expect(t.db.query('UPDATE gift_codes SET approved_by = created_by, approved_at = now() WHERE id = $1', [code.id])).rejects.toThrow(/gift_codes_second_operator/);

    const approved = await decide(code.id, admin, true, 'Ramadan campaign, budget line 12');
    expect(approved.json()).toMatchObject({ state: 'live', approvedBy: expect.any(Number) });
    expect(await redeem(p, 'RAMADAN200')).toMatchObject({ code: 1, data: { num: 200_000, gold: 200_000 } });
    expect(await balance(t.db, p.playerId)).toBe(200_000);
    expect((await decide(code.id, admin, false)).json()).toEqual({ code: 1873, msg: 'This was already approved, rejected or withdrawn' });
    const [audit] = await t.db.query<{ action: string; detail: { note: string } }>(
      "SELECT action, detail FROM operator_audit_log WHERE target = $1 AND action = 'gift-code.approve'",
      [`gift-code:${code.id}`],
    );
    expect(audit).toMatchObject({ detail: { note: 'Ramadan campaign, budget line 12' } });
  });

  it('a rejected code never pays; a small code is approved by a second finance operator', async () => {
    const rejected = (await adminCall('POST', '/admin/api/gift-codes', finance, { code: 'NOTTHISONE', amount: 500, totalUses: 10, expiresAt: day() })).json<GiftCodeView>();
    expect((await decide(rejected.id, finance2, false, 'wrong amount')).json()).toMatchObject({ state: 'rejected', approvedBy: null });
    const p = await signUp(t.app);
    expect(await redeem(p, 'NOTTHISONE')).toMatchObject({ code: 1622 });
    expect((await decide(rejected.id, admin, true)).json()).toMatchObject({ code: 1873 });

    const small = (await adminCall('POST', '/admin/api/gift-codes', finance, { code: 'SMALLONE', amount: 500, totalUses: 10, expiresAt: day() })).json<GiftCodeView>();
    expect((await decide(small.id, finance2, true)).json()).toMatchObject({ state: 'live' });
    expect(await redeem(p, 'SMALLONE')).toMatchObject({ code: 1, data: { num: 500 } });
    expect((await decide(999_999, admin, true)).statusCode).toBe(404);
  });
});

describe('players redeem gift codes', () => {
  it('a code typed in any case pays its amount with Gift Code 2205 and its betting task; a second time is refused', async () => {
    const code = await createCode({ code: 'WELCOME50', amount: 5000, wagerMulti: 2 });
    const p = await signUp(t.app);
    const reply = await redeem(p, '  welcome50 ');
    expect(reply.code, reply.msg).toBe(1);
    expect(reply.data).toEqual({ code: 'WELCOME50', num: 5000, wagerMulti: 2, gold: 5000 });
    expect(await ledgerLines(t.db, p.playerId)).toEqual([{ reason: Reason.giftCode, amount: 5000 }]);
    expect(await tasksOf(t.db, p.playerId)).toEqual([{ money: 5000, multi: 2, reason: Reason.giftCode }]);

    const again = await redeem(p, 'Welcome50');
    expect(again.code).toBe(1625);
    expect(again.msg).toBe('You have already redeemed this gift code');
    expect(await balance(t.db, p.playerId)).toBe(5000);
    const [row] = await t.db.query<{ used: number }>('SELECT used FROM gift_codes WHERE id = $1', [code.id]);
    expect(row!.used).toBe(1);
  });

  it('unknown and empty codes get their messages', async () => {
    const p = await signUp(t.app);
    expect(await redeem(p, 'NOSUCHCODE')).toMatchObject({ code: 1622, msg: 'This gift code does not exist' });
    expect(await redeem(p, 'no such code!')).toMatchObject({ code: 1622, msg: 'This gift code does not exist' });
    expect(await redeem(p, 'x'.repeat(65))).toMatchObject({ code: 1622, msg: 'This gift code does not exist' });
    expect(await redeem(p, '')).toMatchObject({ code: 1621, msg: 'Please enter a gift code' });
    expect(await redeem(p, '   ')).toMatchObject({ code: 1621, msg: 'Please enter a gift code' });
    expect(await post(t.app, p.token, '/usercenter/game/activeGiftCode', {})).toMatchObject({ code: 1621, msg: 'Please enter a gift code' });
    // Not text at all: an invalid request, with the same words.
    expect(await redeem(p, 12345)).toMatchObject({ code: 1001, msg: 'Please enter a gift code' });
    expect(await post(t.app, p.token, '/usercenter/game/activeGiftCode', 'WELCOME')).toMatchObject({ code: 1001 });
    expect(await balance(t.db, p.playerId)).toBe(0);
  });

  it('a code is expired at the exact expiry instant (one millisecond before it still pays)', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + HOUR);
    const code = await createCode({ expiresAt: expiresAt.toISOString(), amount: 700 });
    const early = await signUp(t.app);
    const late = await signUp(t.app);
    const start = t.clock.now();
    try {
      t.clock.set(new Date(expiresAt.getTime() - 1));
      expect((await redeem(early, code.code)).data).toMatchObject({ num: 700 });
      t.clock.set(expiresAt);
      expect(await redeem(late, code.code)).toMatchObject({ code: 1623, msg: 'This gift code has expired' });
      expect(await balance(t.db, late.playerId)).toBe(0);
      // The player who redeemed it hears that they already did, not that it expired.
      expect((await redeem(early, code.code)).code).toBe(1625);
    } finally {
      t.clock.set(start);
    }
  });

  it('an operator can end a code at once: players then get the expired message; unknown codes are refused', async () => {
    const code = await createCode({ amount: 400 });
    const ended = await adminCall('POST', `/admin/api/gift-codes/${code.code.toLowerCase()}/expire`, finance);
    expect(ended.statusCode).toBe(200);
    expect(new Date(ended.json<GiftCodeView>().expiresAt).getTime()).toBe(t.clock.now().getTime());
    const player = await signUp(t.app);
    expect(await redeem(player, code.code)).toMatchObject({ code: 1623, msg: 'This gift code has expired' });
    expect(await balance(t.db, player.playerId)).toBe(0);
    const [audit] = await t.db.query<{ action: string }>("SELECT action FROM operator_audit_log ORDER BY id DESC LIMIT 1");
    expect(audit).toEqual({ action: 'gift-code.expire' });
    expect((await adminCall('POST', '/admin/api/gift-codes/NOSUCHCODE/expire', finance)).json()).toMatchObject({ code: 1622 });
    expect((await adminCall('POST', `/admin/api/gift-codes/${code.code}/expire`, undefined)).statusCode).toBe(401);
  });

  it('a code whose uses are gone is used up', async () => {
    const code = await createCode({ totalUses: 1, amount: 300 });
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await redeem(a, code.code)).code).toBe(1);
    expect(await redeem(b, code.code)).toMatchObject({ code: 1624, msg: 'This gift code has been fully redeemed' });
    expect(await balance(t.db, b.playerId)).toBe(0);
  });

  it('20 parallel redemptions by one player pay once', async () => {
    const code = await createCode({ totalUses: 100, amount: 1234 });
    const p = await signUp(t.app);
    const replies = await Promise.all(Array.from({ length: 20 }, () => redeem(p, code.code.toLowerCase())));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 1625)).toHaveLength(19);
    expect(await balance(t.db, p.playerId)).toBe(1234);
    const [row] = await t.db.query<{ used: number }>('SELECT used FROM gift_codes WHERE id = $1', [code.id]);
    expect(row!.used).toBe(1);
  });

  it('a code with 5 uses redeemed by 8 players in parallel pays exactly 5', async () => {
    const code = await createCode({ totalUses: 5, amount: 2000 });
    const players = await Promise.all(Array.from({ length: 8 }, () => signUp(t.app)));
    const replies = await Promise.all(players.map((p) => redeem(p, code.code)));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(5);
    expect(replies.filter((r) => r.code === 1624)).toHaveLength(3);
    const balances = await Promise.all(players.map((p) => balance(t.db, p.playerId)));
    expect(balances.reduce((sum, b) => sum + b, 0)).toBe(5 * 2000);
    const [row] = await t.db.query<{ used: number }>('SELECT used FROM gift_codes WHERE id = $1', [code.id]);
    expect(row!.used).toBe(5);
  });

  it('guessing is rate-limited: after 10 unknown codes in an hour even a real code waits (429); others are unaffected', async () => {
    const code = await createCode({ amount: 100 });
    const guesser = await signUp(t.app);
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await redeem(guesser, `GUESS${i}000`, ip)).code).toBe(1622);
    const limited = await redeem(guesser, code.code, ip);
    expect(limited.status).toBe(429);
    expect(limited.code).toBe(1007);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await balance(t.db, guesser.playerId)).toBe(0);

    const other = await signUp(t.app);
    expect((await redeem(other, code.code, ip)).code).toBe(1);
    t.clock.advance(HOUR);
    try {
      expect((await redeem(guesser, code.code, ip)).code).toBe(1);
    } finally {
      t.clock.advance(-HOUR);
    }
  });

  it('a player on a time-out is refused and the use is not counted', async () => {
    const code = await createCode({ totalUses: 1, amount: 100 });
    const p = await signUp(t.app);
    expect((await post(t.app, p.token, '/usercenter/game/startTimeOut', { period: '24h' })).code).toBe(1);
    expect((await redeem(p, code.code)).code).toBe(1501);
    const [row] = await t.db.query<{ used: number }>('SELECT used FROM gift_codes WHERE id = $1', [code.id]);
    expect(row!.used).toBe(0);
  });
});
