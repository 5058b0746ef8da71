// 9WICKETS (transfer wallet) against its in-process sandbox: login moves the balance out, logout
// brings it back, time-outs and "not found" leave a transfer pending until the provider's own word
// settles it (docs/hardening/transfer-wallet.md), each transfer reaches one final state once, the
// sweep brings back what idle players left there, and the books job opens a case on a difference.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fund } from '../../../test/wallet.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { adminClient } from '../../../test/admin.ts';
import { demoCredentials } from '../../adapters/game-providers/demo/demo-clients.ts';
import { hmacHex } from '../../adapters/game-providers/signature.ts';
import { TRANSFER_BOOKS_JOB, TRANSFER_IDLE_MS, TRANSFER_RECONCILE_JOB, TRANSFER_SWEEP_JOB } from './game-wallet.routes.ts';
import { CLOSE_AFTER_MS } from './transfer-wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const sandbox = () => t.app.gameProviders.nineWicketsSandbox!;
const transfersOf = (playerId: number) =>
  t.db.query<{ id: string; direction: string; state: string; settled_by: string | null }>(
    'SELECT id, direction, state, settled_by FROM game_wallet_transfers WHERE player_id = $1 ORDER BY created_at, direction DESC',
    [playerId],
  );
/** A deposit sent straight to the sandbox provider (a late arrival of an id Khel already gave up). */
async function sandboxDeposit(transferId: string, playerId: number, amount: number): Promise<unknown> {
  const body = JSON.stringify({ agent: 'a', transferId, playerId: String(playerId), amount: amount / 100 });
  const { secret } = demoCredentials(t.app.gameProviders.demoSecret)['9wickets'];
  const reply = await sandbox().fetch('http://sandbox/api/transfer/deposit', { method: 'POST', headers: { 'x-signature': hmacHex(secret, body) }, body });
  return JSON.parse(await reply.text());
}
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

  it('a lost deposit stays pending (refreshes refund nothing) until its id is closed at the provider, then comes back once', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 10_000);
    sandbox().misbehaveNext('timeout-before-apply');
    const op = async () => (await transfersOf(p.playerId))[0];
    expect((await login(p)).data.transferred).toBe(0);
    expect(await op()).toMatchObject({ direction: 'out', state: 'pending', settled_by: null });
    // "Not found" is no answer: the request may still arrive.
    expect((await logout(p)).data).toEqual({ balance: 0, transferred: 0 });
    await t.app.jobs.run(TRANSFER_RECONCILE_JOB);
    expect(await availableBalance(t.db, p.playerId)).toBe(0);
    t.clock.advance(CLOSE_AFTER_MS);
    await t.app.jobs.run(TRANSFER_RECONCILE_JOB);
    expect(await op()).toMatchObject({ state: 'failed', settled_by: 'closed' });
    expect(await availableBalance(t.db, p.playerId)).toBe(10_000);
    // The closed id is refused for good: a late arrival moves nothing at the provider.
    expect(await sandboxDeposit((await op())!.id, p.playerId, 10_000)).toEqual({ code: 2, message: 'insufficient balance' });
    expect(await sandbox().balanceOf(p.playerId)).toBe(0);
    await t.app.jobs.run(TRANSFER_RECONCILE_JOB);
    expect(await availableBalance(t.db, p.playerId)).toBe(10_000);
  });

  it('a deposit that arrives after a refresh asked about it is neither refunded nor brought back twice', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 10_000);
    sandbox().misbehaveNext('late-apply');
    expect((await login(p)).data.transferred).toBe(0);
    // The refresh asks before the deposit arrived: the provider has not seen it, Khel keeps it pending.
    expect((await logout(p)).data).toEqual({ balance: 0, transferred: 0 });
    await sandbox().lateArrivals();
    expect(await sandbox().balanceOf(p.playerId)).toBe(10_000);
    expect((await logout(p)).data).toEqual({ balance: 10_000, transferred: 10_000 });
    expect((await logout(p)).data).toEqual({ balance: 10_000, transferred: 0 });
    expect(await sandbox().balanceOf(p.playerId)).toBe(0);
    expect((await transfersOf(p.playerId)).map((r) => [r.direction, r.state, r.settled_by])).toEqual([
      ['out', 'done', 'check'],
      ['in', 'done', 'answer'],
    ]);
  });

  it('a withdrawal that arrives after a launch asked about it is credited, not lost', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 10_000);
    await login(p);
    sandbox().misbehaveNext('late-apply');
    expect((await logout(p)).data).toEqual({ balance: 0, transferred: 0 });
    // A launch meanwhile finds the withdrawal unknown at the provider: it stays pending, nothing is deposited.
    expect((await login(p)).data.transferred).toBe(0);
    await sandbox().lateArrivals();
    expect(await sandbox().balanceOf(p.playerId)).toBe(0);
    await t.app.jobs.run(TRANSFER_RECONCILE_JOB);
    expect(await availableBalance(t.db, p.playerId)).toBe(10_000);
    expect((await transfersOf(p.playerId)).map((r) => [r.direction, r.state])).toEqual([
      ['out', 'done'],
      ['in', 'done'],
    ]);
  });

  it('a final transfer state is written once: the database refuses to change or delete it', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 10_000);
    await login(p);
    const [done] = await transfersOf(p.playerId);
    await expect(t.db.query("UPDATE game_wallet_transfers SET state = 'failed' WHERE id = $1", [done!.id])).rejects.toThrow(/is final \(done\)/);
    await expect(t.db.query('DELETE FROM game_wallet_transfers WHERE id = $1', [done!.id])).rejects.toThrow(/cannot be deleted/);
    await expect(t.db.query("UPDATE game_wallet_transfers SET state = 'done' WHERE state = 'pending' AND id = $1 AND false", [done!.id])).resolves.toEqual([]);
    await logout(p);
  });

  it('the sweep brings back what a player left at the provider once idle, exactly once', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 12_345);
    await login(p);
    expect(await t.app.jobs.run(TRANSFER_SWEEP_JOB)).toBe(0);
    expect(await availableBalance(t.db, p.playerId)).toBe(0);
    t.clock.advance(TRANSFER_IDLE_MS + 1_000);
    expect(await t.app.jobs.run(TRANSFER_SWEEP_JOB)).toBeGreaterThanOrEqual(12_345);
    expect(await t.app.jobs.run(TRANSFER_SWEEP_JOB)).toBe(0);
    expect(await availableBalance(t.db, p.playerId)).toBe(12_345);
    expect(await sandbox().balanceOf(p.playerId)).toBe(0);
  });

  it('launching another platform’s game first brings the 9WICKETS balance back', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 7_000);
    await login(p);
    const [pg] = await t.db.query<{ id: string }>("SELECT id FROM games WHERE platform = 'PG' AND type = 'slots' AND state = 1 ORDER BY sort_order, id LIMIT 1");
    const launched = await call(t.app, 'GET', `/usercenter/game/thirdGameLogin?playerId=${p.playerId}&id=${pg!.id}`, {}, { token: p.token });
    expect(launched.code).toBe(1);
    expect(await availableBalance(t.db, p.playerId)).toBe(7_000);
    expect(await sandbox().balanceOf(p.playerId)).toBe(0);
  });

  it('the books job opens a case when the provider’s balance differs from Khel’s books, and clears it when they agree', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 10_000);
    await login(p);
    await t.app.jobs.run(TRANSFER_BOOKS_JOB);
    const finance = await adminClient(t, 'finance');
    const cases = async () => (await finance.get('/admin/api/game-transfers/cases?state=open')).json<{ list: { playerId: number }[] }>().list.filter((c) => c.playerId === p.playerId);
    expect(await cases()).toEqual([]);
    // Money appears at the provider that Khel never sent (as after a refund on a guess).
    await t.db.query('UPDATE ninewickets_sandbox_wallets SET balance = balance + 500 WHERE player_id = $1', [String(p.playerId)]);
    expect(await t.app.jobs.run(TRANSFER_BOOKS_JOB)).toBeGreaterThanOrEqual(1);
    expect(await cases()).toMatchObject([{ playerId: p.playerId, provider: '9wickets', expected: 10_000, reported: 10_500, state: 'open', clearedAt: null }]);
    await t.db.query('UPDATE ninewickets_sandbox_wallets SET balance = balance - 500 WHERE player_id = $1', [String(p.playerId)]);
    await t.app.jobs.run(TRANSFER_BOOKS_JOB);
    expect(await cases()).toEqual([]);
    expect((await finance.get('/admin/api/game-transfers/cases?state=cleared')).json<{ list: { playerId: number; state: string }[] }>().list.find((c) => c.playerId === p.playerId)).toMatchObject({ state: 'cleared' });
    // Support moves no money and sees no reconciliation.
    expect((await (await adminClient(t, 'support')).get('/admin/api/game-transfers/cases')).statusCode).toBe(403);
    await logout(p);
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
