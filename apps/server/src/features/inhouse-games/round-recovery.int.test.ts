// Rounds a crash left behind, made as a crash makes them: the line from the game to the wallet is
// cut before a call arrives (the process died before sending) or after the wallet applied it (died
// before recording the answer). The recovery job then finishes every one exactly as decided — a
// decided round paid, an undecided one refunded — once, however often or concurrently it runs. It
// also settles the per-player crash rounds the retired crash API left open, by their curve.
import type { MinesRound, SeedRotation } from '@khel/contracts/endpoints/inhouse-games';
import { crashElapsedFor } from '@khel/games/crash/crash-curve';
import { minePositions } from '@khel/games/mines/mines';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { HookTransport } from '../../adapters/game-providers/port.ts';
import type { SignedUp } from '../../../test/players.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { fundedPlayer, leftoverCrashRound, ok } from '../../../test/inhouse-games.ts';
import { ROUND_ABANDONED_MS, ROUND_RECOVERY_JOB, type RecoveryReport } from './round-recovery.ts';
import { betTx } from './rounds.ts';

const START = 100_000; // ₨1,000.00
const BET = 1_000; // ₨10.00

/** Where the next callbacks go: through, nowhere (died before sending) or applied and then lost. */
let cut: 'none' | 'before' | 'after' = 'none';
/** A callback held in transit (before or after the wallet) until the test lets it go. */
let hold: { where: 'before' | 'after'; reached: () => void; release: Promise<void> } | null = null;
const cuttable = (inner: HookTransport): HookTransport => async (path, body, headers, method) => {
  if (cut === 'before') throw new Error('test: the process died before the callback left');
  const held = hold;
  if (held?.where === 'before') {
    held.reached();
    await held.release;
  }
  const response = await inner(path, body, headers, method);
  if (held?.where === 'after') {
    held.reached();
    await held.release;
  }
  if (cut === 'after') throw new Error('test: the process died before the answer was recorded');
  return response;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ wrapHookTransport: cuttable });
});
afterEach(async () => {
  cut = 'none';
  expect(await checkLedger(t.db)).toEqual([]);
});
afterAll(async () => t.close());

const recover = () => t.app.jobs.run<RecoveryReport>(ROUND_RECOVERY_JOB);
const abandon = () => t.clock.advance(ROUND_ABANDONED_MS + 1_000);

interface RoundRow {
  round_id: string;
  state: string;
  payout: number;
  outcome: { payout?: number } | null;
}
async function roundsOf(playerId: number): Promise<RoundRow[]> {
  return t.db.query<RoundRow>('SELECT round_id, state, payout, outcome FROM inhouse_rounds WHERE player_id = $1 ORDER BY id', [playerId]);
}

/** A call the cut makes fail, as the player saw it when the server died. */
async function interrupted(player: SignedUp, path: string, body: unknown, how: 'before' | 'after'): Promise<void> {
  cut = how;
  const reply = await call(t.app, 'POST', path, body, { token: player.token });
  cut = 'none';
  expect(reply.code).not.toBe(1);
}

/** Plays mines until a round's first reveal is safe; returns the open round and the safe tile. */
async function minesWithSafeTile(player: SignedUp): Promise<{ round: MinesRound; tile: number }> {
  const round = await ok<MinesRound>(t, player, '/usercenter/inhouse/mines/start', { bet: BET, mines: 3 });
  const [seed] = await t.db.query<{ server_seed_sealed: string; client_seed: string }>(
    'SELECT s.server_seed_sealed, s.client_seed FROM inhouse_rounds r JOIN inhouse_seeds s ON s.id = r.seed_id WHERE r.round_id = $1',
    [round.roundId],
  );
  const layout = minePositions({ serverSeed: t.cipher.open(seed!.server_seed_sealed), clientSeed: seed!.client_seed }, round.nonce, 3);
  const tile = [...Array(25).keys()].find((i) => !layout.includes(i))!;
  return { round, tile };
}

