// Reports and the dashboard (README.md; definitions in packages/contracts/src/admin/reports.ts):
// GGR = stakes − wins of rounds settled in the day, bonus cost = bonus transfers to players, NGR =
// GGR − bonus cost; deposits credited and withdrawals paid; all in Asia/Karachi days. Every figure
// is summed from per-day rows (day-cache.ts), so finished days are read, not recomputed.
import type { DayFigures, GgrGroup, GgrRow } from '@khel/contracts/admin/reports';
import { addBusinessDays, businessDay } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { daily, lastFinishedDay } from './day-cache.ts';
import { selectBonus, selectDeposits, selectPlay, selectPlayerCounts, selectQueues, selectWithdrawalsPaid, type DayRow, type Range } from './reports.repository.ts';

export const DASHBOARD_DAYS = 14;

interface Query {
  from: string;
  to: string;
}

/** Sums per-day rows into one row per key (a day's key is the day itself). */
function byKey(rows: DayRow[], dayIsKey: boolean): Map<string, DayRow> {
  const sums = new Map<string, DayRow>();
  for (const row of rows) {
    const key = dayIsKey ? row.day : row.key;
    const sum = sums.get(key);
    if (sum) Object.assign(sum, { count: sum.count + row.count, players: sum.players + row.players, a: sum.a + row.a, b: sum.b + row.b });
    else sums.set(key, { ...row, key, label: dayIsKey ? row.day : row.label });
  }
  return sums;
}

