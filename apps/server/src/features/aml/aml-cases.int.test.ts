// AML rules of docs/compliance/aml.md (structuring just under the large-deposit amount, cumulative deposits,
// rapid in-and-out) and the one-open-case-per-player rule: findings attach to the player's open
// case, which lists them and is resolved with a note (audited); a later finding opens a new case.
import { DEFAULT_WITHDRAWAL_CONF } from '@khel/contracts/admin/withdrawals-settings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { VALID_BIND, exchange, setConfig } from '../../../test/withdrawals.ts';
import { AML_SCAN_JOB } from './aml.jobs.ts';
import { deposit, play } from '../../../test/aml.ts';

let t: TestApp;
let compliance: AdminClient;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const AML = {
  largeDeposit: { enabled: true, amount: 5_000_000 }, // ₨50,000.00
  depositWithdraw: { enabled: false, windowDays: 7, minWithdrawal: 100_000, maxPlayPercent: 30 },
  sharedDevice: { enabled: false, minAccounts: 2, windowDays: 30 },
  sharedIp: { enabled: false, minAccounts: 3, windowDays: 7 },
  structuring: { enabled: true, windowHours: 72, minDeposits: 3, bandPercent: 10 }, // ₨45,000.00 – ₨49,999.99
  rapidInOut: { enabled: true, withinMinutes: 60, minWithdrawal: 100_000, maxPlayPercent: 10 },
  cumulativeDeposits: { enabled: true, windowDays: 30, amount: 15_000_000 }, // ₨150,000.00
};

