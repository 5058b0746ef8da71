// The operator login limit counts failures only: per account and per address, never successes.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { runOperatorCli } from '../../cli/operator.ts';

let t: TestApp;
const secrets: Record<string, string> = {};
const PASSWORD = 'correct horse battery';

const codeFor = (username: string) => new TOTP({ secret: Secret.fromBase32(secrets[username]!) }).generate({ timestamp: t.clock.now().getTime() });

const login = (username: string, opts: { password?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/api/login',
    remoteAddress: opts.ip ?? '10.0.0.1',
    payload: { username, password: opts.password ?? PASSWORD, code: codeFor(username) },
  });

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['office1', 'office2', 'office3', 'office4', 'office5']) {
    const lines: string[] = [];
    expect(await runOperatorCli(['create', '--username', username, '--role', 'support'], { KHEL_OPERATOR_PASSWORD: PASSWORD }, t.db, (l) => lines.push(l))).toBe(0);
    secrets[username] = /TOTP secret \(shown once\): (\S+)/.exec(lines.join('\n'))![1]!;
  }
});
afterAll(async () => t.close());

describe('operator login limit', () => {
  it('20 successful logins from one office address all pass', async () => {
    for (let i = 0; i < 20; i++) {
      t.clock.advance(30_000); // a fresh TOTP step each time (each step is accepted once)
      const res = await login(i % 2 ? 'office1' : 'office2');
      expect(res.statusCode, `login ${i + 1}`).toBe(200);
    }
  });

  it('5 failed passwords lock that account for 15 minutes, even with the right password; others at the address go on', async () => {
    t.clock.advance(900_000);
    for (let i = 0; i < 5; i++) expect((await login('office3', { password: 'wrong password!' })).statusCode).toBe(401);
    t.clock.advance(30_000);
    const locked = await login('office3', { ip: '10.0.0.9' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('office4')).statusCode).toBe(200);
    t.clock.advance(900_000);
    expect((await login('office3')).statusCode).toBe(200);
  });

  it('20 failures from one address lock the address for every account; another address still logs in', async () => {
    t.clock.advance(900_000);
    const users = ['office1', 'office2', 'office3', 'office4', 'office5'];
    for (let i = 0; i < 20; i++) expect((await login(users[i % 5]!, { password: 'wrong password!', ip: '10.0.0.2' })).statusCode).toBe(401);
    t.clock.advance(30_000);
    expect((await login('office5', { ip: '10.0.0.2' })).statusCode).toBe(429);
    // office5 failed 4 times from 10.0.0.2: under its own limit, so another address works
    expect((await login('office5', { ip: '10.0.0.3' })).statusCode).toBe(200);
  });
});
