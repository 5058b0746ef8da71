// Anti-money-laundering rules (README.md), thresholds in the server-only AmlConf document:
// - large_deposit: one credited deposit at or above the amount (scan);
// - structuring: several deposits just under that amount within a rolling window (scan);
// - cumulative_deposits: a player's deposits over a window reaching an amount (scan);
// - deposit_withdraw_little_play / rapid_in_out: a withdrawal after deposits with little play over
//   days, or soon after a deposit (checked in the withdrawal request, which then waits);
// - shared_device / shared_ip: several players logging in from one device id or address (scan).
// A flag (finding) is unique per (rule, subject): re-running a rule never flags the same thing
// twice. Every finding attaches to the open case of each player it names (one open case per
// player); while a player's case is open no withdrawal of theirs is approved, by anyone.
import { createHash } from 'node:crypto';
import type { AmlCase, AmlFlag, AmlRule } from '@khel/contracts/admin/aml';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { serverConfig } from '../config/config.service.ts';
import { sharedLogins } from '../auth/auth.service.ts';
import { audit } from '../operators/operators.service.ts';
import {
  attachFinding,
  resolveCase as resolveCaseRow,
  resolveCasesWithoutOpenFindings,
  selectCase,
  selectCases,
  selectOpenCases,
  type CaseRow,
} from './aml-cases.repository.ts';
import { selectLastFindings } from './aml-rules.repository.ts';
import {
  countOpenFlags,
  insertFlag,
  resolveFlag,
  saveMark,
  selectFlag,
  selectFlags,
  selectMark,
  type FlagRow,
} from './aml.repository.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
// The player rules re-read this far behind their watermark: a deposit credited by a transaction
// that commits after a scan started keeps its earlier settled_at. Re-reading finds nothing twice.
const LATE_COMMIT_MS = 10 * MINUTE_MS;

/** A credited deposit as payments reports it. */
export interface AmlDeposit {
  orderNo: string;
  playerId: number;
  amount: number;
  gateway: string;
  settledAt: Date;
}

/**
 * What the withdrawal check reads of the books: payments' credited deposits and game-wallet's
 * stakes. Both rank above AML, so the caller hands them in (withdrawals, from payments.service and
 * game-wallet.service; docs/architecture/tiers.md).
 */
export interface AmlBooks {
  /** The player's credited deposits settled since `since`: how many, their total, the first one's time. */
  paidDepositSummary(db: Queryable, playerId: number, since: Date): Promise<{ deposits: number; total: number; firstAt: Date | null }>;
  /** Stakes of the player's rounds not cancelled begun since `since`. */
  stakesSince(db: Queryable, playerId: number, since: Date): Promise<number>;
}

/** What the scan reads of payments' deposits: set-shaped, wired by app.ts into the job (aml.jobs.ts). */
export interface AmlDepositScan {
  /** Credited deposits in (from, until], amount in [low, high), of the players with one credited in (activeAfter, until]; by player, settled_at, id. */
  paidDepositsOfActive(db: Queryable, f: { activeAfter: Date; from: Date; until: Date; low: number; high: number }): Promise<AmlDeposit[]>;
  /** Credited deposits settled in (after, until] of at least `amount`, oldest first. */
  largePaidDeposits(db: Queryable, f: { after: Date; until: Date; amount: number }): Promise<AmlDeposit[]>;
}

export interface PlayerDeposits {
  playerId: number;
  deposits: number;
  total: number;
  orderNos: string[];
}

/**
 * Per player with a deposit credited in (mark, now]: the credited deposits of (since, now] in
 * [low, high) that came after the player's last finding of `rule`, when there are at least
 * `minDeposits` of them and they total at least `minTotal`; by player.
 */
