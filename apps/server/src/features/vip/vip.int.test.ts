// VIP end to end through the API: experience from real in-house rounds (paid through the in-house
// provider's callbacks) raises the level, upgrade rewards are claimed once per level with reason
// VIP 1032, the red dot in playerInfo follows, and refusals change nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { VipResponse } from '@khel/contracts/endpoints/vip';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { PlayerInfo } from '@khel/contracts/endpoints/player-info';
import type { VipConf } from '@khel/contracts/vip-rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../platform/db.ts';
import { SEED_DIR } from '../config/config.service.ts';
import { createDeposit, pressSandbox, sandboxRefOf } from '../../../test/payments.ts';
import { listTasks } from '../wagering/wagering.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fund } from '../../../test/wallet.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { vipLevelOf, vipOffers } from './vip.service.ts';
import { PLAY_OUTBOX_JOB } from '../game-wallet/play-outbox.ts';

let t: TestApp;
let app: FastifyInstance;
let db: Database;
const SEED_VIP: VipConf = JSON.parse(readFileSync(join(SEED_DIR, 'VipConf.json'), 'utf8')) as VipConf;

beforeAll(async () => {
  t = await createTestApp();
  ({ app, db } = t);
  t.clock.set(new Date('2026-11-23T09:00:00Z'));
});
afterEach(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await setVipConf(SEED_VIP);
  await setGameParam(null);
});
afterAll(async () => t.close());

const post = <T = Record<string, unknown>>(p: SignedUp, path: string, body: unknown = {}) => call<T>(app, 'POST', path, body, { token: p.token });
const vip = (p: SignedUp, body: unknown = { type: 0 }) => post<VipResponse>(p, '/usercenter/game/vip', body);
const claim = (p: SignedUp, level: number) => vip(p, { type: 1, param: level });
const info = async (p: SignedUp) => (await post<PlayerInfo>(p, '/usercenter/game/playerInfo')).data;

/** One slot spin through the in-house provider: the slot counts 90% of the stake as a valid bet. */
async function spin(p: SignedUp, bet: number) {
  const reply = await post<{ bet: number }>(p, '/usercenter/inhouse/slot/spin', { bet });
  expect(reply.code, reply.msg).toBe(1);
  // Experience is counted by the play outbox drain (game-wallet), within a second in production.
  await app.jobs.run(PLAY_OUTBOX_JOB);
}

/** A funded player whose spins bring the experience to at least `experience` (valid = 90% of the stake). */
async function playerWithExperience(experience: number): Promise<SignedUp> {
  const p = await signUp(app);
  if (experience <= 0) return p;
  const bet = Math.ceil(experience / 0.9 / 20) * 20;
  await fund(db, p.playerId, bet + 1_000); // ₨10.00 left for a later small spin
  await spin(p, bet);
  return p;
}

async function setVipConf(conf: VipConf) {
  await db.query("UPDATE config_documents SET body = $1 WHERE name = 'VipConf'", [JSON.stringify(conf)]);
}

const GAME_PARAM: unknown = JSON.parse(readFileSync(join(SEED_DIR, 'GameParamConf.json'), 'utf8'));
async function setGameParam(extra: Record<string, unknown> | null) {
  const body = extra ? { ...(GAME_PARAM as object), ...extra } : GAME_PARAM;
  await db.query("UPDATE config_documents SET body = $1 WHERE name = 'GameParamConf'", [JSON.stringify(body)]);
}

async function vipTransfers(playerId: number): Promise<{ reason: number; amount: number; reference: string }[]> {
  return db.query(
    `SELECT t.reason, t.amount, t.reference FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
     WHERE a.player_id = $1 AND t.reason = $2 ORDER BY t.id`,
    [playerId, Reason.vip],
  );
}

