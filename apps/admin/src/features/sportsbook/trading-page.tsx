// The trading desk: the feed window's events with open bets, stakes and liability, live first
// (the server's order); a row opens the event's markets. Reads again every 5 s while visible.
import type { TradingEvent } from '@khel/contracts/admin/sportsbook';
import { SPORTS, type Sport } from '@khel/contracts/endpoints/sportsbook';
import { Alert, Flex, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { money, when } from '../../lib/format.ts';
import { LiabilityAmount } from './liability-amount.tsx';
import { SPORT_LABELS } from './market-names.ts';
import { useTradingEvents, type EventStatus } from './sportsbook-api.ts';
import { EventStatusTag, OperatorSuspendedTag } from './sportsbook-tags.tsx';

const EVENT_STATUSES: EventStatus[] = ['live', 'scheduled', 'ended', 'abandoned'];
const col = columnsFor<TradingEvent>();
const num = (header: string) => () => <div className="num">{header}</div>;

const columns: Columns<TradingEvent> = [
  col.accessor('startsAt', { header: 'Start', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
  col.accessor('sport', { header: 'Sport', cell: (c) => SPORT_LABELS[c.row.original.sport] }),
  col.accessor('competition', { header: 'Competition' }),
  col.display({ id: 'match', header: 'Match', cell: (c) => <strong>{`${c.row.original.home} v ${c.row.original.away}`}</strong> }),
  col.accessor('status', { header: 'Status', cell: (c) => <EventStatusTag status={c.getValue()} /> }),
  col.accessor('suspendedByOperator', { header: 'Trading', cell: (c) => (c.getValue() ? <OperatorSuspendedTag /> : <span className="weak">—</span>) }),
  col.accessor('openBets', { header: num('Open bets'), cell: (c) => <div className="num">{c.getValue()}</div> }),
  col.accessor('stakes', { header: num('Stakes'), cell: (c) => <div className="num">{money(c.getValue())}</div> }),
  col.accessor('liability', { header: num('Liability'), cell: (c) => <div className="num"><LiabilityAmount value={c.getValue()} /></div> }),
];

export default function TradingPage() {
  const navigate = useNavigate();
  const [sport, setSport] = useState<Sport | undefined>();
  const [status, setStatus] = useState<EventStatus | undefined>();
  const query = useTradingEvents({ sport, status });
  return (
    <>
      <PageHeader title="Trading">
        Liability is what the book pays if the worst outcome of each market happens, less the stakes taken: red when the book loses. Reads again every 5 seconds.
      </PageHeader>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Select<Sport | 'all'>
          aria-label="Sport"
          style={{ width: 160 }}
          value={sport ?? 'all'}
          options={[{ value: 'all', label: 'All sports' }, ...SPORTS.map((value) => ({ value, label: SPORT_LABELS[value] }))]}
          onChange={(value) => setSport(value === 'all' ? undefined : value)}
        />
        <Select<EventStatus | 'all'>
          aria-label="Status"
          style={{ width: 160 }}
          value={status ?? 'all'}
          options={[{ value: 'all', label: 'All statuses' }, ...EVENT_STATUSES.map((value) => ({ value, label: value }))]}
          onChange={(value) => setStatus(value === 'all' ? undefined : value)}
        />
      </Flex>
      {query.error ? <Alert type="error" title={query.error.message} style={{ marginBottom: 12 }} /> : null}
      <DataTable
        label="Sportsbook events"
        rows={query.data?.events ?? []}
        columns={columns}
        rowId={(e) => String(e.id)}
        loading={query.isLoading}
        onRowClick={(e) => void navigate(`/sportsbook/events/${e.id}`)}
        empty="No events in the feed window"
      />
    </>
  );
}