describe('decided rounds are paid as decided', () => {
  it('a slot spin whose bet+settle never reached the wallet: staked and paid once, as its stored outcome says', async () => {
    const p = await fundedPlayer(t, START);
    await interrupted(p, '/usercenter/inhouse/slot/spin', { bet: BET }, 'before');
    const [stuck] = await roundsOf(p.playerId);
    expect(stuck).toMatchObject({ state: 'settling' });
    expect(await availableBalance(t.db, p.playerId)).toBe(START);
    abandon();
    expect(await recover()).toEqual({ settled: 1, refunded: 0, refused: 0, failed: 0 });
    const [done] = await roundsOf(p.playerId);
    expect(done).toMatchObject({ state: 'settled', payout: stuck!.payout });
    expect(await availableBalance(t.db, p.playerId)).toBe(START - BET + stuck!.payout);
    expect(await recover()).toEqual({ settled: 0, refunded: 0, refused: 0, failed: 0 });
    expect(await availableBalance(t.db, p.playerId)).toBe(START - BET + stuck!.payout);
  });

  it('a dice roll the wallet applied before the crash: finished without moving money again', async () => {
    const p = await fundedPlayer(t, START);
    await interrupted(p, '/usercenter/inhouse/dice/roll', { bet: BET, target: 5000, direction: 'under' }, 'after');
    const [stuck] = await roundsOf(p.playerId);
    expect(stuck).toMatchObject({ state: 'settling' });
    const applied = START - BET + stuck!.payout;
    expect(await availableBalance(t.db, p.playerId)).toBe(applied);
    abandon();
    expect(await recover()).toMatchObject({ settled: 1, failed: 0 });
    expect(await roundsOf(p.playerId)).toMatchObject([{ state: 'settled', payout: stuck!.payout }]);
    expect(await availableBalance(t.db, p.playerId)).toBe(applied);
  });

  it('a mines cash-out decided as a win whose settle was lost: the win is paid once', async () => {
    const p = await fundedPlayer(t, START);
    const { round, tile } = await minesWithSafeTile(p);
    await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/reveal', { roundId: round.roundId, tile });
    await interrupted(p, '/usercenter/inhouse/mines/cashOut', { roundId: round.roundId }, 'before');
    const [stuck] = await roundsOf(p.playerId);
    // One safe tile of 22 with 3 mines: ₨10.00 × 0.99 × 25/22 = ₨11.25.
    expect(stuck).toMatchObject({ state: 'settling', payout: 1_125 });
    expect(await availableBalance(t.db, p.playerId)).toBe(START - BET);
    abandon();
    expect(await recover()).toMatchObject({ settled: 1, failed: 0 });
    expect(await availableBalance(t.db, p.playerId)).toBe(START - BET + 1_125);
    expect(await roundsOf(p.playerId)).toMatchObject([{ state: 'settled', payout: 1_125 }]);
  });
});

describe('undecided rounds are refunded', () => {
  it('a mines stake the wallet took before the crash: refunded to the hundredth, the round refunded', async () => {
    const p = await fundedPlayer(t, START);
    await interrupted(p, '/usercenter/inhouse/mines/start', { bet: 1_234, mines: 5 }, 'after');
    expect(await availableBalance(t.db, p.playerId)).toBe(START - 1_234);
    expect(await roundsOf(p.playerId)).toMatchObject([{ state: 'pending' }]);
    abandon();
    expect(await recover()).toEqual({ settled: 0, refunded: 1, refused: 0, failed: 0 });
    expect(await availableBalance(t.db, p.playerId)).toBe(START);
    expect(await roundsOf(p.playerId)).toMatchObject([{ state: 'refunded' }]);
  });

  it('a mines stake that never arrived: nothing moves, and it can never be taken late', async () => {
    const p = await fundedPlayer(t, START);
    await interrupted(p, '/usercenter/inhouse/mines/start', { bet: BET, mines: 3 }, 'before');
    const [stuck] = await roundsOf(p.playerId);
    expect(stuck).toMatchObject({ state: 'pending' });
    abandon();
    expect(await recover()).toMatchObject({ refunded: 1, failed: 0 });
    expect(await availableBalance(t.db, p.playerId)).toBe(START);
    const late = await t.app.gameProviders.inhouse.bet({ txId: betTx(stuck!.round_id), playerId: p.playerId, roundId: stuck!.round_id, gameId: 'inhouse-mines', amount: BET });
    expect(late.status).toBe('BET_ROLLED_BACK');
    expect(await availableBalance(t.db, p.playerId)).toBe(START);
  });

  it('a slot round recorded pending by an older version whose bet+settle went through: settled with the outcome its seeds give', async () => {
    const p = await fundedPlayer(t, START);
    const spin = await ok<{ roundId: string; payout: number }>(t, p, '/usercenter/inhouse/slot/spin', { bet: BET });
    await t.db.query("UPDATE inhouse_rounds SET state = 'pending', payout = 0, outcome = NULL WHERE round_id = $1", [spin.roundId]);
    abandon();
    expect(await recover()).toMatchObject({ settled: 1, failed: 0 });
    const [done] = await roundsOf(p.playerId);
    expect(done).toMatchObject({ state: 'settled', payout: spin.payout });
    expect(done!.outcome?.payout).toBe(spin.payout);
    expect(await availableBalance(t.db, p.playerId)).toBe(START - BET + spin.payout);
  });
});

