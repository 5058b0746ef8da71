// Risk-weighted valid bets end to end: every in-house round reports its net odds through
// the seamless protocol's `odds`, and the wallet weights the valid bet with the operator's bands
// (ValidBetRulesConf) before it advances betting tasks and VIP experience.
import { Reason } from '@khel/contracts/ledger-reasons';
import type { MinesRound } from '@khel/contracts/endpoints/inhouse-games';
import { crashElapsedFor } from '@khel/games/crash/crash-curve';
import { minePositions } from '@khel/games/mines/mines';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../../test/operators.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PLAY_OUTBOX_JOB } from '../game-wallet/play-outbox.ts';
import { createBettingTask, listTasks } from '../wagering/wagering.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fundedPlayer, leftoverCrashRound, ok } from '../../../test/inhouse-games.ts';
import { ROUND_ABANDONED_MS, ROUND_RECOVERY_JOB, type RecoveryReport } from './round-recovery.ts';

let t: TestApp;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app, t.db, t.clock, 'risk-admin', 'admin');
  admin2 = await operatorToken(t.app, t.db, t.clock, 'risk-admin2', 'admin');
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

/** A funded player with one ₨100.00 ×1 betting task, so every valid paisa shows in its curValue. */
async function playerWithTask(): Promise<Player> {
  const p = await fundedPlayer(t, 1_000_000);
  await t.db.transaction((tx) => createBettingTask(tx, { playerId: p.playerId, money: 10_000, multi: 1, reason: Reason.deposit, desc: '0', reference: '' }));
  return p;
}

async function progress(p: Player): Promise<{ task: number; vip: number; valid: number[] }> {
  // Valid bets reach tasks, VIP and the rounds through the play outbox drain: wait for it.
  await t.app.jobs.run(PLAY_OUTBOX_JOB);
  const [task] = (await listTasks(t.db, p.playerId, 0)).tasks;
  const [row] = await t.db.query<{ vip_experience: number }>('SELECT vip_experience FROM players WHERE id = $1', [p.playerId]);
  const rounds = await t.db.query<{ valid_amount: number }>('SELECT valid_amount FROM game_rounds WHERE player_id = $1 ORDER BY id', [p.playerId]);
  return { task: task!.curValue, vip: Number(row!.vip_experience), valid: rounds.map((r) => Number(r.valid_amount)) };
}

const roll = (p: Player, target: number) => ok(t, p, '/usercenter/inhouse/dice/roll', { bet: 1_000, target, direction: 'under' });

/** ValidBetRulesConf needs a second operator: one admin proposes, the other approves. */
async function putRules(body: unknown): Promise<number> {
  const url = '/admin/api/config/ValidBetRulesConf/proposals';
  const proposed = await t.app.inject({ method: 'POST', url, headers: { 'x-operator-token': admin }, payload: { body } as object });
  if (proposed.statusCode !== 200) return proposed.statusCode;
  const id = proposed.json<{ id: number }>().id;
  return (await t.app.inject({ method: 'POST', url: `/admin/api/config-proposals/${id}/approve`, headers: { 'x-operator-token': admin2 } })).statusCode;
}

