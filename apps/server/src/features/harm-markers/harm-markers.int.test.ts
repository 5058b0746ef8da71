// Markers of harm (thresholds in HarmConf): loss chasing, night play, repeated limit
// raises and rapid deposits after losses open a customer interaction, which an operator moves
// from open to contacted to closed with a note (audited). Each marker is tested with its own
// config (the others off), so one pattern never passes for another.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deposit, play } from '../../../test/aml.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { setConfig } from '../../../test/withdrawals.ts';
import { HARM_SCAN_JOB } from './harm-markers.jobs.ts';

let t: TestApp;
let compliance: AdminClient;
const MINUTE = 60_000;

const OFF = {
  lossChasing: { enabled: false, withinMinutes: 30, lossPercent: 90, minCount: 2, windowDays: 7 },
  nightPlay: { enabled: false, windowDays: 7, minRounds: 4, minSharePercent: 60 },
  limitRaises: { enabled: false, windowDays: 30, minCount: 3 },
  rapidDeposits: { enabled: false, windowMinutes: 60, minDeposits: 3, lossPercent: 80 },
};
const only = (marker: keyof typeof OFF) => setConfig(t.db, 'HarmConf', { ...OFF, [marker]: { ...OFF[marker], enabled: true } });

beforeAll(async () => {
  t = await createTestApp();
  compliance = await adminClient(t, 'compliance');
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

type Interaction = { id: number; playerId: number; state: string; note: string; markers: { marker: string; detail: Record<string, unknown> }[] };
const scan = () => t.app.jobs.run<Record<string, number>>(HARM_SCAN_JOB);
const interactionsOf = async (playerId: number) => (await allPages<Interaction>(compliance, `/admin/api/harm/interactions?playerId=${playerId}`, 10)).items;

/** Deposits ₨10,001.00 and loses `lose` of it in one round. */
async function depositAndLose(p: SignedUp, lose = 1_000_100): Promise<string> {
  const order = await deposit(t, p, 1_000_100);
  t.clock.advance(MINUTE);
  await play(t, p, lose);
  return order;
}

describe('loss chasing', () => {
  it('two deposits each within 30 minutes of losing the previous one are a marker; losing half is not', async () => {
    await only('lossChasing');
    const chaser = await signUp(t.app);
    const calm = await signUp(t.app);
    await depositAndLose(chaser);
    await depositAndLose(calm, 500_000);
    t.clock.advance(5 * MINUTE);
    const second = await depositAndLose(chaser);
    await depositAndLose(calm, 500_000);
    t.clock.advance(10 * MINUTE);
    const third = await deposit(t, chaser, 1_000_100);
    await deposit(t, calm, 1_000_100);

    expect(await scan()).toEqual({ loss_chasing: 1, night_play: 0, limit_raises: 0, rapid_deposits: 0 });
    expect(await interactionsOf(chaser.playerId)).toEqual([
      expect.objectContaining({
        state: 'open',
        markers: [
          expect.objectContaining({
            marker: 'loss_chasing',
            detail: { deposits: 2, orderNos: [second, third], lost: 2_000_200, withinMinutes: 30, lossPercent: 90, windowDays: 7 },
          }),
        ],
      }),
    ]);
    expect(await interactionsOf(calm.playerId)).toEqual([]);
    expect(await scan()).toMatchObject({ loss_chasing: 0 });
  });
});

describe('rapid deposits after losses', () => {
  it('a third deposit within the hour after losing the first two is a marker; spread over more than the hour it is not', async () => {
    await only('rapidDeposits');
    t.clock.advance(2 * 60 * MINUTE);
    const fast = await signUp(t.app);
    const slow = await signUp(t.app);
    const orders = [await depositAndLose(fast)];
    await depositAndLose(slow);
    t.clock.advance(20 * MINUTE);
    orders.push(await depositAndLose(fast));
    await depositAndLose(slow);
    t.clock.advance(20 * MINUTE);
    orders.push(await deposit(t, fast, 1_000_100));
    t.clock.advance(25 * MINUTE); // the slow one's third comes 65 minutes after its first
    await deposit(t, slow, 1_000_100);

    expect(await scan()).toMatchObject({ rapid_deposits: 1 });
    const [interaction] = await interactionsOf(fast.playerId);
    expect(interaction!.markers).toEqual([
      expect.objectContaining({ marker: 'rapid_deposits', detail: { deposits: 3, orderNos: orders, deposited: 3_000_300, lost: 2_000_200, windowMinutes: 60 } }),
    ]);
    expect(await interactionsOf(slow.playerId)).toEqual([]);
  });
});

describe('night play', () => {
  it('most stakes placed between 00:00 and 06:00 Asia/Karachi over enough rounds is a marker', async () => {
    await only('nightPlay');
    const owl = await signUp(t.app);
    const lark = await signUp(t.app);
    const few = await signUp(t.app);
    for (const p of [owl, lark, few]) await deposit(t, p, 1_000_100);
    t.clock.set(new Date('2026-01-06T20:30:00Z')); // 01:30 in Karachi
    for (let i = 0; i < 3; i++) await play(t, owl, 100_000);
    await play(t, lark, 100_000);
    for (let i = 0; i < 3; i++) await play(t, few, 100_000);
    t.clock.set(new Date('2026-01-07T09:00:00Z')); // 14:00
    await play(t, owl, 100_000);
    for (let i = 0; i < 3; i++) await play(t, lark, 100_000);
    compliance = await adminClient(t, 'compliance');

    expect(await scan()).toMatchObject({ night_play: 1 });
    expect((await interactionsOf(owl.playerId))[0]!.markers).toEqual([
      expect.objectContaining({ marker: 'night_play', detail: { rounds: 4, stakes: 400_000, nightStakes: 300_000, nightSharePercent: 75, windowDays: 7 } }),
    ]);
    expect(await interactionsOf(lark.playerId)).toEqual([]); // 25 % at night
    expect(await interactionsOf(few.playerId)).toEqual([]); // all at night, but 3 rounds
  });
});

describe('repeated limit raises and the interaction', () => {
  let raiser: SignedUp;
  const setLimit = (p: SignedUp, amount: number | null) => call(t.app, 'POST', '/usercenter/game/setDepositLimit', { period: 'daily', amount }, { token: p.token });

  it('three requests to raise or remove a deposit limit in 30 days are a marker; two are not', async () => {
    await only('limitRaises');
    raiser = await signUp(t.app);
    const once = await signUp(t.app);
    for (const p of [raiser, once]) expect((await setLimit(p, 100_000)).code).toBe(1); // a first limit: stricter
    for (const amount of [200_000, 300_000, null]) {
      t.clock.advance(MINUTE);
      expect((await setLimit(raiser, amount)).code).toBe(1);
    }
    for (const amount of [200_000, 150_000]) {
      t.clock.advance(MINUTE);
      await setLimit(once, amount); // a raise, then a decrease (applies at once: no request)
    }
    expect(await scan()).toMatchObject({ limit_raises: 1 });
    expect((await interactionsOf(raiser.playerId))[0]!.markers).toEqual([
      expect.objectContaining({ marker: 'limit_raises', detail: { requests: 3, changes: ['deposit:daily:200000', 'deposit:daily:300000', 'deposit:daily:none'], windowDays: 30 } }),
    ]);
    expect(await interactionsOf(once.playerId)).toEqual([]);
  });

  it('open → contacted → closed with notes (audited); closed is final; a later marker opens a new interaction', async () => {
    const [chaser] = await interactionsOf(raiser.playerId);
    const url = `/admin/api/harm/interactions/${chaser!.id}`;
    expect((await compliance.post(url, { state: 'contacted', note: 'x' })).statusCode).toBe(400);
    expect((await compliance.post(url, { state: 'open', note: 'Back to open' })).statusCode).toBe(400);
    expect((await compliance.post('/admin/api/harm/interactions/999999', { state: 'closed', note: 'No such interaction' })).statusCode).toBe(404);
    expect((await compliance.get('/admin/api/harm/interactions?state=maybe')).statusCode).toBe(400);
    const support = await adminClient(t, 'support');
    expect((await support.post(url, { state: 'contacted', note: 'Called the player' })).statusCode).toBe(403);

    expect((await compliance.post(url, { state: 'contacted', note: 'Called: offered a cooling-off period' })).json()).toMatchObject({
      state: 'contacted',
      note: 'Called: offered a cooling-off period',
      updatedBy: compliance.id,
    });
    expect((await compliance.post(url, { state: 'closed', note: 'Player set a weekly limit of ₨5,000.00' })).json()).toMatchObject({ state: 'closed' });
    expect((await compliance.post(url, { state: 'contacted', note: 'Once more' })).json()).toMatchObject({
      code: 1884,
      msg: 'This customer interaction cannot move from closed to contacted',
    });
    const audits = await t.db.query<{ detail: { before: { state: string }; after: { state: string }; note: string } }>(
      "SELECT detail FROM operator_audit_log WHERE action = 'harm.interaction' AND target = $1 ORDER BY id",
      [`player:${chaser!.playerId}`],
    );
    expect(audits.map((a) => [a.detail.before.state, a.detail.after.state, a.detail.note])).toEqual([
      ['open', 'contacted', 'Called: offered a cooling-off period'],
      ['contacted', 'closed', 'Player set a weekly limit of ₨5,000.00'],
    ]);

    // Three more raise requests: a new marker, a new interaction.
    for (const amount of [400_000, 500_000, 600_000]) {
      t.clock.advance(MINUTE);
      expect((await setLimit(raiser, amount)).code).toBe(1);
    }
    expect(await scan()).toMatchObject({ limit_raises: 1 });
    expect((await interactionsOf(raiser.playerId)).map((i) => [i.state, i.markers.length])).toEqual([
      ['open', 1],
      ['closed', 1],
    ]);
  });
});
