// The agency programme through the API: invite links, the invited players list with real deposits
// (sandbox gateway) and valid bets (in-house slot), the qualification edges, claims paid once with
// reason 2209, and links that are made once at sign-up and never change.
import type { AgentInfo, InvitedPlayer, InviteConf } from '@khel/contracts/endpoints/agency';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, uniqueIp, type SignedUp } from '../../../test/players.ts';
import { call, rowCounts, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startTimeOut } from '../protection/protection.service.ts';
import { listTasks } from '../wagering/wagering.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { deposit, setInviteConf, spin } from '../../../test/agency.ts';
import { protectionDeps } from '../../../test/protection.ts';
import { agencyOffers } from './agency.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await setInviteConf(t.db, SEED);
});
afterAll(async () => t.close());

const SEED: InviteConf = {
  enabled: true,
  minDeposit: 20000,
  minValidBet: 20000,
  tiers: [
    { from: 1, reward: 2000 },
    { from: 11, reward: 3000 },
    { from: 51, reward: 5000 },
  ],
  wagerMulti: 1,
};

const code = (player: SignedUp) => `KH${player.showId}`;
const newPlayer = (agentId = '') => signUp(t.app, { agentId, ip: uniqueIp() });

async function info(player: SignedUp): Promise<AgentInfo> {
  const reply = await call<{ agentInfo: AgentInfo }>(t.app, 'POST', '/usercenter/game/invite', { type: 0 }, { token: player.token });
  expect(reply.code, reply.msg).toBe(1);
  return reply.data.agentInfo;
}

async function list(player: SignedUp, page = 0): Promise<InvitedPlayer[]> {
  const reply = await call<{ list: InvitedPlayer[]; page: number }>(t.app, 'POST', '/usercenter/game/invite', { type: 1, page }, { token: player.token });
  expect(reply.code, reply.msg).toBe(1);
  expect(reply.data.page).toBe(page);
  return reply.data.list;
}

const claim = (player: SignedUp) =>
  call<{ amount: number; count: number; agentInfo: AgentInfo }>(t.app, 'POST', '/usercenter/game/activeInviteReward', {}, { token: player.token });

const balance = async (player: SignedUp) => (await balanceOf(t.db, player.playerId)).balance;

const inviteTransfers = (player: SignedUp) =>
  t.db.query<{ reason: number; amount: number }>(
    `SELECT t.reason, t.amount FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
     WHERE a.player_id = $1 AND t.reason = $2 ORDER BY t.id`,
    [player.playerId, Reason.inviteReward],
  );

const inviterOf = async (player: SignedUp) =>
  (await t.db.query<{ inviter_id: number | null }>('SELECT inviter_id FROM players WHERE id = $1', [player.playerId]))[0]?.inviter_id;

/** An invitee who deposited ₨500.00 (sandbox) and spun the slot for ₨230.00: ₨207.00 valid. */
async function qualifiedInvitee(inviter: SignedUp): Promise<SignedUp> {
  const invitee = await newPlayer(code(inviter));
  await deposit(t.app, invitee, 50000);
  await spin(t.app, invitee, 23000);
  return invitee;
}

