// Proposed changes to the documents that need a second operator (contracts FOUR_EYES_CONFIG): each
// with its diff against the current version; another operator with config.write approves (the
// change is live at once) or rejects it with a note, and its proposer may withdraw it. The buttons
// are disabled for the proposer, with the reason beside them.
import {
  CONFIG_PROPOSAL_STATES,
  approveConfigProposal,
  getConfigProposal,
  listConfigProposals,
  rejectConfigProposal,
  withdrawConfigProposal,
  type ConfigProposal,
} from '@khel/contracts/admin/config-proposals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Select, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useCan, useSession } from '../../lib/session.ts';
import { DiffHunks } from './config-diff.tsx';

type State = (typeof CONFIG_PROPOSAL_STATES)[number];
const col = columnsFor<ConfigProposal>();
const OWN = 'You proposed this change: a second operator must approve or reject it';

function Review({ proposal, onDone }: { proposal: ConfigProposal; onDone: () => void }) {
  const can = useCan();
  const me = useSession()?.me;
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const detail = useQuery({ queryKey: ['config-proposal', proposal.id], queryFn: () => adminCall(getConfigProposal, { id: proposal.id }) });
  const mine = proposal.requestedBy === me?.operatorId;
  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      notify.ok(done);
      onDone();
    } catch (error) {
      notify.fail(error);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  const data = detail.data;
  return (
    <>
      {data ? (
        <>
          <Typography.Paragraph type="secondary">
            Proposed by {proposal.requestedByName} {when(proposal.requestedAt)} against v{data.baseVersion}
            {data.rollbackOf !== null ? ` (roll back to v${data.rollbackOf})` : ''}; the document is now v{data.currentVersion}.
          </Typography.Paragraph>
          <DiffHunks hunks={data.hunks} same="The proposal is the same as the current version." />
        </>
      ) : null}
      {proposal.state === 'pending' && can('config.write') ? (
        <>
          {mine ? <Alert type="info" showIcon style={{ margin: '12px 0' }} title={OWN} /> : null}
          <label htmlFor="proposal-note">Note (required to reject)</label>
          <Input id="proposal-note" value={note} maxLength={500} disabled={mine} onChange={(event) => setNote(event.target.value)} />
          <Space style={{ marginTop: 12 }}>
            <Tooltip title={mine ? OWN : undefined}>
              <Button
                type="primary"
                loading={busy}
                disabled={mine}
                onClick={() => void act(() => adminCall(approveConfigProposal, { id: proposal.id, note }), `${proposal.name}: change #${proposal.id} approved and live`)}
              >
                Approve
              </Button>
            </Tooltip>
            <Tooltip title={mine ? OWN : note.trim().length < 3 ? 'Write why (3 characters or more)' : undefined}>
              <Button
                danger
                loading={busy}
                disabled={mine || note.trim().length < 3}
                onClick={() => void act(() => adminCall(rejectConfigProposal, { id: proposal.id, note }), `${proposal.name}: change #${proposal.id} rejected`)}
              >
                Reject
              </Button>
            </Tooltip>
            {mine ? (
              <Button loading={busy} onClick={() => void act(() => adminCall(withdrawConfigProposal, { id: proposal.id }), `${proposal.name}: change #${proposal.id} withdrawn`)}>
                Withdraw
              </Button>
            ) : null}
          </Space>
        </>
      ) : null}
    </>
  );
}

/** Proposals, pending first by default; `name` narrows them to one document. */
export function ConfigProposals({ name }: { name?: string }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State | undefined>('pending');
  const [open, setOpen] = useState<ConfigProposal | null>(null);
  const list = useKeyset('config-proposals', { state, ...(name ? { name } : {}) }, (input) => adminCall(listConfigProposals, input), 20);
  const done = () => {
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: ['config-proposals'] });
    void queryClient.invalidateQueries({ queryKey: ['config-document'] });
    void queryClient.invalidateQueries({ queryKey: ['config'] });
  };
  const columns: Columns<ConfigProposal> = [
    col.accessor('id', { header: '#' }),
    ...(name ? [] : [col.accessor('name', { header: 'Document', cell: (c) => <Link className="mono" to={`/config/${c.getValue()}`}>{c.getValue()}</Link> })]),
    col.display({ id: 'what', header: 'Change', cell: (c) => (c.row.original.rollbackOf !== null ? `roll back to v${c.row.original.rollbackOf}` : `edit of v${c.row.original.baseVersion}`) }),
    col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
    col.display({ id: 'requested', header: 'Proposed', cell: (c) => <span className="weak">{c.row.original.requestedByName} · {when(c.row.original.requestedAt)}</span> }),
    col.display({
      id: 'decided',
      header: 'Decided',
      cell: (c) => <span className="weak">{c.row.original.decidedByName ?? '—'} {c.row.original.appliedVersion !== null ? `→ v${c.row.original.appliedVersion}` : ''} {c.row.original.note}</span>,
    }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <Button size="small" onClick={() => setOpen(c.row.original)}>
          {c.row.original.state === 'pending' ? 'Review' : 'Diff'}
        </Button>
      ),
    }),
  ];
  return (
    <>
      <Select
        aria-label="State"
        style={{ width: 160, marginBottom: 12 }}
        value={state ?? 'all'}
        options={[{ value: 'all', label: 'All states' }, ...CONFIG_PROPOSAL_STATES.map((s) => ({ value: s, label: s }))]}
        onChange={(value) => setState(value === 'all' ? undefined : (value as State))}
      />
      <DataTable label="Config changes" rows={list.items} columns={columns} rowId={(p) => String(p.id)} loading={list.isFetching} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      <Modal open={open !== null} title={open ? `${open.name}: change #${open.id}` : ''} width={900} footer={null} onCancel={() => setOpen(null)} destroyOnHidden>
        {open ? <Review proposal={open} onDone={done} /> : null}
      </Modal>
    </>
  );
}
