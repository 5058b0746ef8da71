// The operator CLI beside a running server (docs/compliance/complaints-and-config.md): on the embedded database it refuses
// clearly (exit 3, who holds DATA_DIR) and touches nothing, so the server keeps answering; after
// the server is killed with -9 its stale lock is taken over and the CLI works. On PostgreSQL the
// two processes share the database and the CLI works while the server runs.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../platform/data-dir-lock.ts';
import { exited, makeStore, startServer, type Store } from '../../test/server-process.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../..');
const PASSWORD = 'a long operator passphrase';
const env = (store: Store) => ({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', KHEL_OPERATOR_PASSWORD: PASSWORD, ...store.env });

function cli(store: Store, script: string, args: string[] = []) {
  const run = spawnSync(process.execPath, [script, ...args], { cwd: SERVER_DIR, env: env(store), encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
const createOperator = (store: Store, username: string) => cli(store, 'src/cli/operator.ts', ['create', '--username', username, '--role', 'admin']);

async function login(baseUrl: string, username: string, secret: string) {
  const code = secret ? new TOTP({ secret: Secret.fromBase32(secret) }).generate() : '000000';
  const response = await fetch(`${baseUrl}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD, code }),
  });
  return response.status;
}
const secretOf = (stdout: string) => /TOTP secret \(shown once\): (\S+)/.exec(stdout)?.[1] ?? '';

let store: Store;
let server: ChildProcess | null = null;
beforeAll(async () => {
  store = await makeStore();
});
afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await exited(server);
  }
  await store.dispose();
});

describe('npm run operator while the server runs', () => {
  it('embedded database: refused with who holds it; the server still serves; after kill -9 the stale lock is taken over', async (context) => {
    const dataDir = store.env.DATA_DIR;
    if (!dataDir) return context.skip(); // the PostgreSQL pass runs the next test
    const started = await startServer(store.env);
    server = started.child;

    const refused = createOperator(store, 'while_running');
    expect(refused.status).toBe(3);
    expect(refused.stderr).toContain(`refused: The embedded database in ${dataDir} is in use by another process (pid ${server.pid} on`);
    expect(refused.stderr).toContain('stop the server first');
    expect(refused.stdout).not.toContain('TOTP secret');
    const check = cli(store, 'src/cli/ledger-check.ts');
    expect(check.status).toBe(3);
    expect(check.stderr).toContain(`(pid ${server.pid} on`);

    // Nothing was opened behind the server's back: it answers as before (a wrong login is 401, never 500).
    expect(await login(started.baseUrl, 'while_running', '')).toBe(401);
    expect((await fetch(`${started.baseUrl}/health`)).status).toBe(200);

    server.kill('SIGKILL');
    await exited(server);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: started.child.pid });
    const created = createOperator(store, 'after_kill');
    expect(created.status, created.stderr).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    const again = await startServer(store.env);
    server = again.child;
    expect(await login(again.baseUrl, 'after_kill', secretOf(created.stdout))).toBe(200);
    server.kill('SIGTERM');
    await exited(server);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('PostgreSQL: the CLI and the server share the database; the new operator logs in at once', async (context) => {
    if (store.env.DATA_DIR) return context.skip(); // the embedded pass runs the test above
    const started = await startServer(store.env);
    server = started.child;
    const created = createOperator(store, 'beside_server');
    expect(created.status, created.stderr).toBe(0);
    expect(await login(started.baseUrl, 'beside_server', secretOf(created.stdout))).toBe(200);
    server.kill('SIGTERM');
    await exited(server);
  }, 120_000);
});
