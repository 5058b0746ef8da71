// Withdrawal settings as the versioned config document WithdrawalConf
// (docs/compliance/complaints-and-config.md#withdrawal-settings-as-a-versioned-document): edited in the
// console's config editor (strict, versioned, rolled back; a second operator approves each change,
// features/config/README.md), and what the server decides by at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { proposeAndApprove, proposeRollbackAndApprove } from '../../../test/config-change.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { VALID_BIND, exchange, fund } from '../../../test/withdrawals.ts';

let t: TestApp;
let admin: AdminClient;
let admin2: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, 'admin');
  admin2 = await adminClient(t, 'admin');
});
afterAll(async () => t.close());

const SEEDED = { autoApproveMax: 500_000, autoApproveDailyMax: 1_000_000, accountMinAgeHours: 24, expireAfterHours: 72 };

async function readyPlayer(amount: number): Promise<SignedUp> {
  const p = await signUp(t.app);
  expect((await exchange(t.app, p.token, { type: 2, params: VALID_BIND })).code).toBe(1);
  await fund(t.db, p.playerId, amount);
  return p;
}
const withdraw = async (p: SignedUp, value: number) =>
  (await exchange<{ state: string }>(t.app, p.token, { type: 1, value, params: VALID_BIND.cardNo })).data.state;

describe('WithdrawalConf', () => {
  it('is a server-only document with the seeded settings as version 1, never served to the apps', async () => {
    const doc = await admin.get('/admin/api/config/WithdrawalConf');
    expect(doc.json()).toMatchObject({ name: 'WithdrawalConf', public: false, version: 1, body: SEEDED });
    expect((await t.app.inject({ method: 'GET', url: '/config/WithdrawalConf.json' })).statusCode).toBe(404);
  });

  it('a new version decides auto-approval at once; a rollback restores the old rule', async () => {
    // Account age 0 h: a fresh account's ₨100.00 is auto-approved; with the seeded 24 h it waits.
    const p = await readyPlayer(100_000);
    expect(await withdraw(p, 10_000)).toBe('pending');
    const written = await proposeAndApprove(admin, admin2, 'WithdrawalConf', { ...SEEDED, accountMinAgeHours: 0 });
    expect(written.json()).toMatchObject({ state: 'applied', appliedVersion: 2, body: { ...SEEDED, accountMinAgeHours: 0 } });
    expect(await withdraw(p, 10_000)).toBe('processing');
    expect((await proposeRollbackAndApprove(admin, admin2, 'WithdrawalConf', 1)).json()).toMatchObject({ appliedVersion: 3, body: SEEDED });
    expect(await withdraw(p, 10_000)).toBe('pending');
    const diff = (await admin.get('/admin/api/config/WithdrawalConf/diff?from=1&to=2')).json<{ patch: string }>().patch;
    expect(diff).toContain('-  "accountMinAgeHours": 24');
    expect(diff).toContain('+  "accountMinAgeHours": 0');
  });

  it('refuses a document that does not fit (unknown key, negative or fractional amount) and keeps the version', async () => {
    for (const body of [{ ...SEEDED, autoApprove: 1 }, { ...SEEDED, autoApproveMax: -1 }, { ...SEEDED, autoApproveDailyMax: 10.5 }, { ...SEEDED, expireAfterHours: 0 }]) {
      const refused = await admin.post('/admin/api/config/WithdrawalConf/proposals', { body });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 1712 });
    }
    expect((await admin.get('/admin/api/config/WithdrawalConf')).json()).toMatchObject({ version: 3, body: SEEDED });
  });
});