export async function ggrReport(db: Queryable, now: Date, q: Query & { by: GgrGroup }): Promise<{ rows: GgrRow[]; totals: GgrRow }> {
  const play = byKey(await daily(db, now, `play:${q.by}`, q.from, q.to, (range) => selectPlay(db, range, q.by)), q.by === 'day');
  const withBonus = q.by === 'day' || q.by === 'agent';
  const bonus = withBonus
    ? byKey(await daily(db, now, `bonus:${q.by === 'day' ? 'kind' : 'agent'}`, q.from, q.to, (range) => selectBonus(db, range, q.by === 'day' ? 'kind' : 'agent')), q.by === 'day')
    : new Map<string, DayRow>();
  // A day or agent with bonuses but no settled round still costs: it gets a row too.
  for (const [key, row] of bonus) if (!play.has(key)) play.set(key, { ...row, label: key, count: 0, players: 0, a: 0, b: 0 });
  const rows: GgrRow[] = [...play.values()]
    .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
    .map((row) => {
      const bonusCost = withBonus ? (bonus.get(row.key)?.a ?? 0) : null;
      const ggr = row.a - row.b;
      return { key: row.key, label: row.label, rounds: row.count, players: row.players, stakes: row.a, wins: row.b, ggr, bonusCost, ngr: bonusCost === null ? null : ggr - bonusCost };
    });
  const sum = (pick: (row: GgrRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const totalBonus = withBonus ? sum((row) => row.bonusCost ?? 0) : null;
  return {
    rows,
    totals: {
      key: 'total',
      label: 'Total',
      rounds: sum((row) => row.rounds),
      // Summed per row: a player active in two rows counts twice (player-days by day).
      players: sum((row) => row.players),
      stakes: sum((row) => row.stakes),
      wins: sum((row) => row.wins),
      ggr: sum((row) => row.ggr),
      bonusCost: totalBonus,
      ngr: totalBonus === null ? null : sum((row) => row.ggr) - totalBonus,
    },
  };
}

export async function bonusReport(db: Queryable, now: Date, q: Query) {
  const rows = (await daily(db, now, 'bonus:kind', q.from, q.to, (range) => selectBonus(db, range, 'kind'))).map((row) => ({
    day: row.day,
    kind: row.key,
    count: row.count,
    amount: row.a,
  }));
  return { rows, total: rows.reduce((total, row) => total + row.amount, 0) };
}

export async function depositsReport(db: Queryable, now: Date, q: Query) {
  const rows = (await daily(db, now, 'deposits:gateway', q.from, q.to, (range) => selectDeposits(db, range))).map((row) => ({
    day: row.day,
    gateway: row.key,
    count: row.count,
    players: row.players,
    amount: row.a,
    bonus: row.b,
  }));
  return {
    rows,
    totals: { count: rows.reduce((t, r) => t + r.count, 0), amount: rows.reduce((t, r) => t + r.amount, 0), bonus: rows.reduce((t, r) => t + r.bonus, 0) },
  };
}

/** That day's figures (default today) and the DASHBOARD_DAYS days up to it, plus the open queues. */
export async function dashboard(db: Queryable, now: Date, day = businessDay(now)) {
  const first = addBusinessDays(day, -(DASHBOARD_DAYS - 1));
  const [ggr, deposits, withdrawals, players, queues] = await Promise.all([
    ggrReport(db, now, { from: first, to: day, by: 'day' }),
    daily(db, now, 'deposits:gateway', first, day, (range) => selectDeposits(db, range)),
    daily(db, now, 'withdrawals:paid', first, day, (range) => selectWithdrawalsPaid(db, range)),
    daily(db, now, 'players:day', first, day, (range) => selectPlayerCounts(db, range)),
    selectQueues(db),
  ]);
  const series: DayFigures[] = [];
  for (let i = 0; i < DASHBOARD_DAYS; i++) {
    const d = addBusinessDays(first, i);
    const g = ggr.rows.find((row) => row.key === d);
    const dep = deposits.filter((row) => row.day === d);
    const w = withdrawals.find((row) => row.day === d);
    const p = players.find((row) => row.day === d);
    series.push({
      day: d,
      deposits: dep.reduce((t, r) => t + r.a, 0),
      depositCount: dep.reduce((t, r) => t + r.count, 0),
      withdrawals: w?.a ?? 0,
      withdrawalCount: w?.count ?? 0,
      stakes: g?.stakes ?? 0,
      wins: g?.wins ?? 0,
      ggr: g?.ggr ?? 0,
      bonusCost: g?.bonusCost ?? 0,
      ngr: g?.ngr ?? 0,
      activePlayers: p?.players ?? 0,
      newPlayers: p?.a ?? 0,
    });
  }
  return { today: series[series.length - 1]!, series, queues };
}

/** How far back the day-cache job fills finished days: the console's longest default range. */
export const WARM_DAYS = 31;
export const REPORT_DAY_CACHE_JOB = 'report-day-cache';

/**
 * The day-cache job (README "Day cache"): computes every finished day the reports read that is not
 * cached yet, so an operator's first call of the day reads the day that just ended instead of
 * computing it. Usually one day per report; after a long stop, up to WARM_DAYS. Returns the
 * reports it visited.
 */
export async function warmDayCache(db: Queryable, now: Date): Promise<string[]> {
  const to = lastFinishedDay(now);
  const from = addBusinessDays(to, -(WARM_DAYS - 1));
  const reports: [string, (range: Range) => Promise<DayRow[]>][] = [
    ...(['day', 'provider', 'game', 'agent'] as const).map((by): [string, (range: Range) => Promise<DayRow[]>] => [`play:${by}`, (range) => selectPlay(db, range, by)]),
    ...(['kind', 'agent'] as const).map((by): [string, (range: Range) => Promise<DayRow[]>] => [`bonus:${by}`, (range) => selectBonus(db, range, by)]),
    ['deposits:gateway', (range) => selectDeposits(db, range)],
    ['withdrawals:paid', (range) => selectWithdrawalsPaid(db, range)],
    ['players:day', (range) => selectPlayerCounts(db, range)],
  ];
  // One after another: a background job should not take every pool connection at once.
  for (const [report, compute] of reports) await daily(db, now, report, from, to, compute);
  return reports.map(([report]) => report);
}
