// The login reply's popupList (docs/requirements/promotions.md#7-home-popups): '2' (first-deposit popup) while the player has not
// deposited and FirstPayConf is on, '1' (agency popup) while InviteConf is on; a missing document
// counts as on. Nothing for a player on a break or who turned in-app offers off.
import type { LoginResponse } from '@khel/contracts/endpoints/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { markFirstDeposit } from './players.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function setEnabled(name: 'FirstPayConf' | 'InviteConf', enabled: boolean | 'missing') {
  if (enabled === 'missing') {
    await t.db.query('DELETE FROM config_documents WHERE name = $1', [name]);
    return;
  }
  await t.db.query(
    `INSERT INTO config_documents (name, body) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET body = jsonb_set(config_documents.body, '{enabled}', $3::jsonb)`,
    [name, JSON.stringify({ enabled }), JSON.stringify(enabled)],
  );
}

async function popupListAtLogin(player: { phone: string; password: string }): Promise<string> {
  const result = await logIn(t.app, player);
  expect(result.code).toBe(1);
  return (result.data as LoginResponse).popupList;
}

describe('popupList', () => {
  beforeEach(async () => {
    await setEnabled('FirstPayConf', true);
    await setEnabled('InviteConf', true);
  });

  it("a player who has not deposited gets '2,1' at sign-up and login", async () => {
    const p = await signUp(t.app);
    expect(await popupListAtLogin(p)).toBe('2,1');
  });

  it("after the first deposit only the agency popup remains ('1')", async () => {
    const p = await signUp(t.app);
    await t.db.transaction((tx) => markFirstDeposit(tx, p.playerId));
    expect(await popupListAtLogin(p)).toBe('1');
  });

  it('an offer switched off (enabled: false) drops its code; a missing document counts as on', async () => {
    const p = await signUp(t.app);
    await setEnabled('FirstPayConf', false);
    expect(await popupListAtLogin(p)).toBe('1');
    await setEnabled('InviteConf', false);
    expect(await popupListAtLogin(p)).toBe('');
    await setEnabled('FirstPayConf', 'missing');
    expect(await popupListAtLogin(p)).toBe('2');
    await setEnabled('InviteConf', 'missing');
    expect(await popupListAtLogin(p)).toBe('2,1');
  });

  it("is empty for a timed-out, a self-excluded and an opted-out player, and back to '2,1' when offers are turned on again", async () => {
    const timedOut = await signUp(t.app);
    const excluded = await signUp(t.app);
    const optedOut = await signUp(t.app);
    const post = (p: { token: string }, path: string, body: unknown) => call(t.app, 'POST', `/usercenter/game/${path}`, body, { token: p.token });
    expect((await post(timedOut, 'startTimeOut', { period: '24h' })).code).toBe(1);
    expect((await post(excluded, 'selfExclude', { period: '6m', password: excluded.password })).code).toBe(1);
    expect((await post(optedOut, 'subscriptions/update', { inApp: false })).code).toBe(1);
    for (const p of [timedOut, excluded, optedOut]) expect(await popupListAtLogin(p)).toBe('');
    expect((await post(optedOut, 'subscriptions/update', { inApp: true })).code).toBe(1);
    expect(await popupListAtLogin(optedOut)).toBe('2,1');
  });
});