describe('what recovery leaves alone, and how often it may run', () => {
  it('a mines round in progress is listed by openRounds and never touched; a young stuck round waits', async () => {
    const p = await fundedPlayer(t, START);
    const { round, tile } = await minesWithSafeTile(p);
    await ok<MinesRound>(t, p, '/usercenter/inhouse/mines/reveal', { roundId: round.roundId, tile });
    abandon();
    await interrupted(p, '/usercenter/inhouse/slot/spin', { bet: BET }, 'before');
    await recover();
    const open = await ok<{ mines: MinesRound[] }>(t, p, '/usercenter/inhouse/openRounds');
    expect(open.mines.map((m) => ({ roundId: m.roundId, revealed: m.revealed }))).toEqual([{ roundId: round.roundId, revealed: [tile] }]);
    expect((await roundsOf(p.playerId)).map((r) => r.state)).toEqual(['open', 'settling']);
    expect(await availableBalance(t.db, p.playerId)).toBe(START - BET);
    // Rotation waits for both: the open round is the player's to finish, the young one is in flight.
    const refused = await call(t.app, 'POST', '/usercenter/inhouse/rotateSeed', {}, { token: p.token });
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 1403, msg: 'Finish your open round first' });
    await ok(t, p, '/usercenter/inhouse/mines/cashOut', { roundId: round.roundId });
    abandon();
    // Rotation finishes the abandoned round first instead of refusing for good.
    const rotation = await ok<SeedRotation>(t, p, '/usercenter/inhouse/rotateSeed');
    expect(rotation.revealed.roundsPlayed).toBe(2);
    expect((await roundsOf(p.playerId)).map((r) => r.state)).toEqual(['settled', 'settled']);
  });

  it.each(['before', 'after'] as const)('a stake held in transit %s the wallet past the abandonment age: refunded once, never reopened, the nonce not reused', async (where) => {
    const p = await fundedPlayer(t, START);
    let release!: () => void;
    let reached!: () => void;
    // Held where the test says, however long a busy machine takes to get the callback there.
    const inTransit = new Promise<void>((done) => (reached = done));
    hold = { where, reached, release: new Promise<void>((done) => (release = done)) };
    const live = call(t.app, 'POST', '/usercenter/inhouse/mines/start', { bet: BET, mines: 3 }, { token: p.token });
    await inTransit;
    hold = null;
    abandon();
    expect(await recover()).toMatchObject({ refunded: 1, failed: 0 });
    release();
    expect((await live).code).not.toBe(1);
    expect(await roundsOf(p.playerId)).toMatchObject([{ state: 'refunded' }]);
    expect(await availableBalance(t.db, p.playerId)).toBe(START);
    const next = await ok<{ nonce: number }>(t, p, '/usercenter/inhouse/slot/spin', { bet: BET });
    expect(next.nonce).toBe(1);
  });

  it('two runs at once over the same stuck rounds move each one’s money once', async () => {
    const players = await Promise.all([fundedPlayer(t, START), fundedPlayer(t, START), fundedPlayer(t, START), fundedPlayer(t, START)]);
    await interrupted(players[0]!, '/usercenter/inhouse/slot/spin', { bet: BET }, 'before');
    await interrupted(players[1]!, '/usercenter/inhouse/mines/start', { bet: BET, mines: 2 }, 'after');
    await interrupted(players[2]!, '/usercenter/inhouse/mines/start', { bet: BET, mines: 5 }, 'after');
    // A per-player crash round left open, no auto cash-out: lost at its crash point.
    const leftover = await leftoverCrashRound(t, players[3]!, BET);
    const [slot] = await roundsOf(players[0]!.playerId);
    t.clock.advance(crashElapsedFor(leftover.crashPoint + 1));
    abandon();
    const reports = await Promise.all([recover(), recover(), recover()]);
    const total = reports.reduce((sum, r) => ({ settled: sum.settled + r.settled, refunded: sum.refunded + r.refunded, failed: sum.failed + r.failed }), {
      settled: 0,
      refunded: 0,
      failed: 0,
    });
    expect(total.failed).toBe(0);
    expect(total.settled).toBeGreaterThanOrEqual(2);
    expect(total.refunded).toBeGreaterThanOrEqual(2);
    expect(await availableBalance(t.db, players[0]!.playerId)).toBe(START - BET + slot!.payout);
    expect(await availableBalance(t.db, players[1]!.playerId)).toBe(START);
    expect(await availableBalance(t.db, players[2]!.playerId)).toBe(START);
    expect(await availableBalance(t.db, players[3]!.playerId)).toBe(START - BET);
    const states = await t.db.query<{ state: string; n: number }>(
      "SELECT state, count(*)::int AS n FROM inhouse_rounds WHERE player_id = ANY($1) GROUP BY state ORDER BY state",
      [players.map((p) => p.playerId)],
    );
    expect(states).toEqual([
      { state: 'refunded', n: 2 },
      { state: 'settled', n: 2 },
    ]);
  });
});

