// The wallet on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): transfers, idempotency,
// the guarded debit, holds, the append-only rules and the ledger check. Amounts in hundredths.
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db.ts';
import { freshDatabase } from '../../../test/test-database.ts';
import { checkLedger } from './ledger-check.ts';
import { HoldAlreadyResolvedError, IdempotencyConflictError, InsufficientFundsError } from './wallet.errors.ts';
import { balanceOf, hold, postHold, transfer, voidHold } from './wallet.service.ts';
import {
  createPlayers,
  fund,
  ledgerRowCounts,
  newKey,
  rejectionOf,
  storedAccount,
  systemBalance,
} from '../../../test/wallet.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => db.close());

const GATEWAY = 'gateway:sandbox';
const PROVIDER = 'provider:wallet-test';
const PAYOUT = 'payout:sandbox';

describe('transfers', () => {
  it('a deposit from a system account credits the player exactly, to the hundredth', async () => {
    const [player] = await createPlayers(db, 1);
    const gatewayBefore = await systemBalance(db, GATEWAY);
    const before = await ledgerRowCounts(db);
    const result = await transfer(db, {
      idempotencyKey: newKey('dep'),
      from: { system: GATEWAY },
      to: { player: player! },
      amount: 12_345,
      reason: Reason.deposit,
      reference: 'order-1',
    });
    expect(result.replayed).toBe(false);
    expect(result.transferId).toBeGreaterThan(0);
    expect(await balanceOf(db, player!)).toEqual({ balance: 12_345, held: 0, available: 12_345 });
    expect(await systemBalance(db, GATEWAY)).toBe(gatewayBefore - 12_345);
    const after = await ledgerRowCounts(db);
    expect(after.transfers - before.transfers).toBe(1);
    expect(after.entries - before.entries).toBe(2);
    const entries = await db.query<{ amount: number; player_id: number | null; code: string | null }>(
      `SELECT e.amount, a.player_id, a.code FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       WHERE e.transfer_id = $1 ORDER BY e.amount`,
      [result.transferId],
    );
    expect(entries).toEqual([
      { amount: -12_345, player_id: null, code: GATEWAY },
      { amount: 12_345, player_id: player, code: null },
    ]);
  });

  it('a replay of the same key returns the same transfer and moves nothing', async () => {
    const [player] = await createPlayers(db, 1);
    const request = { idempotencyKey: newKey('dep'), from: { system: GATEWAY }, to: { player: player! }, amount: 5_000, reason: Reason.deposit };
    const first = await transfer(db, request);
    const before = await ledgerRowCounts(db);
    const again = await transfer(db, { ...request });
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect(await ledgerRowCounts(db)).toEqual(before);
    expect(await balanceOf(db, player!)).toMatchObject({ balance: 5_000, available: 5_000 });
  });

  it('the same key with a different request is a conflict and moves nothing', async () => {
    const [player, other] = await createPlayers(db, 2);
    const request = { idempotencyKey: newKey('dep'), from: { system: GATEWAY }, to: { player: player! }, amount: 5_000, reason: Reason.deposit };
    await transfer(db, request);
    const before = await ledgerRowCounts(db);
    for (const changed of [
      { ...request, amount: 5_001 },
      { ...request, to: { player: other! } },
      { ...request, reason: Reason.depositBonus },
      { ...request, reference: 'another' },
    ]) {
      const error = await rejectionOf(transfer(db, changed));
      expect(error).toBeInstanceOf(IdempotencyConflictError);
      expect((error as IdempotencyConflictError).key).toBe(request.idempotencyKey);
    }
    expect(await ledgerRowCounts(db)).toEqual(before);
    expect(await balanceOf(db, player!)).toMatchObject({ balance: 5_000 });
    expect(await balanceOf(db, other!)).toMatchObject({ balance: 0 });
  });

  it('a debit larger than the available balance is refused with the available amount and moves nothing', async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 10_050);
    const before = await ledgerRowCounts(db);
    const providerBefore = await systemBalance(db, PROVIDER);
    const bet = { idempotencyKey: newKey('bet'), from: { player: player! }, to: { system: PROVIDER }, amount: 10_051, reason: Reason.bet };
    const error = await rejectionOf(transfer(db, bet));
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect((error as InsufficientFundsError).available).toBe(10_050);
    expect(await ledgerRowCounts(db)).toEqual(before);
    expect(await systemBalance(db, PROVIDER)).toBe(providerBefore);
    expect(await balanceOf(db, player!)).toEqual({ balance: 10_050, held: 0, available: 10_050 });
    // The refused key was never claimed: the exact available amount then goes through.
    await transfer(db, { ...bet, idempotencyKey: newKey('bet'), amount: 10_050 });
    expect(await balanceOf(db, player!)).toEqual({ balance: 0, held: 0, available: 0 });
  });

  it('a player-to-player debit is guarded the same way', async () => {
    const [a, b] = await createPlayers(db, 2);
    await fund(db, a!, 300);
    const error = await rejectionOf(
      transfer(db, { idempotencyKey: newKey('p2p'), from: { player: a! }, to: { player: b! }, amount: 301, reason: Reason.operatorAdjustment }),
    );
    expect((error as InsufficientFundsError).available).toBe(300);
    await transfer(db, { idempotencyKey: newKey('p2p'), from: { player: a! }, to: { player: b! }, amount: 299, reason: Reason.operatorAdjustment });
    expect(await balanceOf(db, a!)).toMatchObject({ balance: 1 });
    expect(await balanceOf(db, b!)).toMatchObject({ balance: 299 });
  });

  it.each([0, -100, 1.5, Number.NaN])('an amount of %s is refused before the database', async (amount) => {
    const [player] = await createPlayers(db, 1);
    const before = await ledgerRowCounts(db);
    await expect(
      transfer(db, { idempotencyKey: newKey('bad'), from: { system: GATEWAY }, to: { player: player! }, amount, reason: Reason.deposit }),
    ).rejects.toThrow(RangeError);
    await expect(hold(db, { idempotencyKey: newKey('bad'), playerId: player!, amount, reason: Reason.withdrawal })).rejects.toThrow(RangeError);
    expect(await ledgerRowCounts(db)).toEqual(before);
  });

  it('refuses caller keys in the namespace reserved for hold postings', async () => {
    const [player] = await createPlayers(db, 1);
    const before = await ledgerRowCounts(db);
    await expect(
      transfer(db, { idempotencyKey: 'hold:1:post', from: { system: GATEWAY }, to: { player: player! }, amount: 100, reason: Reason.deposit }),
    ).rejects.toThrow(/reserved for hold postings/);
    expect(await ledgerRowCounts(db)).toEqual(before);
  });

  it("a transfer inside the caller's transaction rolls back with it", async () => {
    const [player] = await createPlayers(db, 1);
    const before = await ledgerRowCounts(db);
    const failed = db.transaction(async (tx) => {
      await fund(tx, player!, 700);
      throw new Error('the rest of the work failed');
    });
    await expect(failed).rejects.toThrow('the rest of the work failed');
    expect(await ledgerRowCounts(db)).toEqual(before);
    expect(await balanceOf(db, player!)).toMatchObject({ balance: 0 });
  });
});

