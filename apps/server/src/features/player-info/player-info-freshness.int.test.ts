// playerInfo and sessions are answered from memory (platform/player-read-cache.ts); these check
// that no answer outlives a change: at once in the process that wrote it, within 2 s in another
// server process on the same PostgreSQL database.
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { databaseUrlOf } from '../../../test/test-database.ts';
import { openPostgres } from '../../platform/db.ts';
import { configDocument, saveConfigDocument } from '../config/config.service.ts';
import { transfer } from '../wallet/wallet.service.ts';

interface Info {
  gold: number;
  name: string;
  vipExperience2: number;
}

let t: TestApp;
let deposits = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const info = (app: TestApp, player: SignedUp) => call<Info>(app.app, 'POST', '/usercenter/game/playerInfo', {}, { token: player.token });

const deposit = (writer: TestApp, playerId: number, amount: number) =>
  transfer(writer.db, {
    idempotencyKey: `freshness-test:${(deposits += 1)}`,
    from: { system: 'gateway:sandbox' },
    to: { player: playerId },
    amount,
    reason: Reason.deposit,
  });

/** Asks until the answer passes (another process hears of a change within milliseconds). */
async function eventually<T>(ask: () => Promise<T>, passes: (value: T) => boolean, withinMs = 2_000): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await ask();
    if (passes(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('playerInfo answered from memory, in the process that wrote', () => {
  it('shows a deposit, a held withdrawal and a profile change on the very next call', async () => {
    const p = await signUp(t.app);
    expect((await info(t, p)).data.gold).toBe(0);
    expect((await info(t, p)).data.gold).toBe(0);

    await deposit(t, p.playerId, 12_345);
    expect((await info(t, p)).data.gold).toBe(12_345);

    // A hold (a withdrawal under review) leaves the available balance.
    await t.db.query('UPDATE ledger_accounts SET held = held + 2345 WHERE player_id = $1', [p.playerId]);
    expect((await info(t, p)).data.gold).toBe(10_000);

    expect((await call(t.app, 'POST', '/usercenter/game/profile', { name: 'Shaheen' }, { token: p.token })).code).toBe(1);
    expect((await info(t, p)).data.name).toBe('Shaheen');
  });

  it('shows a changed VIP threshold (VipConf) on the very next call', async () => {
    const p = await signUp(t.app);
    const before = (await info(t, p)).data.vipExperience2;
    const conf = (await configDocument(t.db, 'VipConf')) as { level: number; money2: number }[];
    await saveConfigDocument(t.db, 'VipConf', conf.map((entry) => ({ ...entry, money2: entry.money2 * 2 })), t.clock.now());
    try {
      expect((await info(t, p)).data.vipExperience2).toBe(before * 2);
    } finally {
      await saveConfigDocument(t.db, 'VipConf', conf, t.clock.now());
    }
  });

  it('refuses a session token at once after logout, and a frozen player at once', async () => {
    const leaving = await signUp(t.app);
    expect((await info(t, leaving)).code).toBe(1);
    expect((await call(t.app, 'POST', '/usercenter/game/logout', {}, { token: leaving.token })).code).toBe(1);
    expect((await info(t, leaving)).status).toBe(401);

    const frozen = await signUp(t.app);
    expect((await info(t, frozen)).code).toBe(1);
    await t.db.query("UPDATE players SET status = 'blocked' WHERE id = $1", [frozen.playerId]);
    expect(await info(t, frozen)).toMatchObject({ status: 401, code: 1013 });
  });

  it('ends a cached session when its time is up', async () => {
    const p = await signUp(t.app);
    expect((await info(t, p)).code).toBe(1);
    const [session] = await t.db.query<{ expires_at: Date }>('SELECT expires_at FROM sessions WHERE player_id = $1', [p.playerId]);
    const now = t.clock.now();
    t.clock.set(new Date(session!.expires_at.getTime() + 1_000));
    try {
      expect((await info(t, p)).status).toBe(401);
    } finally {
      t.clock.set(now);
    }
  });
});

describe('playerInfo answered from memory, in another server process', () => {
  it('hears of a deposit and a logout made through another process within 2 s', async (context) => {
    const url = databaseUrlOf(t.db);
    // PGlite belongs to one process: there is no second one to keep in step.
    if (!url) return context.skip();
    const otherDb = openPostgres(url, 2);
    const other = await createTestApp({ db: otherDb });
    try {
      const p = await signUp(t.app);
      expect((await info(other, p)).data.gold).toBe(0);
      expect((await info(other, p)).data.gold).toBe(0);

      await deposit(t, p.playerId, 50_000);
      expect((await eventually(() => info(other, p), (r) => r.data.gold === 50_000)).data.gold).toBe(50_000);

      expect((await call(t.app, 'POST', '/usercenter/game/logout', {}, { token: p.token })).code).toBe(1);
      expect((await eventually(() => info(other, p), (r) => r.status === 401)).status).toBe(401);
    } finally {
      await other.close();
      await otherDb.close();
    }
  });
});
