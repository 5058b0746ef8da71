// 9WICKETS (transfer wallet) against its in-process sandbox: login moves the balance out, logout
// brings it back, and timeouts are settled by the provider's operation check.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fund } from '../wallet/wallet-test-support.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { TRANSFER_RECONCILE_JOB } from './game-wallet.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const sandbox = () => t.app.gameProviders.nineWicketsSandbox!;
const CRICKET = '9wickets-cricket-exchange';
const login = (p: { playerId: number; token: string }, playerId = p.playerId) =>
  call<{ url: string; transferred: number }>(t.app, 'GET', `/usercenter/game/thirdGameLogin?playerId=${playerId}&id=${CRICKET}`, {}, { token: p.token });
const logout = (p: { playerId: number; token: string }) =>
  call<{ balance: number; transferred: number }>(t.app, 'GET', `/usercenter/game/thirdGameLogout?playerId=${p.playerId}`, {}, { token: p.token });

describe('9WICKETS transfer wallet', () => {
  it('moves the balance to the provider on login and back (with winnings) on logout', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 50_000);
    const entered = await login(p);
    expect(entered.code).toBe(1);
    expect(entered.data.transferred).toBe(50_000);
    expect(entered.data.url).toMatch(new RegExp(`^/demo-games/9wickets/${CRICKET}\\?s=`));
    expect(await availableBalance(t.db, p.playerId)).toBe(0);
    expect(await sandbox().balanceOf(p.playerId)).toBe(50_000);
    // A won bet at the provider: ₨50 staked at 2.50 pays ₨125.
    const bet = { betId: `${Date.now()}1`, playerId: p.playerId, gameId: CRICKET, stake: 5_000, payout: 12_500, odds: 1.5, detail: {} };
    expect(await sandbox().placeBet(bet, t.clock.now())).toMatchObject({ ok: true, balance: 57_500 });
    const left = await logout(p);
    expect(left.data).toEqual({ balance: 57_500, transferred: 57_500 });
    expect(await sandbox().balanceOf(p.playerId)).toBe(0);
  });

  it('refuses another playerId than the session’s', async () => {
    const p = await signUp(t.app);
    const refused = await login(p, p.playerId + 1);
    expect(refused.code).not.toBe(1);
  });

  it('a deposit that timed out after the provider applied it is confirmed by the operation check', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 10_000);
    sandbox().misbehaveNext('timeout-after-apply');
    expect((await login(p)).data.transferred).toBe(10_000);
    expect(await availableBalance(t.db, p.playerId)).toBe(0);
    expect(await sandbox().balanceOf(p.playerId)).toBe(10_000);
  });

  it('a deposit lost before the provider applied it comes back to the player', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 10_000);
    sandbox().misbehaveNext('timeout-before-apply');
    expect((await login(p)).data.transferred).toBe(0);
    expect(await availableBalance(t.db, p.playerId)).toBe(10_000);
    expect(await sandbox().balanceOf(p.playerId)).toBe(0);
  });

  it('a withdrawal that timed out after applying credits once; the reconcile job finds nothing left', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 10_000);
    await login(p);
    sandbox().misbehaveNext('timeout-after-apply');
    expect((await logout(p)).data).toEqual({ balance: 10_000, transferred: 10_000 });
    await t.app.jobs.run(TRANSFER_RECONCILE_JOB);
    expect(await availableBalance(t.db, p.playerId)).toBe(10_000);
  });
});
