// Operators: CLI creation, password + TOTP login, roles, withdrawal actions, the audit log.
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { runOperatorCli } from '../../cli/operator.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { VALID_BIND, account, exchange, fund } from '../../../test/withdrawals.ts';

let t: TestApp;
const secrets: Record<string, string> = {};

async function create(username: string, role: string): Promise<string[]> {
  const lines: string[] = [];
  const code = await runOperatorCli(['create', '--username', username, '--role', role], { KHEL_OPERATOR_PASSWORD: 'correct horse battery' }, t.db, (line) =>
    lines.push(line),
  );
  expect(code).toBe(0);
  return lines;
}

const codeFor = (username: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secrets[username]!) }).generate({ timestamp: t.clock.now().getTime() + offsetSteps * 30_000 });

async function login(app: FastifyInstance, username: string, code = codeFor(username), password = 'correct horse battery') {
  return app.inject({ method: 'POST', url: '/admin/api/login', payload: { username, password, code } });
}

const admin = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { 'x-operator-token': token }, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  t = await createTestApp();
  for (const [username, role] of [['root', 'admin'], ['cashier', 'finance']] as const) {
    const lines = await create(username, role);
    secrets[username] = /TOTP secret \(shown once\): (\S+)/.exec(lines.join('\n'))![1]!;
    expect(lines.join('\n')).toMatch(/otpauth:\/\/totp\/Khel:/);
  }
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

describe('operator accounts', () => {
  it('the CLI refuses a missing password or a bad role', async () => {
    const out: string[] = [];
    expect(await runOperatorCli(['create', '--username', 'x1x', '--role', 'admin'], {}, t.db, (l) => out.push(l))).toBe(2);
    expect(await runOperatorCli(['create', '--username', 'x1x', '--role', 'god'], { KHEL_OPERATOR_PASSWORD: 'p'.repeat(12) }, t.db, (l) => out.push(l))).toBe(2);
    expect(out.join('\n')).toContain('admin, finance, support, compliance');
  });

  it('login needs the password and a fresh TOTP code; a code is accepted once', async () => {
    expect((await login(t.app, 'root', '000000')).statusCode).toBe(401);
    expect((await login(t.app, 'root', codeFor('root'), 'wrong password!')).statusCode).toBe(401);
    expect((await login(t.app, 'nobody', '123456')).statusCode).toBe(401);
    const ok = await login(t.app, 'root');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'admin' });
    expect((await login(t.app, 'root')).statusCode).toBe(401); // replayed code
    t.clock.advance(30_000);
    expect((await login(t.app, 'root')).statusCode).toBe(200);
  });

  it('the admin API refuses player tokens and no token', async () => {
    const player = await signUp(t.app);
    expect((await admin('GET', '/admin/api/withdrawals', 'nope')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/withdrawals', headers: { satoken: player.token } });
    expect(res.statusCode).toBe(401);
  });
});

describe('withdrawal decisions by operators', () => {
  it('finance approves; the approver cannot mark it paid, a second operator can; every action is audited', async () => {
    t.clock.advance(60_000);
    const finance = (await login(t.app, 'cashier')).json<{ token: string }>().token;
    const root = (await login(t.app, 'root')).json<{ token: string }>().token;
    const p = await signUp(t.app);
    await exchange(t.app, p.token, { type: 2, params: VALID_BIND });
    await fund(t.db, p.playerId, 80_000);
    const first = Number((await exchange<{ transId: string }>(t.app, p.token, { type: 1, value: 30_000 })).data.transId.slice(1));
    const second = Number((await exchange<{ transId: string }>(t.app, p.token, { type: 1, value: 20_000 })).data.transId.slice(1));

    const pending = await admin('GET', '/admin/api/withdrawals?state=pending', finance);
    expect(pending.json<{ items: { id: number }[] }>().items.map((w) => w.id)).toEqual(expect.arrayContaining([first, second]));

    expect((await admin('POST', `/admin/api/withdrawals/${first}/approve`, finance)).json()).toMatchObject({ state: 'processing' });
    const own = await admin('POST', `/admin/api/withdrawals/${first}/mark-paid`, finance, { reference: 'JC-123' });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toEqual({ code: 1702, msg: 'The operator who approved this withdrawal cannot mark it paid: a second operator must' });
    expect((await admin('POST', `/admin/api/withdrawals/${first}/mark-paid`, root, { reference: 'JC-123' })).json()).toMatchObject({
      state: 'paid',
      payoutReference: 'JC-123',
    });
    expect((await admin('POST', `/admin/api/withdrawals/${second}/reject`, finance, { note: 'duplicate' })).json()).toMatchObject({ state: 'rejected' });
    const again = await admin('POST', `/admin/api/withdrawals/${second}/approve`, finance);
    expect(again.json()).toMatchObject({ code: 1310 });
    expect(await account(t.db, p.playerId)).toEqual({ balance: 50_000, held: 0 });

    const ledger = await admin('GET', `/admin/api/players/${p.playerId}/ledger`, finance);
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json()).toMatchObject({ balance: { balance: 50_000, held: 0, available: 50_000 } });

    const rows = await t.db.query<{ action: string; target: string }>(
      "SELECT action, target FROM operator_audit_log WHERE action LIKE 'withdrawal.%' ORDER BY id",
    );
    expect(rows).toEqual([
      { action: 'withdrawal.approve', target: `withdrawal:${first}` },
      { action: 'withdrawal.mark-paid', target: `withdrawal:${first}` },
      { action: 'withdrawal.reject', target: `withdrawal:${second}` },
    ]);
  });

  it('the audit log refuses UPDATE and DELETE', async () => {
    await expect(t.db.query("UPDATE operator_audit_log SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM operator_audit_log')).rejects.toThrow(/append-only/);
  });
});
