// In-house games end to end through app.inject: fairness commitments, rounds whose money moves only
// through the in-house provider's callbacks, the records and reports, and the cash-out rules.
// Crash is the shared room (crash-table.int.test.ts); the per-player crash API is gone
// (round-recovery.int.test.ts settles the rounds it left open).
import { createHash } from 'node:crypto';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { Fairness, MinesRound, SeedRotation, VerifyResponse } from '@khel/contracts/endpoints/inhouse-games';
import type { BetRecord, ReportTotal } from '@khel/contracts/endpoints/game-wallet-records';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, rowCounts, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { businessDay } from '../../platform/clock.ts';
import { createBettingTask, listTasks } from '../wagering/wagering.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { fundedPlayer, ok } from '../../../test/inhouse-games.ts';
import { PLAY_OUTBOX_JOB } from '../game-wallet/play-outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

type Spin = { roundId: string; nonce: number; serverSeedHash: string; clientSeed: string; bet: number; payout: number; balance: number; finished: boolean };
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const today = () => businessDay(t.clock.now());

/** The player's active server seed as stored (sealed), and opened with the app's cipher. */
async function activeSeed(playerId: number): Promise<{ sealed: string; serverSeed: string }> {
  const rows = await t.db.query<{ server_seed_sealed: string }>(
    'SELECT server_seed_sealed FROM inhouse_seeds WHERE player_id = $1 AND revealed_at IS NULL',
    [playerId],
  );
  const sealed = rows[0]!.server_seed_sealed;
  return { sealed, serverSeed: t.cipher.open(sealed) };
}

