// Limit raises and removals waiting for a second operator (or decided): approve applies the change
// at once; the requester cannot decide their own (the server and the database refuse it too).
import { approveLimitLift, rejectLimitLift, type LimitLift } from '@khel/contracts/admin/limits';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { FourEyesActions } from '../../components/four-eyes-actions.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useCan, useSession } from '../../lib/session.ts';
import { limitValue } from './limit-format.ts';

const col = columnsFor<LimitLift>();

export function LimitRequestsTable({ rows, loading, onDecided }: { rows: LimitLift[]; loading: boolean; onDecided: () => void }) {
  const can = useCan();
  const me = useSession()?.me;
  const notify = useNotify();

  const approve = async (lift: LimitLift) => {
    try {
      await adminCall(approveLimitLift, { id: lift.id });
      notify.ok(`Limit request #${lift.id} approved: ${lift.kind} ${lift.period} is now ${limitValue(lift.kind, lift.amount)}`);
      onDecided();
    } catch (error) {
      notify.fail(error);
    }
  };
  const reject = async (lift: LimitLift, note: string) => {
    try {
      await adminCall(rejectLimitLift, { id: lift.id, note });
      notify.ok(`Limit request #${lift.id} rejected: the limit stays`);
      onDecided();
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<LimitLift> = [
    col.accessor('id', { header: '#' }),
    col.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}/limits`}>{c.getValue()}</Link> }),
    col.display({ id: 'limit', header: 'Limit', cell: (c) => `${c.row.original.kind} · ${c.row.original.period}` }),
    col.display({ id: 'to', header: () => <div className="num">New value</div>, cell: (c) => <div className="num">{limitValue(c.row.original.kind, c.row.original.amount)}</div> }),
    col.accessor('reason', { header: 'Reason' }),
    col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
    col.display({ id: 'requested', header: 'Requested', cell: (c) => <span className="weak">{c.row.original.requestedByName} · {when(c.row.original.requestedAt)}</span> }),
    col.display({ id: 'decided', header: 'Decided', cell: (c) => <span className="weak">{c.row.original.decidedByName ?? '—'} {c.row.original.decisionNote}</span> }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) => {
        const lift = c.row.original;
        if (lift.state !== 'pending' || !can('limits.manage')) return null;
        const mine = lift.requestedBy === me?.operatorId;
        return <FourEyesActions mine={mine} what={`limit request #${lift.id}`} onApprove={() => approve(lift)} onReject={(note) => reject(lift, note)} />;
      },
    }),
  ];

  return <DataTable label="Limit requests" rows={rows} columns={columns} rowId={(lift) => String(lift.id)} loading={loading} />;
}
