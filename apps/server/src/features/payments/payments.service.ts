// Deposits: order creation (rules of docs/requirements/deposits.md, deposit limits), the pay page's checkout, the player's
// orders and records. Crediting lives in deposit-settlement.ts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ShopConf } from '@khel/contracts/config-documents';
import type { DepositResponse } from '@khel/contracts/endpoints/payments';
import { ErrorCode } from '@khel/contracts/error-codes';
import { PAY_TYPE_DEPOSIT, chooseOption, type PaymentType } from '@khel/contracts/payments-rules';
import { RECORD_PAGE_SIZE, type MoneyRecord, type RecordQuery } from '@khel/contracts/records-query';
import { z } from 'zod';
import type { Checkout } from '../../adapters/payments/port.ts';
import type { PaymentGateways } from '../../adapters/payments/registry.ts';
import { businessDayEnd, businessDayStart } from '../../platform/clock.ts';
import type { Queryable, Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { configDocument } from '../config/config.service.ts';
import { assertIdentityForDeposit } from '../kyc/kyc.service.ts';
import { assertMayDeposit, type PersonAccounts } from '../protection/protection.service.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import { assertWithinLimits } from './deposit-limits.ts';

// The player's deposit limits as operators see them (deposit-limits.ts).
export { listLimits, setLimit as setDepositLimit, setLimitAtOnce as setDepositLimitAtOnce } from './deposit-limits.ts';
import {
  insertOrder,
  lockPlayerDeposits,
  selectOrderByNo,
  selectDepositDays,
  selectLargePaidDeposits,
  selectOrdersPage,
  selectPaidDepositsOfActive,
  selectPaidDepositSummary,
  selectPayerAccounts,
  selectPayerPhoneTails,
  selectPlayersByPayerPhoneTails,
  sumCommitted,
  sumDailyTotals,
  updateOrderGatewayRef,
  updateOrderState,
  type DepositOrder,
  type OrderState,
  type PaidDepositRow,
} from './payments.repository.ts';

export interface PaymentsDeps {
  db: Database;
  gateways: PaymentGateways;
  now: () => Date;
  /** Keys the pay page link (param2), so an order id alone does not open its checkout. */
  linkSecret: string;
  /** Opens sealed CNICs and hashes identifiers for the exclusion check (player protection). */
  cipher: FieldCipher;
  /**
   * The payer and withdrawal accounts that exclusion check links to the person; app.ts hands them
   * in, since withdrawals imports payments and payments may not import it back.
   */
  accounts: PersonAccounts;
}

export async function shopConf(db: Queryable): Promise<ShopConf> {
  return z.parse(ShopConf, await configDocument(db, 'ShopConf'));
}

function newOrderNo(now: Date): string {
  return `D${now.toISOString().slice(2, 10).replace(/-/g, '')}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function payLinkToken(secret: string, orderNo: string): string {
  return createHmac('sha256', secret).update(`pay:${orderNo}`).digest('base64url').slice(0, 22);
}

export function payLinkValid(secret: string, orderNo: string, token: string): boolean {
  const a = Buffer.from(token);
  const b = Buffer.from(payLinkToken(secret, orderNo));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The state a player sees: a pending order past its expiry reads as expired (the sweep settles it). */
export function shownState(order: Pick<DepositOrder, 'state' | 'expiresAt'>, now: Date): OrderState {
  return order.state === 'pending' && order.expiresAt.getTime() <= now.getTime() ? 'expired' : order.state;
}

/** `siteOrigin`: the site the gateway sends the payer back to (platform/public-origin.ts). */
export async function createDeposit(
  deps: PaymentsDeps,
  playerId: number,
  request: { typeName: PaymentType; optionId?: number | undefined; amount: number; phone: string },
  siteOrigin: string,
): Promise<DepositResponse> {
  const conf = await shopConf(deps.db);
  const choice = chooseOption(conf, request.typeName, request.amount, request.optionId);
  if (!choice.ok) throw new AppError(ErrorCode.invalidRequest, choice.messageKey, 200, choice.params);
  const gateway = deps.gateways.forType(request.typeName);
  const now = deps.now();
  await assertMayDeposit(deps, playerId, now, request.phone);
  const expiresAt = new Date(now.getTime() + conf.orderExpiryMinutes * 60_000);
  const orderNo = newOrderNo(now);
  const order = await deps.db.transaction(async (tx) => {
    await lockPlayerDeposits(tx, playerId);
    await assertWithinLimits(tx, playerId, request.amount, now);
    await assertIdentityForDeposit(tx, playerId, request.amount, now, (from) => sumCommitted(tx, playerId, from, now));
    return insertOrder(tx, {
      orderNo,
      playerId,
      typeName: request.typeName,
      optionId: choice.option.id,
      gateway: gateway.name,
      amount: request.amount,
      bonus: choice.bonus,
      payerPhone: request.phone,
      createdAt: now,
      expiresAt,
    });
  });
  try {
    const created = await gateway.createPayment({
      orderNo,
      amount: order.amount,
      currency: 'PKR',
      payerPhone: request.phone,
      description: `Khel deposit ${orderNo}`,
      createdAt: now,
      expiresAt,
      returnUrl: `${siteOrigin}/PaymentPage?orderId=${orderNo}`,
    });
    await updateOrderGatewayRef(deps.db, order.id, created.gatewayRef, created.checkout);
  } catch (error) {
    await updateOrderState(deps.db, order.id, ['pending'], 'failed', deps.now());
    throw error;
  }
  const payQuery = new URLSearchParams({
    id: orderNo,
    goodId: String(choice.option.id),
    type: String(PAY_TYPE_DEPOSIT),
    param: String(order.amount),
    param2: payLinkToken(deps.linkSecret, orderNo),
  }).toString();
  return {
    orderId: orderNo,
    amount: order.amount,
    bonus: order.bonus,
    expiresAt: expiresAt.toISOString(),
    payQuery,
    payUrl: `/pay/pay.html?${payQuery}`,
  };
}

export async function playerOrder(deps: Pick<PaymentsDeps, 'db' | 'now'>, playerId: number, orderNo: string) {
  const order = await selectOrderByNo(deps.db, orderNo);
  // Another player's order is reported exactly like a missing one.
  if (!order || order.playerId !== playerId) throw new AppError(ErrorCode.notFound, 'depositOrderNotFound');
  return {
    orderId: order.orderNo,
    typeName: order.typeName as PaymentType,
    amount: order.amount,
    bonus: order.bonus,
    state: shownState(order, deps.now()),
    createTime: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
  };
}

/** The pay page: the checkout of a payable order whose link token is right, else its state. */
export async function checkoutFor(
  deps: Pick<PaymentsDeps, 'db' | 'now' | 'linkSecret'>,
  orderNo: string,
  token: string,
): Promise<{ checkout: Checkout } | { state: OrderState } | null> {
  if (!payLinkValid(deps.linkSecret, orderNo, token)) return null;
  const order = await selectOrderByNo(deps.db, orderNo);
  if (!order) return null;
  const state = shownState(order, deps.now());
  if (state !== 'pending') return { state };
  return { checkout: order.checkout as Checkout };
}

export async function orderRecords(deps: Pick<PaymentsDeps, 'db' | 'now'>, playerId: number, query: RecordQuery) {
  const from = businessDayStart(query.startDate);
  const to = businessDayEnd(query.endDate);
  const now = deps.now();
  const orders = await selectOrdersPage(deps.db, playerId, from, to, query.page * RECORD_PAGE_SIZE, RECORD_PAGE_SIZE);
  const rows: MoneyRecord[] = orders.map((order) => ({
    createTime: order.createdAt.toISOString(),
    payNum: order.amount,
    rewardNum: order.bonus,
    playerId: order.playerId,
    transId: order.orderNo,
    state: shownState(order, now),
    channel: order.typeName,
  }));
  return { data: JSON.stringify(rows), page: query.page };
}

export interface DepositTotal {
  /** Credited deposits in hundredths (bonuses not included). */
  amount: number;
  deposits: number;
  /** The first business day with a credited deposit in the range. */
  firstDay: string;
}

/**
 * Credited deposits of each player over an inclusive range of Asia/Karachi business days (all
 * time when no range): what the deposit offers, VIP and the agency programme read. Players with
 * none are absent from the map.
 */
export async function depositTotals(
  db: Queryable,
  playerIds: readonly number[],
  range: { fromDay: string; toDay: string } | null = null,
): Promise<Map<number, DepositTotal>> {
  if (playerIds.length === 0) return new Map();
  const rows = await sumDailyTotals(db, playerIds, range);
  return new Map(rows.map((row) => [row.playerId, { amount: row.amount, deposits: row.deposits, firstDay: row.firstDay }]));
}

export interface DepositDay {
  day: string;
  /** Credited deposits of the day, hundredths. */
  amount: number;
  deposits: number;
  /** The day's first credited deposit, hundredths. */
  firstAmount: number;
}

/**
 * One player's credited deposits per Asia/Karachi business day, oldest first (all days when no
 * range; at most `limit` days): the deposit offers read the day's first deposit and the player's
 * very first deposit from it.
 */
export async function depositDays(
  db: Queryable,
  playerId: number,
  range: { fromDay: string; toDay: string } | null = null,
  limit = 400,
): Promise<DepositDay[]> {
  return selectDepositDays(db, playerId, range, limit);
}

// What other features read of deposits (table ownership): set-shaped, for scans and identity checks.
// Features ranked below payments (kyc, protection, aml, harm-markers) get these wired by app.ts or
// the back office (docs/architecture/tiers.md).

/** The last ten digits of the phones the player paid from (3001234567), each once. */
export async function payerPhoneTailsOf(db: Queryable, playerId: number): Promise<string[]> {
  return selectPayerPhoneTails(db, playerId);
}

/** Players who paid from a phone ending in one of these ten-digit tails. */
export async function playersByPayerPhoneTails(db: Queryable, tails: string[]): Promise<number[]> {
  return selectPlayersByPayerPhoneTails(db, tails);
}

/** The payer accounts (as typed) of the player's deposits, each once. */
export async function payerAccountsOf(db: Queryable, playerId: number): Promise<string[]> {
  return selectPayerAccounts(db, playerId);
}

export type { PaidDepositRow as PaidDeposit };

/** Credited deposits in (from, until], amount in [low, high), of the players with one credited in (activeAfter, until]. */
export async function paidDepositsOfActive(
  db: Queryable,
  f: { activeAfter: Date; from: Date; until: Date; low?: number; high?: number },
): Promise<PaidDepositRow[]> {
  return selectPaidDepositsOfActive(db, { ...f, low: f.low ?? Number.MIN_SAFE_INTEGER, high: f.high ?? Number.MAX_SAFE_INTEGER });
}

/** Credited deposits settled in (after, until] of at least `amount`. */
export async function largePaidDeposits(db: Queryable, f: { after: Date; until: Date; amount: number }): Promise<PaidDepositRow[]> {
  return selectLargePaidDeposits(db, f);
}

/** The player's credited deposits since `since`: count, total and the first one's time. */
export async function paidDepositSummary(db: Queryable, playerId: number, since: Date): Promise<{ deposits: number; total: number; firstAt: Date | null }> {
  return selectPaidDepositSummary(db, playerId, since);
}

export const DEPOSIT_STATES: readonly OrderState[] = ['pending', 'paid', 'failed', 'expired'];
export { countOrdersByState as depositsByState } from './payments.repository.ts';
