// Reports and the dashboard (README.md; definitions in packages/contracts/src/admin/reports.ts):
// GGR = stakes − wins of rounds settled in the day, bonus cost = bonus transfers to players, NGR =
// GGR − bonus cost; deposits credited and withdrawals paid; all in Asia/Karachi days.
import type { DayFigures, GgrGroup, GgrRow } from '@khel/contracts/admin/reports';
import { addBusinessDays, businessDay, businessDayStart } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import {
  selectBonus,
  selectDepositsByGateway,
  selectPlay,
  selectPlayerCounts,
  selectQueues,
  selectWithdrawalsPaidByDay,
  type Range,
} from './reports.repository.ts';

export const DASHBOARD_DAYS = 14;

/** [from 00:00, the day after `to` 00:00) in Asia/Karachi. */
export function dayRange(from: string, to: string): Range {
  return { from: businessDayStart(from), to: businessDayStart(addBusinessDays(to, 1)) };
}

export async function ggrReport(db: Queryable, q: { from: string; to: string; by: GgrGroup }): Promise<{ rows: GgrRow[]; totals: GgrRow }> {
  const range = dayRange(q.from, q.to);
  const play = await selectPlay(db, range, q.by);
  const withBonus = q.by === 'day' || q.by === 'agent';
  const bonus = new Map<string, number>();
  // One row per (day or agent, bonus account): summed per day or agent.
  if (withBonus) for (const b of await selectBonus(db, range, q.by === 'day' ? 'day' : 'agent')) bonus.set(b.key, (bonus.get(b.key) ?? 0) + b.amount);
  // A day or agent with bonuses but no settled round still costs: it gets a row too.
  const keys = new Map(play.map((row) => [row.key, row]));
  for (const key of bonus.keys()) if (!keys.has(key)) keys.set(key, { key, label: key, rounds: 0, players: 0, stakes: 0, wins: 0 });
  const rows = [...keys.values()]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((row) => {
      const ggr = row.stakes - row.wins;
      const bonusCost = withBonus ? (bonus.get(row.key) ?? 0) : null;
      return { ...row, ggr, bonusCost, ngr: bonusCost === null ? null : ggr - bonusCost };
    });
  const sum = (pick: (row: GgrRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const totalBonus = withBonus ? sum((row) => row.bonusCost ?? 0) : null;
  const totals: GgrRow = {
    key: 'total',
    label: 'Total',
    rounds: sum((row) => row.rounds),
    // A player active on two days counts once per row; the total is not the distinct count.
    players: sum((row) => row.players),
    stakes: sum((row) => row.stakes),
    wins: sum((row) => row.wins),
    ggr: sum((row) => row.ggr),
    bonusCost: totalBonus,
    ngr: totalBonus === null ? null : sum((row) => row.ggr) - totalBonus,
  };
  return { rows, totals };
}

export async function bonusReport(db: Queryable, q: { from: string; to: string }) {
  const rows = (await selectBonus(db, dayRange(q.from, q.to), 'day')).map((row) => ({ day: row.key, kind: row.kind, count: row.count, amount: row.amount }));
  return { rows, total: rows.reduce((total, row) => total + row.amount, 0) };
}

export async function depositsReport(db: Queryable, q: { from: string; to: string }) {
  const rows = await selectDepositsByGateway(db, dayRange(q.from, q.to));
  return {
    rows,
    totals: {
      count: rows.reduce((t, r) => t + r.count, 0),
      amount: rows.reduce((t, r) => t + r.amount, 0),
      bonus: rows.reduce((t, r) => t + r.bonus, 0),
    },
  };
}

/** Today's figures and the last DASHBOARD_DAYS days (today included), plus the open queues. */
export async function dashboard(db: Queryable, now: Date, day = businessDay(now)) {
  const first = addBusinessDays(day, -(DASHBOARD_DAYS - 1));
  const range = dayRange(first, day);
  const [ggr, deposits, withdrawals, players, queues] = await Promise.all([
    ggrReport(db, { from: first, to: day, by: 'day' }),
    selectDepositsByGateway(db, range),
    selectWithdrawalsPaidByDay(db, range),
    selectPlayerCounts(db, range),
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
      deposits: dep.reduce((t, r) => t + r.amount, 0),
      depositCount: dep.reduce((t, r) => t + r.count, 0),
      withdrawals: w?.amount ?? 0,
      withdrawalCount: w?.count ?? 0,
      stakes: g?.stakes ?? 0,
      wins: g?.wins ?? 0,
      ggr: g?.ggr ?? 0,
      bonusCost: g?.bonusCost ?? 0,
      ngr: g?.ngr ?? 0,
      activePlayers: p?.active ?? 0,
      newPlayers: p?.registered ?? 0,
    });
  }
  return { today: series[series.length - 1]!, series, queues };
}
