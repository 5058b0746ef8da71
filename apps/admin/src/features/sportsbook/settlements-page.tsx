// Manual settlements and corrections: one operator asks (from the event page), a second approves
// here (the market takes the result and its bets are settled or corrected now, each once) or
// rejects (nothing moves). The requester cannot approve their own: the server answers 1870.
import { approveSettlement, rejectSettlement, SETTLEMENT_STATES, type Settlement } from '@khel/contracts/admin/sportsbook';
import { Alert, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { FourEyesActions } from '../../components/four-eyes-actions.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useCan, useSession } from '../../lib/session.ts';
import { marketName } from './market-names.ts';
import { resultText } from './market-result.ts';
import { paidText, pendingFirst } from './settlement-text.ts';
import { useRefreshTrading, useSettlements } from './sportsbook-api.ts';

type State = Settlement['state'];
const col = columnsFor<Settlement>();

export default function SettlementsPage() {
  const can = useCan();
  const me = useSession()?.me;
  const notify = useNotify();
  const refresh = useRefreshTrading();
  const [state, setState] = useState<State | undefined>('pending');
  const query = useSettlements(state);

  const approve = async (s: Settlement) => {
    try {
      const done = await adminCall(approveSettlement, { id: s.id });
      notify.ok(`Settlement #${s.id} approved: ${done.betsAffected ?? 0} bets settled, ${paidText(done.netPaid ?? 0)}`);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const reject = async (s: Settlement, note: string) => {
    try {
      await adminCall(rejectSettlement, { id: s.id, note });
      notify.ok(`Settlement #${s.id} rejected: nothing moved`);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<Settlement> = [
    col.accessor('id', { header: '#' }),
    col.accessor('event', { header: 'Event', cell: (c) => <Link to={`/sportsbook/events/${c.row.original.eventId}`}>{c.getValue()}</Link> }),
    col.display({ id: 'market', header: 'Market', cell: (c) => marketName(c.row.original.marketKind, c.row.original.marketParams, c.row.original.line) }),
    col.display({
      id: 'change',
      header: 'Result',
      cell: (c) => {
        const teams = { home: c.row.original.home, away: c.row.original.away };
        return (
          <span>
            <span className="weak">{resultText(c.row.original.previous, teams)}</span> → <strong>{resultText(c.row.original.result, teams)}</strong>
          </span>
        );
      },
    }),
    col.accessor('reason', { header: 'Reason' }),
    col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
    col.display({ id: 'requested', header: 'Requested', cell: (c) => <span className="weak">{c.row.original.requestedByName} · {when(c.row.original.requestedAt)}</span> }),
    col.display({ id: 'decided', header: 'Decided', cell: (c) => <span className="weak">{c.row.original.decidedByName ? `${c.row.original.decidedByName} · ${when(c.row.original.decidedAt)}` : '—'}</span> }),
    col.display({
      id: 'outcome',
      header: 'Bets · money',
      cell: (c) => {
        const s = c.row.original;
        if (s.state !== 'approved' || s.betsAffected === null) return <span className="weak">—</span>;
        return <span className="num">{`${s.betsAffected} bets · ${paidText(s.netPaid ?? 0)}`}</span>;
      },
    }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) => {
        const s = c.row.original;
        if (s.state !== 'pending' || !can('sportsbook.settle')) return null;
        const mine = s.requestedBy === me?.operatorId;
        return <FourEyesActions mine={mine} what={`settlement #${s.id}`} onApprove={() => approve(s)} onReject={(note) => reject(s, note)} />;
      },
    }),
  ];

  return (
    <>
      <PageHeader title="Settlements">
        Four eyes: one operator asks to settle or correct a market (from its event), another approves here. Only the approval moves money.
      </PageHeader>
      <Select<State | 'all'>
        aria-label="State"
        style={{ width: 160, marginBottom: 12 }}
        value={state ?? 'all'}
        options={[{ value: 'all', label: 'All states' }, ...SETTLEMENT_STATES.map((value) => ({ value, label: value }))]}
        onChange={(value) => setState(value === 'all' ? undefined : value)}
      />
      {query.error ? <Alert type="error" title={query.error.message} style={{ marginBottom: 12 }} /> : null}
      <DataTable
        label="Settlements"
        rows={pendingFirst(query.data?.settlements ?? [])}
        columns={columns}
        rowId={(s) => String(s.id)}
        loading={query.isFetching}
        empty={state === 'pending' ? 'No settlement waits for approval' : 'No settlements'}
      />
    </>
  );
}