describe('invite (type 0, type 1)', () => {
  it("gives the code and share link; an invitee's deposits and valid bets show once they deposit and play", async () => {
    const inviter = await newPlayer();
    expect(await info(inviter)).toEqual({
      inviteCode: code(inviter),
      // The server's own address (no PUBLIC_BASE_URL in tests), whatever Host the request carried.
      shareUrl: `http://localhost:8080/?r=${code(inviter)}`,
      invitedCount: 0,
      qualifiedCount: 0,
      claimableCount: 0,
      rewardMoney: 0,
      rewardTotal: 0,
      rules: SEED,
    });
    expect(await list(inviter)).toEqual([]);

    const invitee = await newPlayer(code(inviter));
    const [row] = await list(inviter);
    expect(row).toMatchObject({ showId: `${invitee.showId.slice(0, 2)}****${invitee.showId.slice(-2)}`, deposits: 0, validBets: 0, state: 0, reward: 0 });
    expect(Number.isNaN(Date.parse(row!.joinedAt))).toBe(false);

    await deposit(t.app, invitee, 50000);
    expect(await list(inviter)).toMatchObject([{ deposits: 50000, validBets: 0, state: 0 }]);
    await spin(t.app, invitee, 23000);
    expect(await list(inviter)).toMatchObject([{ deposits: 50000, validBets: 20700, state: 1, reward: 0 }]);
    expect(await info(inviter)).toMatchObject({ invitedCount: 1, qualifiedCount: 1, claimableCount: 1, rewardMoney: 2000, rewardTotal: 0 });
    // The invitee's own page: nobody invited by them yet.
    expect(await info(invitee)).toMatchObject({ invitedCount: 0, rewardMoney: 0 });
  });

  it('lists newest first, 20 a page', async () => {
    const inviter = await newPlayer();
    const invitees: SignedUp[] = [];
    for (let i = 0; i < 21; i++) invitees.push(await newPlayer(code(inviter)));
    const first = await list(inviter, 0);
    expect(first).toHaveLength(20);
    expect(first[0]!.showId).toBe(`${invitees[20]!.showId.slice(0, 2)}****${invitees[20]!.showId.slice(-2)}`);
    const second = await list(inviter, 1);
    expect(second.map((r) => r.showId)).toEqual([`${invitees[0]!.showId.slice(0, 2)}****${invitees[0]!.showId.slice(-2)}`]);
    expect(await list(inviter, 2)).toEqual([]);
    expect((await info(inviter)).invitedCount).toBe(21);
  });

  it('a deposit order that was not paid does not count', async () => {
    const inviter = await newPlayer();
    const invitee = await newPlayer(code(inviter));
    const created = await call<{ payUrl: string }>(t.app, 'POST', '/usercenter/game/deposit', { typeName: 'Jazzcash', amount: 20000, phone: '03001234567' }, { token: invitee.token });
    expect(created.code).toBe(1);
    expect(await list(inviter)).toMatchObject([{ deposits: 0 }]);
  });

  it.each([
    [{ type: 7 }, 'Request error'],
    [{ type: 1, page: -1 }, 'Request error'],
    [{ type: 1, page: 'x' }, 'Request error'],
    [{}, 'Request error'],
  ])('refuses %o with %s', async (body, msg) => {
    const player = await newPlayer();
    const reply = await call(t.app, 'POST', '/usercenter/game/invite', body, { token: player.token });
    expect(reply).toMatchObject({ status: 200, code: ErrorCode.invalidRequest, msg });
  });

  it('needs a session', async () => {
    const reply = await call(t.app, 'POST', '/usercenter/game/invite', { type: 0 });
    expect(reply.status).toBe(401);
  });
});

describe('qualification edges', () => {
  it('one hundredth below either threshold is not claimable; at the threshold it is', async () => {
    const inviter = await newPlayer();
    await qualifiedInvitee(inviter); // deposits 50000, valid bets 20700
    const expectState = async (minDeposit: number, minValidBet: number, state: number, rewardMoney: number) => {
      await setInviteConf(t.db, { ...SEED, minDeposit, minValidBet });
      expect((await list(inviter))[0]!.state, `${minDeposit}/${minValidBet}`).toBe(state);
      expect((await info(inviter)).rewardMoney).toBe(rewardMoney);
    };
    await expectState(50001, 20700, 0, 0);
    await expectState(50000, 20701, 0, 0);
    await expectState(50000, 20700, 1, 2000);

    await setInviteConf(t.db, { ...SEED, minDeposit: 50001 });
    const refused = await claim(inviter);
    expect(refused).toMatchObject({ code: ErrorCode.inviteNothingToClaim, msg: 'No invite reward to claim yet: an invited player counts once they deposit and bet enough' });
    expect(await balance(inviter)).toBe(0);
  });
});