describe('holds (two-phase withdrawals)', () => {
  it('a hold reduces the available balance but not the balance; a hold above available is refused', async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 25_000);
    const request = { idempotencyKey: newKey('wd'), playerId: player!, amount: 10_000, reason: Reason.withdrawal };
    const held = await hold(db, request);
    expect(held.replayed).toBe(false);
    expect(await balanceOf(db, player!)).toEqual({ balance: 25_000, held: 10_000, available: 15_000 });
    expect(await hold(db, request)).toEqual({ holdId: held.holdId, replayed: true });
    await expect(hold(db, { ...request, amount: 9_999 })).rejects.toBeInstanceOf(IdempotencyConflictError);

    const before = await ledgerRowCounts(db);
    const error = await rejectionOf(hold(db, { ...request, idempotencyKey: newKey('wd'), amount: 15_001 }));
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect((error as InsufficientFundsError).available).toBe(15_000);
    // Held money cannot be bet either.
    const bet = await rejectionOf(
      transfer(db, { idempotencyKey: newKey('bet'), from: { player: player! }, to: { system: PROVIDER }, amount: 15_001, reason: Reason.bet }),
    );
    expect((bet as InsufficientFundsError).available).toBe(15_000);
    expect(await ledgerRowCounts(db)).toEqual(before);
    expect(await balanceOf(db, player!)).toEqual({ balance: 25_000, held: 10_000, available: 15_000 });
  });

  it('postHold pays the held money out once; a second post replays; a void after it is refused', async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 25_000);
    const { holdId } = await hold(db, { idempotencyKey: newKey('wd'), playerId: player!, amount: 10_000, reason: Reason.withdrawal });
    const payoutBefore = await systemBalance(db, PAYOUT);
    const posted = await postHold(db, { holdId, to: { system: PAYOUT }, reason: Reason.withdrawal, reference: 'payout-1' });
    expect(posted.replayed).toBe(false);
    expect(await balanceOf(db, player!)).toEqual({ balance: 15_000, held: 0, available: 15_000 });
    expect(await systemBalance(db, PAYOUT)).toBe(payoutBefore + 10_000);

    const before = await ledgerRowCounts(db);
    expect(await postHold(db, { holdId, to: { system: PAYOUT }, reason: Reason.withdrawal, reference: 'payout-1' })).toEqual({
      transferId: posted.transferId,
      replayed: true,
    });
    const error = await rejectionOf(voidHold(db, holdId));
    expect(error).toBeInstanceOf(HoldAlreadyResolvedError);
    expect((error as HoldAlreadyResolvedError).holdId).toBe(holdId);
    expect(await ledgerRowCounts(db)).toEqual(before);
    expect(await balanceOf(db, player!)).toEqual({ balance: 15_000, held: 0, available: 15_000 });
    const [row] = await db.query<{ state: string; transfer_id: number }>('SELECT state, transfer_id FROM ledger_holds WHERE id = $1', [holdId]);
    expect(row).toEqual({ state: 'posted', transfer_id: posted.transferId });
  });

  it('voidHold returns the money; a second void replays; a post after it is refused', async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 25_000);
    const { holdId } = await hold(db, { idempotencyKey: newKey('wd'), playerId: player!, amount: 10_000, reason: Reason.withdrawal });
    const before = await ledgerRowCounts(db);
    expect(await voidHold(db, holdId)).toEqual({ replayed: false });
    expect(await balanceOf(db, player!)).toEqual({ balance: 25_000, held: 0, available: 25_000 });
    expect(await voidHold(db, holdId)).toEqual({ replayed: true });
    await expect(postHold(db, { holdId, to: { system: PAYOUT }, reason: Reason.withdrawal })).rejects.toBeInstanceOf(
      HoldAlreadyResolvedError,
    );
    expect(await ledgerRowCounts(db)).toEqual(before);
    expect(await balanceOf(db, player!)).toEqual({ balance: 25_000, held: 0, available: 25_000 });
  });
});