async function depositRuns(
  db: Queryable,
  books: AmlDepositScan,
  f: { rule: 'structuring' | 'cumulative_deposits'; mark: Date; since: Date; now: Date; low: number; high: number; minDeposits: number; minTotal: number },
): Promise<PlayerDeposits[]> {
  const deposits = await books.paidDepositsOfActive(db, { activeAfter: f.mark, from: f.since, until: f.now, low: f.low, high: f.high });
  const last = await selectLastFindings(db, f.rule, f.since, [...new Set(deposits.map((d) => d.playerId))]);
  const runs = new Map<number, PlayerDeposits>();
  for (const d of deposits) {
    const after = last.get(d.playerId);
    if (after && new Date(d.settledAt).getTime() <= after.getTime()) continue;
    const run = runs.get(d.playerId) ?? { playerId: d.playerId, deposits: 0, total: 0, orderNos: [] };
    run.deposits += 1;
    run.total += Number(d.amount);
    run.orderNos.push(d.orderNo);
    runs.set(d.playerId, run);
  }
  return [...runs.values()].filter((run) => run.deposits >= f.minDeposits && run.total >= f.minTotal).sort((a, b) => a.playerId - b.playerId);
}

export interface Finding {
  rule: AmlRule;
  detail: Record<string, unknown>;
}

/**
 * Records a finding and attaches it to the open case of each player it names (opening one where
 * there is none), in one transaction. False when the same finding was already recorded.
 */
async function raise(
  tx: Queryable,
  f: { rule: AmlRule; subject: string; playerIds: number[]; detail: Record<string, unknown>; at: Date },
): Promise<boolean> {
  const flagId = await insertFlag(tx, f);
  if (flagId === null) return false;
  await attachFinding(tx, { flagId, playerIds: f.playerIds, at: f.at });
  return true;
}

/**
 * Before a withdrawal is stored: should it wait for an operator? Yes when the player has an open
 * case, or when this request trips deposit_withdraw_little_play or rapid_in_out (returned as
 * findings to record once the withdrawal has its id).
 */
export async function assessWithdrawal(
  tx: Queryable,
  books: AmlBooks,
  w: { playerId: number; amount: number; now: Date },
): Promise<{ hold: boolean; findings: Finding[] }> {
  const conf = await serverConfig(tx, 'AmlConf');
  const findings: Finding[] = [];
  const dw = conf.depositWithdraw;
  if (dw.enabled && w.amount >= dw.minWithdrawal) {
    const since = new Date(w.now.getTime() - dw.windowDays * DAY_MS);
    const deposits = (await books.paidDepositSummary(tx, w.playerId, since)).total;
    const stakes = await books.stakesSince(tx, w.playerId, since);
    // stakes / deposits < maxPlayPercent %, in integers.
    if (deposits > 0 && stakes * 100 < deposits * dw.maxPlayPercent) {
      findings.push({
        rule: 'deposit_withdraw_little_play',
        detail: { amount: w.amount, deposits, stakes, windowDays: dw.windowDays, maxPlayPercent: dw.maxPlayPercent },
      });
    }
  }
  const rio = conf.rapidInOut;
  if (rio.enabled && w.amount >= rio.minWithdrawal) {
    const summary = await books.paidDepositSummary(tx, w.playerId, new Date(w.now.getTime() - rio.withinMinutes * MINUTE_MS));
    const recent = { ...summary, stakes: summary.firstAt ? await books.stakesSince(tx, w.playerId, summary.firstAt) : 0 };
    if (recent.deposits > 0 && recent.stakes * 100 < recent.total * rio.maxPlayPercent) {
      const minutes = Math.floor((w.now.getTime() - new Date(recent.firstAt!).getTime()) / MINUTE_MS);
      findings.push({
        rule: 'rapid_in_out',
        detail: { amount: w.amount, deposits: recent.total, stakes: recent.stakes, minutesSinceDeposit: minutes, withinMinutes: rio.withinMinutes, maxPlayPercent: rio.maxPlayPercent },
      });
    }
  }
  return { hold: findings.length > 0 || (await openCaseOf(tx, w.playerId)) !== null, findings };
}

export async function recordWithdrawalFindings(
  tx: Queryable,
  w: { withdrawalId: number; playerId: number; amount: number; now: Date },
  findings: Finding[],
): Promise<void> {
  for (const finding of findings) {
    await raise(tx, { rule: finding.rule, subject: `withdrawal:W${w.withdrawalId}`, playerIds: [w.playerId], detail: finding.detail, at: w.now });
  }
}