describe('activeInviteReward', () => {
  it('pays ₨20.00 with reason 2209 and a ×1 betting task, once; the list shows it rewarded', async () => {
    const inviter = await newPlayer();
    await qualifiedInvitee(inviter);
    const paid = await claim(inviter);
    expect(paid.code, paid.msg).toBe(1);
    expect(paid.data).toMatchObject({ amount: 2000, count: 1, agentInfo: { rewardMoney: 0, rewardTotal: 2000, claimableCount: 0, qualifiedCount: 1 } });
    expect(await balance(inviter)).toBe(2000);
    expect(await inviteTransfers(inviter)).toEqual([{ reason: Reason.inviteReward, amount: 2000 }]);
    const { tasks } = await listTasks(t.db, inviter.playerId, 0);
    expect(tasks).toMatchObject([{ money: 2000, multi: 1, reason: Reason.inviteReward, desc: 'Invite Reward' }]);
    expect(await list(inviter)).toMatchObject([{ state: 2, reward: 2000 }]);

    const again = await claim(inviter);
    expect(again).toMatchObject({ code: ErrorCode.inviteNothingToClaim });
    expect(await balance(inviter)).toBe(2000);
    expect(await agencyOffers(t.db, inviter.playerId, t.clock.now())).toEqual([{ id: 'invite', state: 'inProgress', pending: 0, route: '/agency', amount: 0 }]);
  });

  it('claim-all pays every qualified invitee once, by tier: the n-th rewarded invitee pays tier n', async () => {
    await setInviteConf(t.db, { ...SEED, minDeposit: 20000, minValidBet: 0, tiers: [{ from: 1, reward: 2000 }, { from: 2, reward: 3500 }], wagerMulti: 0 });
    const inviter = await newPlayer();
    const first = await newPlayer(code(inviter));
    await deposit(t.app, first, 20000);
    expect((await claim(inviter)).data).toMatchObject({ amount: 2000, count: 1 });
    const second = await newPlayer(code(inviter));
    const third = await newPlayer(code(inviter));
    await newPlayer(code(inviter)); // never deposits
    await deposit(t.app, second, 20000);
    await deposit(t.app, third, 20000);
    expect(await agencyOffers(t.db, inviter.playerId, t.clock.now())).toEqual([{ id: 'invite', state: 'claimable', pending: 2, route: '/agency', amount: 7000 }]);
    expect((await claim(inviter)).data).toMatchObject({ amount: 7000, count: 2, agentInfo: { invitedCount: 4, qualifiedCount: 3, rewardTotal: 9000 } });
    expect(await balance(inviter)).toBe(9000);
    expect((await inviteTransfers(inviter)).map((r) => r.amount)).toEqual([2000, 3500, 3500]);
    expect(await listTasks(t.db, inviter.playerId, 0)).toMatchObject({ tasks: [] });
  });

  it('20 parallel claim-alls pay once in total', async () => {
    await setInviteConf(t.db, { ...SEED, minValidBet: 0 });
    const inviter = await newPlayer();
    for (let i = 0; i < 2; i++) await deposit(t.app, await newPlayer(code(inviter)), 20000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(inviter)));
    const paid = replies.filter((r) => r.code === 1);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.data).toMatchObject({ amount: 4000, count: 2 });
    for (const r of replies.filter((reply) => reply.code !== 1)) {
      expect([ErrorCode.rewardAlreadyClaimed, ErrorCode.inviteNothingToClaim]).toContain(r.code);
    }
    expect(await balance(inviter)).toBe(4000);
    expect(await inviteTransfers(inviter)).toHaveLength(2);
  });

  it('pays nothing during a time-out, and nothing while the operator has switched the programme off', async () => {
    await setInviteConf(t.db, { ...SEED, minValidBet: 0 });
    const inviter = await newPlayer();
    await deposit(t.app, await newPlayer(code(inviter)), 20000);
    await setInviteConf(t.db, { ...SEED, minValidBet: 0, enabled: false });
    expect(await claim(inviter)).toMatchObject({ code: ErrorCode.offerEnded, msg: 'This offer has ended' });
    expect(await info(inviter)).toMatchObject({ rewardMoney: 0, qualifiedCount: 1 });
    expect((await agencyOffers(t.db, inviter.playerId, t.clock.now()))[0]).toMatchObject({ state: 'ended', pending: 0 });

    await setInviteConf(t.db, { ...SEED, minValidBet: 0 });
    await startTimeOut(protectionDeps(t), inviter.playerId, '24h', t.clock.now());
    const before = await rowCounts(t.db, ['ledger_transfers', 'reward_claims', 'betting_tasks']);
    expect(await claim(inviter)).toMatchObject({ code: ErrorCode.playerTimedOut });
    expect(await rowCounts(t.db, ['ledger_transfers', 'reward_claims', 'betting_tasks'])).toEqual(before);
    expect(await balance(inviter)).toBe(0);
  });

  it('a broken InviteConf pays nothing instead of failing', async () => {
    const inviter = await newPlayer();
    await qualifiedInvitee(inviter);
    await setInviteConf(t.db, { ...SEED, tiers: [] });
    expect(await claim(inviter)).toMatchObject({ code: ErrorCode.offerEnded });
    expect(await balance(inviter)).toBe(0);
  });
});

