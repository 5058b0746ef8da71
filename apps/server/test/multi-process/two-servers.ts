// Two real server processes (`src/server.ts`) on one PostgreSQL database, and the clients the
// multi-process tests drive them with over real HTTP: players (the wire transport), operators
// (plain JSON, TOTP login), a game provider (signed generic callbacks) and the ledger:check CLI.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { decodeReply, encodeRequest } from '@khel/wire/codec';
import { Secret, TOTP } from 'otpauth';
import { genericRequest, type GenericAction, type GenericBody, type GenericReply } from '../../src/adapters/game-providers/generic/generic-seamless.ts';
import { createOperator, type OperatorRole } from '../../src/features/operators/operators.service.ts';
import type { Database, Queryable } from '../../src/platform/db.ts';
import { afterAll, beforeAll } from 'vitest';
import { makeStore, startServer, type Store } from '../server-process.ts';
import { startNotificationRelay, type NotificationRelay } from './notification-relay.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../..');

export const GAME_SECRET = randomBytes(16).toString('hex');

export interface Running {
  name: string;
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process logged so far (for failure messages). */
  output(): string;
}

/**
 * One server process on the shared database. TRUST_PROXY lets each simulated client carry its own
 * address (X-Forwarded-For), so per-address limits (sign-ups, logins) do not bleed between them.
 */
export async function startOne(name: string, env: Record<string, string>): Promise<Running> {
  let out = '';
  const started = await startServer(
    { LOG_LEVEL: 'error', GAME_GENERIC_SECRET: GAME_SECRET, TRUST_PROXY: 'true', SIGNUPS_PER_IP_PER_HOUR: '1000', ...env },
    (text) => (out += text),
  );
  return { name, ...started, output: () => out };
}

export interface TwoServers {
  store: Store;
  /** The store opened in the test's own process. */
  db: Database;
  a: Running;
  b: Running;
  /** With `relay`: the sandbox gateway's notifications go through it (routed to either process). */
  relay: NotificationRelay | null;
}

/**
 * A test file's two processes A and B on one fresh PostgreSQL store: started before its tests (then
 * handed to `ready`), stopped after. Nothing starts without TEST_DATABASE_URL: the embedded
 * database is one process, and these files skip their tests there.
 */
export function useTwoServers(options: { relay?: boolean }, ready: (servers: TwoServers) => void): void {
  let started: Partial<TwoServers> = {};
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    const store = await makeStore();
    started = { store, db: await store.open(), relay: options.relay ? await startNotificationRelay() : null };
    // Same env for both; each takes a free port of its own.
    const env = started.relay ? { ...store.env, PUBLIC_BASE_URL: started.relay.url } : store.env;
    [started.a, started.b] = await Promise.all([startOne('A', env), startOne('B', env)]);
    ready(started as TwoServers);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([stop(started.a ?? null), stop(started.b ?? null)]);
    await started.relay?.close();
    await started.store?.dispose();
  });
}

/** Stops a process politely and waits for it. */
export async function stop(server: Running | null): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGTERM');
  await gone;
}

let addresses = 0;
/** A client address of its own (sent as X-Forwarded-For). */
export function clientIp(): string {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

export interface Reply<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** A player API call as the app makes it (wire-encoded body, `satoken` header). */
export async function playerCall<T = Record<string, unknown>>(
  server: Running,
  path: string,
  body: unknown = {},
  options: { token?: string; ip?: string } = {},
): Promise<Reply<T>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      'x-forwarded-for': options.ip ?? clientIp(),
      ...(options.token ? { satoken: options.token } : {}),
    },
    body: encodeRequest(body),
    signal: AbortSignal.timeout(20_000),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data?: string };
  return { status: response.status, code: envelope.code, msg: envelope.msg, data: (envelope.data === undefined ? undefined : decodeReply(envelope.data)) as T };
}

export interface Player {
  playerId: number;
  account: string;
  phone: string;
  password: string;
  token: string;
}

let people = 0;
/** Signs up by account and phone (the phone counts as bound) through `server`. */
export async function signUpOn(server: Running): Promise<Player> {
  people += 1;
  const account = `m${randomBytes(4).toString('hex')}${people}`.slice(0, 11);
  const phone = `3${String(Date.now() % 1_000_000).padStart(6, '0')}${String(people % 1000).padStart(3, '0')}`;
  const password = 'secret12';
  const reply = await playerCall<{ token: string; playerInfo: { playerIcon: { playerId: number } } }>(server, '/usercenter/game/login', {
    type: 2,
    loginType: 64,
    account,
    telephone: phone,
    token: password,
    ageConfirmed: true,
    agentId: '',
    deviceId: `multi-device-${account}`,
  });
  if (reply.code !== 1) throw new Error(`sign-up on ${server.name} failed: ${reply.code} ${reply.msg}`);
  return { playerId: reply.data.playerInfo.playerIcon.playerId, account, phone, password, token: reply.data.token };
}

/** The login form by account name. */
export function logInOn(server: Running, p: Player, password: string, ip: string): Promise<Reply<{ token: string }>> {
  return playerCall(server, '/usercenter/game/login', { type: 0, loginType: 64, account: p.account, token: password, deviceId: `multi-device-${p.account}` }, { ip });
}

