// The shared crash round as players meet it, on the real app with a clock the test moves: two
// players bet the same round, one cashes out at 2.00x and the other rides it to the bust; an auto
// cash-out pays exactly its target; a bet after betting closes is refused with its message; the
// round's hash proves its bust point and links to the round before; and a bet whose settle was lost
// with the process is finished by the recovery job once.
import type { CrashMyBet, CrashRoundCheck, CrashTable } from '@khel/contracts/endpoints/inhouse-crash';
import { ErrorCode } from '@khel/contracts/error-codes';
import { chainBustPoint, chainNext } from '@khel/games/crash/crash-chain';
import { crashElapsedFor } from '@khel/games/crash/crash-curve';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, ok } from '../../../test/inhouse-games.ts';
import type { SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { HookTransport } from '../../adapters/game-providers/port.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { bustElapsedMs, CRASH_BUSTED_MS, CRASH_TABLE_JOB } from './crash-table.ts';
import { maskName } from '../players/players.service.ts';
import { ROUND_ABANDONED_MS, ROUND_RECOVERY_JOB, type RecoveryReport } from './round-recovery.ts';

const START = 100_000; // ₨1,000.00
const BET = 1_000; // ₨10.00

/** Settle callbacks are lost (sent, applied, answer never recorded) while true: a process dying mid-settle. */
let loseSettles = false;
const cuttable =
  (inner: HookTransport): HookTransport =>
  async (path, body, headers, method) => {
    const response = await inner(path, body, headers, method);
    if (loseSettles && String(path).includes('settle')) throw new Error('test: the process died before the answer was recorded');
    return response;
  };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ wrapHookTransport: cuttable });
});
afterEach(async () => {
  loseSettles = false;
  expect(await checkLedger(t.db)).toEqual([]);
});
afterAll(async () => t.close());

const tick = () => t.app.jobs.run(CRASH_TABLE_JOB);
const table = () => ok<CrashTable>(t, null, '/usercenter/inhouse/crash-table/state');

/** The bust point of the round now taking bets, as only the server knows it before the bust. */
async function secretBust(gameId: number): Promise<number> {
  const [row] = await t.db.query<{ hash_sealed: string; salt: string }>(
    'SELECT g.hash_sealed, c.salt FROM crash_games g JOIN crash_chains c ON c.id = g.chain_id WHERE g.id = $1',
    [gameId],
  );
  return chainBustPoint(t.cipher.open(row!.hash_sealed), row!.salt);
}

/** Plays rounds nobody bets on until one taking bets will bust at `min` or above; returns it. */
async function roundBustingAtLeast(min: number): Promise<{ id: number; bust: number; flyingAt: number }> {
  for (;;) {
    await tick();
    const { game } = await table();
    if (game?.state === 'betting') {
      const bust = await secretBust(game.id);
      if (bust >= min) return { id: game.id, bust, flyingAt: Date.parse(game.flyingAt) };
      t.clock.set(new Date(Date.parse(game.flyingAt) + bustElapsedMs(bust) + CRASH_BUSTED_MS));
      await tick();
    } else {
      t.clock.advance(1_000);
    }
  }
}

const flyTo = (round: { flyingAt: number }, ms: number) => t.clock.set(new Date(round.flyingAt + ms));