describe('per-player crash rounds the retired crash API left open', () => {
  interface CrashRow {
    state: string;
    payout: number;
    outcome: { crashPoint: number; cashedOutAt: number | null; won: boolean } | null;
  }
  const crashRows = (playerId: number) =>
    t.db.query<CrashRow>("SELECT state, payout, outcome FROM inhouse_rounds WHERE player_id = $1 AND game = 'crash' ORDER BY id", [playerId]);

  it('each is settled once its curve has passed: an auto cash-out at or below the crash point pays exactly its target, any other bet loses', async () => {
    const p = await fundedPlayer(t, START);
    const stake = 1_234; // ₨12.34: a 1.50x auto cash-out pays floor(1,234 × 1.5) = ₨18.51
    const rounds = [];
    for (let i = 0; i < 6; i++) rounds.push(await leftoverCrashRound(t, p, stake, i < 4 ? 150 : null));
    expect(await availableBalance(t.db, p.playerId)).toBe(START - 6 * stake);
    t.clock.advance(Math.max(...rounds.map((r) => crashElapsedFor(r.crashPoint + 1)), crashElapsedFor(151)));
    abandon();
    expect(await recover()).toEqual({ settled: 6, refunded: 0, refused: 0, failed: 0 });
    const expected = rounds.map((r, i): number => (i < 4 && r.crashPoint >= 150 ? 1_851 : 0));
    expect((await crashRows(p.playerId)).map((r) => ({ state: r.state, payout: r.payout, crashPoint: r.outcome?.crashPoint }))).toEqual(
      rounds.map((r, i) => ({ state: 'settled', payout: expected[i], crashPoint: r.crashPoint })),
    );
    const paid = expected.reduce((sum, x) => sum + x, 0);
    expect(await availableBalance(t.db, p.playerId)).toBe(START - 6 * stake + paid);
    expect(await recover()).toEqual({ settled: 0, refunded: 0, refused: 0, failed: 0 });
    expect(await availableBalance(t.db, p.playerId)).toBe(START - 6 * stake + paid);
  });

  it('one whose curve has not reached its crash point or target stays open and blocks rotation; once it has, rotation settles it first', async () => {
    const p = await fundedPlayer(t, START);
    const round = await leftoverCrashRound(t, p, BET, 100_000_000);
    abandon();
    // Its curve restarted at the clock's now: 1.00x, below any crash point above 1.00x.
    await t.db.query("UPDATE inhouse_rounds SET params = jsonb_set(params, '{startedAt}', to_jsonb($2::bigint)) WHERE round_id = $1", [
      round.roundId,
      t.clock.now().getTime(),
    ]);
    if (round.crashPoint > 100) {
      expect(await recover()).toEqual({ settled: 0, refunded: 0, refused: 0, failed: 0 });
      expect(await crashRows(p.playerId)).toMatchObject([{ state: 'open', payout: 0, outcome: null }]);
      const refused = await call(t.app, 'POST', '/usercenter/inhouse/rotateSeed', {}, { token: p.token });
      expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 1403, msg: 'Finish your open round first' });
    }
    t.clock.advance(crashElapsedFor(round.crashPoint + 1));
    await ok<SeedRotation>(t, p, '/usercenter/inhouse/rotateSeed');
    expect(await crashRows(p.playerId)).toMatchObject([{ state: 'settled', payout: 0, outcome: { crashPoint: round.crashPoint, won: false, cashedOutAt: null } }]);
    expect(await availableBalance(t.db, p.playerId)).toBe(START - BET);
  });
});
