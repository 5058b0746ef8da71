// Closed accounts: by the player or by a date of birth under 18. An under-18 closure's
// balance needs a decision (refund to the source or retain, with the reason); support reopens an
// account with the reason. Both are audited on the server.
import { CLOSURE_REVIEW_STATES, decideClosureReview, listClosures, reopenAccount, type ClosureItem } from '@khel/contracts/admin/kyc';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';

type Action = { kind: 'refund_to_source' | 'retained' | 'reopen'; closure: ClosureItem };
const TITLES: Record<Action['kind'], string> = { refund_to_source: 'Refund to source', retained: 'Retain balance', reopen: 'Reopen account' };

const col = columnsFor<ClosureItem>();

export function ClosuresPanel() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [reviewState, setReviewState] = useState<(typeof CLOSURE_REVIEW_STATES)[number] | undefined>(undefined);
  const [action, setAction] = useState<Action | null>(null);
  const [note, setNote] = useState('');
  const list = useKeyset('account-closures', { reviewState }, (input) => adminCall(listClosures, input));
  const columns: Columns<ClosureItem> = [
    col.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}`}>{c.getValue()}</Link> }),
    col.accessor('reason', { header: 'Reason', cell: (c) => (c.getValue() === 'underage' ? 'Under 18' : 'Closed by the player') }),
    col.accessor('closedAt', { header: 'Closed', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.accessor('balanceOwed', { header: 'Balance owed', cell: (c) => (c.row.original.reviewState ? money(c.getValue()) : '—') }),
    col.accessor('reviewState', { header: 'Review', cell: (c) => (c.getValue() ? <StateTag state={c.getValue()!} /> : '—') }),
    col.accessor('reopenedAt', { header: 'Reopened', cell: (c) => (c.getValue() ? `${when(c.getValue()!)} — ${c.row.original.reopenNote}` : '—') }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <Space>
          {c.row.original.reviewState === 'open' ? (
            <>
              <Button size="small" onClick={() => setAction({ kind: 'refund_to_source', closure: c.row.original })}>Refund to source</Button>
              <Button size="small" onClick={() => setAction({ kind: 'retained', closure: c.row.original })}>Retain</Button>
            </>
          ) : null}
          {c.row.original.reopenedAt === null ? (
            <Button size="small" onClick={() => setAction({ kind: 'reopen', closure: c.row.original })}>Reopen</Button>
          ) : null}
        </Space>
      ),
    }),
  ];
  const submit = async () => {
    if (!action) return;
    try {
      if (action.kind === 'reopen') await adminCall(reopenAccount, { id: action.closure.id, note });
      else await adminCall(decideClosureReview, { id: action.closure.id, decision: action.kind, note });
      notify.ok(TITLES[action.kind]);
      setAction(null);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: ['account-closures'] });
    } catch (error) {
      notify.fail(error);
    }
  };
  return (
    <section style={{ marginTop: 32 }}>
      <Typography.Title level={4}>Closed accounts</Typography.Title>
      <Select
        aria-label="Review"
        style={{ width: 200, marginBottom: 12 }}
        value={reviewState ?? 'all'}
        options={[{ value: 'all', label: 'All closures' }, ...CLOSURE_REVIEW_STATES.map((s) => ({ value: s, label: `Review: ${s}` }))]}
        onChange={(value) => setReviewState(value === 'all' ? undefined : (value as typeof reviewState))}
      />
      <DataTable label="Closed accounts" rows={list.items} columns={columns} rowId={(k) => String(k.id)} loading={list.isFetching} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      <Modal
        open={action !== null}
        title={action ? `${TITLES[action.kind]} — player ${action.closure.playerId}` : ''}
        okText={action ? TITLES[action.kind] : ''}
        okButtonProps={{ disabled: note.trim() === '' }}
        onOk={() => void submit()}
        onCancel={() => setAction(null)}
      >
        <label htmlFor="closure-note">Reason (audited)</label>
        <Input.TextArea id="closure-note" rows={3} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      </Modal>
    </section>
  );
}
