// The withdrawal parameters from the config documents (GameParamConf, VipConf, the server-only
// WithdrawalConf) and the clock.
import { VipConf } from '@khel/contracts/vip-rules';
import { GameParamConf, parseExchangeParam, parseVipPrivilege, type ExchangeParams, type VipWithdrawPrivilege } from '@khel/contracts/withdrawal-rules';
import { businessMinuteOfDay } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import type { WithdrawalConf } from '@khel/contracts/admin/withdrawals-settings';
import { configDocument, serverConfig } from '../config/config.service.ts';
import { z } from 'zod';

const DEFAULT_EXCHANGE = '0;0;00:00-24:00';

export async function exchangeParams(db: Queryable): Promise<ExchangeParams> {
  const parsed = z.safeParse(GameParamConf, await configDocument(db, 'GameParamConf'));
  return parseExchangeParam(parsed.success ? parsed.data.exchangeParam : DEFAULT_EXCHANGE);
}

/** Auto-approval and expiry (WithdrawalConf; operators edit it in the console's config editor). */
export function withdrawalSettings(db: Queryable): Promise<WithdrawalConf> {
  return serverConfig(db, 'WithdrawalConf');
}

/** The privilege of the player's level; a level missing from VipConf has no restriction. */
export async function vipPrivilege(db: Queryable, level: number): Promise<VipWithdrawPrivilege> {
  const parsed = z.safeParse(VipConf, await configDocument(db, 'VipConf'));
  const entry = parsed.success ? parsed.data.find((row) => row.level === level) : undefined;
  return parseVipPrivilege(entry?.privilege);
}

export function isOpen(params: ExchangeParams, at: Date): boolean {
  if (params.openFrom === 0 && params.openTo >= 24 * 60) return true;
  const now = businessMinuteOfDay(at);
  // A window like 22:00-06:00 wraps past midnight.
  return params.openFrom <= params.openTo
    ? now >= params.openFrom && now < params.openTo
    : now >= params.openFrom || now < params.openTo;
}

export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The fee in hundredths, rounded down (in the player's favour); always less than the amount. */
export function feeOf(amount: number, feeBasisPoints: number): number {
  const fee = Math.floor((amount * feeBasisPoints) / 10_000);
  return Math.min(fee, amount - 1);
}
