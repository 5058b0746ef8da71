// Manual adjustments: requested from the player view; here a second operator approves
// (money moves now, once) or rejects (nothing moves). The requester cannot approve their own.
import { ADJUSTMENT_STATES, approveAdjustment, listAdjustments, rejectAdjustment, type Adjustment } from '@khel/contracts/admin/adjustments';
import { useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { FourEyesActions } from '../../components/four-eyes-actions.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useCan, useSession } from '../../lib/session.ts';

const col = columnsFor<Adjustment>();

export default function AdjustmentsPage() {
  const can = useCan();
  const me = useSession()?.me;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [state, setState] = useState<(typeof ADJUSTMENT_STATES)[number] | undefined>('pending');
  const list = useKeyset('adjustments', { state }, (input) => adminCall(listAdjustments, input));
  const done = () => void queryClient.invalidateQueries({ queryKey: ['adjustments'] });

  const approve = async (a: Adjustment) => {
    try {
      await adminCall(approveAdjustment, { id: a.id });
      notify.ok(`Adjustment #${a.id} approved: ${a.direction} ${money(a.amount)} for player ${a.playerId}`);
      done();
    } catch (error) {
      notify.fail(error);
    }
  };
  const reject = async (a: Adjustment, note: string) => {
    try {
      await adminCall(rejectAdjustment, { id: a.id, note });
      notify.ok(`Adjustment #${a.id} rejected`);
      done();
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<Adjustment> = [
    col.accessor('id', { header: '#' }),
    col.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}`}>{c.getValue()}</Link> }),
    col.accessor('direction', { header: 'Direction' }),
    col.accessor('amount', { header: () => <div className="num">Amount</div>, cell: (c) => <div className="num">{money(c.getValue())}</div> }),
    col.accessor('category', { header: 'Category' }),
    col.accessor('reason', { header: 'Reason' }),
    col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
    col.display({ id: 'requested', header: 'Requested', cell: (c) => <span className="weak">{c.row.original.requestedByName} · {when(c.row.original.requestedAt)}</span> }),
    col.display({ id: 'decided', header: 'Decided', cell: (c) => <span className="weak">{c.row.original.decidedByName ?? '—'} {c.row.original.decisionNote}</span> }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) => {
        const a = c.row.original;
        if (a.state !== 'pending' || !can('adjustments.approve')) return null;
        const mine = a.requestedBy === me?.operatorId;
        return <FourEyesActions mine={mine} what={`adjustment #${a.id}`} onApprove={() => approve(a)} onReject={(note) => reject(a, note)} />;
      },
    }),
  ];

  return (
    <>
      <PageHeader title="Adjustments">Four eyes: one operator requests (from the player view), another approves. Credits come from the adjustments account, debits go to it.</PageHeader>
      <Select
        aria-label="State"
        style={{ width: 160, marginBottom: 12 }}
        value={state ?? 'all'}
        options={[{ value: 'all', label: 'All states' }, ...ADJUSTMENT_STATES.map((s) => ({ value: s, label: s }))]}
        onChange={(value) => setState(value === 'all' ? undefined : (value as typeof state))}
      />
      <DataTable label="Adjustments" rows={list.items} columns={columns} rowId={(a) => String(a.id)} loading={list.isFetching} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
    </>
  );
}
