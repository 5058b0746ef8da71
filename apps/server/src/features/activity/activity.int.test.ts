// The activity centre through the API: every offer once, in order, and the badge's pending count
// following a claim.
import { OFFER_IDS, type OfferSummary } from '@khel/contracts/endpoints/activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type ActivityList = { offers: OfferSummary[]; pending: number };

describe('activityList', () => {
  it('lists every offer once in the fixed order; signing in moves sign-in to claimed and lowers the count by one', async () => {
    const player = await signUp(t.app);
    const before = await call<ActivityList>(t.app, 'POST', '/usercenter/game/activityList', {}, { token: player.token });
    expect(before.code).toBe(1);
    expect(before.data.offers.map((offer) => offer.id)).toEqual([...OFFER_IDS]);
    const signIn = before.data.offers.find((offer) => offer.id === 'sign-in')!;
    expect(signIn).toMatchObject({ state: 'claimable', pending: 1, route: expect.any(String) });
    expect(before.data.pending).toBe(before.data.offers.reduce((sum, offer) => sum + offer.pending, 0));

    const claim = await call(t.app, 'POST', '/usercenter/game/activeLogin', { type: 1 }, { token: player.token });
    expect(claim.code).toBe(1);
    const after = await call<ActivityList>(t.app, 'POST', '/usercenter/game/activityList', {}, { token: player.token });
    expect(after.data.offers.find((offer) => offer.id === 'sign-in')).toMatchObject({ state: 'claimed', pending: 0 });
    expect(after.data.pending).toBe(before.data.pending - 1);
  });

  it('offers nothing during a time-out: claimable offers show as locked and the count is 0', async () => {
    const player = await signUp(t.app);
    const timeOut = await call(t.app, 'POST', '/usercenter/game/startTimeOut', { period: '24h' }, { token: player.token });
    expect(timeOut.code).toBe(1);
    const reply = await call<ActivityList>(t.app, 'POST', '/usercenter/game/activityList', {}, { token: player.token });
    expect(reply.data.pending).toBe(0);
    expect(reply.data.offers.find((offer) => offer.id === 'sign-in')).toMatchObject({ state: 'locked', pending: 0 });
    expect(reply.data.offers.filter((offer) => offer.state === 'claimable')).toEqual([]);
  });

  it('needs a session', async () => {
    const reply = await call(t.app, 'POST', '/usercenter/game/activityList', {});
    expect(reply.status).toBe(401);
  });
});
