// Crediting deposits. A notification is only a hint: the gateway's status inquiry decides, and the
// order (keyed by the gateway's reference) moves to paid once, in the same transaction as the
// credit, the bonus, its betting task, the first-deposit state and the day's totals.
import { Reason } from '@khel/contracts/ledger-reasons';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateways } from '../../adapters/payments/registry.ts';
import type { Inquiry, RawNotification } from '../../adapters/payments/port.ts';
import { businessDay } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import { publishLive } from '../../platform/live.ts';
import { markFirstDeposit } from '../players/players.service.ts';
import { mayReceiveBonus } from '../protection/protection.service.ts';
import { addDepositVipExperience } from '../vip/vip.service.ts';
import { createBettingTask, releaseAllTasks } from '../wagering/wagering.service.ts';
import { balanceOf, transfer } from '../wallet/wallet.service.ts';
import { shopConf } from './payments.service.ts';
import {
  addDailyTotal,
  insertFlag,
  lockOrder,
  withholdBonus,
  selectOpenOrders,
  selectOrderByRef,
  updateOrderState,
  type DepositOrder,
} from './payments.repository.ts';

/** docs/requirements/wallet.md#4-betting-tasks: a deposit made when the assets are at most ₨30.00 releases every betting task first. */
export const RELEASE_TASKS_AT_OR_BELOW = 3000;

export interface SettlementDeps {
  db: Database;
  gateways: PaymentGateways;
  now: () => Date;
  /** Where a swallowed failure is told (ids and amounts only, never the payer's phone). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export type Outcome = 'credited' | 'already-credited' | 'flagged' | 'failed' | 'expired' | 'pending' | 'unknown-order' | 'refused';

async function credit(deps: SettlementDeps, order: DepositOrder): Promise<Outcome> {
  const conf = await shopConf(deps.db);
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked.state === 'paid') return 'already-credited';
    const now = deps.now();
    const late = locked.state !== 'pending' || locked.expiresAt.getTime() <= now.getTime();
    const playerId = locked.playerId;
    if ((await balanceOf(tx, playerId)).balance <= RELEASE_TASKS_AT_OR_BELOW) {
      await releaseAllTasks(tx, playerId, `deposit ${locked.orderNo} with assets at or below 30.00`);
    }
    const key = `${locked.gateway}:${locked.gatewayRef}`;
    await transfer(tx, {
      idempotencyKey: `deposit:${key}`,
      from: { system: `gateway:${locked.gateway}` },
      to: { player: playerId },
      amount: locked.amount,
      reason: Reason.deposit,
      reference: locked.orderNo,
    });
    // An order made before a time-out or self-exclusion and paid during it: the money paid is
    // credited, but no bonus and no betting task; the order then shows bonus 0.
    const bonusAllowed = locked.bonus > 0 && (await mayReceiveBonus(tx, playerId, now));
    if (locked.bonus > 0 && !bonusAllowed) await withholdBonus(tx, locked.id);
    if (bonusAllowed) {
      await transfer(tx, {
        idempotencyKey: `deposit-bonus:${key}`,
        from: { system: 'bonus:deposit' },
        to: { player: playerId },
        amount: locked.bonus,
        reason: Reason.depositBonus,
        reference: locked.orderNo,
      });
      await createBettingTask(tx, {
        playerId,
        money: locked.bonus,
        multi: conf.bonusWagerMulti,
        reason: Reason.depositBonus,
        desc: 'deposit bonus',
        reference: locked.orderNo,
      });
    }
    await updateOrderState(tx, locked.id, ['pending', 'expired', 'failed'], 'paid', now);
    await markFirstDeposit(tx, playerId);
    await addDepositVipExperience(tx, playerId, locked.amount, now);
    await addDailyTotal(tx, playerId, businessDay(now), locked.amount, locked.orderNo);
    if (late) await insertFlag(tx, locked.id, 'late_success', `was ${locked.state}, paid at ${now.toISOString()}`);
    // A deposit can make offers claimable (first-deposit and recharge rewards, VIP): the app's badges refetch.
    await publishLive(tx, { player: playerId }, { type: 'badges' });
    return 'credited';
  });
}

function mismatch(order: DepositOrder, seen: { amount: number; currency: string }): 'amount_mismatch' | 'currency_mismatch' | null {
  if (seen.currency !== order.currency) return 'currency_mismatch';
  if (seen.amount !== order.amount) return 'amount_mismatch';
  return null;
}

/** Asks the gateway and acts on its answer: credit, fail, expire, or wait. */
export async function reconcile(deps: SettlementDeps, order: DepositOrder): Promise<Outcome> {
  if (order.state === 'paid') return 'already-credited';
  const gateway = deps.gateways.byName(order.gateway);
  if (!gateway) return 'pending';
  const inquiry: Inquiry = await gateway.inquire(order.gatewayRef);
  const now = deps.now();
  if (inquiry.status === 'paid') {
    const wrong = mismatch(order, inquiry);
    if (wrong) {
      await insertFlag(deps.db, order.id, wrong, `inquiry: ${inquiry.amount} ${inquiry.currency}`);
      return 'flagged';
    }
    return credit(deps, order);
  }
  if (inquiry.status === 'failed') return (await updateOrderState(deps.db, order.id, ['pending'], 'failed', now)) ? 'failed' : 'pending';
  if (order.expiresAt.getTime() <= now.getTime() && (await updateOrderState(deps.db, order.id, ['pending'], 'expired', now))) {
    return 'expired';
  }
  return 'pending';
}

/** A webhook: verified by the adapter, then checked against the order and settled by inquiry. */
export async function handleNotification(deps: SettlementDeps, provider: string, raw: RawNotification): Promise<Outcome> {
  const gateway = deps.gateways.byName(provider);
  if (!gateway) return 'refused';
  const verified = await gateway.verifyNotification(raw);
  if (!verified.ok) {
    const claimed = verified.claimedRef ? await selectOrderByRef(deps.db, gateway.name, verified.claimedRef) : null;
    if (claimed && verified.reason === 'signature') await insertFlag(deps.db, claimed.id, 'forged_signature', 'notification signature did not verify');
    return 'refused';
  }
  const order = await selectOrderByRef(deps.db, gateway.name, verified.notice.gatewayRef);
  if (!order) return 'unknown-order';
  if (verified.notice.status === 'paid') {
    const wrong = mismatch(order, verified.notice);
    if (wrong) {
      await insertFlag(deps.db, order.id, wrong, `notification: ${verified.notice.amount} ${verified.notice.currency}`);
      return 'flagged';
    }
  }
  return reconcile(deps, order);
}

/**
 * The sweep: inquires every pending order older than `minAgeMs` (a lost notification is recovered
 * here) and expires those the gateway still has as unpaid after their expiry.
 */
export async function sweepDeposits(deps: SettlementDeps, options: { minAgeMs?: number; batch?: number } = {}): Promise<Record<Outcome, number>> {
  const counts = { credited: 0, 'already-credited': 0, flagged: 0, failed: 0, expired: 0, pending: 0, 'unknown-order': 0, refused: 0 };
  const orders = await selectOpenOrders(deps.db, new Date(deps.now().getTime() - (options.minAgeMs ?? 60_000)), options.batch ?? 200);
  for (const order of orders) {
    try {
      counts[await reconcile(deps, order)] += 1;
    } catch (error) {
      deps.log?.warn({ err: error, orderNo: order.orderNo, orderId: order.id, amount: order.amount, gateway: order.gateway }, 'deposit sweep: inquiry failed; the next sweep asks again');
      counts.pending += 1; // the gateway could not be asked now; the next sweep asks again
    }
  }
  return counts;
}
