// Today in Asia/Karachi: deposits, withdrawals, GGR, NGR, bonus cost, active players, with the last
// 14 days as charts and the queues waiting for an operator (definitions: contracts admin/reports.ts).
import { dashboard, type DayFigures } from '@khel/contracts/admin/reports';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Statistic, Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PageHeader } from '../../components/page-header.tsx';
import { adminCall } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';

const rupees = (hundredths: number) => hundredths / 100;

function Figure({ title, value, hint }: { title: string; value: string | number; hint?: string }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={title} value={value} />
      {hint ? <div style={{ fontSize: 12, opacity: 0.6 }}>{hint}</div> : null}
    </Card>
  );
}

type Point = Record<string, string | number>;

/** One chart card: the grid, axes, tooltip and legend every dashboard chart shares. Series are drawn
 * without animation: operators read figures, and a half-drawn line reads as a gap in the data. */
function ChartCard({ title, data, height, kind, children }: { title: string; data: Point[]; height: number; kind: 'bar' | 'line'; children: ReactNode }) {
  const { token } = theme.useToken();
  const axis = { stroke: token.colorTextSecondary, fontSize: 12 };
  const Chart = kind === 'bar' ? BarChart : LineChart;
  return (
    <Card title={title} size="small">
      <ResponsiveContainer width="100%" height={height}>
        <Chart data={data}>
          <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} />
          <XAxis dataKey="day" {...axis} />
          <YAxis allowDecimals={false} {...axis} />
          {/* recharts' own hover cursor is a #ccc block: a white slab over a dark chart */}
          <Tooltip
            contentStyle={{ background: token.colorBgElevated, border: `1px solid ${token.colorBorder}` }}
            cursor={kind === 'bar' ? { fill: token.colorFillSecondary } : { stroke: token.colorBorder }}
          />
          <Legend />
          {children}
        </Chart>
      </ResponsiveContainer>
    </Card>
  );
}

function Charts({ series }: { series: DayFigures[] }) {
  const data = series.map((d) => ({
    day: d.day.slice(5),
    Deposits: rupees(d.deposits),
    Withdrawals: rupees(d.withdrawals),
    GGR: rupees(d.ggr),
    NGR: rupees(d.ngr),
    'Bonus cost': rupees(d.bonusCost),
    'Active players': d.activePlayers,
  }));
  return (
    <Row gutter={[16, 16]}>
      <Col span={12}>
        <ChartCard title="Deposits and withdrawals (₨)" data={data} height={260} kind="bar">
          <Bar dataKey="Deposits" fill="#1f6feb" isAnimationActive={false} />
          <Bar dataKey="Withdrawals" fill="#f5a623" isAnimationActive={false} />
        </ChartCard>
      </Col>
      <Col span={12}>
        <ChartCard title="GGR, NGR and bonus cost (₨)" data={data} height={260} kind="line">
          <Line type="linear" dataKey="GGR" stroke="#2e9e5b" strokeWidth={2} isAnimationActive={false} />
          <Line type="linear" dataKey="NGR" stroke="#1f6feb" strokeWidth={2} isAnimationActive={false} />
          <Line type="linear" dataKey="Bonus cost" stroke="#d4380d" strokeDasharray="4 3" isAnimationActive={false} />
        </ChartCard>
      </Col>
      <Col span={24}>
        <ChartCard title="Active players" data={data} height={180} kind="bar">
          <Bar dataKey="Active players" fill="#7b61ff" isAnimationActive={false} />
        </ChartCard>
      </Col>
    </Row>
  );
}

export default function DashboardPage() {
  const query = useQuery({ queryKey: ['dashboard'], queryFn: () => adminCall(dashboard, {}), refetchInterval: 60_000 });
  if (query.error) return <Alert type="error" title={query.error.message} />;
  if (!query.data) return <Skeleton active />;
  const { today, series, queues } = query.data;
  return (
    <>
      <PageHeader title="Dashboard">Today, {today.day} (Asia/Karachi). GGR = stakes − wins of rounds settled today; NGR = GGR − bonus cost.</PageHeader>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col span={4}><Figure title="Deposits" value={money(today.deposits)} hint={`${today.depositCount.toLocaleString('en')} credited`} /></Col>
        <Col span={4}><Figure title="Withdrawals paid" value={money(today.withdrawals)} hint={`${today.withdrawalCount} paid`} /></Col>
        <Col span={4}><Figure title="GGR" value={money(today.ggr)} hint={`stakes ${money(today.stakes)} · wins ${money(today.wins)}`} /></Col>
        <Col span={4}><Figure title="NGR" value={money(today.ngr)} /></Col>
        <Col span={4}><Figure title="Bonus cost" value={money(today.bonusCost)} /></Col>
        <Col span={4}><Figure title="Active players" value={today.activePlayers} hint={`${today.newPlayers.toLocaleString('en')} new today`} /></Col>
      </Row>
      <Card size="small" style={{ marginBottom: 16 }} title="Waiting for an operator">
        <Link to="/withdrawals"><Tag color="gold">{queues.withdrawalsPending.toLocaleString('en')} withdrawals to decide ({money(queues.withdrawalsPendingAmount)})</Tag></Link>
        <Link to="/withdrawals"><Tag color="geekblue">{queues.withdrawalsProcessing.toLocaleString('en')} payouts in progress</Tag></Link>
        <Link to="/adjustments"><Tag color="blue">{queues.adjustmentsPending.toLocaleString('en')} adjustments to approve</Tag></Link>
        <Link to="/kyc"><Tag color="purple">{queues.kycPending.toLocaleString('en')} identities to review</Tag></Link>
        <Link to="/aml"><Tag color="red">{queues.amlOpen.toLocaleString('en')} open AML cases</Tag></Link>
        <Link to="/gift-codes"><Tag color="cyan">{queues.giftCodesPending.toLocaleString('en')} gift codes to approve</Tag></Link>
        <Link to="/mail"><Tag color="cyan">{queues.mailPending.toLocaleString('en')} reward messages to approve</Tag></Link>
        <Link to="/config-proposals"><Tag color="cyan">{queues.configPending.toLocaleString('en')} config changes to approve</Tag></Link>
      </Card>
      <Charts series={series} />
    </>
  );
}
