import type { PersonalData, Subscriptions } from '@khel/contracts/endpoints/personal-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import { countConsentChanges } from './subscriptions.repository.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const read = async (token: string) => (await call<Subscriptions>(t.app, 'POST', '/usercenter/game/subscriptions', {}, { token })).data;
const update = (token: string, body: unknown, language?: string) =>
  call<Subscriptions>(t.app, 'POST', '/usercenter/game/subscriptions/update', body, { token, ...(language ? { language } : {}) });

describe('marketing subscriptions', () => {
  it('SMS, email and push are off until the player opts in; in-app offers are on until turned off', async () => {
    const player = await signUp(t.app);
    expect(await read(player.token)).toEqual({ sms: false, email: false, push: false, inApp: true, updatedAt: null });
  });

  it('in-app offers turn off and on again, each flip logged', async () => {
    const player = await signUp(t.app);
    expect((await update(player.token, { inApp: false })).data).toMatchObject({ sms: false, email: false, push: false, inApp: false });
    expect(await read(player.token)).toMatchObject({ inApp: false, updatedAt: t.clock.now().toISOString() });
    expect((await update(player.token, { inApp: true })).data).toMatchObject({ inApp: true });
    expect(await countConsentChanges(t.db, player.playerId)).toBe(2);
  });

  it('change per channel, stay changed, and each flip is logged once', async () => {
    const player = await signUp(t.app);
    const on = await update(player.token, { sms: true, push: true });
    expect(on.code).toBe(1);
    expect(on.data).toEqual({ sms: true, email: false, push: true, inApp: true, updatedAt: t.clock.now().toISOString() });
    const off = await update(player.token, { sms: false, email: false });
    expect(off.data).toMatchObject({ sms: false, email: false, push: true });
    expect(await read(player.token)).toMatchObject({ sms: false, email: false, push: true });
    // sms on, push on, sms off; email false → false is no change
    expect(await countConsentChanges(t.db, player.playerId)).toBe(3);
  });

  it('are per player', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await update(a.token, { email: true });
    expect(await read(b.token)).toMatchObject({ email: false });
  });

  it.each([
    [{}, 'Choose at least one channel to change'],
    [{ sms: 'yes' }, 'Request error'],
    [{ sms: 1 }, 'Request error'],
    [{ fax: true }, 'Request error'],
    [{ inApp: 'off' }, 'Request error'],
  ])('%j is refused with %s and nothing changes', async (body, msg) => {
    const player = await signUp(t.app);
    const before = await rowCounts(t.db, ['marketing_subscriptions', 'marketing_consent_log']);
    const result = await update(player.token, body);
    expect({ status: result.status, code: result.code, msg: result.msg }).toEqual({ status: 200, code: 1001, msg });
    expect(await rowCounts(t.db, ['marketing_subscriptions', 'marketing_consent_log'])).toEqual(before);
    expect(await read(player.token)).toEqual({ sms: false, email: false, push: false, inApp: true, updatedAt: null });
  });

  it('refuses in the player’s language', async () => {
    const player = await signUp(t.app);
    expect((await update(player.token, {}, 'ur')).msg).toBe('تبدیل کرنے کے لیے کم از کم ایک چینل منتخب کریں');
  });

  it('need a session', async () => {
    expect((await call(t.app, 'POST', '/usercenter/game/subscriptions', {})).status).toBe(401);
    expect((await call(t.app, 'POST', '/usercenter/game/subscriptions/update', { sms: true })).status).toBe(401);
  });

  it('parallel changes queue on the player and log each flip once', async () => {
    const player = await signUp(t.app);
    await Promise.all(Array.from({ length: 10 }, () => update(player.token, { push: true })));
    expect(await read(player.token)).toMatchObject({ push: true });
    expect(await countConsentChanges(t.db, player.playerId)).toBe(1);
  });
});

describe('offer eligibility (what the app may show: popups, banners, the online-reward timer)', () => {
  const eligibility = async (token: string) => (await call(t.app, 'POST', '/usercenter/game/offerEligibility', {}, { token })).data;
  const post = (token: string, path: string, body: unknown) => call(t.app, 'POST', `/usercenter/game/${path}`, body, { token });

  it('offers for a normal player; none with the reason for a timed-out, self-excluded or opted-out one', async () => {
    const normal = await signUp(t.app);
    const timedOut = await signUp(t.app);
    const excluded = await signUp(t.app);
    const optedOut = await signUp(t.app);
    expect((await post(timedOut.token, 'startTimeOut', { period: '7d' })).code).toBe(1);
    expect((await post(excluded.token, 'selfExclude', { period: '1y', password: excluded.password })).code).toBe(1);
    await update(optedOut.token, { inApp: false });
    expect(await eligibility(normal.token)).toEqual({ offers: true, reason: null });
    expect(await eligibility(timedOut.token)).toEqual({ offers: false, reason: 'restricted' });
    expect(await eligibility(excluded.token)).toEqual({ offers: false, reason: 'restricted' });
    expect(await eligibility(optedOut.token)).toEqual({ offers: false, reason: 'optedOut' });
    // Opting out of SMS, email or push leaves in-app offers alone.
    await update(normal.token, { sms: true });
    await update(normal.token, { sms: false });
    expect(await eligibility(normal.token)).toEqual({ offers: true, reason: null });
  });

  it('a time-out ends by itself: offers come back after it', async () => {
    const p = await signUp(t.app);
    await post(p.token, 'startTimeOut', { period: '24h' });
    t.clock.advance(24 * 3_600_000 + 1000);
    expect(await eligibility(p.token)).toEqual({ offers: true, reason: null });
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'POST', '/usercenter/game/offerEligibility', {})).status).toBe(401);
  });
});

describe('personal data copy', () => {
  it('holds the profile, sign-up attribution, opt-ins and sessions of this player only', async () => {
    const player = await signUp(t.app);
    await call(t.app, 'POST', '/usercenter/game/profile', { name: 'Sana' }, { token: player.token });
    await update(player.token, { email: true });
    const result = await call<PersonalData>(t.app, 'POST', '/usercenter/game/personalData', {}, { token: player.token });
    expect(result.code).toBe(1);
    expect(result.data).toMatchObject({
      playerId: player.playerId,
      showId: player.showId,
      account: player.account,
      name: 'Sana',
      phone: player.phone,
      email: '',
      vip: 0,
      subscriptions: { sms: false, email: true, push: false, inApp: true },
    });
    expect(result.data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(result.data.sessions[0]).toMatchObject({ ip: expect.any(String), deviceType: expect.any(String) });
    expect(JSON.stringify(result.data)).not.toMatch(/password|hash|token/i);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'POST', '/usercenter/game/personalData', {})).status).toBe(401);
  });
});