describe('slot, fairness and records', () => {
  it('five spins move the balance by Σ(payout − bet); records, totals and verify agree; the hash commits to the revealed seed', async () => {
    const p = await fundedPlayer(t, 100_000);
    const before = await ok<Fairness>(t, p, '/usercenter/inhouse/fairness');
    expect(before.nonce).toBe(0);
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const spins: Spin[] = [];
    for (let i = 0; i < 5; i++) spins.push(await ok<Spin>(t, p, '/usercenter/inhouse/slot/spin', { bet: 200 }));
    expect(spins.map((s) => s.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(spins.every((s) => s.serverSeedHash === before.serverSeedHash && s.finished)).toBe(true);
    const net = spins.reduce((sum, s) => sum + s.payout - s.bet, 0);
    expect(await availableBalance(t.db, p.playerId)).toBe(100_000 + net);
    expect(spins.at(-1)!.balance).toBe(100_000 + net);
    expect(JSON.stringify(spins)).not.toMatch(/serverSeed"/);
    await t.app.jobs.run(PLAY_OUTBOX_JOB); // valid bets are written by the play outbox drain

    const query = { startDate: today(), endDate: today(), page: 0 };
    const page = await ok<{ data: string }>(t, p, '/usercenter/game/gameRecord', { ...query, state: 'all', platform: 'inhouse' });
    const rows = JSON.parse(page.data) as BetRecord[];
    expect(rows.map((r) => r.round).sort()).toEqual(spins.map((s) => s.roundId).sort());
    expect(rows.every((r) => r.gameId === 'inhouse-slot' && r.gameName === 'Khel Fortune Slots' && r.state === 1 && r.validAmount === 180)).toBe(true);
    expect(rows.reduce((sum, r) => sum + r.winLoseAmount, 0)).toBe(net);
    expect(JSON.parse((await ok<{ data: string }>(t, p, '/usercenter/game/gameRecord', { ...query, state: -1 })).data)).toEqual([]);
    const total = await ok<ReportTotal>(t, p, '/usercenter/game/reportTotal', query);
    expect(total).toEqual({ betAmount: 1_000, winLoseAmount: net, validAmount: 900, rounds: 5 });
    const days = JSON.parse((await ok<{ data: string }>(t, p, '/usercenter/game/reportRecord', query)).data) as unknown[];
    expect(days).toEqual([{ dateTeg: today(), betAmount: 1_000, winLoseAmount: net, validAmount: 900, rounds: 5 }]);

    const rotation = await ok<SeedRotation>(t, p, '/usercenter/inhouse/rotateSeed');
    expect(sha256(rotation.revealed.serverSeed)).toBe(before.serverSeedHash);
    // At rest the seed is sealed (AES-256-GCM, `v1.`): a database reader cannot predict rounds.
    const stored = await t.db.query<{ server_seed_sealed: string; revealed: boolean }>(
      'SELECT server_seed_sealed, revealed_at IS NOT NULL AS revealed FROM inhouse_seeds WHERE player_id = $1 ORDER BY id',
      [p.playerId],
    );
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.server_seed_sealed.startsWith('v1.')).toBe(true);
      expect(row.server_seed_sealed).not.toContain(rotation.revealed.serverSeed);
    }
    expect(JSON.stringify(await t.db.query('SELECT * FROM inhouse_seeds WHERE player_id = $1', [p.playerId]))).not.toContain(rotation.revealed.serverSeed);
    expect(t.cipher.open(stored[0]!.server_seed_sealed)).toBe(rotation.revealed.serverSeed);
    expect(rotation.revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, clientSeed: before.clientSeed, roundsPlayed: 5 });
    expect(rotation.fairness.nonce).toBe(0);
    expect(rotation.fairness.serverSeedHash).not.toBe(before.serverSeedHash);
    for (const spin of spins) {
      const v = await ok<VerifyResponse>(t, null, '/usercenter/inhouse/verify', {
        game: 'slot',
        serverSeed: rotation.revealed.serverSeed,
        clientSeed: before.clientSeed,
        nonce: spin.nonce,
        serverSeedHash: before.serverSeedHash,
        params: { bet: 200 },
      });
      expect(v.commitmentMatches).toBe(true);
      expect(v.outcome.payout).toBe(spin.payout);
      expect(v.outcome).toEqual((spin as Spin & { outcome: unknown }).outcome);
    }
    const after = await ok<Fairness>(t, p, '/usercenter/inhouse/fairness');
    expect(after.revealed[0]!.serverSeed).toBe(rotation.revealed.serverSeed);
  });

  it('setting the client seed rotates; a bad client seed or slot bet is refused', async () => {
    const p = await fundedPlayer(t, 10_000);
    const before = await ok<Fairness>(t, p, '/usercenter/inhouse/fairness');
    await ok(t, p, '/usercenter/inhouse/slot/spin', { bet: 20 });
    const r = await ok<SeedRotation>(t, p, '/usercenter/inhouse/clientSeed', { clientSeed: 'my-lucky-seed' });
    expect(r.revealed.roundsPlayed).toBe(1);
    expect(sha256(r.revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(r.fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect((await call(t.app, 'POST', '/usercenter/inhouse/clientSeed', { clientSeed: 'a:b' }, { token: p.token })).code).not.toBe(1);
    expect((await call(t.app, 'POST', '/usercenter/inhouse/slot/spin', { bet: 21 }, { token: p.token })).msg).toBe('Invalid bet amount');
  });

  it('insufficient funds: "Insufficient coins", nothing changes (balance, rounds, ledger, nonce)', async () => {
    const p = await fundedPlayer(t, 100);
    const tables = ['ledger_transfers', 'game_rounds', 'inhouse_rounds'];
    const counts = await rowCounts(t.db, tables);
    const reply = await call(t.app, 'POST', '/usercenter/inhouse/dice/roll', { bet: 500, target: 5000, direction: 'under' }, { token: p.token });
    expect(reply.msg).toBe('Insufficient coins');
    expect(await rowCounts(t.db, tables)).toEqual(counts);
    expect(await availableBalance(t.db, p.playerId)).toBe(100);
    expect((await ok<Fairness>(t, p, '/usercenter/inhouse/fairness')).nonce).toBe(0);
    expect((await call(t.app, 'POST', '/usercenter/inhouse/mines/start', { bet: 500, mines: 3 }, { token: p.token })).msg).toBe('Insufficient coins');
    expect(await rowCounts(t.db, tables)).toEqual(counts);
  });

  it('playing completes a deposit-bonus betting task (valid bets count)', async () => {
    const p = await fundedPlayer(t, 100_000);
    await t.db.transaction((tx) => createBettingTask(tx, { playerId: p.playerId, money: 900, multi: 1, reason: Reason.deposit, desc: '0', reference: '' }));
    for (let i = 0; i < 5; i++) await ok(t, p, '/usercenter/inhouse/slot/spin', { bet: 200 });
    await t.app.jobs.run(PLAY_OUTBOX_JOB);
    const [task] = (await listTasks(t.db, p.playerId, 0)).tasks;
    expect(task).toMatchObject({ curValue: 900, remaining: 0 });
    expect(task!.state).not.toBe(0);
  });

  it('recent wins are public and masked', async () => {
    const wins = await call<{ list: { player: string }[] }>(t.app, 'POST', '/usercenter/game/recentWins', { limit: 5 });
    expect(wins.code).toBe(1);
    for (const w of wins.data.list) expect(w.player).toMatch(/^\d{2}\*{4}\d{2}$|^.\*{4}$/);
  });
});

describe('dice', () => {
  it('rolls, pays per the engine, and verify recomputes it', async () => {
    const p = await fundedPlayer(t, 50_000);
    const f = await ok<Fairness>(t, p, '/usercenter/inhouse/fairness');
    const r = await ok<Spin & { outcome: { roll: number; won: boolean } }>(t, p, '/usercenter/inhouse/dice/roll', { bet: 1_000, target: 5_000, direction: 'over' });
    expect(r.outcome.won).toBe(r.outcome.roll >= 5_000);
    expect(r.payout).toBe(r.outcome.won ? 1_980 : 0);
    expect(await availableBalance(t.db, p.playerId)).toBe(50_000 - 1_000 + r.payout);
    const { revealed } = await ok<SeedRotation>(t, p, '/usercenter/inhouse/rotateSeed');
    const v = await ok<VerifyResponse>(t, null, '/usercenter/inhouse/verify', {
      game: 'dice',
      serverSeed: revealed.serverSeed,
      clientSeed: f.clientSeed,
      nonce: 0,
      params: { bet: 1_000, target: 5_000, direction: 'over' },
    });
    expect(v.outcome).toEqual(r.outcome);
  });
});

async function minesLayout(playerId: number, round: MinesRound): Promise<number[]> {
  const { minePositions } = await import('@khel/games/mines/mines');
  const { serverSeed } = await activeSeed(playerId);
  return minePositions({ serverSeed, clientSeed: round.clientSeed }, round.nonce, round.mines);
}

describe('mines', () => {
  it('safe reveals then cash-out pays the multiplier; a mine ends the round with 0 and shows the board', async () => {
    const p = await fundedPlayer(t, 100_000);
    const start = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/start', { bet: 1_000, mines: 3 });
    expect(start.outcome).toBeNull();
    expect(await availableBalance(t.db, p.playerId)).toBe(99_000);
    const mines = await minesLayout(p.playerId, start);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
    let view = start;
    for (const tile of safe.slice(0, 5)) view = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/reveal', { roundId: start.roundId, tile });
    expect(view).toMatchObject({ finished: false, revealed: safe.slice(0, 5), multiplier: 199 });
    const cashed = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/cashOut', { roundId: start.roundId });
    expect(cashed.outcome).toMatchObject({ won: true, payout: 1_997, mines });
    expect(await availableBalance(t.db, p.playerId)).toBe(99_000 + 1_997);

    const second = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/start', { bet: 1_000, mines: 5 });
    const layout = await minesLayout(p.playerId, second);
    const boom = await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/reveal', { roundId: second.roundId, tile: layout[0] });
    expect(boom).toMatchObject({ finished: true, payout: 0, outcome: { hitMine: layout[0], won: false, mines: layout } });
    expect((await call(t.app, 'POST', '/usercenter/inhouse/mines/cashOut', { roundId: second.roundId }, { token: p.token })).msg).toBe('This round is already over');
    expect(await availableBalance(t.db, p.playerId)).toBe(98_000 + 1_997);
  });

  it("player A cannot act on B's round", async () => {
    const a = await fundedPlayer(t, 10_000);
    const b = await fundedPlayer(t, 10_000);
    const mines = await ok<MinesRound>(t, b, '/usercenter/inhouse/mines/start', { bet: 100, mines: 3 });
    expect((await call(t.app, 'POST', '/usercenter/inhouse/mines/reveal', { roundId: mines.roundId, tile: 0 }, { token: a.token })).msg).toBe('Round not found');
    expect((await call(t.app, 'POST', '/usercenter/inhouse/mines/cashOut', { roundId: mines.roundId }, { token: a.token })).msg).toBe('Round not found');
    expect(await availableBalance(t.db, a.playerId)).toBe(10_000);
    // tidy: B finishes the round
    const layout = await minesLayout(b.playerId, mines);
    await ok(t, b, '/usercenter/inhouse/mines/reveal', { roundId: mines.roundId, tile: layout[0] });
  });
});

describe('retired per-player crash', () => {
  it('its bet, cash-out and poll are gone: a stale client gets 404 and no round is made', async () => {
    const p = await fundedPlayer(t, 10_000);
    for (const path of ['crash/bet', 'crash/cashOut', 'crash/state']) {
      expect((await call(t.app, 'POST', `/usercenter/inhouse/${path}`, { bet: 500, roundId: 'x' }, { token: p.token })).status).toBe(404);
    }
    expect(await t.db.query('SELECT 1 FROM inhouse_rounds WHERE player_id = $1', [p.playerId])).toEqual([]);
    expect(await availableBalance(t.db, p.playerId)).toBe(10_000);
  });
});
