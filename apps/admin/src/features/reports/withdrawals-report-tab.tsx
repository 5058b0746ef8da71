// The withdrawals report: requests of the days by day, state and channel with totals,
// the rows behind them (keyset pages) and the CSV of every row of the filter.
import { DISPUTE_CSV_PATHS, withdrawalReportRows, withdrawalsReport, type WithdrawalReportRow } from '@khel/contracts/admin/reports-disputes';
import { WITHDRAWAL_STATES } from '@khel/contracts/admin/withdrawals';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { adminCall } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { amount, count, useCsvDownload } from './report-cells.tsx';

type State = (typeof WITHDRAWAL_STATES)[number];
type Channel = 'Jazzcash' | 'Easypaisa' | 'Bank';
type Group = z.infer<typeof withdrawalsReport.response>['rows'][number];
const g = columnsFor<Group>();
const groupColumns: Columns<Group> = [
  g.accessor('day', { header: 'Day requested' }),
  g.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
  g.accessor('channel', { header: 'Channel' }),
  g.accessor('count', count('Requests')),
  g.accessor('amount', amount('Amount')),
  g.accessor('fee', amount('Fee')),
];
const r = columnsFor<WithdrawalReportRow>();
const rowColumns: Columns<WithdrawalReportRow> = [
  r.accessor('transId', { header: 'ID', cell: (c) => <span className="mono">{c.getValue()}</span> }),
  r.accessor('showId', { header: 'Player' }),
  r.accessor('amount', amount('Amount')),
  r.accessor('fee', amount('Fee')),
  r.accessor('channel', { header: 'Channel' }),
  r.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
  r.accessor('createdAt', { header: 'Requested', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
  r.accessor('approvedBy', { header: 'Approved by', cell: (c) => c.getValue() ?? '—' }),
  r.accessor('paidBy', { header: 'Paid by', cell: (c) => c.getValue() ?? '—' }),
  r.accessor('payoutReference', { header: 'Reference', cell: (c) => <span className="mono">{c.getValue() ?? '—'}</span> }),
];

export function WithdrawalsReport({ range }: { range: { from: string; to: string } }) {
  const [filter, setFilter] = useState<{ state?: State; channel?: Channel }>({});
  const input = { ...range, ...filter };
  const groups = useQuery({ queryKey: ['report-withdrawals', input], queryFn: () => adminCall(withdrawalsReport, input) });
  const rows = useKeyset('report-withdrawal-rows', input, (page) => adminCall(withdrawalReportRows, page));
  const download = useCsvDownload();
  const totals = groups.data?.totals;
  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Flex gap={8} align="center">
          <Select<State> aria-label="State" placeholder="Any state" allowClear style={{ width: 150 }} options={WITHDRAWAL_STATES.map((value) => ({ value, label: value }))} onChange={(state) => setFilter((f) => ({ ...f, state: state ?? undefined }))} />
          <Select<Channel> aria-label="Channel" placeholder="Any channel" allowClear style={{ width: 150 }} options={(['Jazzcash', 'Easypaisa', 'Bank'] as const).map((value) => ({ value, label: value }))} onChange={(channel) => setFilter((f) => ({ ...f, channel: channel ?? undefined }))} />
          <Typography.Text strong>{totals ? `${totals.count} requests, ${money(totals.amount)} (fees ${money(totals.fee)})` : ''}</Typography.Text>
        </Flex>
        <Button onClick={() => download(DISPUTE_CSV_PATHS.withdrawals, input, `withdrawals-${range.from}-${range.to}.csv`)}>Export CSV</Button>
      </Flex>
      {groups.error ? <Alert type="error" title={groups.error.message} /> : null}
      <DataTable label="Withdrawals by day, state and channel" rows={groups.data?.rows ?? []} columns={groupColumns} rowId={(row) => `${row.day}-${row.state}-${row.channel}`} loading={groups.isFetching} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Requests
      </Typography.Title>
      <DataTable label="Withdrawal requests" rows={rows.items} columns={rowColumns} rowId={(row) => String(row.id)} loading={rows.isFetching} />
      <KeysetPager page={rows.page} hasNext={rows.hasNext} onFirst={rows.first} onPrevious={rows.previous} onNext={rows.next} />
    </>
  );
}