describe('experience and level', () => {
  it('a new player is VIP0 with nothing to claim; the seed offers rewards from ₨10.00 at VIP1 to ₨50,000.00 at VIP11', async () => {
    const p = await signUp(app);
    const { code, data } = await vip(p);
    expect(code).toBe(1);
    expect(data).toMatchObject({
      type: 0,
      vip: 0,
      tier: 'beginer',
      vipExperience: 0,
      progress: 0,
      currentThreshold: 0,
      nextThreshold: 100_000,
      toNext: 100_000,
      pending: 0,
      received: 0,
      current: { level: 0, maxPerTime: 2_000_000, dailyCount: 3, reward: 0 },
      next: { level: 1, threshold: 100_000, maxPerTime: 3_000_000, dailyCount: 3, reward: 1_000, wagerMulti: 1 },
    });
    expect(data.upgrades.map((u) => [u.level, u.reward, u.state])).toEqual([
      [1, 1_000, 'locked'],
      [2, 3_000, 'locked'],
      [3, 10_000, 'locked'],
      [4, 20_000, 'locked'],
      [5, 50_000, 'locked'],
      [6, 100_000, 'locked'],
      [7, 200_000, 'locked'],
      [8, 500_000, 'locked'],
      [9, 1_000_000, 'locked'],
      [10, 2_000_000, 'locked'],
      [11, 5_000_000, 'locked'],
    ]);
    expect(await info(p)).toMatchObject({ vip: 0, vipExperience: 0, vipExperience2: 100_000, vipUpgradePending: false });
    expect(await vipOffers(db, p.playerId, t.clock.now())).toEqual([{ id: 'vip-upgrade', state: 'inProgress', pending: 0, route: '/vip', amount: 0 }]);
  });

  it('valid bets of settled rounds add experience; reaching ₨1,000.00 makes VIP1 and lights the red dot', async () => {
    const p = await signUp(app);
    await fund(db, p.playerId, 200_000);
    await spin(p, 50_000); // valid 45,000
    expect((await vip(p)).data).toMatchObject({ vip: 0, vipExperience: 45_000, progress: 45, toNext: 55_000 });
    expect((await info(p)).vipUpgradePending).toBe(false);

    await spin(p, 61_100); // valid 54,990 → 99,990: ₨0.10 short
    expect((await vip(p)).data).toMatchObject({ vip: 0, vipExperience: 99_990, progress: 99.99, toNext: 10 });

    await spin(p, 20); // valid 18 → 100,008
    const { data } = await vip(p);
    expect(data).toMatchObject({ vip: 1, tier: 'steel', vipExperience: 100_008, progress: 0, currentThreshold: 100_000, nextThreshold: 500_000, pending: 1 });
    expect(data.upgrades[0]).toEqual({ level: 1, reward: 1_000, wagerMulti: 1, state: 'claimable' });
    expect(data.upgrades[1]!.state).toBe('locked');
    expect(await info(p)).toMatchObject({ vip: 1, vipExperience: 100_008, vipExperience2: 500_000, vipUpgradePending: true });
    expect(await vipLevelOf(db, p.playerId)).toBe(1);
  });

  it('one big round can pass several levels at once: each reached level has its own reward', async () => {
    const p = await playerWithExperience(2_000_000);
    const { data } = await vip(p);
    expect(data).toMatchObject({ vip: 3, tier: 'bronze', pending: 3 });
    expect(data.upgrades.filter((u) => u.state === 'claimable').map((u) => u.level)).toEqual([1, 2, 3]);
    expect(await vipOffers(db, p.playerId, t.clock.now())).toEqual([{ id: 'vip-upgrade', state: 'claimable', pending: 3, route: '/vip', amount: 14_000 }]);
  });

  it('levels never go down when the operator raises the thresholds; progress is then clamped at 0', async () => {
    const p = await playerWithExperience(500_000);
    expect((await vip(p)).data.vip).toBe(2);
    await setVipConf(SEED_VIP.map((entry) => ({ ...entry, money2: entry.money2 * 10 })));
    await spin(p, 20);
    expect((await vip(p)).data).toMatchObject({ vip: 2, progress: 0, currentThreshold: 5_000_000 });
    expect((await info(p)).vip).toBe(2);
  });

  it('caps at VIP11 with progress 100', async () => {
    await setVipConf(SEED_VIP.map((entry) => ({ ...entry, money2: entry.level * 100 })));
    const p = await playerWithExperience(5_000);
    expect((await vip(p)).data).toMatchObject({ vip: 11, tier: 'legend', progress: 100, toNext: 0, next: null, nextThreshold: 1_100, pending: 11 });
    expect((await info(p)).vipExperience2).toBe(1_100);
  });

  it('deposits add experience only when GameParamConf vipDepositExperience is set (off by default)', async () => {
    const deposit = async (p: SignedUp, amount: number) => {
      const created = await createDeposit(app, p.token, { typeName: 'Jazzcash', amount, phone: '03001234567' });
      expect(created.code, created.msg).toBe(1);
      await pressSandbox(app, await sandboxRefOf(app, created.data.payUrl), 'approve');
    };
    const p = await signUp(app);
    await deposit(p, 50_000);
    expect(await availableBalance(db, p.playerId)).toBeGreaterThanOrEqual(50_000);
    expect((await vip(p)).data).toMatchObject({ vip: 0, vipExperience: 0 });

    await setGameParam({ vipDepositExperience: 100 });
    await deposit(p, 100_000);
    expect((await vip(p)).data).toMatchObject({ vip: 1, vipExperience: 100_000, pending: 1 });
  });
});