/** `playerInfo` as the app asks it on every screen: the player's gold, or the refusal's code. */
export async function goldOn(server: Running, token: string): Promise<{ code: number; gold: number | null }> {
  const reply = await playerCall<{ gold: number }>(server, '/usercenter/game/playerInfo', {}, { token });
  return { code: reply.code, gold: reply.code === 1 ? reply.data.gold : null };
}

export interface Operator {
  id: number;
  username: string;
  password: string;
  secret: string;
}

/** An operator made by the real service (as `npm run operator` does). */
export async function makeOperator(db: Queryable, role: OperatorRole): Promise<Operator> {
  const username = `${role}_${randomBytes(3).toString('hex')}`;
  const password = 'correct horse battery';
  const { operatorId, secret } = await createOperator(db, { username, password, role });
  return { id: operatorId, username, password, secret };
}

/** Logs the operator in on `server` with a real TOTP code; returns a JSON caller with its token. */
export async function operatorOn(server: Running, operator: Operator) {
  const code = new TOTP({ secret: Secret.fromBase32(operator.secret) }).generate();
  const login = await fetch(`${server.baseUrl}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
    body: JSON.stringify({ username: operator.username, password: operator.password, code }),
  });
  if (login.status !== 200) throw new Error(`operator login on ${server.name} failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return async (path: string, body: unknown = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': token, 'x-forwarded-for': clientIp() },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

/** One provider round (stake and win in one callback), as the provider sends it. */
export interface Callback {
  txId: string;
  playerId: number;
  token: string;
  bet: number;
  win: number;
  /** Which process it went to last. */
  sentTo: string;
  /** OK / INSUFFICIENT_FUNDS (done), UNAVAILABLE (retryable 503), null (no answer: connection error). */
  answer: string | null;
  /** The balance the answer reported. */
  balance?: number;
}

/** Sends a callback; resolves with the HTTP status and reply, rejects on a connection error. */
export async function sendCallback(server: Running, c: Callback): Promise<{ status: number; reply: GenericReply }> {
  c.sentTo = server.name;
  const request = genericRequest(GAME_SECRET, 'generic', 'betSettle', {
    txId: c.txId,
    playerId: c.playerId,
    token: c.token,
    roundId: `round-${c.txId}`,
    gameId: 'multi-slot',
    betAmount: c.bet,
    winAmount: c.win,
  });
  const response = await fetch(`${server.baseUrl}${request.path}`, { method: 'POST', headers: request.headers, body: request.body, signal: AbortSignal.timeout(20_000) });
  return { status: response.status, reply: (await response.json()) as GenericReply };
}

/** Any generic callback (e.g. a bet on one process and its settle on the other): HTTP status and reply. */
export async function sendGeneric<A extends GenericAction>(server: Running, action: A, body: GenericBody<A>): Promise<{ status: number; reply: GenericReply }> {
  const request = genericRequest(GAME_SECRET, 'generic', action, body);
  const response = await fetch(`${server.baseUrl}${request.path}`, { method: 'POST', headers: request.headers, body: request.body, signal: AbortSignal.timeout(20_000) });
  return { status: response.status, reply: (await response.json()) as GenericReply };
}

/** What callbacks answered as done imply for one player's balance. */
export function expectedBalance(start: number, callbacks: readonly Callback[], playerId: number): number {
  return callbacks.filter((c) => c.playerId === playerId && c.answer === 'OK').reduce((sum, c) => sum - c.bet + c.win, start);
}

/** The provider's transactions as stored: transaction id → outcome. */
export async function storedCallbacks(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ provider_tx_id: string; outcome: string }>("SELECT provider_tx_id, outcome FROM game_transactions WHERE provider = 'generic'");
  const stored = new Map(rows.map((r) => [r.provider_tx_id, r.outcome]));
  if (stored.size !== rows.length) throw new Error('a provider transaction id is stored twice');
  return stored;
}

export const OUTCOME_OF: Record<string, string> = { OK: 'ok', INSUFFICIENT_FUNDS: 'insufficientFunds' };

/** Idempotency keys of the ledger transfers the done answers imply, and those stored (with counts). */
export async function gameTransfers(db: Queryable, callbacks: readonly Callback[]) {
  const stored = await db.query<{ idempotency_key: string; n: number }>(
    "SELECT idempotency_key, count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE 'game:generic:%' GROUP BY idempotency_key",
  );
  const expected = callbacks
    .filter((c) => c.answer === 'OK')
    .flatMap((c) => [`game:generic:${c.txId}:bet`, ...(c.win > 0 ? [`game:generic:${c.txId}:win`] : [])])
    .sort();
  return { expected, stored: stored.map((t) => t.idempotency_key).sort(), repeated: stored.filter((t) => t.n !== 1) };
}

/** The real `npm run ledger:check` against the database: its exit status and output. */
export function ledgerCheckCli(env: Record<string, string>): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['src/cli/ledger-check.ts'], { cwd: SERVER_DIR, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `condition` until true; the milliseconds it took, or throws past `timeoutMs`. */
export async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 0): Promise<number> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    if (everyMs > 0) await sleep(everyMs);
  }
  return performance.now() - started;
}
