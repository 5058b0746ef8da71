// What the deposit offers share: their offer ids, the config read that switches an offer off, the
// per-player claim lock, percentages and the amounts in their messages. One file per offer beside
// this one; deposit-offers.service.ts is the feature's public entry.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import type { ConfigDocumentName } from '@khel/contracts/config-documents';
import { ErrorCode } from '@khel/contracts/error-codes';
import { MESSAGE_AMOUNT, formatRupees } from '@khel/contracts/money';
import { z } from 'zod';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { configDocument } from '../config/config.service.ts';
import { depositTotals } from '../payments/payments.service.ts';
import { lockPlayerOffers } from './deposit-offers.repository.ts';

export const OFFER = {
  firstDeposit: 'first-deposit',
  dailyFirstDeposit: 'daily-first-deposit',
  treasureChest: 'treasure-chest',
  rechargeSpin: 'recharge-spin',
  rechargeSpinAgain: 'recharge-spin-again',
  luckyDraw: 'lucky-draw',
} as const;

/** The wheel draw; tests replace it only to pin an outcome, the app always uses crypto randomInt. */
export type Roll = (max: number) => number;

/** An offer's config document; a missing or broken one switches the offer off (offerEnded). */
export async function readConf<S extends z.core.$ZodType>(db: Queryable, name: ConfigDocumentName, schema: S): Promise<z.output<S>> {
  const parsed = z.safeParse(schema, await configDocument(db, name));
  if (!parsed.success) throw new AppError(ErrorCode.offerEnded);
  return parsed.data;
}

/** percent (two decimals at most) of an amount in hundredths, rounded down. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * Math.round(percent * 100)) / 10_000);
}

/** An amount inside an offer's message ('₨{{amount}}' templates): the server messages' style. */
export const rupees = (hundredths: number) => formatRupees(hundredths, MESSAGE_AMOUNT);

export async function depositedBetween(db: Queryable, playerId: number, fromDay: string, toDay: string): Promise<number> {
  return (await depositTotals(db, [playerId], { fromDay, toDay })).get(playerId)?.amount ?? 0;
}

export function assertEnabled(conf: { enabled: boolean }): void {
  if (!conf.enabled) throw new AppError(ErrorCode.offerEnded);
}

/** Runs a claim: one transaction, this player's deposit-offer claims one at a time. */
export function claimTx<T>(db: Database, playerId: number, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockPlayerOffers(tx, playerId);
    return fn(tx);
  });
}

/** An offer's activity-centre entry when it is off or over. */
export const ended = (id: OfferSummary['id'], route: string): OfferSummary => ({ id, state: 'ended', pending: 0, route, amount: 0 });
