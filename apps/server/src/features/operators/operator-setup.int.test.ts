// New operators set their own password and TOTP with a one-time setup code; the creator never
// holds either. Password/TOTP resets are carried out by a second admin.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { signUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balanceOf } from '../wallet/wallet.service.ts';

let t: TestApp;
let root: AdminClient;
let second: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
});
// Fresh sessions each test: the expiry test moves the clock past the 8-hour session.
beforeEach(async () => {
  [root, second] = await Promise.all([adminClient(t, 'admin'), adminClient(t, 'admin')]);
});
afterAll(async () => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: { 'x-operator-token': token } } : {}) });
const codeOf = (secret: string, offsetSteps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock.now().getTime() + offsetSteps * 30_000 });
const auditOf = (target: string) => t.db.query<{ action: string; detail: unknown }>('SELECT action, detail FROM operator_audit_log WHERE target = $1 ORDER BY id', [target]);
const PASSWORD = 'my own long passphrase';

/** The new operator's side of setup: start, then finish with their own password and a current code. */
async function completeSetup(setupCode: string, password = PASSWORD): Promise<string> {
  const started = await post('/admin/api/setup/start', { setupCode });
  expect(started.statusCode, started.body).toBe(200);
  const { totpSecret } = started.json<{ totpSecret: string }>();
  const finished = await post('/admin/api/setup/finish', { setupCode, password, code: codeOf(totpSecret) });
  expect(finished.statusCode, finished.body).toBe(200);
  return totpSecret;
}

/** A second admin (not the inviter) lets the set-up operator in. */
async function activate(id: number) {
  const reply = await second.post(`/admin/api/operators/${id}/activate`);
  expect(reply.statusCode, reply.body).toBe(200);
}

async function login(username: string, secret: string, password = PASSWORD) {
  t.clock.advance(30_000);
  return post('/admin/api/login', { username, password, code: codeOf(secret) });
}