beforeAll(async () => {
  t = await createTestApp();
  compliance = await adminClient(t, 'compliance');
  await setConfig(t.db, 'AmlConf', AML);
  // Automatic approval as soon as the account is bound, so only AML can keep a request pending.
  await setConfig(t.db, 'WithdrawalConf', { ...DEFAULT_WITHDRAWAL_CONF, accountMinAgeHours: 0 });
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

type Flag = { id: number; rule: string; subject: string; playerIds: number[]; detail: Record<string, unknown>; state: string; resolution: string };
type Case = { id: number; playerId: number; state: string; findings: number; rules: string[]; resolution: string; resolvedBy: number | null };
const scan = () => t.app.jobs.run<Record<string, number>>(AML_SCAN_JOB);
const flagsOf = async (playerId: number) => (await allPages<Flag>(compliance, `/admin/api/aml/flags?playerId=${playerId}`, 10)).items;
const casesOf = async (playerId: number) => (await allPages<Case>(compliance, `/admin/api/aml/cases?playerId=${playerId}`, 10)).items;

let structurer: SignedUp;

describe('structuring and cumulative deposits', () => {
  it('8 deposits of ₨49,999 raise one structuring finding (and one cumulative one) in one case; small or out-of-band ones raise nothing', async () => {
    structurer = await signUp(t.app);
    const careful = await signUp(t.app);
    const orders: string[] = [];
    for (let i = 0; i < 8; i++) orders.push(await deposit(t, structurer, 4_999_900));
    await deposit(t, careful, 4_999_900);
    await deposit(t, careful, 4_999_900);
    await deposit(t, careful, 4_000_000); // below the band (₨45,000.00)

    expect(await scan()).toMatchObject({ large_deposit: 0, structuring: 1, cumulative_deposits: 1 });
    const flags = await flagsOf(structurer.playerId);
    expect(flags.map((f) => f.rule).sort()).toEqual(['cumulative_deposits', 'structuring']);
    expect(flags.find((f) => f.rule === 'structuring')).toMatchObject({
      subject: `player:${structurer.playerId}:${orders[7]}`,
      detail: { deposits: 8, total: 39_999_200, orderNos: orders, from: 4_500_000, below: 5_000_000, windowHours: 72 },
      state: 'open',
    });
    expect(flags.find((f) => f.rule === 'cumulative_deposits')!.detail).toEqual({ deposits: 8, total: 39_999_200, threshold: 15_000_000, windowDays: 30 });
    expect(await flagsOf(careful.playerId)).toEqual([]); // two in the band, ₨139,998.00 in all

    // One case for the player, listing both findings.
    const [only, ...more] = await casesOf(structurer.playerId);
    expect(more).toEqual([]);
    expect(only).toMatchObject({ playerId: structurer.playerId, state: 'open', findings: 2, rules: ['cumulative_deposits', 'structuring'] });
    const listed = (await allPages<Flag>(compliance, `/admin/api/aml/flags?caseId=${only!.id}`, 1)).items;
    expect(listed.map((f) => f.id).sort()).toEqual(flags.map((f) => f.id).sort());
    // The dashboard counts the case, not its two findings.
    expect((await compliance.get('/admin/api/dashboard')).json<{ queues: { amlOpen: number } }>().queues.amlOpen).toBe(1);

    // Nothing is found twice: a ninth deposit is one new deposit, not a new run of three.
    await deposit(t, structurer, 4_999_900);
    expect(await scan()).toMatchObject({ structuring: 0, cumulative_deposits: 0 });
    expect(await casesOf(structurer.playerId)).toEqual([expect.objectContaining({ id: only!.id, findings: 2 })]);
  });

  it('deposits totalling ₨160,000.00 in 30 days raise a cumulative finding; the database refuses a second open case', async () => {
    const p = await signUp(t.app);
    for (let i = 0; i < 4; i++) await deposit(t, p, 4_000_000);
    expect(await scan()).toMatchObject({ structuring: 0, cumulative_deposits: 1 });
    expect(await flagsOf(p.playerId)).toEqual([
      expect.objectContaining({ rule: 'cumulative_deposits', detail: { deposits: 4, total: 16_000_000, threshold: 15_000_000, windowDays: 30 } }),
    ]);
    await expect(t.db.query('INSERT INTO aml_cases (player_id, opened_at, updated_at) VALUES ($1, now(), now())', [p.playerId])).rejects.toThrow(
      /aml_cases_one_open/,
    );
  });
});

describe('rapid in-and-out', () => {
  it('a withdrawal within the hour of a deposit with stakes under 10 % of it waits, flagged; with more play or later it is approved', async () => {
    const [quick, player, later] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    for (const p of [quick, player, later]) {
      await deposit(t, p, 1_000_100); // not a preset: no bonus, no betting task
      await exchange(t.app, p.token, { type: 2, params: VALID_BIND });
    }
    await play(t, quick, 50_000); // 5 %
    await play(t, player, 200_000); // 20 %
    t.clock.advance(30 * MINUTE);
    const held = await exchange<{ state: string; transId: string }>(t.app, quick.token, { type: 1, value: 200_000 });
    expect(held.data.state).toBe('pending');
    expect((await exchange<{ state: string }>(t.app, player.token, { type: 1, value: 200_000 })).data.state).toBe('processing');
    expect(await flagsOf(quick.playerId)).toEqual([
      expect.objectContaining({
        rule: 'rapid_in_out',
        subject: `withdrawal:${held.data.transId}`,
        detail: { amount: 200_000, deposits: 1_000_100, stakes: 50_000, minutesSinceDeposit: 30, withinMinutes: 60, maxPlayPercent: 10 },
      }),
    ]);
    expect(await casesOf(quick.playerId)).toEqual([expect.objectContaining({ state: 'open', findings: 1, rules: ['rapid_in_out'] })]);
    expect(await flagsOf(player.playerId)).toEqual([]);

    t.clock.advance(31 * MINUTE); // 61 minutes after the deposit
    compliance = await adminClient(t, 'compliance');
    expect((await exchange<{ state: string }>(t.app, later.token, { type: 1, value: 200_000 })).data.state).toBe('processing');
    expect(await flagsOf(later.playerId)).toEqual([]);
  });
});

describe('resolving a case', () => {
  it('needs a note, resolves its findings with it (audited), once; a later finding opens a new case', async () => {
    const [open] = await casesOf(structurer.playerId);
    expect((await compliance.post(`/admin/api/aml/cases/${open!.id}/resolve`, { note: 'ok' })).statusCode).toBe(400);
    const support = await adminClient(t, 'support');
    expect((await support.post(`/admin/api/aml/cases/${open!.id}/resolve`, { note: 'Looks fine to me' })).statusCode).toBe(403);
    expect((await compliance.get(`/admin/api/aml/cases/${open!.id}`)).json()).toMatchObject({ state: 'open' });

    const note = 'Salary deposits, payslips on file';
    const resolved = await compliance.post(`/admin/api/aml/cases/${open!.id}/resolve`, { note });
    expect(resolved.json()).toMatchObject({ id: open!.id, state: 'resolved', resolution: note, resolvedBy: compliance.id, findings: 2 });
    expect((await flagsOf(structurer.playerId)).map((f) => [f.state, f.resolution])).toEqual([
      ['resolved', note],
      ['resolved', note],
    ]);
    expect((await compliance.post(`/admin/api/aml/cases/${open!.id}/resolve`, { note: 'once more' })).json()).toMatchObject({
      code: 1881,
      msg: 'This AML case was already resolved',
    });
    expect((await compliance.post('/admin/api/aml/cases/999999/resolve', { note: 'no such case' })).statusCode).toBe(404);
    expect((await compliance.get('/admin/api/aml/cases/abc')).statusCode).toBe(400);
    expect((await compliance.get('/admin/api/aml/flags?caseId=-1')).statusCode).toBe(400);
    const audits = await t.db.query<{ target: string; detail: { case: number; note: string } }>(
      "SELECT target, detail FROM operator_audit_log WHERE action = 'aml.case.resolve'",
    );
    expect(audits).toEqual([{ target: `player:${structurer.playerId}`, detail: expect.objectContaining({ case: open!.id, note }) }]);

    await deposit(t, structurer, 5_000_000);
    expect(await scan()).toMatchObject({ large_deposit: 1 });
    const cases = await casesOf(structurer.playerId);
    expect(cases.map((c) => [c.state, c.findings, c.rules])).toEqual([
      ['open', 1, ['large_deposit']],
      ['resolved', 2, ['cumulative_deposits', 'structuring']],
    ]);
  });

  it('resolving the last open finding of a case resolves the case', async () => {
    const p = await signUp(t.app);
    await deposit(t, p, 5_000_000);
    await scan();
    const [flag] = await flagsOf(p.playerId);
    await compliance.post(`/admin/api/aml/flags/${flag!.id}/resolve`, { note: 'Known business owner' });
    expect(await casesOf(p.playerId)).toEqual([expect.objectContaining({ state: 'resolved', resolution: 'Known business owner' })]);
  });

  it('deposits in the band spread over more than the window are no structuring', async () => {
    const p = await signUp(t.app);
    await deposit(t, p, 4_999_900);
    await deposit(t, p, 4_999_900);
    t.clock.advance(73 * HOUR);
    compliance = await adminClient(t, 'compliance');
    await deposit(t, p, 4_999_900);
    expect(await scan()).toMatchObject({ structuring: 0 });
    expect(await flagsOf(p.playerId)).toEqual([]);
  });
});
