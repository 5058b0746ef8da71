// Operators and player limits: view, set (stricter at once), and raise or remove only with a
// reason and a second operator's approval (requester ≠ approver, the database refuses it too),
// every step audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let compliance: AdminClient;
let second: AdminClient;
let support: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-02-02T09:00:00Z'));
  [compliance, second, support] = await Promise.all([adminClient(t, 'compliance'), adminClient(t, 'admin'), adminClient(t, 'support')]);
});
afterAll(async () => t.close());

interface Limit {
  kind: string;
  period: string;
  amount: number | null;
  used: number;
  pending: { amount: number | null; effectiveAt: string } | null;
}
interface Lift {
  id: number;
  state: string;
  kind: string;
  period: string;
  amount: number | null;
  reason: string;
  requestedByName: string;
  decidedByName: string | null;
}

const view = async (playerId: number) => (await support.get(`/admin/api/players/${playerId}/limits`)).json<{ limits: Limit[]; lifts: Lift[] }>();
const limitOf = (all: Limit[], kind: string, period: string) => all.find((l) => l.kind === kind && l.period === period)!;
const auditOf = (action: string, playerId: number) =>
  t.db.query<{ operator_id: number; detail: Record<string, unknown> }>(
    'SELECT operator_id, detail FROM operator_audit_log WHERE action = $1 AND target = $2 ORDER BY id',
    [action, `player:${playerId}`],
  );

