// The player view's P&L tab: the player's stakes, wins, GGR, deposits, withdrawals,
// bonuses and adjustments by Asia/Karachi day over a chosen period, with totals.
import { playerPnl, type PnlRow } from '@khel/contracts/admin/reports-disputes';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { adminCall } from '../../lib/api.ts';
import { addBusinessDays, businessDay } from '@khel/contracts/business-day';
import { money } from '../../lib/format.ts';

const amount = (header: string) => ({ header: () => <div className="num">{header}</div>, cell: (c: { getValue: () => number }) => <div className="num">{money(c.getValue())}</div> });
const count = (header: string) => ({ header: () => <div className="num">{header}</div>, cell: (c: { getValue: () => number }) => <div className="num">{c.getValue()}</div> });

const p = columnsFor<PnlRow>();
const columns: Columns<PnlRow> = [
  p.accessor('day', { header: 'Day', cell: (c) => (c.getValue() === 'total' ? <strong>Total</strong> : c.getValue()) }),
  p.accessor('rounds', count('Rounds')),
  p.accessor('stakes', amount('Stakes')),
  p.accessor('wins', amount('Wins')),
  p.accessor('ggr', amount('GGR')),
  p.accessor('deposits', amount('Deposits')),
  p.accessor('withdrawals', amount('Withdrawals')),
  p.accessor('bonuses', amount('Bonuses')),
  p.accessor('adjustments', amount('Adjustments')),
];

export function PlayerPnl({ playerId }: { playerId: number }) {
  // Read once, at mount: the default range's end; a render must not read the clock.
  const [today] = useState(() => businessDay(Date.now()));
  const [range, setRange] = useState({ from: addBusinessDays(today, -29), to: today });
  const query = useQuery({ queryKey: ['player-pnl', playerId, range], queryFn: () => adminCall(playerPnl, { id: playerId, ...range }) });
  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          aria-label="Period"
          allowClear={false}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={(dates) => dates?.[0] && dates[1] && setRange({ from: dates[0].format('YYYY-MM-DD'), to: dates[1].format('YYYY-MM-DD') })}
        />
        <Typography.Text type="secondary">GGR = stakes − wins of settled rounds (the house&apos;s result; the player&apos;s is the opposite).</Typography.Text>
      </Flex>
      {query.error ? <Alert type="error" title={query.error.message} /> : null}
      <DataTable label="Player P&L" rows={query.data ? [...query.data.rows, query.data.totals] : []} columns={columns} rowId={(r) => r.day} loading={query.isFetching} />
    </>
  );
}