describe('shared crash round', () => {
  it('two players in one round: 2.00x cash-out paid, the other busts, an auto cash-out pays exactly its target', async () => {
    const [cashes, rides, auto, late] = await Promise.all([fundedPlayer(t, START), fundedPlayer(t, START), fundedPlayer(t, START), fundedPlayer(t, START)]);
    // The auto player chose to show their name in public lists; the others are masked.
    await ok(t, auto, '/usercenter/game/betPrivacy/update', { showName: true });
    const round = await roundBustingAtLeast(200);
    const cashesBet = await ok<CrashMyBet>(t, cashes, '/usercenter/inhouse/crash-table/bet', { bet: BET });
    await ok<CrashMyBet>(t, rides, '/usercenter/inhouse/crash-table/bet', { bet: BET });
    // The bet record's Verify link: no seeds, and no hash while the round runs.
    expect(await ok(t, cashes, '/usercenter/inhouse/roundFairness', { roundId: cashesBet.roundId })).toMatchObject({ kind: 'shared-crash', crashRound: round.id, hash: null, bet: BET });
    const autoBet = await ok<CrashMyBet>(t, auto, '/usercenter/inhouse/crash-table/bet', { bet: 333, autoCashOut: 150 });
    expect(autoBet).toMatchObject({ gameId: round.id, bet: 333, autoCashOut: 150, payout: null, finished: false, balance: START - 333 });
    const again = await call(t.app, 'POST', '/usercenter/inhouse/crash-table/bet', { bet: BET }, { token: rides.token });
    expect(again.code).toBe(ErrorCode.crashAlreadyBet);

    // Betting closes at flyingAt, on the server's clock, whether or not a tick has moved the row.
    flyTo(round, 0);
    const refused = await call(t.app, 'POST', '/usercenter/inhouse/crash-table/bet', { bet: BET }, { token: late.token });
    expect(refused).toMatchObject({ code: ErrorCode.crashBettingClosed, msg: 'Bets for this round are closed: bet again when the next round opens' });
    await tick();

    // 1.60x: the tick has paid the auto cash-out at exactly 1.50x (floor(333 × 1.5) = 499).
    flyTo(round, crashElapsedFor(160));
    await tick();
    const cashOut = await call(t.app, 'POST', '/usercenter/inhouse/crash-table/cashOut', { gameId: round.id, at: 150 }, { token: auto.token });
    expect(cashOut.code).toBe(ErrorCode.gameRoundOver);

    flyTo(round, crashElapsedFor(200));
    const cashed = await ok<CrashMyBet>(t, cashes, '/usercenter/inhouse/crash-table/cashOut', { gameId: round.id, at: 200 });
    expect(cashed).toMatchObject({ cashedOutAt: 200, payout: 2_000, finished: true, balance: START - BET + 2_000 });

    flyTo(round, bustElapsedMs(round.bust));
    await tick();
    const after = await table();
    expect(after.game).toMatchObject({ id: round.id, state: 'busted', bustPoint: round.bust });
    expect(after.history[0]).toEqual({ id: round.id, bustPoint: round.bust, hash: after.game!.hash });
    expect(await ok(t, cashes, '/usercenter/inhouse/roundFairness', { roundId: cashesBet.roundId })).toEqual({
      kind: 'shared-crash',
      game: 'crash',
      crashRound: round.id,
      hash: after.game!.hash,
      salt: after.chains[0]!.salt,
      bet: BET,
      cashOutAt: 200,
    });
    const byName = Object.fromEntries(after.players.map((p) => [p.name, p]));
    expect(after.players).toHaveLength(3);
    expect(byName[maskName(cashes.account)]).toMatchObject({ bet: BET, cashedOutAt: 200, payout: 2_000 });
    expect(byName[maskName(rides.account)]).toMatchObject({ bet: BET, cashedOutAt: null, payout: 0 });
    expect(byName[auto.account]).toMatchObject({ bet: 333, cashedOutAt: 150, payout: 499 });
    expect(maskName(cashes.account)).not.toBe(cashes.account);

    expect(await availableBalance(t.db, cashes.playerId)).toBe(START + 1_000);
    expect(await availableBalance(t.db, rides.playerId)).toBe(START - BET);
    expect(await availableBalance(t.db, auto.playerId)).toBe(START + 166);
    expect(await availableBalance(t.db, late.playerId)).toBe(START);
    const lost = await call(t.app, 'POST', '/usercenter/inhouse/crash-table/cashOut', { gameId: round.id }, { token: rides.token });
    expect(lost.code).toBe(ErrorCode.gameRoundOver);
  });

  it("a round's revealed hash gives its bust point and hashes to the round before", async () => {
    const first = await roundBustingAtLeast(100);
    flyTo(first, bustElapsedMs(first.bust));
    await tick();
    const second = await roundBustingAtLeast(100);
    flyTo(second, bustElapsedMs(second.bust));
    await tick();
    const check = await ok<CrashRoundCheck>(t, null, '/usercenter/inhouse/crash-table/verify', { id: second.id });
    expect(check).toMatchObject({ id: second.id, bustPoint: second.bust, linkMatches: true });
    const { history, chains } = await table();
    expect(check.previousHash).toBe(chainNext(check.hash));
    expect(history.find((h) => h.id === second.id)?.hash).toBe(check.hash);
    // The chain's terminating hash is the first round's link, published before it was played.
    const [firstGame] = await t.db.query<{ id: number }>('SELECT id FROM crash_games WHERE game = 1 AND chain_id = $1', [chains[0]!.id]);
    const one = await ok<CrashRoundCheck>(t, null, '/usercenter/inhouse/crash-table/verify', { id: firstGame!.id });
    expect(one).toMatchObject({ previousHash: chains[0]!.terminatingHash, linkMatches: true });
    // A round still running reveals nothing (the next opens once the bust has been shown).
    t.clock.advance(CRASH_BUSTED_MS);
    await tick();
    const running = await table();
    expect(running.game?.hash).toBeNull();
    const early = await call(t.app, 'POST', '/usercenter/inhouse/crash-table/verify', { id: running.game!.id });
    expect(early.code).toBe(ErrorCode.gameRoundNotFound);
  });

  it('a visitor watches without a session; a bet needs one', async () => {
    expect((await call(t.app, 'POST', '/usercenter/inhouse/crash-table/state', {})).code).toBe(1);
    expect((await call(t.app, 'POST', '/usercenter/inhouse/crash-table/bet', { bet: BET })).status).toBe(401);
  });

  it('a cash-out whose settle answer was lost with the process is paid once by the recovery job', async () => {
    const player: SignedUp = await fundedPlayer(t, START);
    const round = await roundBustingAtLeast(150);
    await ok<CrashMyBet>(t, player, '/usercenter/inhouse/crash-table/bet', { bet: BET });
    flyTo(round, crashElapsedFor(150));
    loseSettles = true;
    const reply = await call(t.app, 'POST', '/usercenter/inhouse/crash-table/cashOut', { gameId: round.id, at: 150 }, { token: player.token });
    loseSettles = false;
    expect(reply.code).not.toBe(1);
    const [row] = await t.db.query<{ state: string; payout: number }>('SELECT state, payout FROM inhouse_rounds WHERE player_id = $1', [player.playerId]);
    expect(row).toEqual({ state: 'settling', payout: 1_500 });
    flyTo(round, bustElapsedMs(round.bust) + ROUND_ABANDONED_MS + 1_000);
    const report = await t.app.jobs.run<RecoveryReport>(ROUND_RECOVERY_JOB);
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await t.app.jobs.run<RecoveryReport>(ROUND_RECOVERY_JOB)).toMatchObject({ settled: 0, refunded: 0 });
    expect(await availableBalance(t.db, player.playerId)).toBe(START + 500);
    await tick(); // the bust of the round, long over by the clock
    expect((await table()).history[0]).toMatchObject({ id: round.id, bustPoint: round.bust });
  });
});

