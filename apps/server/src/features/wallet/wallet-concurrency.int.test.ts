// Races against the wallet. Meaningful on PostgreSQL (TEST_DATABASE_URL), where the calls really
// run in parallel on separate connections; PGlite serialises them, so there they only prove the
// outcomes are right in some order.
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db.ts';
import { freshDatabase } from '../../../test/test-database.ts';
import { checkLedger } from './ledger-check.ts';
import { HoldAlreadyResolvedError, IdempotencyConflictError, InsufficientFundsError } from './wallet.errors.ts';
import { balanceOf, hold, postHold, transfer, voidHold, type TransferRequest } from './wallet.service.ts';
import { createPlayers, fund, ledgerRowCounts, newKey } from '../../../test/wallet.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => db.close());

const PROVIDER = 'provider:race';

function settle<T>(calls: Promise<T>[]): Promise<PromiseSettledResult<T>[]> {
  return Promise.all(calls.map((c) => c.then((value) => ({ status: 'fulfilled' as const, value }), (reason: unknown) => ({ status: 'rejected' as const, reason }))));
}

function rejectedWith(results: PromiseSettledResult<unknown>[], type: abstract new (...args: never[]) => unknown): number {
  return results.filter((r) => r.status === 'rejected' && r.reason instanceof type).length;
}

function unexpected(results: PromiseSettledResult<unknown>[], ...allowed: (abstract new (...args: never[]) => unknown)[]): unknown[] {
  return results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected' && !allowed.some((type) => r.reason instanceof type))
    .map((r) => r.reason);
}