describe('what the database itself refuses', () => {
  it('transfers and entries are append-only: UPDATE, DELETE and TRUNCATE are refused by triggers', async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 1_000);
    const before = await ledgerRowCounts(db);
    for (const sql of [
      'UPDATE ledger_transfers SET amount = amount + 1',
      'DELETE FROM ledger_transfers',
      'UPDATE ledger_entries SET amount = amount * 2',
      'DELETE FROM ledger_entries',
      'TRUNCATE ledger_entries',
      'TRUNCATE ledger_transfers CASCADE',
      'DELETE FROM ledger_holds',
    ]) {
      await expect(db.query(sql), sql).rejects.toThrow(/append-only|cannot change/);
    }
    expect(await ledgerRowCounts(db)).toEqual(before);
  });

  it('a resolved hold cannot be changed, nor a pending one altered in amount', async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 1_000);
    const { holdId } = await hold(db, { idempotencyKey: newKey('wd'), playerId: player!, amount: 400, reason: Reason.withdrawal });
    await expect(db.query('UPDATE ledger_holds SET amount = 1 WHERE id = $1', [holdId])).rejects.toThrow(/cannot change/);
    await voidHold(db, holdId);
    await expect(db.query("UPDATE ledger_holds SET state = 'posted' WHERE id = $1", [holdId])).rejects.toThrow(/cannot change/);
  });

  it("the CHECK constraint refuses a direct UPDATE that takes a player's balance − held below zero", async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 1_000);
    await hold(db, { idempotencyKey: newKey('wd'), playerId: player!, amount: 400, reason: Reason.withdrawal });
    for (const sql of [
      'UPDATE ledger_accounts SET balance = 399 WHERE player_id = $1',
      'UPDATE ledger_accounts SET held = 1001 WHERE player_id = $1',
      'UPDATE ledger_accounts SET held = -1 WHERE player_id = $1',
    ]) {
      await expect(db.query(sql, [player]), sql).rejects.toMatchObject({ code: '23514' });
    }
    expect(await storedAccount(db, player!)).toEqual({ balance: 1_000, held: 400 });
  });
});

