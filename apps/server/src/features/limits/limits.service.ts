// Loss, wager and session-time limits (README.md): the player's view and changes (the 24 h rule of
// contracts' limit-change.ts), the check before a launch or an in-house stake (the callbacks run
// the same SQL check, play_limit_refusal), and operators' changes with a second approval.
import type { PlayLimit, PlayLimitKind, PlayLimitPeriod } from '@khel/contracts/endpoints/limits';
import { SESSION_LIMIT_MINUTES } from '@khel/contracts/endpoints/limits';
import { ErrorCode } from '@khel/contracts/error-codes';
import { changeLimit, limitInForce, type LimitState } from '@khel/contracts/limit-change';
import type { MessageKey } from '@khel/contracts/messages/en';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { liveSessionStart } from '../auth/auth.service.ts';
import { lockPlayerLimits, savePlayLimit, selectPeriodStarts, selectPlayLimits, selectStakeRefusal, type PlayLimitRow } from './limits.repository.ts';

/** Every limit a player can have, in the order the app and the console show them. */
export const PLAY_LIMIT_SLOTS: readonly { kind: PlayLimitKind; period: PlayLimitPeriod }[] = [
  { kind: 'loss', period: 'daily' },
  { kind: 'loss', period: 'weekly' },
  { kind: 'loss', period: 'monthly' },
  { kind: 'wager', period: 'daily' },
  { kind: 'wager', period: 'weekly' },
  { kind: 'wager', period: 'monthly' },
  { kind: 'session', period: 'session' },
];

const MINUTE_MS = 60_000;

export function stateOf(row: PlayLimitRow | undefined): LimitState {
  if (!row) return { amount: null, pending: null };
  return { amount: row.amount, pending: row.pendingAt ? { amount: row.pendingAmount, effectiveAt: row.pendingAt } : null };
}

const find = (rows: PlayLimitRow[], kind: PlayLimitKind, period: PlayLimitPeriod) => rows.find((r) => r.kind === kind && r.period === period);

/**
 * Stakes and wins of the rounds the player began in [from, to], whatever their state: game-wallet's
 * `stakesAndWins`, handed in by app.ts and the back office (game-wallet ranks above limits;
 * docs/architecture/tiers.md).
 */
export type RoundSums = (db: Queryable, playerId: number, range: { from: Date; to: Date }) => Promise<{ staked: number; won: number }>;

export async function listPlayLimits(db: Queryable, rounds: RoundSums, playerId: number, now: Date): Promise<PlayLimit[]> {
  const rows = await selectPlayLimits(db, playerId);
  const views: PlayLimit[] = [];
  // The periods' starts once, each period's sums once (a loss and a wager limit of a period share them).
  let starts: Awaited<ReturnType<typeof selectPeriodStarts>> | undefined;
  const sums = new Map<PlayLimitPeriod, { staked: number; won: number }>();
  const sumsOf = async (period: Exclude<PlayLimitPeriod, 'session'>) => {
    starts ??= await selectPeriodStarts(db, now);
    const known = sums.get(period);
    if (known) return known;
    const found = await rounds(db, playerId, { from: starts[period], to: now });
    sums.set(period, found);
    return found;
  };
  for (const { kind, period } of PLAY_LIMIT_SLOTS) {
    const state = limitInForce(stateOf(find(rows, kind, period)), now);
    let used: number;
    if (kind === 'session') {
      const start = await liveSessionStart(db, playerId, now);
      used = start ? Math.max(0, Math.floor((now.getTime() - start.getTime()) / MINUTE_MS)) : 0;
    } else {
      const played = await sumsOf(period as Exclude<PlayLimitPeriod, 'session'>);
      used = kind === 'wager' ? played.staked : Math.max(0, played.staked - played.won);
    }
    views.push({
      kind,
      period,
      amount: state.amount,
      used,
      pending: state.pending ? { amount: state.pending.amount, effectiveAt: state.pending.effectiveAt.toISOString() } : null,
    });
  }
  return views;
}

/** Loss and wager limits name a calendar period; the session limit is 5–1440 minutes. */
export function assertValidLimit(kind: PlayLimitKind, period: PlayLimitPeriod, amount: number | null): void {
  const sessionPair = (kind === 'session') === (period === 'session');
  const minutesOk = kind !== 'session' || amount === null || (amount >= SESSION_LIMIT_MINUTES.min && amount <= SESSION_LIMIT_MINUTES.max);
  if (!sessionPair || !minutesOk) throw new AppError(ErrorCode.playLimitInvalid);
}

/** The player's own change: stricter at once, looser (or removal) after 24 h. */
export async function setPlayLimit(
  db: Database,
  playerId: number,
  input: { kind: PlayLimitKind; period: PlayLimitPeriod; amount: number | null },
  now: Date,
): Promise<void> {
  assertValidLimit(input.kind, input.period, input.amount);
  await db.transaction(async (tx) => {
    await lockPlayerLimits(tx, playerId);
    const next = changeLimit(stateOf(find(await selectPlayLimits(tx, playerId), input.kind, input.period)), input.amount, now);
    const row = { kind: input.kind, period: input.period, amount: next.amount, pendingAmount: next.pending?.amount ?? null, pendingAt: next.pending?.effectiveAt ?? null };
    await savePlayLimit(tx, playerId, row, now);
  });
}

/** An operator-approved change (limit-lifts.ts): in force at once, nothing pending. */
export async function setPlayLimitAtOnce(tx: Queryable, playerId: number, kind: PlayLimitKind, period: PlayLimitPeriod, amount: number | null, now: Date): Promise<void> {
  await lockPlayerLimits(tx, playerId);
  await savePlayLimit(tx, playerId, { kind, period, amount, pendingAmount: null, pendingAt: null }, now);
}

/** The player-facing refusal of a limit the SQL check named ('session', 'loss:<period>', 'wager:<period>'). */
async function refusalError(db: Queryable, playerId: number, refusal: string, now: Date): Promise<AppError> {
  if (refusal === 'session') {
    const minutes = limitInForce(stateOf(find(await selectPlayLimits(db, playerId), 'session', 'session')), now).amount ?? 0;
    return new AppError(ErrorCode.sessionLimitReached, 'sessionLimitReached', 200, { minutes: String(minutes) });
  }
  const [kind, period = 'daily'] = refusal.split(':');
  const suffix = `${period.charAt(0).toUpperCase()}${period.slice(1)}`;
  if (kind === 'loss') return new AppError(ErrorCode.lossLimitReached, `lossLimit${suffix}` as MessageKey);
  return new AppError(ErrorCode.wagerLimitReached, `wagerLimit${suffix}` as MessageKey);
}

/** Refuses a new stake of `bet` (hundredths) that would pass a limit, with the player-facing message. */
export async function assertMayStake(db: Queryable, playerId: number, bet: number, now: Date): Promise<void> {
  const refusal = await selectStakeRefusal(db, playerId, bet, now);
  if (refusal) throw await refusalError(db, playerId, refusal, now);
}

/** A launch: refused once the session time is up or a loss or wager limit leaves not even ₨0.01 to stake. */
export async function assertMayLaunch(db: Queryable, playerId: number, now: Date): Promise<void> {
  await assertMayStake(db, playerId, 1, now);
}