describe('upgrade rewards (vip type 1)', () => {
  it('pays exactly the configured ₨10.00 with reason VIP 1032 and a 1× betting task, then clears the red dot', async () => {
    const p = await playerWithExperience(100_000);
    const before = await availableBalance(db, p.playerId);
    expect((await info(p)).vipUpgradePending).toBe(true);

    const { code, data } = await claim(p, 1);
    expect(code).toBe(1);
    expect(data).toMatchObject({ type: 1, received: 1_000, vip: 1, pending: 0 });
    expect(data.upgrades[0]!.state).toBe('claimed');
    expect(await availableBalance(db, p.playerId)).toBe(before + 1_000);
    expect(await vipTransfers(p.playerId)).toEqual([{ reason: 1032, amount: 1_000, reference: 'vip-upgrade:level-1' }]);
    const tasks = (await listTasks(db, p.playerId, 0)).tasks;
    expect(tasks.find((task) => task.reason === Reason.vip)).toMatchObject({ money: 1_000, multi: 1, requirement: 1_000, desc: 'VIP1 upgrade reward' });

    expect(await info(p)).toMatchObject({ vipUpgradePending: false, gold: before + 1_000 });
    const profile = await post<PlayerInfo>(p, '/usercenter/game/profile', { name: 'VipOne' });
    expect(profile.data).toMatchObject({ vipUpgradePending: false, vip: 1 });
    expect(await vipOffers(db, p.playerId, t.clock.now())).toEqual([{ id: 'vip-upgrade', state: 'inProgress', pending: 0, route: '/vip', amount: 0 }]);
  });

  it('a second claim of the same level is refused with rewardAlreadyClaimed and pays nothing', async () => {
    const p = await playerWithExperience(100_000);
    expect((await claim(p, 1)).code).toBe(1);
    const balance = await availableBalance(db, p.playerId);
    const again = await claim(p, 1);
    expect(again).toMatchObject({ code: ErrorCode.rewardAlreadyClaimed, msg: 'This reward has already been claimed' });
    expect(await availableBalance(db, p.playerId)).toBe(balance);
    expect(await vipTransfers(p.playerId)).toHaveLength(1);
  });

  it('20 parallel claims of one level pay once', async () => {
    const p = await playerWithExperience(2_000_000);
    const before = await availableBalance(db, p.playerId);
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(p, 3)));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.code === ErrorCode.rewardAlreadyClaimed)).toHaveLength(19);
    expect(await availableBalance(db, p.playerId)).toBe(before + 10_000);
    expect(await vipTransfers(p.playerId)).toEqual([{ reason: 1032, amount: 10_000, reference: 'vip-upgrade:level-3' }]);
    // The lower levels are still there to claim, and the red dot stays on until they are.
    expect((await vip(p)).data.upgrades.slice(0, 3).map((u) => u.state)).toEqual(['claimable', 'claimable', 'claimed']);
    expect((await info(p)).vipUpgradePending).toBe(true);
    expect((await claim(p, 1)).code).toBe(1);
    expect((await claim(p, 2)).data).toMatchObject({ received: 3_000, pending: 0 });
    expect((await info(p)).vipUpgradePending).toBe(false);
    expect(await availableBalance(db, p.playerId)).toBe(before + 14_000);
  });

  it('a level not reached, a level without reward and a bad level are refused with clear messages and change nothing', async () => {
    const p = await playerWithExperience(100_000);
    const counts = await rowCounts(db, ['ledger_transfers', 'reward_claims', 'betting_tasks']);
    expect(await claim(p, 2)).toMatchObject({ code: ErrorCode.vipLevelNotReached, msg: 'Reach VIP2 to claim its upgrade reward' });
    expect(await vip(p, { type: 1, param: 0 })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Choose a VIP level from 1 to 11' });
    expect(await vip(p, { type: 1, param: 12 })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Choose a VIP level from 1 to 11' });
    expect(await vip(p, { type: 1 })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Choose a VIP level from 1 to 11' });
    expect(await vip(p, { type: 7 })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Request error' });
    await setVipConf(SEED_VIP.map((entry) => (entry.level === 1 ? { ...entry, reward: 0 } : entry)));
    expect(await claim(p, 1)).toMatchObject({ code: ErrorCode.vipNoUpgradeReward, msg: 'VIP1 has no upgrade reward' });
    expect((await vip(p)).data.upgrades.map((u) => u.level)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect((await info(p)).vipUpgradePending).toBe(false);
    expect(await rowCounts(db, ['ledger_transfers', 'reward_claims', 'betting_tasks'])).toEqual(counts);
  });

  it('messages come in the request language', async () => {
    const p = await playerWithExperience(0);
    const reply = await call(app, 'POST', '/usercenter/game/vip', { type: 1, param: 4 }, { token: p.token, language: 'zh' });
    expect(reply).toMatchObject({ code: ErrorCode.vipLevelNotReached, msg: '达到 VIP4 后才能领取该升级奖励' });
  });

  it('a player on a time-out cannot claim; the reward waits until the break ends', async () => {
    const p = await playerWithExperience(100_000);
    expect((await post(p, '/usercenter/game/startTimeOut', { period: '24h' })).code).toBe(1);
    const refused = await claim(p, 1);
    expect(refused.code).toBe(ErrorCode.playerTimedOut);
    expect(await vipTransfers(p.playerId)).toEqual([]);
    t.clock.advance(24 * 3_600_000 + 1_000);
    expect((await claim(p, 1)).data).toMatchObject({ received: 1_000 });
  });

  it('needs a session, and one player cannot claim for another', async () => {
    expect((await call(app, 'POST', '/usercenter/game/vip', { type: 0 })).status).toBe(401);
    const a = await playerWithExperience(100_000);
    const b = await signUp(app);
    expect(await claim(b, 1)).toMatchObject({ code: ErrorCode.vipLevelNotReached });
    expect((await vip(a)).data.pending).toBe(1);
  });
});