describe('SQL API: ledger_transfer_many (migration 0056)', () => {
  const accountOf = async (player: number) =>
    (await db.query<{ id: number }>('SELECT ledger_account_of($1, NULL) AS id', [player]))[0]!.id;
  const providerAccount = async () => (await db.query<{ id: number }>('SELECT ledger_account_of(NULL, $1) AS id', [PROVIDER]))[0]!.id;
  /** Calls the door with one row per transfer: [key, debit account, credit account, amount]. */
  const many = (moves: [string, number, number, number][]) =>
    db.query<{ account_id: number; balance: number; available: number }>(
      `SELECT * FROM ledger_transfer_many($1::text[], $2::bytea[], $3::bigint[], $4::bigint[], $5::bigint[], $6::integer[], $7::text[])
        ORDER BY account_id`,
      [
        moves.map((m) => m[0]),
        moves.map(() => Buffer.alloc(32)),
        moves.map((m) => m[1]),
        moves.map((m) => m[2]),
        moves.map((m) => m[3]),
        moves.map(() => Reason.bet),
        moves.map(() => 'many-test'),
      ],
    );

  it("moves every transfer with two entries each and each player's balance by its net amount", async () => {
    const [a, b] = await createPlayers(db, 2);
    await fund(db, a!, 5_000);
    await fund(db, b!, 1_000);
    const [accountA, accountB, provider] = [await accountOf(a!), await accountOf(b!), await providerAccount()];
    const providerBefore = await systemBalance(db, PROVIDER);
    const before = await ledgerRowCounts(db);
    const answer = await many([
      [newKey('stake'), accountA, provider, 1_000],
      [newKey('win'), provider, accountA, 2_550],
      [newKey('stake'), accountB, provider, 999],
    ]);
    expect(answer).toEqual([
      { account_id: accountA, balance: 6_550, available: 6_550 },
      { account_id: accountB, balance: 1, available: 1 },
    ]);
    expect(await balanceOf(db, a!)).toEqual({ balance: 6_550, held: 0, available: 6_550 });
    expect(await balanceOf(db, b!)).toEqual({ balance: 1, held: 0, available: 1 });
    expect(await systemBalance(db, PROVIDER)).toBe(providerBefore + 1_000 - 2_550 + 999);
    const after = await ledgerRowCounts(db);
    expect(after.transfers - before.transfers).toBe(3);
    expect(after.entries - before.entries).toBe(6);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('raises and moves nothing when a player would end below what they hold, or when a key is used', async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 1_000);
    await hold(db, { idempotencyKey: newKey('wd'), playerId: player!, amount: 400, reason: Reason.withdrawal });
    const [account, provider] = [await accountOf(player!), await providerAccount()];
    const before = await ledgerRowCounts(db);
    await expect(many([[newKey('stake'), account, provider, 601]])).rejects.toThrow(/lack the funds/);
    const used = newKey('stake');
    await many([[used, account, provider, 100]]);
    await expect(many([[newKey('stake'), account, provider, 1], [used, account, provider, 100]])).rejects.toMatchObject({ code: '23505' });
    expect(await storedAccount(db, player!)).toEqual({ balance: 900, held: 400 });
    expect((await ledgerRowCounts(db)).transfers - before.transfers).toBe(1);
  });
});

describe('checkLedger', () => {
  it('is clean after everything above, and reports a balance corrupted behind its back', async () => {
    expect(await checkLedger(db)).toEqual([]);
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 2_000);
    await db.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE player_id = $1', [player]);
    const problems = await checkLedger(db);
    expect(problems).toEqual([
      { check: 'player balance equals the sum of its entries', detail: `player ${player}: stored balance 2001, entries sum 2000` },
    ]);
    await db.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE player_id = $1', [player]);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('reports held money that no pending hold explains', async () => {
    const [player] = await createPlayers(db, 1);
    await fund(db, player!, 2_000);
    await db.query('UPDATE ledger_accounts SET held = 5 WHERE player_id = $1', [player]);
    expect(await checkLedger(db)).toEqual([
      { check: 'held equals the pending holds', detail: `player ${player}: held 5, pending holds 0` },
    ]);
    await db.query('UPDATE ledger_accounts SET held = 0 WHERE player_id = $1', [player]);
    expect(await checkLedger(db)).toEqual([]);
  });
});
