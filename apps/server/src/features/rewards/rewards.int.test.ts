// The reward path every offer uses: pays once per (player, offer, period), with its reason code
// in the ledger and its betting task, and never while the player is on a break.
import { fieldCipher } from '../../platform/field-encryption.ts';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { startTimeOut } from '../protection/protection.service.ts';
import { listTasks } from '../wagering/wagering.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { createPlayers } from '../../../test/wallet.ts';
import { protectionDeps } from '../../../test/protection.ts';
import { claimsOf, grantReward, type RewardGrant } from './rewards.service.ts';

let db: Database;
/** Any 32-byte key: a time-out hashes the player's identifiers with it. */
const testCipher = fieldCipher(Buffer.alloc(32, 7));
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => db.close());

const AT = new Date('2026-11-23T10:00:00Z');

function grant(playerId: number, overrides: Partial<RewardGrant> = {}): RewardGrant {
  return { playerId, offer: 'test-offer', period: '2026-11-23', amount: 150, reason: Reason.dailyGift, wagerMulti: 0, desc: 'test', at: AT, ...overrides };
}

async function codeOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('grantReward', () => {
  it('pays ₨1.50 with the reason code, records the claim and refuses the second claim of the period', async () => {
    const [player] = await createPlayers(db, 1);
    await db.transaction((tx) => grantReward(tx, grant(player!)));
    expect(await balanceOf(db, player!)).toMatchObject({ balance: 150 });
    const [line] = await db.query<{ reason: number; amount: number }>(
      `SELECT t.reason, e.amount FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
       JOIN ledger_accounts a ON a.id = e.account_id WHERE a.player_id = $1`,
      [player],
    );
    expect(line).toEqual({ reason: Reason.dailyGift, amount: 150 });
    expect(await codeOf(db.transaction((tx) => grantReward(tx, grant(player!))))).toBe(ErrorCode.rewardAlreadyClaimed);
    expect(await codeOf(db.transaction((tx) => grantReward(tx, grant(player!, { amount: 999, alreadyClaimed: ErrorCode.signInDuplicate }))))).toBe(
      ErrorCode.signInDuplicate,
    );
    expect(await codeOf(db.transaction((tx) => grantReward(tx, grant(player!, { period: '2026-11-24' }))))).toBe('ok');
    expect(await balanceOf(db, player!)).toMatchObject({ balance: 300 });
    expect((await claimsOf(db, player!, 'test-offer')).map((c) => c.period)).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('20 parallel claims of one period pay once', async () => {
    const [player] = await createPlayers(db, 1);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => codeOf(db.transaction((tx) => grantReward(tx, grant(player!, { amount: 2500 }))))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === ErrorCode.rewardAlreadyClaimed)).toHaveLength(19);
    expect(await balanceOf(db, player!)).toMatchObject({ balance: 2500 });
    expect(await claimsOf(db, player!, 'test-offer')).toHaveLength(1);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('creates the betting task when the offer has a wagering multiple', async () => {
    const [player] = await createPlayers(db, 1);
    await db.transaction((tx) => grantReward(tx, grant(player!, { amount: 1000, wagerMulti: 3, desc: 'Gift Code' })));
    const { tasks: list } = await listTasks(db, player!, 0);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ money: 1000, multi: 3, requirement: 3000, reason: Reason.dailyGift, desc: 'Gift Code' });
  });

  it('pays nothing during a time-out', async () => {
    const [player] = await createPlayers(db, 1);
    await startTimeOut(protectionDeps({ db, cipher: testCipher }), player!, '24h', new Date(AT.getTime() - 60_000));
    expect(await codeOf(db.transaction((tx) => grantReward(tx, grant(player!))))).toBe(ErrorCode.playerTimedOut);
    expect(await balanceOf(db, player!)).toMatchObject({ balance: 0 });
    expect(await claimsOf(db, player!, 'test-offer')).toEqual([]);
  });
});