describe('operators and player limits', () => {
  it('shows deposit, loss, wager and session limits; a stricter one applies at once, audited', async () => {
    const p = await signUp(t.app);
    expect((await view(p.playerId)).limits.map((l) => `${l.kind}:${l.period}`)).toEqual([
      'deposit:daily', 'deposit:weekly', 'deposit:monthly',
      'loss:daily', 'loss:weekly', 'loss:monthly', 'wager:daily', 'wager:weekly', 'wager:monthly', 'session:session',
    ]);
    const set = await compliance.post(`/admin/api/players/${p.playerId}/limits`, { kind: 'loss', period: 'weekly', amount: 200_000, reason: 'customer interaction: asked for a limit' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ applied: true, lift: null });
    expect(limitOf((await view(p.playerId)).limits, 'loss', 'weekly')).toMatchObject({ amount: 200_000, pending: null });
    const deposit = await compliance.post(`/admin/api/players/${p.playerId}/limits`, { kind: 'deposit', period: 'daily', amount: 10_000, reason: 'affordability check' });
    expect(deposit.json()).toMatchObject({ applied: true });
    expect(limitOf((await view(p.playerId)).limits, 'deposit', 'daily')).toMatchObject({ amount: 10_000 });
    // The player sees it too.
    const own = await call<{ limits: Limit[] }>(t.app, 'POST', '/usercenter/game/playLimits', {}, { token: p.token });
    expect(limitOf(own.data.limits, 'loss', 'weekly').amount).toBe(200_000);
    expect(await auditOf('limits.set', p.playerId)).toEqual([
      { operator_id: compliance.id, detail: { kind: 'loss', period: 'weekly', from: null, to: 200_000, reason: 'customer interaction: asked for a limit' } },
      { operator_id: compliance.id, detail: { kind: 'deposit', period: 'daily', from: null, to: 10_000, reason: 'affordability check' } },
    ]);
  });

  it('a raise waits for a second operator, never the requester, then applies at once', async () => {
    const p = await signUp(t.app);
    await compliance.post(`/admin/api/players/${p.playerId}/limits`, { kind: 'wager', period: 'daily', amount: 5_000, reason: 'player asked on the phone' });
    const asked = await compliance.post(`/admin/api/players/${p.playerId}/limits`, { kind: 'wager', period: 'daily', amount: 50_000, reason: 'affordability documents checked' });
    expect(asked.statusCode, asked.body).toBe(200);
    const { applied, lift } = asked.json<{ applied: boolean; lift: Lift }>();
    expect(applied).toBe(false);
    expect(lift).toMatchObject({ state: 'pending', kind: 'wager', period: 'daily', amount: 50_000, requestedByName: compliance.username, decidedByName: null });
    expect(limitOf((await view(p.playerId)).limits, 'wager', 'daily').amount).toBe(5_000);

    const self = await compliance.post(`/admin/api/limit-lifts/${lift.id}/approve`);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ code: 1844, msg: 'A second operator must approve this limit change' });
    expect((await support.post(`/admin/api/limit-lifts/${lift.id}/approve`)).statusCode).toBe(403);
    expect(limitOf((await view(p.playerId)).limits, 'wager', 'daily').amount).toBe(5_000);
    // The database refuses it too.
    await expect(
      t.db.query(`UPDATE limit_lift_requests SET state = 'approved', decided_by = requested_by, decided_at = now() WHERE id = $1`, [lift.id]),
    ).rejects.toThrow(/check constraint/);

    const pending = (await compliance.get('/admin/api/limit-lifts')).json<{ items: Lift[] }>().items;
    expect(pending.map((l) => l.id)).toContain(lift.id);
    const approved = await second.post(`/admin/api/limit-lifts/${lift.id}/approve`, { note: 'documents seen' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved', decidedByName: second.username });
    expect(limitOf((await view(p.playerId)).limits, 'wager', 'daily')).toMatchObject({ amount: 50_000, pending: null });
    expect((await second.post(`/admin/api/limit-lifts/${lift.id}/approve`)).json()).toEqual({ code: 1845, msg: 'This limit change was already decided' });
    expect(await auditOf('limits.lift.approve', p.playerId)).toEqual([
      {
        operator_id: second.id,
        detail: { request: lift.id, kind: 'wager', period: 'daily', to: 50_000, reason: 'affordability documents checked', requestedBy: compliance.id, note: 'documents seen' },
      },
    ]);
    expect((await compliance.get('/admin/api/limit-lifts')).json<{ items: Lift[] }>().items.map((l) => l.id)).not.toContain(lift.id);
  });

  it('a removal can be rejected: the limit stays; a deposit-limit removal applies on approval', async () => {
    const p = await signUp(t.app);
    await compliance.post(`/admin/api/players/${p.playerId}/limits`, { kind: 'session', period: 'session', amount: 60, reason: 'player asked' });
    await compliance.post(`/admin/api/players/${p.playerId}/limits`, { kind: 'deposit', period: 'monthly', amount: 100_000, reason: 'player asked' });
    const removeSession = (await second.post(`/admin/api/players/${p.playerId}/limits`, { kind: 'session', period: 'session', amount: null, reason: 'wants it gone' })).json<{ lift: Lift }>().lift;
    const rejected = await compliance.post(`/admin/api/limit-lifts/${removeSession.id}/reject`, { note: 'cooling-off not respected' });
    expect(rejected.json()).toMatchObject({ state: 'rejected', decidedByName: compliance.username });
    expect(limitOf((await view(p.playerId)).limits, 'session', 'session').amount).toBe(60);

    const removeDeposit = (await second.post(`/admin/api/players/${p.playerId}/limits`, { kind: 'deposit', period: 'monthly', amount: null, reason: 'verified income' })).json<{ lift: Lift }>().lift;
    expect((await compliance.post(`/admin/api/limit-lifts/${removeDeposit.id}/approve`)).statusCode).toBe(200);
    expect(limitOf((await view(p.playerId)).limits, 'deposit', 'monthly')).toMatchObject({ amount: null, pending: null });
    expect((await view(p.playerId)).lifts.map((l) => [l.kind, l.state])).toEqual([['deposit', 'approved'], ['session', 'rejected']]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const p = await signUp(t.app);
    const bad = async (body: object) => compliance.post(`/admin/api/players/${p.playerId}/limits`, body);
    expect((await bad({ kind: 'session', period: 'session', amount: 2, reason: 'too short' })).json()).toEqual({
      code: 1843,
      msg: 'A session limit is 5 to 1440 minutes; loss and wager limits are daily, weekly or monthly',
    });
    expect((await bad({ kind: 'deposit', period: 'session', amount: 100, reason: 'nonsense' })).json()).toMatchObject({ code: 1843 });
    expect((await bad({ kind: 'loss', period: 'daily', amount: 100, reason: '' })).statusCode).toBe(400);
    expect((await bad({ kind: 'loss', period: 'daily', amount: -5, reason: 'negative' })).statusCode).toBe(400);
    expect((await compliance.post('/admin/api/players/999999999/limits', { kind: 'loss', period: 'daily', amount: 100, reason: 'nobody' })).statusCode).toBe(404);
    expect((await compliance.post('/admin/api/limit-lifts/999999999/approve')).statusCode).toBe(404);
    expect((await support.post(`/admin/api/players/${p.playerId}/limits`, { kind: 'loss', period: 'daily', amount: 100, reason: 'support may not' })).statusCode).toBe(403);
    expect((await view(p.playerId)).limits.every((l) => l.amount === null)).toBe(true);
    expect(await t.db.query('SELECT 1 FROM limit_lift_requests WHERE player_id = $1', [p.playerId])).toHaveLength(0);
  });
});
