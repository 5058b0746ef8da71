// The loss rebate through the API with an injected clock and real settled play: the minimum to the
// hundredth, the cap, the claim window's last day, days without a loss, parallel claims, and a
// GameParamConf without (or with a broken) activeLoseMoney entry.
import type { LossRebateStatus } from '@khel/contracts/endpoints/play-rewards';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../../test/players.ts';
import { rowCounts } from '../../../test/test-app.ts';
import { exchangeParams } from '../withdrawals/withdrawal-config.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { rebateOf } from './play-rewards.service.ts';
import { balance, createTestApp, karachi, ledgerLines, play, player, post, setConfig, type TestApp } from '../../../test/play-rewards.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

// Seeded rule: 5 % of a day's net loss of at least ₨100.00, at most ₨500.00, claimable for 3 days.
const LOSE = '/usercenter/game/activeLoseMoney';
const lose = (p: SignedUp | null, body: unknown = {}) => post<LossRebateStatus>(t.app, p, LOSE, body);
const FUNDS = 10_000_000;

describe('loss rebate (activeLoseMoney)', () => {
  it('a loss exactly at the minimum earns 5 % from the next day; one hundredth below earns nothing', async () => {
    t.clock.set(karachi('2026-02-02T13:00:00'));
    const atMin = await player(t, FUNDS);
    const below = await player(t, FUNDS);
    await play(t, atMin.playerId, 10_000, 0);
    await play(t, below.playerId, 12_000, 2_001); // net loss 9,999

    const today = await lose(atMin);
    expect(today.data).toMatchObject({ enabled: true, state: 0, today: { day: '2026-02-02', loss: 10_000, amount: 500 } });
    expect(today.data.rule).toEqual({ minLoss: 10_000, percent: 5, cap: 50_000, claimDays: 3, wagerMulti: 1 });
    expect(await lose(atMin, { type: 1, day: '2026-02-02' })).toMatchObject({ code: ErrorCode.lossRebateNotYet, msg: "Today's rebate can be claimed from tomorrow" });

    t.clock.set(karachi('2026-02-03T00:00:00'));
    const next = await lose(atMin);
    expect(next.data.state).toBe(1);
    expect(next.data.days[0]).toEqual({ day: '2026-02-02', loss: 10_000, amount: 500, state: 1, lastDay: '2026-02-05' });
    expect((await lose(below)).data.days[0]).toEqual({ day: '2026-02-02', loss: 9_999, amount: 0, state: 0, lastDay: '2026-02-05' });

    const claimed = await lose(atMin, { type: 1, day: '2026-02-02' });
    expect(claimed.code).toBe(1);
    expect(claimed.data).toMatchObject({ amount: 500, state: 2 });
    expect(claimed.data.days[0]!.state).toBe(2);
    expect(await balance(t, atMin)).toBe(FUNDS - 10_000 + 500);
    expect((await ledgerLines(t.db, atMin.playerId)).filter((l) => l.reason === Reason.lossRebate)).toEqual([{ reason: Reason.lossRebate, amount: 500 }]);
    expect(await lose(atMin, { type: 1, day: '2026-02-02' })).toMatchObject({ code: ErrorCode.rewardAlreadyClaimed, msg: 'This reward has already been claimed' });

    expect(await lose(below, { type: 1, day: '2026-02-02' })).toMatchObject({ code: ErrorCode.lossRebateNone, msg: 'There is no loss rebate for this day' });
    expect(await lose(below, { type: 1 })).toMatchObject({ code: ErrorCode.lossRebateNone });
    expect(await balance(t, below)).toBe(FUNDS - 9_999);
  });

  it('the rebate is rounded down and capped at ₨500.00; a winning day and a day without play earn nothing', async () => {
    t.clock.set(karachi('2026-02-09T20:00:00'));
    const big = await player(t, FUNDS);
    const odd = await player(t, FUNDS);
    const winner = await player(t, FUNDS);
    const idle = await player(t, FUNDS);
    await play(t, big.playerId, 1_200_000, 0); // 5 % = 60,000 → cap 50,000
    await play(t, odd.playerId, 10_019, 0); // 5 % = 500.95 → 500
    await play(t, winner.playerId, 20_000, 0);
    await play(t, winner.playerId, 10_000, 40_000); // net win
    t.clock.set(karachi('2026-02-10T09:00:00'));
    expect((await lose(big, { type: 1 })).data).toMatchObject({ amount: 50_000 });
    expect((await lose(odd, { type: 1 })).data).toMatchObject({ amount: 500 });
    expect((await lose(winner)).data.days[0]).toMatchObject({ loss: 0, amount: 0, state: 0 });
    expect(await lose(winner, { type: 1, day: '2026-02-09' })).toMatchObject({ code: ErrorCode.lossRebateNone });
    expect((await lose(idle)).data).toMatchObject({ state: 0, days: [{ loss: 0, state: 0 }, { loss: 0, state: 0 }, { loss: 0, state: 0 }] });
    expect(rebateOf(10_019, { minLoss: 1, percent: 12.5, cap: 1_000_000 })).toBe(1_252);
  });

  it('can be claimed until the end of the third day after the loss, not a moment later', async () => {
    t.clock.set(karachi('2026-02-16T12:00:00'));
    const late = await player(t, FUNDS);
    const later = await player(t, FUNDS);
    await play(t, late.playerId, 20_000, 0);
    await play(t, later.playerId, 20_000, 0);
    t.clock.set(karachi('2026-02-19T23:59:59.999'));
    expect((await lose(late)).data.days.map((d) => [d.day, d.state])).toEqual([
      ['2026-02-18', 0],
      ['2026-02-17', 0],
      ['2026-02-16', 1],
    ]);
    expect((await lose(late, { type: 1, day: '2026-02-16' })).data).toMatchObject({ amount: 1_000 });
    t.clock.set(karachi('2026-02-20T00:00:00'));
    expect((await lose(later)).data.days.map((d) => d.day)).not.toContain('2026-02-16');
    expect(await lose(later, { type: 1, day: '2026-02-16' })).toMatchObject({ code: ErrorCode.lossRebateExpired, msg: 'The claim period for this rebate has ended' });
    expect(await lose(later, { type: 1 })).toMatchObject({ code: ErrorCode.lossRebateNone });
    expect(await balance(t, later)).toBe(FUNDS - 20_000);
  });

  it('a claim without a day takes every claimable day at once, each its own ledger line', async () => {
    t.clock.set(karachi('2026-02-23T10:00:00'));
    const p = await player(t, FUNDS);
    await play(t, p.playerId, 30_000, 0);
    t.clock.set(karachi('2026-02-24T10:00:00'));
    await play(t, p.playerId, 50_000, 10_000);
    t.clock.set(karachi('2026-02-25T10:00:00'));
    const both = await lose(p, { type: 1 });
    expect(both.data).toMatchObject({ amount: 1_500 + 2_000, state: 2 });
    expect((await ledgerLines(t.db, p.playerId)).filter((l) => l.reason === Reason.lossRebate).map((l) => l.amount)).toEqual([2_000, 1_500]);
  });

  it('20 parallel claims pay once', async () => {
    t.clock.set(karachi('2026-03-02T10:00:00'));
    const p = await player(t, FUNDS);
    await play(t, p.playerId, 40_000, 0);
    t.clock.set(karachi('2026-03-03T10:00:00'));
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => lose(p, i % 2 ? { type: 1 } : { type: 1, day: '2026-03-02' })));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 1).every((r) => r.code === ErrorCode.rewardAlreadyClaimed || r.code === ErrorCode.lossRebateNone)).toBe(true);
    expect(await balance(t, p)).toBe(FUNDS - 40_000 + 2_000);
  });

  it('bad input gets a clear message and changes nothing', async () => {
    const p = await player(t);
    const before = await rowCounts(t.db, ['reward_claims', 'ledger_transfers']);
    expect(await lose(p, { type: 1, day: '2026-02-30' })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Choose a day as YYYY-MM-DD' });
    expect(await lose(p, { type: 1, day: 'yesterday' })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Choose a day as YYYY-MM-DD' });
    expect(await lose(p, { type: 3 })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Unknown request type' });
    expect(await lose(p, { type: 1, day: '2030-01-01' })).toMatchObject({ code: ErrorCode.lossRebateNotYet });
    expect((await lose(null)).status).toBe(401);
    expect(await rowCounts(t.db, ['reward_claims', 'ledger_transfers'])).toEqual(before);
  });

  it('a GameParamConf without activeLoseMoney (an older database) or with a broken one: the offer is off, withdrawals unaffected', async () => {
    t.clock.set(karachi('2026-03-09T10:00:00'));
    const p = await player(t, FUNDS);
    await play(t, p.playerId, 40_000, 0);
    t.clock.set(karachi('2026-03-10T10:00:00'));
    const seeded = (await t.db.query<{ body: Record<string, unknown> }>("SELECT body FROM config_documents WHERE name = 'GameParamConf'"))[0]!.body;
    try {
      for (const entry of [undefined, 'old;text;entry', { minLoss: -1 }]) {
        await setConfig(t.db, 'GameParamConf', { exchangeParam: '0;10000;00:00-24:00', ...(entry === undefined ? {} : { activeLoseMoney: entry }) });
        expect((await lose(p)).data).toMatchObject({ enabled: false, state: 0, days: [] });
        expect(await lose(p, { type: 1 })).toMatchObject({ code: ErrorCode.offerEnded, msg: 'This offer has ended' });
        expect((await exchangeParams(t.db)).minimum).toBe(10_000);
      }
    } finally {
      await setConfig(t.db, 'GameParamConf', seeded);
    }
    expect((await lose(p, { type: 1 })).data.amount).toBe(2_000);
  });
});