describe('new operator onboarding', () => {
  it('the creator gets only a one-time setup code; the operator sets password and TOTP; the code works once', async () => {
    const created = await root.post('/admin/api/operators', { username: 'new.cashier', role: 'finance' });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json<Record<string, unknown> & { operator: { id: number; setupPending: boolean }; setupCode: string; expiresAt: string }>();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'operator', 'setupCode']);
    expect(body.operator).toMatchObject({ username: 'new.cashier', role: 'finance', status: 'active', setupPending: true });
    expect(body.expiresAt).toBe(new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString());
    // A password the creator sends along is never set: the operator still has none.
    const withPassword = await root.post('/admin/api/operators', { username: 'other.one', role: 'finance', password: 'creator chosen pass' });
    expect(withPassword.json()).toMatchObject({ operator: { setupPending: true } });
    expect((await post('/admin/api/login', { username: 'other.one', password: 'creator chosen pass', code: '123456' })).statusCode).toBe(401);
    const target = `operator:${body.operator.id}`;
    expect(JSON.stringify(await auditOf(target))).not.toContain(body.setupCode);

    // Before setup nobody can sign in as it, whatever they try.
    expect((await post('/admin/api/login', { username: 'new.cashier', password: 'creator chosen pass', code: '123456' })).statusCode).toBe(401);

    const started = await post('/admin/api/setup/start', { setupCode: body.setupCode });
    const { username, totpSecret, otpauthUrl } = started.json<{ username: string; totpSecret: string; otpauthUrl: string }>();
    expect(username).toBe('new.cashier');
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Khel:new.cashier\?/);
    const wrong = await post('/admin/api/setup/finish', { setupCode: body.setupCode, password: PASSWORD, code: codeOf(totpSecret, 5) });
    expect(wrong.json()).toMatchObject({ code: 1862, msg: 'The authenticator code does not match: scan the secret again and enter the current code' });
    const short = await post('/admin/api/setup/finish', { setupCode: body.setupCode, password: 'short', code: codeOf(totpSecret) });
    expect(short.json()).toMatchObject({ code: 1001 });
    expect((await t.db.query<{ h: string | null }>('SELECT password_hash AS h FROM operators WHERE id = $1', [body.operator.id]))[0]!.h).toBeNull();

    const finished = await post('/admin/api/setup/finish', { setupCode: body.setupCode, password: PASSWORD, code: codeOf(totpSecret) });
    expect(finished.json()).toEqual({ username: 'new.cashier', awaitingActivation: true });
    const again = await post('/admin/api/setup/start', { setupCode: body.setupCode });
    expect(again.json()).toMatchObject({ code: 1860, msg: 'This setup code is unknown, used or expired: ask an admin for a new one' });

    // Set up, but not in yet: a second admin activates; the inviter cannot.
    expect((await login('new.cashier', totpSecret)).statusCode).toBe(401);
    expect((await root.post(`/admin/api/operators/${body.operator.id}/activate`)).json()).toEqual({
      code: 1866,
      msg: 'The admin who invited this operator cannot activate them: a second admin must',
    });
    await activate(body.operator.id);
    expect((await second.post(`/admin/api/operators/${body.operator.id}/activate`)).json()).toMatchObject({ code: 1867 });
    const signedIn = await login('new.cashier', totpSecret);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await root.get('/admin/api/operators')).json<{ items: { username: string; setupPending: boolean }[] }>().items.find((o) => o.username === 'new.cashier')).toMatchObject({ setupPending: false });
    const audit = await auditOf(target);
    expect(audit.map((a) => a.action)).toEqual(['operator.create', 'operator.setup', 'operator.activate']);
    expect(JSON.stringify(audit)).not.toContain(totpSecret);
  });

  it('a setup code expires after 24 hours', async () => {
    const { setupCode } = (await root.post('/admin/api/operators', { username: 'late.starter', role: 'support' })).json<{ setupCode: string }>();
    t.clock.advance(24 * 3_600_000 + 1_000);
    expect((await post('/admin/api/setup/start', { setupCode })).json()).toMatchObject({ code: 1860 });
    expect((await post('/admin/api/setup/start', { setupCode: 'x'.repeat(32) })).json()).toMatchObject({ code: 1860 });
  });

  it('"logged in as the new finance operator, it approved its own ₨500,000 credit" cannot happen', async () => {
    const { operator, setupCode } = (await root.post('/admin/api/operators', { username: 'fin.new', role: 'finance' })).json<{ operator: { id: number }; setupCode: string }>();
    const player = await signUp(t.app);
    // The admin asks for the credit, then tries to act as the new finance operator: it holds no
    // password and no TOTP secret for it, and the account has none until its owner sets them.
    const asked = await root.post('/admin/api/adjustments', { playerId: player.playerId, direction: 'credit', amount: 50_000_000, category: 'goodwill', reason: 'bonus' });
    const adjustment = asked.json<{ id: number }>();
    expect((await post('/admin/api/login', { username: 'fin.new', password: PASSWORD, code: '000000' })).statusCode).toBe(401);
    // It holds the setup code, though: setting the account up himself still does not let him in,
    // because only a second admin activates an invited operator (API and DB).
    const secret = await completeSetup(setupCode);
    expect((await login('fin.new', secret)).statusCode).toBe(401);
    expect((await root.post(`/admin/api/operators/${operator.id}/activate`)).json()).toMatchObject({ code: 1866 });
    await expect(t.db.query('UPDATE operators SET activated_by = created_by, activated_at = now() WHERE id = $1', [operator.id])).rejects.toThrow(
      /operators_activator_not_creator/,
    );
    expect((await balanceOf(t.db, player.playerId)).balance).toBe(0);
    // Activated by a second admin, the owner's own request can never be approved by themselves either.
    await activate(operator.id);
    const token = (await login('fin.new', secret)).json<{ token: string }>().token;
    // A finance operator cannot even ask for ₨500,000 (its cap is ₨200,000.00); within the cap, its
    // own request can never be approved by itself.
    expect((await post('/admin/api/adjustments', { playerId: player.playerId, direction: 'credit', amount: 50_000_000, category: 'goodwill', reason: 'bonus' }, token)).json()).toMatchObject({ code: 1868 });
    const own = (await post('/admin/api/adjustments', { playerId: player.playerId, direction: 'credit', amount: 20_000_000, category: 'goodwill', reason: 'bonus' }, token)).json<{ id: number }>();
    expect((await post(`/admin/api/adjustments/${own.id}/approve`, {}, token)).json()).toMatchObject({ code: 1703 });
    await expect(t.db.query("UPDATE balance_adjustments SET state = 'rejected', decided_by = requested_by, decided_at = now() WHERE id = $1", [own.id])).rejects.toThrow(/check/i);
    expect((await balanceOf(t.db, player.playerId)).balance).toBe(0);
    expect(adjustment.id).toBeGreaterThan(0);
    expect(operator.id).toBeGreaterThan(0);
  });
});

