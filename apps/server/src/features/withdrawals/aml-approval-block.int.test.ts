// docs/compliance/aml.md#the-bugs-and-what-now-happens:
// "A withdrawal with an open AML flag was approved and paid; the queue row shows no flag."
// While a player has an open AML case the queue row shows it and no withdrawal of theirs is
// approved: not by hand, not in bulk, not automatically; once compliance resolves it, it can be.
import { DEFAULT_WITHDRAWAL_CONF } from '@khel/contracts/admin/withdrawals-settings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AML_SCAN_JOB } from '../aml/aml.jobs.ts';
import { deposit, play } from '../../../test/aml.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { VALID_BIND, account, exchange, setConfig } from '../../../test/withdrawals.ts';

let t: TestApp;
let finance: AdminClient;
let compliance: AdminClient;

const AML = {
  largeDeposit: { enabled: true, amount: 5_000_000 },
  depositWithdraw: { enabled: false, windowDays: 7, minWithdrawal: 100_000, maxPlayPercent: 30 },
  sharedDevice: { enabled: false, minAccounts: 2, windowDays: 30 },
  sharedIp: { enabled: false, minAccounts: 3, windowDays: 7 },
  structuring: { enabled: false, windowHours: 72, minDeposits: 3, bandPercent: 10 },
  rapidInOut: { enabled: false, withinMinutes: 60, minWithdrawal: 100_000, maxPlayPercent: 10 },
  cumulativeDeposits: { enabled: false, windowDays: 30, amount: 100_000_000 },
};

beforeAll(async () => {
  t = await createTestApp();
  [finance, compliance] = await Promise.all([adminClient(t, 'finance'), adminClient(t, 'compliance')]);
  await setConfig(t.db, 'AmlConf', AML);
  await setConfig(t.db, 'WithdrawalConf', { ...DEFAULT_WITHDRAWAL_CONF, accountMinAgeHours: 0 });
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

type Row = { id: number; playerId: number; state: string; amlCase: { id: number; findings: number; rules: string[] } | null };
const rowOf = async (id: number) => (await finance.get(`/admin/api/withdrawals?limit=100`)).json<{ items: Row[] }>().items.find((w) => w.id === id)!;
const idOf = (transId: string) => Number(transId.slice(1));

/** A player with ₨50,000.00 credited (one large deposit) and a bound payout account. */
async function flaggedPlayer(): Promise<SignedUp> {
  const p = await signUp(t.app);
  await deposit(t, p, 5_000_000);
  await exchange(t.app, p.token, { type: 2, params: VALID_BIND });
  await play(t, p, 3_000_000, 3_000_000); // played: the money was used
  return p;
}

describe('an open AML case blocks approval', () => {
  it('manual and bulk approval are refused with a clear message while the case is open; the row shows the case; resolving lets it through', async () => {
    const p = await flaggedPlayer();
    const clean = await signUp(t.app);
    await deposit(t, clean, 1_000_100);
    await exchange(t.app, clean.token, { type: 2, params: VALID_BIND });
    // Both above the automatic-approval maximum (₨5,000.00): they wait for an operator.
    const w = await exchange<{ transId: string; state: string }>(t.app, p.token, { type: 1, value: 600_000 });
    const other = await exchange<{ transId: string; state: string }>(t.app, clean.token, { type: 1, value: 600_000 });
    expect([w.data.state, other.data.state]).toEqual(['pending', 'pending']);

    await t.app.jobs.run(AML_SCAN_JOB); // the ₨50,000.00 deposit opens the player's case
    const row = await rowOf(idOf(w.data.transId));
    expect(row.amlCase).toMatchObject({ findings: 1, rules: ['large_deposit'] });
    expect((await rowOf(idOf(other.data.transId))).amlCase).toBeNull();

    const refusal = `Player ${p.playerId} has an open AML case #${row.amlCase!.id}: compliance must resolve it before any withdrawal is approved`;
    const approve = await finance.post(`/admin/api/withdrawals/${idOf(w.data.transId)}/approve`);
    expect(approve.statusCode).toBe(422);
    expect(approve.json()).toMatchObject({ code: 1880, msg: refusal });
    expect((await rowOf(idOf(w.data.transId))).state).toBe('pending');
    expect(await account(t.db, p.playerId)).toEqual({ balance: 5_000_000, held: 600_000 });

    const bulk = await finance.post('/admin/api/withdrawals/bulk', { action: 'approve', ids: [idOf(w.data.transId), idOf(other.data.transId)] });
    expect(bulk.json<{ results: unknown[] }>().results).toEqual([
      { id: idOf(w.data.transId), ok: false, state: null, code: 1880, msg: refusal },
      { id: idOf(other.data.transId), ok: true, state: 'processing', code: null, msg: '' },
    ]);
    const approvals = await t.db.query("SELECT 1 FROM operator_audit_log WHERE action = 'withdrawal.approve' AND target = $1", [`withdrawal:${idOf(w.data.transId)}`]);
    expect(approvals).toEqual([]);

    await compliance.post(`/admin/api/aml/cases/${row.amlCase!.id}/resolve`, { note: 'Source of funds: property sale deed seen' });
    expect((await rowOf(idOf(w.data.transId))).amlCase).toBeNull();
    const approved = await finance.post(`/admin/api/withdrawals/${idOf(w.data.transId)}/approve`);
    expect(approved.json()).toMatchObject({ state: 'processing', amlCase: null });
  });

  it('automatic approval: a small request of a player with an open case waits for an operator', async () => {
    const p = await flaggedPlayer();
    await t.app.jobs.run(AML_SCAN_JOB);
    const small = await exchange<{ state: string }>(t.app, p.token, { type: 1, value: 10_000 });
    expect(small.data.state).toBe('pending');
    const clean = await signUp(t.app);
    await deposit(t, clean, 1_000_100);
    await exchange(t.app, clean.token, { type: 2, params: VALID_BIND });
    expect((await exchange<{ state: string }>(t.app, clean.token, { type: 1, value: 10_000 })).data.state).toBe('processing');
  });
});
