// The operator's rules of the promotions (config documents LoginConf and BindRewardConf), read on
// every call so an edit applies at once. A missing or broken document falls back to the defaults
// below (the sign-in rewards of docs/requirements/promotions.md#2-daily-sign-in; the bind rewards documented in README.md) rather than
// switching the offer off silently mid-week.
import { LoginConf } from '@khel/contracts/config-documents';
import { BindRewardConf, SIGN_IN_DAYS } from '@khel/contracts/endpoints/promotions';
import { z } from 'zod';
import type { Queryable } from '../../platform/db.ts';
import { configDocument } from '../config/config.service.ts';

export interface SignInDayRule {
  day: number;
  vip: number;
  /** reward[0] of the config entry (the reward kind; 1 = coins). */
  type: number;
  /** reward[1]: hundredths. */
  amount: number;
  multi: number;
}

/** Sign-in rewards are wagered once unless the operator sets another multiple per day. */
export const DEFAULT_SIGN_IN_MULTI = 1;

const DEFAULT_SIGN_IN: readonly SignInDayRule[] = [
  [0, 100],
  [0, 800],
  [1, 900],
  [1, 1500],
  [2, 2000],
  [3, 2500],
  [3, 3200],
].map(([vip, amount], index) => ({ day: index + 1, vip: vip!, type: 1, amount: amount!, multi: DEFAULT_SIGN_IN_MULTI }));

export const DEFAULT_BIND_REWARDS: BindRewardConf = { phone: { amount: 500, multi: 1 }, bankCard: { amount: 1000, multi: 1 } };

/** The seven days, day 1 first. */
export async function signInRules(db: Queryable): Promise<readonly SignInDayRule[]> {
  const parsed = z.safeParse(LoginConf, await configDocument(db, 'LoginConf'));
  if (!parsed.success) return DEFAULT_SIGN_IN;
  const days = [...parsed.data].sort((a, b) => a.day - b.day);
  const valid =
    days.length === SIGN_IN_DAYS &&
    days.every((entry, index) => entry.day === index + 1 && entry.vip >= 0 && (entry.reward[1] ?? 0) > 0);
  if (!valid) return DEFAULT_SIGN_IN;
  return days.map((entry) => ({
    day: entry.day,
    vip: entry.vip,
    type: entry.reward[0] ?? 1,
    amount: entry.reward[1]!,
    multi: entry.multi ?? DEFAULT_SIGN_IN_MULTI,
  }));
}

export async function bindRewardRules(db: Queryable): Promise<BindRewardConf> {
  const parsed = z.safeParse(BindRewardConf, await configDocument(db, 'BindRewardConf'));
  return parsed.success ? parsed.data : DEFAULT_BIND_REWARDS;
}
