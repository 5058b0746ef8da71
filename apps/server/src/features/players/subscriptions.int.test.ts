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
  it('are all off until the player opts in', async () => {
    const player = await signUp(t.app);
    expect(await read(player.token)).toEqual({ sms: false, email: false, push: false, updatedAt: null });
  });

  it('change per channel, stay changed, and each flip is logged once', async () => {
    const player = await signUp(t.app);
    const on = await update(player.token, { sms: true, push: true });
    expect(on.code).toBe(1);
    expect(on.data).toEqual({ sms: true, email: false, push: true, updatedAt: t.clock.now().toISOString() });
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
  ])('%j is refused with %s and nothing changes', async (body, msg) => {
    const player = await signUp(t.app);
    const before = await rowCounts(t.db, ['marketing_subscriptions', 'marketing_consent_log']);
    const result = await update(player.token, body);
    expect({ status: result.status, code: result.code, msg: result.msg }).toEqual({ status: 200, code: 1001, msg });
    expect(await rowCounts(t.db, ['marketing_subscriptions', 'marketing_consent_log'])).toEqual(before);
    expect(await read(player.token)).toEqual({ sms: false, email: false, push: false, updatedAt: null });
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
      subscriptions: { sms: false, email: true, push: false },
    });
    expect(result.data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(result.data.sessions[0]).toMatchObject({ ip: expect.any(String), deviceType: expect.any(String) });
    expect(JSON.stringify(result.data)).not.toMatch(/password|hash|token/i);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'POST', '/usercenter/game/personalData', {})).status).toBe(401);
  });
});
