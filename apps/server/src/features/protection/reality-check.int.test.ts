// Reality checks and the longer self-exclusions (docs/requirements/protection.md#6-reality-checks):
// the session's time and net result (wins − stakes of the rounds settled since this login), the
// interval the player chose among the operator's choices (else the operator's default), and
// self-exclusion for 2 and 3 years.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startProviderSession } from '../game-wallet/game-wallet.service.ts';
import { fund } from '../../../test/wallet.ts';
import { setConfig } from '../../../test/withdrawals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Check = { intervalMinutes: number; defaultMinutes: number; choices: number[]; sessionStartedAt: string; elapsedMinutes: number; rounds: number; staked: number; won: number; net: number };
const check = (p: SignedUp) => call<Check>(t.app, 'POST', '/usercenter/game/realityCheck', {}, { token: p.token });
const choose = (p: SignedUp, intervalMinutes: unknown) => call<Check>(t.app, 'POST', '/usercenter/game/setRealityCheck', { intervalMinutes }, { token: p.token });

async function round(p: SignedUp, bet: number, payout: number) {
  const { token } = await startProviderSession(t.db, t.clock, { playerId: p.playerId, provider: 'inhouse', gameId: 'inhouse-dice' });
  expect((await t.app.gameProviders.inhouse.playRound({ token, playerId: p.playerId, gameId: 'inhouse-dice', bet, payout })).status).toBe('OK');
}

describe('reality check', () => {
  it("counts this session's time and settled rounds: net = won − staked", async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 100_000);
    await round(p, 1_000, 0); // before this login: not counted
    t.clock.advance(60_000);
    const login = await logIn(t.app, { phone: p.phone, password: p.password });
    const session = { ...p, token: login.data.token };
    const startedAt = t.clock.now().toISOString();
    await round(session, 2_000, 0);
    await round(session, 500, 1_750);
    t.clock.advance(61 * 60_000);
    const reply = await check(session);
    expect(reply.code, reply.msg).toBe(1);
    expect(reply.data).toEqual({
      intervalMinutes: 60,
      defaultMinutes: 60,
      choices: [15, 30, 60, 120],
      sessionStartedAt: startedAt,
      elapsedMinutes: 61,
      rounds: 2,
      staked: 2_500,
      won: 1_750,
      net: -750,
    });
  });

  it("the player's interval is one of the operator's choices; a choice no longer offered falls back to the default", async () => {
    const p = await signUp(t.app);
    expect((await choose(p, 30)).data).toMatchObject({ intervalMinutes: 30 });
    expect((await check(p)).data.intervalMinutes).toBe(30);
    expect(await choose(p, 45)).toMatchObject({ code: 1713, msg: 'Choose one of the intervals offered' });
    expect((await choose(p, 'soon')).code).toBe(1001);
    await setConfig(t.db, 'ProtectionConf', { realityCheck: { defaultMinutes: 20, choices: [20, 40] }, kyc: { withdrawalThreshold: 1_000_000 } });
    expect((await check(p)).data).toMatchObject({ intervalMinutes: 20, defaultMinutes: 20, choices: [20, 40] });
    const zh = await call(t.app, 'POST', '/usercenter/game/setRealityCheck', { intervalMinutes: 30 }, { token: p.token, language: 'ur' });
    expect(zh.msg).toBe('پیش کردہ وقفوں میں سے ایک منتخب کریں');
  });
});

describe('self-exclusion from 6 months to 5 years', () => {
  it.each([
    ['2y', 24],
    ['3y', 36],
  ])('%s ends %i calendar months later and cannot be shortened', async (period, months) => {
    const p = await signUp(t.app);
    const reply = await call<{ restriction: { period: string; endsAt: string } }>(t.app, 'POST', '/usercenter/game/selfExclude', { period, password: p.password }, { token: p.token });
    expect(reply.code, reply.msg).toBe(1);
    const end = new Date(t.clock.now().getTime());
    end.setUTCMonth(end.getUTCMonth() + months);
    expect(reply.data.restriction).toMatchObject({ period, endsAt: end.toISOString() });
    const shorter = await call(t.app, 'POST', '/usercenter/game/selfExclude', { period: '1y', password: p.password }, { token: p.token });
    expect(shorter.code).toBe(1503);
  });
});
