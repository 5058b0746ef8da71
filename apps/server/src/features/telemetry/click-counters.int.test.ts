import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../platform/clock.ts';
import { signUp, uniqueIp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import { clickTotals } from './telemetry.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const upload = (body: unknown, options: { token?: string; ip?: string } = {}) =>
  call(t.app, 'POST', '/usercenter/playerUpload2', body, { ip: options.ip ?? uniqueIp(), ...(options.token ? { token: options.token } : {}) });

describe('playerUpload2 click counters', () => {
  it('adds a visitor’s and a player’s counts to the day’s totals, whatever ids they claim', async () => {
    const day = businessDay(t.clock.now());
    const before = await clickTotals(t.db, day);
    const visitor = await upload({ vip: 0, gold: 0, playerId: 0, deviceType: 'Android', deviceId: 'abc-h5', data: { 'tab.home': 3, 'banner.qd': 1 } });
    expect({ code: visitor.code, data: visitor.data }).toEqual({ code: 1, data: { ok: true } });
    const player = await signUp(t.app);
    await upload({ vip: 11, gold: 99_999_999, playerId: 1, deviceType: 'iOS', deviceId: 'x', data: { 'tab.home': 2, 'home.deposit': 4 } }, { token: player.token });
    const after = await clickTotals(t.db, day);
    expect(after['tab.home']).toBe((before['tab.home'] ?? 0) + 5);
    expect(after['banner.qd']).toBe((before['banner.qd'] ?? 0) + 1);
    expect(after['home.deposit']).toBe((before['home.deposit'] ?? 0) + 4);
  });

  it('counts into the Asia/Karachi day', async () => {
    t.clock.set(new Date('2026-03-01T19:30:00Z')); // 00:30 on 2 March in Karachi
    await upload({ data: { 'tab.acting': 7 } });
    expect((await clickTotals(t.db, '2026-03-02'))['tab.acting']).toBe(7);
    expect((await clickTotals(t.db, '2026-03-01'))['tab.acting']).toBeUndefined();
  });

  it.each([
    [{}, 'Click counters must name known elements, each counted 1 to 10000 times'],
    [{ data: {} }, 'Click counters must name known elements, each counted 1 to 10000 times'],
    [{ data: { 'tab.nowhere': 1 } }, 'Click counters must name known elements, each counted 1 to 10000 times'],
    [{ data: { 'tab.home': 0 } }, 'Click counters must name known elements, each counted 1 to 10000 times'],
    [{ data: { 'tab.home': 1.5 } }, 'Click counters must name known elements, each counted 1 to 10000 times'],
    [{ data: { 'tab.home': 10_001 } }, 'Click counters must name known elements, each counted 1 to 10000 times'],
    [{ data: { 'tab.home': '3' } }, 'Click counters must name known elements, each counted 1 to 10000 times'],
    [{ data: [1, 2] }, 'Click counters must name known elements, each counted 1 to 10000 times'],
    [{ data: { 'tab.home': 1 }, deviceId: 'x'.repeat(129) }, 'Request error'],
  ])('%j is refused with %s and nothing is counted', async (body, msg) => {
    const before = await rowCounts(t.db, ['click_counts']);
    const totals = await clickTotals(t.db, businessDay(t.clock.now()));
    const result = await upload(body);
    expect({ status: result.status, code: result.code, msg: result.msg }).toEqual({ status: 200, code: 1001, msg });
    expect(await rowCounts(t.db, ['click_counts'])).toEqual(before);
    expect(await clickTotals(t.db, businessDay(t.clock.now()))).toEqual(totals);
  });

  it('limits one address to 600 uploads in 10 minutes', async () => {
    const ip = uniqueIp();
    t.clock.set(new Date('2026-04-01T10:00:00Z'));
    for (let i = 0; i < 600; i++) expect((await upload({ data: { 'home.cs': 1 } }, { ip })).code).toBe(1);
    const refused = await upload({ data: { 'home.cs': 1 } }, { ip });
    expect(refused.status).toBe(429);
    expect((await clickTotals(t.db, '2026-04-01'))['home.cs']).toBe(600);
  });
});