describe('wallet under concurrency', () => {
  it('50 parallel withdrawal holds of 100.00 against a balance covering exactly 17: 17 succeed, 33 are refused', async () => {
    const [player] = await createPlayers(db, 1);
    const balance = 17 * 10_000 + 9_999;
    await fund(db, player!, balance);
    const results = await settle(
      Array.from({ length: 50 }, () =>
        hold(db, { idempotencyKey: newKey('wd'), playerId: player!, amount: 10_000, reason: Reason.withdrawal }),
      ),
    );
    expect(unexpected(results, InsufficientFundsError)).toEqual([]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(17);
    expect(rejectedWith(results, InsufficientFundsError)).toBe(33);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as InsufficientFundsError).available).toBeLessThan(10_000);
    }
    expect(await balanceOf(db, player!)).toEqual({ balance, held: 17 * 10_000, available: balance - 17 * 10_000 });
    const [pending] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_holds h JOIN ledger_accounts a ON a.id = h.account_id WHERE a.player_id = $1 AND h.state = 'pending'",
      [player],
    );
    expect(pending!.n).toBe(17);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('40 parallel bets of 10.00 against a balance covering exactly 13 of them: 13 succeed', async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 13 * 1_000 + 999);
    const results = await settle(
      Array.from({ length: 40 }, () =>
        transfer(db, { idempotencyKey: newKey('bet'), from: { player: player! }, to: { system: PROVIDER }, amount: 1_000, reason: Reason.bet }),
      ),
    );
    expect(unexpected(results, InsufficientFundsError)).toEqual([]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(13);
    expect(await balanceOf(db, player!)).toEqual({ balance: 999, held: 0, available: 999 });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('20 parallel transfers with the same idempotency key: one applied, 19 replays, one credit', async () => {
    const [player] = await createPlayers(db, 1);
    const request: TransferRequest = { idempotencyKey: newKey('dep'), from: { system: 'gateway:sandbox' }, to: { player: player! }, amount: 7_777, reason: Reason.deposit };
    const before = await ledgerRowCounts(db);
    const results = await Promise.all(Array.from({ length: 20 }, () => transfer(db, { ...request })));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(results.filter((r) => r.replayed)).toHaveLength(19);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    const after = await ledgerRowCounts(db);
    expect(after.transfers - before.transfers).toBe(1);
    expect(after.entries - before.entries).toBe(2);
    expect(await balanceOf(db, player!)).toMatchObject({ balance: 7_777 });
    expect(await checkLedger(db)).toEqual([]);
  });

  it("20 parallel same-key transfers, each inside its caller's transaction, still apply once and replay 19 times", async () => {
    // A bonus is a transfer plus a wagering task in one DB transaction (docs/architecture/overview.md#the-money-path): a duplicate
    // racing it must come back as a replay, not abort the caller's transaction.
    const [player, other] = await createPlayers(db, 2);
    // The bonus account exists already (a new one would serialise the racers on its creation).
    await transfer(db, { idempotencyKey: newKey('bonus'), from: { system: 'bonus:sign-in' }, to: { player: other! }, amount: 1, reason: Reason.signIn });
    const request: TransferRequest = { idempotencyKey: newKey('bonus'), from: { system: 'bonus:sign-in' }, to: { player: player! }, amount: 500, reason: Reason.signIn };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const result = await transfer(tx, { ...request });
          await tx.query('SELECT pg_sleep(0.02)'); // the rest of the caller's work: widens the race window
          return result;
        }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await balanceOf(db, player!)).toMatchObject({ balance: 500 });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('20 parallel same-key transfers between system accounts (no player row to queue on) apply once', async () => {
    await transfer(db, { idempotencyKey: newKey('seed'), from: { system: 'house' }, to: { system: 'fees' }, amount: 1, reason: Reason.operatorAdjustment });
    const request: TransferRequest = { idempotencyKey: newKey('sys'), from: { system: 'house' }, to: { system: 'fees' }, amount: 1_234, reason: Reason.operatorAdjustment };
    const before = await ledgerRowCounts(db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction(async (tx) => transfer(tx, { ...request }))),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect((await ledgerRowCounts(db)).transfers - before.transfers).toBe(1);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('one key raced by deposits to 10 different players credits one of them; the rest are conflicts', async () => {
    const players = await createPlayers(db, 10);
    const key = newKey('dep');
    const results = await settle(
      players.map((p) =>
        db.transaction(async (tx) =>
          transfer(tx, { idempotencyKey: key, from: { system: 'gateway:sandbox' }, to: { player: p }, amount: 900, reason: Reason.deposit }),
        ),
      ),
    );
    expect(unexpected(results, IdempotencyConflictError)).toEqual([]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const balances = await Promise.all(players.map(async (p) => (await balanceOf(db, p)).balance));
    expect(balances.sort((x, y) => x - y)).toEqual([...Array<number>(9).fill(0), 900]);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('20 parallel same-key holds, each inside its caller\'s transaction, hold once', async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 50_000);
    const request = { idempotencyKey: newKey('wd'), playerId: player!, amount: 20_000, reason: Reason.withdrawal };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const result = await hold(tx, { ...request });
          await tx.query('SELECT pg_sleep(0.02)');
          return result;
        }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(db, player!)).toEqual({ balance: 50_000, held: 20_000, available: 30_000 });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('20 parallel holds with the same idempotency key hold once', async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 50_000);
    const request = { idempotencyKey: newKey('wd'), playerId: player!, amount: 20_000, reason: Reason.withdrawal };
    const results = await Promise.all(Array.from({ length: 20 }, () => hold(db, { ...request })));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.holdId)).size).toBe(1);
    expect(await balanceOf(db, player!)).toEqual({ balance: 50_000, held: 20_000, available: 30_000 });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('parallel opposite transfers between two players do not deadlock and conserve the money', async () => {
    const [a, b] = await createPlayers(db, 2);
    await fund(db, a!, 100_000);
    await fund(db, b!, 100_000);
    const results = await settle(
      Array.from({ length: 120 }, (_, i) =>
        transfer(db, {
          idempotencyKey: newKey('p2p'),
          from: { player: i % 2 === 0 ? a! : b! },
          to: { player: i % 2 === 0 ? b! : a! },
          amount: 100 + (i % 7),
          reason: Reason.operatorAdjustment,
        }),
      ),
    );
    expect(unexpected(results)).toEqual([]);
    const sentByA = Array.from({ length: 120 }, (_, i) => i).filter((i) => i % 2 === 0).reduce((s, i) => s + 100 + (i % 7), 0);
    const sentByB = Array.from({ length: 120 }, (_, i) => i).filter((i) => i % 2 === 1).reduce((s, i) => s + 100 + (i % 7), 0);
    expect((await balanceOf(db, a!)).balance).toBe(100_000 - sentByA + sentByB);
    expect((await balanceOf(db, b!)).balance).toBe(100_000 - sentByB + sentByA);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('parallel first uses of a new system account create it once', async () => {
    const players = await createPlayers(db, 10);
    const code = `provider:new-${newKey('x')}`;
    await Promise.all(players.map((p) => fund(db, p, 1_000)));
    const results = await settle(
      players.map((p) => transfer(db, { idempotencyKey: newKey('bet'), from: { player: p }, to: { system: code }, amount: 250, reason: Reason.bet })),
    );
    expect(unexpected(results)).toEqual([]);
    const [accounts] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_accounts WHERE code = $1', [code]);
    expect(accounts!.n).toBe(1);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('a hold posted and voided at the same time is resolved exactly once', async () => {
    const players = await createPlayers(db, 8);
    for (const player of players) {
      await fund(db, player, 3_000);
      const { holdId } = await hold(db, { idempotencyKey: newKey('wd'), playerId: player, amount: 2_000, reason: Reason.withdrawal });
      const results = await settle([
        postHold(db, { holdId, to: { system: 'payout:sandbox' }, reason: Reason.withdrawal }),
        voidHold(db, holdId),
        postHold(db, { holdId, to: { system: 'payout:sandbox' }, reason: Reason.withdrawal }),
        voidHold(db, holdId),
      ]);
      expect(unexpected(results, HoldAlreadyResolvedError)).toEqual([]);
      const [row] = await db.query<{ state: string }>('SELECT state FROM ledger_holds WHERE id = $1', [holdId]);
      const expected = row!.state === 'posted' ? { balance: 1_000, held: 0, available: 1_000 } : { balance: 3_000, held: 0, available: 3_000 };
      expect(await balanceOf(db, player)).toEqual(expected);
      // The two calls that lost the race the other way are refused; the one that matches replays.
      expect(rejectedWith(results, HoldAlreadyResolvedError)).toBe(2);
    }
    expect(await checkLedger(db)).toEqual([]);
  });
});
