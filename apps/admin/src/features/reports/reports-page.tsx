// Reports, in Asia/Karachi days: GGR/NGR by day, provider, game or agent; bonus cost by
// day and bonus account; deposits by gateway; withdrawals and liabilities to players.
// Each exports the same figures as CSV (hundredths); the players export is audited.
import { GGR_GROUPS, REPORT_CSV_PATHS, bonusReport, depositsReport, ggrReport, type GgrGroup, type GgrRow } from '@khel/contracts/admin/reports';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Flex, Segmented, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { z } from 'zod';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall, downloadCsv } from '../../lib/api.ts';
import { addBusinessDays, businessDay } from '@khel/contracts/business-day';
import { money } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';
import { Liabilities } from './liabilities-tab.tsx';
import { PlayersExport } from './players-export-tab.tsx';
import { WithdrawalsReport } from './withdrawals-report-tab.tsx';

type Range = { from: string; to: string };
const amount = (header: string) => ({ header: () => <div className="num">{header}</div>, cell: (c: { getValue: () => number | null }) => <div className="num">{money(c.getValue())}</div> });
const count = (header: string) => ({ header: () => <div className="num">{header}</div>, cell: (c: { getValue: () => number }) => <div className="num">{c.getValue()}</div> });

const g = columnsFor<GgrRow>();
const ggrColumns: Columns<GgrRow> = [
  g.accessor('label', { header: 'Key', cell: (c) => <strong>{c.getValue()}</strong> }),
  g.accessor('rounds', count('Rounds')),
  g.accessor('players', count('Players')),
  g.accessor('stakes', amount('Stakes')),
  g.accessor('wins', amount('Wins')),
  g.accessor('ggr', amount('GGR')),
  g.accessor('bonusCost', amount('Bonus cost')),
  g.accessor('ngr', amount('NGR')),
];
type BonusRow = z.infer<typeof bonusReport.response>['rows'][number];
const b = columnsFor<BonusRow>();
const bonusColumns: Columns<BonusRow> = [b.accessor('day', { header: 'Day' }), b.accessor('kind', { header: 'Bonus account' }), b.accessor('count', count('Transfers')), b.accessor('amount', amount('Cost'))];
type DepositRow = z.infer<typeof depositsReport.response>['rows'][number];
const d = columnsFor<DepositRow>();
const depositColumns: Columns<DepositRow> = [
  d.accessor('day', { header: 'Day' }),
  d.accessor('gateway', { header: 'Gateway' }),
  d.accessor('count', count('Deposits')),
  d.accessor('players', count('Players')),
  d.accessor('amount', amount('Amount')),
  d.accessor('bonus', amount('Bonus')),
];

function useExport(path: string, range: Range, extra: Record<string, string> = {}) {
  const notify = useNotify();
  return () => {
    const query = new URLSearchParams({ ...range, ...extra }).toString();
    const name = `${path.split('/').pop()!.replace('.csv', '')}-${range.from}-${range.to}.csv`;
    downloadCsv(`${path}?${query}`, name).catch(notify.fail);
  };
}

function Ggr({ range }: { range: Range }) {
  const [by, setBy] = useState<GgrGroup>('day');
  const query = useQuery({ queryKey: ['report-ggr', range, by], queryFn: () => adminCall(ggrReport, { ...range, by }) });
  const exportCsv = useExport(REPORT_CSV_PATHS.ggr, range, { by });
  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Segmented<GgrGroup> value={by} onChange={setBy} options={GGR_GROUPS.map((value) => ({ value, label: `By ${value}` }))} />
        <Button onClick={exportCsv}>Export CSV</Button>
      </Flex>
      {query.error ? <Alert type="error" title={query.error.message} /> : null}
      <DataTable label="GGR and NGR" rows={query.data ? [...query.data.rows, query.data.totals] : []} columns={ggrColumns} rowId={(r) => r.key} loading={query.isFetching} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        GGR = stakes − wins of rounds settled in the day. NGR = GGR − bonus cost (by day and by agent; a bonus belongs to no provider or game). Agent = the player's inviter.
      </Typography.Paragraph>
    </>
  );
}

function Bonus({ range }: { range: Range }) {
  const query = useQuery({ queryKey: ['report-bonus', range], queryFn: () => adminCall(bonusReport, range) });
  const exportCsv = useExport(REPORT_CSV_PATHS.bonus, range);
  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Typography.Text strong>Total {money(query.data?.total ?? 0)}</Typography.Text>
        <Button onClick={exportCsv}>Export CSV</Button>
      </Flex>
      <DataTable label="Bonus cost" rows={query.data?.rows ?? []} columns={bonusColumns} rowId={(r) => `${r.day}-${r.kind}`} loading={query.isFetching} />
    </>
  );
}

function Deposits({ range }: { range: Range }) {
  const query = useQuery({ queryKey: ['report-deposits', range], queryFn: () => adminCall(depositsReport, range) });
  const exportCsv = useExport(REPORT_CSV_PATHS.deposits, range);
  const totals = query.data?.totals;
  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Typography.Text strong>{totals ? `${totals.count} deposits, ${money(totals.amount)} (bonus ${money(totals.bonus)})` : ''}</Typography.Text>
        <Button onClick={exportCsv}>Export CSV</Button>
      </Flex>
      <DataTable label="Deposits by gateway" rows={query.data?.rows ?? []} columns={depositColumns} rowId={(r) => `${r.day}-${r.gateway}`} loading={query.isFetching} />
    </>
  );
}

export default function ReportsPage() {
  const can = useCan();
  // Read once, at mount: the default range's end; a render must not read the clock.
  const [today] = useState(() => businessDay(Date.now()));
  const [range, setRange] = useState<Range>({ from: addBusinessDays(today, -6), to: today });
  return (
    <>
      <PageHeader
        title="Reports"
        extra={
          <DatePicker.RangePicker
            aria-label="Days"
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            onChange={(dates) => dates?.[0] && dates[1] && setRange({ from: dates[0].format('YYYY-MM-DD'), to: dates[1].format('YYYY-MM-DD') })}
          />
        }
      >
        Days are Asia/Karachi calendar days; at most 366 of them.
      </PageHeader>
      <Tabs
        items={[
          { key: 'ggr', label: 'GGR / NGR', children: <Ggr range={range} /> },
          { key: 'bonus', label: 'Bonus cost', children: <Bonus range={range} /> },
          { key: 'deposits', label: 'Deposits by gateway', children: <Deposits range={range} /> },
          { key: 'withdrawals', label: 'Withdrawals', children: <WithdrawalsReport range={range} /> },
          { key: 'liabilities', label: 'Liabilities', children: <Liabilities range={range} /> },
          ...(can('players.export') ? [{ key: 'players-export', label: 'Players export', children: <PlayersExport range={range} /> }] : []),
        ]}
      />
    </>
  );
}