/** Open findings naming the player (the player view shows the count). */
export async function openFlagCount(db: Queryable, playerId: number): Promise<number> {
  return countOpenFlags(db, playerId);
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function caseView(row: CaseRow): AmlCase {
  return { ...row, openedAt: iso(row.openedAt)!, updatedAt: iso(row.updatedAt)!, resolvedAt: iso(row.resolvedAt) };
}

export async function openCaseOf(db: Queryable, playerId: number): Promise<AmlCase | null> {
  const [row] = await selectOpenCases(db, [playerId]);
  return row ? caseView(row) : null;
}

/** The open case of each of these players that has one (one query: a page of the withdrawal queue). */
export async function openCasesOf(db: Queryable, playerIds: number[]): Promise<Map<number, AmlCase>> {
  return new Map((await selectOpenCases(db, [...new Set(playerIds)])).map((row) => [row.playerId, caseView(row)]));
}

/** Refuses (1880) while the player has an open case: no withdrawal of theirs is approved. */
export async function assertNoOpenCase(db: Queryable, playerId: number): Promise<void> {
  const open = await openCaseOf(db, playerId);
  if (open) throw new AppError(ErrorCode.amlCaseOpen, undefined, 200, { playerId: String(playerId), caseId: String(open.id) });
}

const setKey = (playerIds: number[]) => createHash('sha256').update(playerIds.join(',')).digest('hex').slice(0, 16);

/** The scanning rules, over what is new since their last run (deposits) or their window (logins). */
export async function scan(db: Database, clock: Clock, books: AmlDepositScan): Promise<Record<string, number>> {
  const conf = await serverConfig(db, 'AmlConf');
  const now = clock.now();
  const created: Record<string, number> = { large_deposit: 0, structuring: 0, cumulative_deposits: 0, shared_device: 0, shared_ip: 0 };
  const record = async (f: Parameters<typeof raise>[1]) => {
    if (await db.transaction((tx) => raise(tx, f))) created[f.rule] = (created[f.rule] ?? 0) + 1;
  };

  if (conf.largeDeposit.enabled) {
    const after = new Date(((await selectMark(db, 'large_deposit')) ?? new Date(LATE_COMMIT_MS)).getTime() - LATE_COMMIT_MS);
    for (const d of await books.largePaidDeposits(db, { after, until: now, amount: conf.largeDeposit.amount })) {
      const detail = { orderNo: d.orderNo, amount: d.amount, gateway: d.gateway, threshold: conf.largeDeposit.amount, settledAt: new Date(d.settledAt).toISOString() };
      await record({ rule: 'large_deposit', subject: `deposit:${d.orderNo}`, playerIds: [d.playerId], detail, at: now });
    }
    await saveMark(db, 'large_deposit', now);
  }

  // Structuring: deposits in [amount − band %, amount), enough of them within the window.
  const st = conf.structuring;
  if (st.enabled) {
    const since = new Date(now.getTime() - st.windowHours * HOUR_MS);
    const mark = new Date(((await selectMark(db, 'structuring')) ?? since).getTime() - LATE_COMMIT_MS);
    const high = conf.largeDeposit.amount;
    const low = high - Math.floor((high * st.bandPercent) / 100);
    const runs = await depositRuns(db, books, { rule: 'structuring', mark, since, now, low, high, minDeposits: st.minDeposits, minTotal: 0 });
    for (const run of runs) {
      const detail = { deposits: run.deposits, total: run.total, orderNos: run.orderNos, from: low, below: high, windowHours: st.windowHours };
      await record({ rule: 'structuring', subject: `player:${run.playerId}:${run.orderNos.at(-1)}`, playerIds: [run.playerId], detail, at: now });
    }
    await saveMark(db, 'structuring', now);
  }

  // Cumulative deposits: any amounts, totalling at least the amount within the window.
  const cd = conf.cumulativeDeposits;
  if (cd.enabled) {
    const since = new Date(now.getTime() - cd.windowDays * DAY_MS);
    const mark = new Date(((await selectMark(db, 'cumulative_deposits')) ?? since).getTime() - LATE_COMMIT_MS);
    const runs = await depositRuns(db, books, { rule: 'cumulative_deposits', mark, since, now, low: 1, high: Number.MAX_SAFE_INTEGER, minDeposits: 1, minTotal: cd.amount });
    for (const run of runs) {
      const detail = { deposits: run.deposits, total: run.total, threshold: cd.amount, windowDays: cd.windowDays };
      await record({ rule: 'cumulative_deposits', subject: `player:${run.playerId}:${run.orderNos.at(-1)}`, playerIds: [run.playerId], detail, at: now });
    }
    await saveMark(db, 'cumulative_deposits', now);
  }

  const shared = [
    { rule: 'shared_device' as const, column: 'device_id' as const, rules: conf.sharedDevice, label: 'device' },
    { rule: 'shared_ip' as const, column: 'ip' as const, rules: conf.sharedIp, label: 'ip' },
  ];
  for (const s of shared) {
    if (!s.rules.enabled) continue;
    const groups = await sharedLogins(db, s.column, { since: new Date(now.getTime() - s.rules.windowDays * DAY_MS), minAccounts: s.rules.minAccounts });
    for (const group of groups) {
      // A group that grows (another account joins) is a new finding: the subject names the set.
      const subject = `${s.label}:${group.value}#${setKey(group.playerIds)}`;
      const detail = { [s.label]: group.value, accounts: group.playerIds.length, windowDays: s.rules.windowDays };
      await record({ rule: s.rule, subject, playerIds: group.playerIds, detail, at: now });
    }
  }
  return created;
}

function view(row: FlagRow): AmlFlag {
  return { ...row, createdAt: iso(row.createdAt)!, resolvedAt: iso(row.resolvedAt) };
}

export async function flagsPage(
  db: Queryable,
  q: { state?: 'open' | 'resolved' | undefined; rule?: AmlRule | undefined; playerId?: number | undefined; caseId?: number | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await selectFlags(db, { ...q, beforeId: decodeCursor(q.cursor)?.id ?? null });
  return pageFrom(rows, q.limit, (row) => [row.id, row.id], view);
}

export async function casesPage(db: Queryable, q: { state?: 'open' | 'resolved' | undefined; playerId?: number | undefined; cursor?: string | undefined; limit: number }) {
  const rows = await selectCases(db, { ...q, beforeId: decodeCursor(q.cursor)?.id ?? null });
  return pageFrom(rows, q.limit, (row) => [row.id, row.id], caseView);
}

const caseNotFound = (id: number) => new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/aml/cases/${id}` });

export async function getCase(db: Queryable, id: number): Promise<AmlCase> {
  const row = await selectCase(db, id);
  if (!row) throw caseNotFound(id);
  return caseView(row);
}

/** Resolves a flag (finding); a case it leaves with no open finding resolves with the same note. */
export async function resolve(db: Database, clock: Clock, id: number, note: string, by: { operatorId: number; ip: string }): Promise<AmlFlag> {
  return db.transaction(async (tx) => {
    const at = clock.now();
    const row = await resolveFlag(tx, id, { operatorId: by.operatorId, note, at });
    if (!row) {
      if (await selectFlag(tx, id)) throw new AppError(ErrorCode.amlFlagResolved);
      throw new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/aml/flags/${id}` });
    }
    await resolveCasesWithoutOpenFindings(tx, id, { operatorId: by.operatorId, note, at });
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

/** Resolves an open case and its open findings with a note (audited); 1881 when already resolved. */
export async function resolveCase(db: Database, clock: Clock, id: number, note: string, by: { operatorId: number; ip: string }): Promise<AmlCase> {
  return db.transaction(async (tx) => {
    if (!(await resolveCaseRow(tx, id, { operatorId: by.operatorId, note, at: clock.now() }))) {
      if (await selectCase(tx, id)) throw new AppError(ErrorCode.amlCaseResolved);
      throw caseNotFound(id);
    }
    const row = (await selectCase(tx, id))!;
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'aml.case.resolve',
      target: `player:${row.playerId}`,
      detail: { case: id, findings: row.findings, rules: row.rules, before: { state: 'open' }, after: { state: 'resolved' }, note },
      ip: by.ip,
    });
    return caseView(row);
  });
}
