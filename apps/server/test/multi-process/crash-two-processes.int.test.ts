// The shared crash round on two real server processes and one PostgreSQL database: both tick the
// same round (no driver to elect), a bet placed on A is cashed out on B, and the bet is staked and
// settled once; both processes answer the same round with the same bust point and hash, and the
// real ledger:check passes. Runs only on PostgreSQL (the embedded database is one process).
import { describe, expect, it } from 'vitest';
import type { CrashMyBet, CrashTable } from '@khel/contracts/endpoints/inhouse-crash';
import { ErrorCode } from '@khel/contracts/error-codes';
import { availableBalance } from '../../src/features/wallet/wallet.service.ts';
import type { Database } from '../../src/platform/db.ts';
import type { Store } from '../server-process.ts';
import { fund } from '../wallet.ts';
import { ledgerCheckCli, playerCall, signUpOn, until, useTwoServers, type Running } from './two-servers.ts';

const START = 100_000;
const BET = 1_000;

let store: Store;
let db: Database;
let a: Running;
let b: Running;
useTwoServers({}, (servers) => ({ store, db, a, b } = servers));

const state = async (server: Running) => (await playerCall<CrashTable>(server, '/usercenter/inhouse/crash-table/state')).data;

describe.runIf(process.env.TEST_DATABASE_URL)('shared crash on two server processes', () => {
  it('a bet on A cashed out on B settles once, and both see the same bust point', async () => {
    const player = await signUpOn(a);
    await fund(db, player.playerId, START);
    // A round taking bets with time left to place one (both processes tick; either may have opened it).
    let gameId = 0;
    await until(
      'a round taking bets',
      async () => {
        const { game, now } = await state(b);
        if (game?.state !== 'betting' || Date.parse(game.flyingAt) - Date.parse(now) < 1_500) return false;
        gameId = game.id;
        return true;
      },
      // Two loaded cores: a process's first round waits for its start-up and the chain's hashing.
      60_000,
      100,
    ).catch((error: unknown) => Promise.reject(new Error(`${String(error)}\nA: ${a.output()}\nB: ${b.output()}`)));
    const placed = await playerCall<CrashMyBet>(a, '/usercenter/inhouse/crash-table/bet', { bet: BET }, { token: player.token });
    expect(placed.code, placed.msg).toBe(1);
    expect(placed.data.gameId).toBe(gameId);

    // As soon as the curve passes 1.01x, cash out on B (the round may bust first: then it is lost).
    let cashed: CrashMyBet | null = null;
    await until(
      'B to answer the cash-out',
      async () => {
        const reply = await playerCall<CrashMyBet>(b, '/usercenter/inhouse/crash-table/cashOut', { gameId }, { token: player.token });
        if (reply.code === 1) cashed = reply.data;
        // Before 1.01x the cash-out is refused as invalid and tried again; a bet the bust settled is over.
        return reply.code === 1 || reply.code === ErrorCode.gameRoundOver;
      },
      30_000,
      50,
    );
    const busted = async (server: Running) => (await state(server)).history.find((h) => h.id === gameId);
    await until('the bust seen on both', async () => (await busted(a)) !== undefined && (await busted(b)) !== undefined, 120_000, 200);
    const [onA, onB] = [await busted(a), await busted(b)];
    expect(onA).toEqual(onB);

    const rows = await db.query<{ state: string; payout: number }>('SELECT state, payout FROM inhouse_rounds WHERE player_id = $1', [player.playerId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('settled');
    const payout = rows[0]!.payout;
    if (cashed) expect((cashed as CrashMyBet).payout ?? 0).toBe(payout);
    const moves = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM game_transactions WHERE provider_tx_id IN ($1, $2)",
      [`b:${placed.data.roundId}`, `s:${placed.data.roundId}`],
    );
    expect(moves[0]!.n).toBe(2);
    expect(await availableBalance(db, player.playerId)).toBe(START - BET + payout);
    const check = ledgerCheckCli(store.env);
    expect(check.status, check.output).toBe(0);
  }, 240_000);
});