describe('password and TOTP reset by a second admin', () => {
  it('one admin asks, the asker and the target cannot carry it out, a second admin does and gets only a setup code', async () => {
    const { operator, setupCode } = (await root.post('/admin/api/operators', { username: 'lost.phone', role: 'support' })).json<{ operator: { id: number }; setupCode: string }>();
    const oldSecret = await completeSetup(setupCode);
    await activate(operator.id);
    const oldToken = (await login('lost.phone', oldSecret)).json<{ token: string }>().token;

    expect((await root.post(`/admin/api/operators/${root.id}/reset`, { reason: 'my own' })).json()).toMatchObject({ code: 1863 });
    const asked = await root.post(`/admin/api/operators/${operator.id}/reset`, { reason: 'phone lost' });
    expect(asked.statusCode, asked.body).toBe(200);
    const reset = asked.json<{ id: number; state: string }>();
    expect(reset.state).toBe('pending');
    expect((await root.post(`/admin/api/operators/${operator.id}/reset`, { reason: 'again' })).json()).toMatchObject({ code: 1864 });
    // Nothing changed yet: the old session and credentials still work.
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/me', headers: { 'x-operator-token': oldToken } })).statusCode).toBe(200);

    expect((await root.post(`/admin/api/operator-resets/${reset.id}`, { approve: true })).json()).toMatchObject({
      code: 1863,
      msg: 'A second admin must carry out this reset: not the one who asked and not the operator reset',
    });
    // The database refuses it too, whoever writes the row.
    await expect(t.db.query("UPDATE operator_reset_requests SET state = 'approved', decided_by = requested_by WHERE id = $1", [reset.id])).rejects.toThrow(/check/i);
    await expect(t.db.query("UPDATE operator_reset_requests SET state = 'approved', decided_by = operator_id WHERE id = $1", [reset.id])).rejects.toThrow(/check/i);

    const approved = await second.post(`/admin/api/operator-resets/${reset.id}`, { approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    const result = approved.json<{ reset: { state: string }; setupCode: string; expiresAt: string }>();
    expect(Object.keys(result).sort()).toEqual(['expiresAt', 'reset', 'setupCode']);
    expect(result.reset.state).toBe('approved');
    expect((await second.post(`/admin/api/operator-resets/${reset.id}`, { approve: true })).json()).toMatchObject({ code: 1865 });

    // The old session ended and the old password + secret no longer sign in.
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/me', headers: { 'x-operator-token': oldToken } })).statusCode).toBe(401);
    expect((await login('lost.phone', oldSecret)).statusCode).toBe(401);
    const newSecret = await completeSetup(result.setupCode, 'a brand new passphrase');
    expect(newSecret).not.toBe(oldSecret);
    expect((await login('lost.phone', newSecret, 'a brand new passphrase')).statusCode).toBe(200);
    const audit = await auditOf(`operator:${operator.id}`);
    expect(audit.map((a) => a.action)).toContain('operator.reset-approve');
    expect(JSON.stringify(audit)).not.toContain(result.setupCode);
  });

  it('a rejected reset changes nothing', async () => {
    const target = await adminClient(t, 'compliance');
    const reset = (await root.post(`/admin/api/operators/${target.id}/reset`, { reason: 'mistake' })).json<{ id: number }>();
    const rejected = await second.post(`/admin/api/operator-resets/${reset.id}`, { approve: false });
    expect(rejected.json()).toMatchObject({ reset: { state: 'rejected' }, setupCode: null });
    expect((await target.get('/admin/api/me')).statusCode).toBe(200);
  });
});
