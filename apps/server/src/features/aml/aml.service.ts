// Anti-money-laundering rules (README.md), thresholds in the server-only AmlConf document:
// - large_deposit: one credited deposit at or above the amount (scan);
// - deposit_withdraw_little_play: a withdrawal when the stakes of the window are below a share of
//   the deposits of the window (checked in the withdrawal request; the request then waits for an
//   operator instead of being approved automatically);
// - shared_device / shared_ip: several players logging in from one device id or address (scan).
// A flag is unique per (rule, subject): re-running a rule never flags the same thing twice. A
// player with an open flag gets no automatic withdrawal approval.
import { createHash } from 'node:crypto';
import type { AmlFlag, AmlRule } from '@khel/contracts/admin/aml';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { serverConfig } from '../config/config.service.ts';
import { audit } from '../operators/operators.service.ts';
import {
  countOpenFlags,
  insertFlag,
  moneyInAndPlay,
  resolveFlag,
  saveMark,
  selectFlag,
  selectFlags,
  selectLargeDeposits,
  selectMark,
  selectSharedLogins,
  type FlagRow,
} from './aml.repository.ts';

const DAY_MS = 86_400_000;

export interface Finding {
  rule: AmlRule;
  detail: Record<string, unknown>;
}

/**
 * Before a withdrawal is stored: should it wait for an operator? Yes when the player has an open
 * flag, or when this request trips deposit_withdraw_little_play (returned as a finding to record
 * once the withdrawal has its id).
 */
export async function assessWithdrawal(tx: Queryable, w: { playerId: number; amount: number; now: Date }): Promise<{ hold: boolean; findings: Finding[] }> {
  const conf = (await serverConfig(tx, 'AmlConf')).depositWithdraw;
  const findings: Finding[] = [];
  if (conf.enabled && w.amount >= conf.minWithdrawal) {
    const since = new Date(w.now.getTime() - conf.windowDays * DAY_MS);
    const { deposits, stakes } = await moneyInAndPlay(tx, w.playerId, since);
    // stakes / deposits < maxPlayPercent %, in integers.
    if (deposits > 0 && stakes * 100 < deposits * conf.maxPlayPercent) {
      findings.push({
        rule: 'deposit_withdraw_little_play',
        detail: { amount: w.amount, deposits, stakes, windowDays: conf.windowDays, maxPlayPercent: conf.maxPlayPercent },
      });
    }
  }
  return { hold: findings.length > 0 || (await countOpenFlags(tx, w.playerId)) > 0, findings };
}

export async function recordWithdrawalFindings(
  tx: Queryable,
  w: { withdrawalId: number; playerId: number; amount: number; now: Date },
  findings: Finding[],
): Promise<void> {
  for (const finding of findings) {
    await insertFlag(tx, { rule: finding.rule, subject: `withdrawal:W${w.withdrawalId}`, playerIds: [w.playerId], detail: finding.detail, at: w.now });
  }
}

/** Open flags naming the player (the player view shows the count). */
export async function openFlagCount(db: Queryable, playerId: number): Promise<number> {
  return countOpenFlags(db, playerId);
}

const setKey = (playerIds: number[]) => createHash('sha256').update(playerIds.join(',')).digest('hex').slice(0, 16);

/** The scanning rules, over what is new since their last run (large deposits) or their window. */
export async function scan(db: Queryable, clock: Clock): Promise<Record<string, number>> {
  const conf = await serverConfig(db, 'AmlConf');
  const now = clock.now();
  const created: Record<string, number> = { large_deposit: 0, shared_device: 0, shared_ip: 0 };

  if (conf.largeDeposit.enabled) {
    const after = (await selectMark(db, 'large_deposit')) ?? new Date(0);
    for (const d of await selectLargeDeposits(db, { after, until: now, amount: conf.largeDeposit.amount })) {
      const detail = { orderNo: d.orderNo, amount: d.amount, gateway: d.gateway, threshold: conf.largeDeposit.amount, settledAt: new Date(d.settledAt).toISOString() };
      if (await insertFlag(db, { rule: 'large_deposit', subject: `deposit:${d.orderNo}`, playerIds: [d.playerId], detail, at: now })) created['large_deposit']! += 1;
    }
    await saveMark(db, 'large_deposit', now);
  }

  const shared = [
    { rule: 'shared_device' as const, column: 'device_id' as const, rules: conf.sharedDevice, label: 'device' },
    { rule: 'shared_ip' as const, column: 'ip' as const, rules: conf.sharedIp, label: 'ip' },
  ];
  for (const s of shared) {
    if (!s.rules.enabled) continue;
    const groups = await selectSharedLogins(db, s.column, { since: new Date(now.getTime() - s.rules.windowDays * DAY_MS), minAccounts: s.rules.minAccounts });
    for (const group of groups) {
      // A group that grows (another account joins) is a new finding: the subject names the set.
      const subject = `${s.label}:${group.value}#${setKey(group.playerIds)}`;
      const detail = { [s.label]: group.value, accounts: group.playerIds.length, windowDays: s.rules.windowDays };
      if (await insertFlag(db, { rule: s.rule, subject, playerIds: group.playerIds, detail, at: now })) created[s.rule]! += 1;
    }
  }
  return created;
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function view(row: FlagRow): AmlFlag {
  return { ...row, createdAt: iso(row.createdAt)!, resolvedAt: iso(row.resolvedAt) };
}

export async function flagsPage(
  db: Queryable,
  q: { state?: 'open' | 'resolved' | undefined; rule?: AmlRule | undefined; playerId?: number | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await selectFlags(db, { ...q, beforeId: decodeCursor(q.cursor)?.id ?? null });
  return pageFrom(rows, q.limit, (row) => [row.id, row.id], view);
}

export async function resolve(db: Database, clock: Clock, id: number, note: string, by: { operatorId: number; ip: string }): Promise<AmlFlag> {
  return db.transaction(async (tx) => {
    const row = await resolveFlag(tx, id, { operatorId: by.operatorId, note, at: clock.now() });
    if (!row) {
      if (await selectFlag(tx, id)) throw new AppError(ErrorCode.amlFlagResolved);
      throw new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/aml/flags/${id}` });
    }
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'aml.resolve',
      target: `aml:${id}`,
      detail: { rule: row.rule, playerIds: row.playerIds, before: { state: 'open' }, after: { state: 'resolved' }, note },
      ip: by.ip,
    });
    return view(row);
  });
}