describe('links are made once, at sign-up', () => {
  it('an unknown code is ignored: the sign-up goes through and nobody is the inviter', async () => {
    const player = await newPlayer('KH00000000');
    expect(await inviterOf(player)).toBeNull();
  });

  it('logging in with another invitation code, or signing up again, changes nothing', async () => {
    const inviter = await newPlayer();
    const other = await newPlayer();
    const invitee = await newPlayer(code(inviter));
    const relogin = await call(
      t.app,
      'POST',
      '/usercenter/game/login',
      { type: 0, loginType: 64, account: invitee.account, token: invitee.password, agentId: code(other), deviceId: 'test-device' },
      { ip: uniqueIp() },
    );
    expect(relogin.code).toBe(1);
    expect((await logIn(t.app, { account: invitee.account, password: invitee.password })).code).toBe(1);
    const again = await call(
      t.app,
      'POST',
      '/usercenter/game/login',
      { type: 2, loginType: 64, account: invitee.account, telephone: invitee.phone, token: 'secret12', ageConfirmed: true, agentId: code(other), deviceId: 'test-device' },
      { ip: uniqueIp() },
    );
    expect(again.code).toBe(ErrorCode.accountTaken);
    expect(await inviterOf(invitee)).toBe(inviter.playerId);
    expect(await list(other)).toEqual([]);
    expect(await list(inviter)).toHaveLength(1);
  });

  it('the database refuses to re-parent a player or make them their own inviter', async () => {
    const inviter = await newPlayer();
    const other = await newPlayer();
    const invitee = await newPlayer(code(inviter));
    await expect(t.db.query('UPDATE players SET inviter_id = $2 WHERE id = $1', [invitee.playerId, other.playerId])).rejects.toThrow(/never changes/);
    await expect(t.db.query('UPDATE players SET inviter_id = NULL WHERE id = $1', [invitee.playerId])).rejects.toThrow(/never changes/);
    await expect(t.db.query('UPDATE players SET inviter_id = id WHERE id = $1', [other.playerId])).rejects.toThrow();
    await expect(
      t.db.query("INSERT INTO players (id, show_id, account, name, inviter_id) OVERRIDING SYSTEM VALUE VALUES (990001, '99000001', 'selfinv', 'Self', 990001)"),
    ).rejects.toThrow(/players_not_self_invited/);
    // Other updates of the row still work.
    await t.db.query("UPDATE players SET name = 'Renamed' WHERE id = $1", [invitee.playerId]);
    expect(await inviterOf(invitee)).toBe(inviter.playerId);
    expect(await inviterOf(other)).toBeNull();
  });
});