describe('risk-weighted valid bets', () => {
  it('dice at 98% win chance contributes ₨0.00 to betting tasks and VIP experience, win or lose', async () => {
    const p = await playerWithTask();
    for (let i = 0; i < 5; i++) await roll(p, 9_800);
    expect(await progress(p)).toEqual({ task: 0, vip: 0, valid: [0, 0, 0, 0, 0] });
    const [odds] = await t.db.query<{ odds: string }>('SELECT odds::text FROM game_rounds WHERE player_id = $1 LIMIT 1', [p.playerId]);
    expect(Number(odds!.odds)).toBe(0.0102);
  });

  it('dice at 50% contributes the full category share (90% of ₨10.00 = ₨9.00 a roll)', async () => {
    const p = await playerWithTask();
    for (let i = 0; i < 3; i++) await roll(p, 5_000);
    expect(await progress(p)).toEqual({ task: 2_700, vip: 2_700, valid: [900, 900, 900] });
  });

  it('a slot spin is unchanged: 90% of the stake (it reports ordinary risk)', async () => {
    const p = await playerWithTask();
    await ok(t, p, '/usercenter/inhouse/slot/spin', { bet: 1_000 });
    expect(await progress(p)).toEqual({ task: 900, vip: 900, valid: [900] });
  });

  it('mines: one reveal with one mine counts 0; a cash-out after risky reveals counts its band', async () => {
    const p = await playerWithTask();
    // Reveal the first safe tile then cash out: 1 mine, 1 reveal = 1.03x, net odds 0.03 → 0 %.
    const safe = await firstSafeTile(p, 1);
    await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/reveal', { roundId: safe.roundId, tile: safe.tile });
    await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/cashOut', { roundId: safe.roundId });
    // 24 mines, one reveal (win or lose): 24.75x → full weight.
    const risky = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/start', { bet: 1_000, mines: 24 });
    await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/reveal', { roundId: risky.roundId, tile: 0 });
    expect((await progress(p)).valid).toEqual([0, 900]);
  });

  it('crash (a per-player round left open, settled by the recovery job): an auto cash-out at 1.01x counts 0; a lost round with no target keeps the category rule', async () => {
    const p = await playerWithTask();
    // 1.01x auto cash-out: paid at 1.01x (or lost at a 1.00x crash), net odds 0.01 → 0 % either way.
    const low = await leftoverCrashRound(t, p, 1_000, 101);
    // No target and no cash-out: lost at the crash point, counted by its category (90 %).
    const open = await leftoverCrashRound(t, p, 1_000);
    t.clock.advance(Math.max(crashElapsedFor(open.crashPoint + 1), crashElapsedFor(low.crashPoint + 1)) + ROUND_ABANDONED_MS);
    expect(await t.app.jobs.run<RecoveryReport>(ROUND_RECOVERY_JOB)).toMatchObject({ settled: 2, failed: 0 });
    const [lost] = await t.db.query<{ outcome: { won: boolean; cashedOutAt: number | null } }>('SELECT outcome FROM inhouse_rounds WHERE round_id = $1', [open.roundId]);
    expect(lost!.outcome).toMatchObject({ won: false, cashedOutAt: null });
    expect((await progress(p)).valid).toEqual([0, 900]);
  });

  it('an operator change of the bands takes effect on the next round; a bad document is refused and changes nothing', async () => {
    const seeded = (await t.app.inject({ method: 'GET', url: '/admin/api/config/ValidBetRulesConf', headers: { 'x-operator-token': admin } })).json<{ body: Record<string, unknown> }>().body;
    expect(seeded.riskWeights).toEqual([
      { maxOdds: 0.3, percent: 0 },
      { maxOdds: 0.6, percent: 50 },
      { maxOdds: 0.9, percent: 80 },
    ]);
    expect(await putRules({ ...seeded, riskWeights: [{ maxOdds: 1, percent: 50 }, { maxOdds: 0.5, percent: 0 }] })).toBe(400);
    const p = await playerWithTask();
    await roll(p, 5_000);
    // Rounds are counted by the play outbox drain with the rules in force when it runs (within a
    // second of the settle): let this round be counted before the operator's change.
    await t.app.jobs.run(PLAY_OUTBOX_JOB);
    expect(await putRules({ ...seeded, riskWeights: [{ maxOdds: 0.005, percent: 0 }, { maxOdds: 1, percent: 25 }] })).toBe(200);
    await roll(p, 9_800); // 0.0102 → 25 % of 90 % of ₨10.00
    await roll(p, 5_000); // 0.98 → 25 %
    await ok(t, p, '/usercenter/inhouse/slot/spin', { bet: 1_000 }); // ordinary risk 1.00 → 25 %
    expect(await progress(p)).toEqual({ task: 900 + 3 * 225, vip: 900 + 3 * 225, valid: [900, 225, 225, 225] });
    const served = (await t.app.inject({ method: 'GET', url: '/config/ValidBetRulesConf.json' })).json<{ riskWeights: unknown }>();
    expect(served.riskWeights).toEqual([{ maxOdds: 0.005, percent: 0 }, { maxOdds: 1, percent: 25 }]);
    expect(await putRules(seeded)).toBe(200);
  });
});

/** Starts mines rounds until the layout (read by the test from the sealed seed) is known; returns a safe tile. */
async function firstSafeTile(p: Player, mines: number): Promise<{ roundId: string; tile: number }> {
  const round = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/start', { bet: 1_000, mines });
  const [seed] = await t.db.query<{ server_seed_sealed: string }>('SELECT server_seed_sealed FROM inhouse_seeds WHERE player_id = $1 AND revealed_at IS NULL', [p.playerId]);
  const layout = minePositions({ serverSeed: t.cipher.open(seed!.server_seed_sealed), clientSeed: round.clientSeed }, round.nonce, mines);
  const tile = [...Array(25).keys()].find((x) => !layout.includes(x))!;
  return { roundId: round.roundId, tile };
}
