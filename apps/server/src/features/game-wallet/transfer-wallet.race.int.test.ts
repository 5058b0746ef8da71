// A launch with 8 overlapping refreshes, 200 rounds, over two app instances on one database, with
// no bet placed: Khel's balance and the provider's must not change (issue "transfer wallet exact").
// On PostgreSQL the instances are two real server processes (src/server.ts); PGlite's database
// belongs to one process, so there they are two apps built in this process on the same database.
// The embedded 9WICKETS keeps its book in the database, so both instances talk to one provider.
import type { ChildProcess } from 'node:child_process';
import { decodeReply } from '@khel/wire/codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startServer } from '../../../test/server-process.ts';
import { databaseUrlOf } from '../../../test/test-database.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fund } from '../../../test/wallet.ts';
import { availableBalance } from '../wallet/wallet.service.ts';

const CRICKET = '9wickets-cricket-exchange';
const ROUNDS = 200;
const PLAYERS = 4;
const REFRESHES = 8;
const START = 25_075;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One app instance, as the player app calls it: GET with the session token, the reply envelope decoded. */
type Get = (url: string, token: string) => Promise<{ code: number; msg: string }>;

const httpGet =
  (baseUrl: string): Get =>
  async (url, token) => {
    const response = await fetch(`${baseUrl}${url}`, { headers: { satoken: token } });
    const envelope = (await response.json()) as { code: number; msg: string; data?: string };
    if (response.status >= 500) throw new Error(`HTTP ${response.status} ${envelope.msg}`);
    if (envelope.data !== undefined) decodeReply(envelope.data);
    return envelope;
  };

const injectGet =
  (t: TestApp): Get =>
  async (url, token) => {
    const reply = await call(t.app, 'GET', url, {}, { token });
    if (reply.status >= 500) throw new Error(`HTTP ${reply.status} ${reply.msg}`);
    return reply;
  };

let setup: TestApp;
const instances: Get[] = [];
const children: ChildProcess[] = [];
const extraApps: TestApp[] = [];

beforeAll(async () => {
  setup = await createTestApp();
  // Sessions made here must be live for the server processes, which run on the system clock.
  setup.clock.set(new Date());
  const url = databaseUrlOf(setup.db);
  if (url) {
    for (let i = 0; i < 2; i += 1) {
      // The test drives each session far faster than a person: the general budget is out of its way.
      const server = await startServer({ DATABASE_URL: url, REQUEST_BUDGET_PER_SESSION_PER_MINUTE: '1000000' });
      children.push(server.child);
      instances.push(httpGet(server.baseUrl));
    }
  } else {
    const second = await createTestApp({ db: setup.db });
    extraApps.push(second);
    // PGlite runs one statement at a time in this process: without time in transit, a refresh
    // could never ask about a deposit that is still on its way, as it can over a real network.
    for (const app of [setup, second]) app.app.gameProviders.nineWicketsSandbox!.transitDelay(10);
    instances.push(injectGet(setup), injectGet(second));
  }
}, 60_000);

afterAll(async () => {
  for (const child of children) {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done)));
  }
  for (const app of extraApps) await app.close();
  await setup.close();
});

describe('9WICKETS launch with overlapping refreshes over two instances', () => {
  it(`changes no balance without a bet in ${ROUNDS} rounds`, async () => {
    const sandbox = setup.app.gameProviders.nineWicketsSandbox!;
    const players = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const p = await signUp(setup.app);
      await fund(setup.db, p.playerId, START);
      players.push(p);
    }
    const changed: string[] = [];
    const refused = new Map<string, number>();
    const count = (reply: { code: number; msg: string }) => {
      if (reply.code !== 1) refused.set(reply.msg, (refused.get(reply.msg) ?? 0) + 1);
    };
    // Each player plays ROUNDS / PLAYERS rounds; the players run side by side.
    await Promise.all(
      players.map(async (p, index) => {
        const launch = `/usercenter/game/thirdGameLogin?playerId=${p.playerId}&id=${CRICKET}`;
        const refresh = `/usercenter/game/thirdGameLogout?playerId=${p.playerId}`;
        for (let round = 0; round < ROUNDS / PLAYERS; round += 1) {
          const calls = [instances[(round + index) % 2]!(launch, p.token)];
          // The refreshes arrive spread over the launch's time in flight, as a polling app sends them.
          for (let r = 0; r < REFRESHES; r += 1) calls.push(pause(r * 3).then(() => instances[(round + r + index + 1) % 2]!(refresh, p.token)));
          for (const reply of await Promise.all(calls)) count(reply);
          // The round ends with a refresh that has the field to itself: everything must be back.
          count(await instances[round % 2]!(refresh, p.token));
          const khel = await availableBalance(setup.db, p.playerId);
          const atProvider = await sandbox.balanceOf(p.playerId);
          if (khel !== START || atProvider !== 0) changed.push(`player ${p.playerId} round ${round}: Khel ${khel}, 9WICKETS ${atProvider}`);
        }
      }),
    );
    expect(changed).toEqual([]);
    const pending = await setup.db.query("SELECT id FROM game_wallet_transfers WHERE state = 'pending'");
    expect(pending).toEqual([]);
    // Busy answers are allowed (a flow waited too long for the player's lock); nothing else.
    expect([...refused.keys()].filter((msg) => msg !== 'The game provider did not answer; please try again')).toEqual([]);
    expect(await checkLedger(setup.db)).toEqual([]);
  }, 600_000);
});
