// The sportsbook report: bets settled in the Asia/Karachi days by sport, competition or market
// kind, with turnover, payouts, GGR and margin, a total row, and the same figures as CSV
// (accumulators count under their first leg's sport and competition, market "accumulator").
import { exportSportsReport, sportsReport, SPORTS_REPORT_GROUPS, type SportsReportRow } from '@khel/contracts/admin/sportsbook';
import { addBusinessDays, businessDay } from '@khel/contracts/business-day';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Flex, Segmented, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall, downloadCsv } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';
import { marginText } from './margin-text.ts';

type Group = (typeof SPORTS_REPORT_GROUPS)[number];
const GROUP_NAMES: Record<Group, string> = { sport: 'By sport', competition: 'By competition', market: 'By market' };
const TOTAL_KEY = 'sportsbook-report-total';

const col = columnsFor<SportsReportRow>();
const num = (header: string) => () => <div className="num">{header}</div>;
const columns: Columns<SportsReportRow> = [
  col.accessor('label', { header: 'Key', cell: (c) => <strong>{c.row.original.key === TOTAL_KEY ? 'Total' : c.getValue()}</strong> }),
  col.accessor('bets', { header: num('Bets'), cell: (c) => <div className="num">{c.getValue()}</div> }),
  col.accessor('turnover', { header: num('Turnover'), cell: (c) => <div className="num">{money(c.getValue())}</div> }),
  col.accessor('payouts', { header: num('Payouts'), cell: (c) => <div className="num">{money(c.getValue())}</div> }),
  col.accessor('ggr', { header: num('GGR'), cell: (c) => <div className="num">{money(c.getValue())}</div> }),
  col.accessor('marginBp', { header: num('Margin'), cell: (c) => <div className="num">{marginText(c.getValue())}</div> }),
];

export default function SportsbookReportPage() {
  const notify = useNotify();
  // Read once, at mount: the default range's end; a render must not read the clock.
  const [today] = useState(() => businessDay(Date.now()));
  const [range, setRange] = useState({ from: addBusinessDays(today, -6), to: today });
  const [by, setBy] = useState<Group>('sport');
  const query = useQuery({ queryKey: ['sportsbook-report', range, by], queryFn: () => adminCall(sportsReport, { ...range, by }) });
  const rows = query.data ? [...query.data.rows, { ...query.data.total, key: TOTAL_KEY }] : [];

  const download = () => {
    const params = new URLSearchParams({ ...range, by }).toString();
    downloadCsv(`${exportSportsReport.path}?${params}`, `sportsbook-${by}-${range.from}-${range.to}.csv`).catch(notify.fail);
  };

  return (
    <>
      <PageHeader
        title="Sportsbook report"
        extra={
          <DatePicker.RangePicker
            aria-label="Days"
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            onChange={(dates) => dates?.[0] && dates[1] && setRange({ from: dates[0].format('YYYY-MM-DD'), to: dates[1].format('YYYY-MM-DD') })}
          />
        }
      >
        Bets settled in the days (Asia/Karachi calendar days, at most 366). GGR = turnover − payouts; margin = GGR ÷ turnover.
      </PageHeader>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Segmented<Group> value={by} onChange={setBy} options={SPORTS_REPORT_GROUPS.map((value) => ({ value, label: GROUP_NAMES[value] }))} />
        <Button onClick={download}>Download CSV</Button>
      </Flex>
      {query.error ? <Alert type="error" title={query.error.message} style={{ marginBottom: 12 }} /> : null}
      <DataTable label="Sportsbook report" rows={rows} columns={columns} rowId={(r) => r.key} loading={query.isFetching} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Accumulators count under their first leg&apos;s sport and competition, and as the market &quot;accumulator&quot;. The CSV has the same rows, amounts in rupees.
      </Typography.Paragraph>
    </>
  );
}
