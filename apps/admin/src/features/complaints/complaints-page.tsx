// Formal complaints: soonest due first, overdue highlighted; take one (in progress),
// escalate it to compliance with a reason, or send the final response (the player sees it with the
// ADR body of ComplaintsConf). The timeline shows every move and internal note.
import { escalateComplaint, getComplaint, listComplaints, resolveComplaint, startComplaint, type AdminComplaint } from '@khel/contracts/admin/complaints';
import type { ComplaintState } from '@khel/contracts/endpoints/complaints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Input, Modal, Select, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

type StateFilter = ComplaintState | 'unresolved' | 'all';
type Writing = { complaint: AdminComplaint; kind: 'escalate' | 'resolve' } | null;
const MIN = { escalate: 2, resolve: 10 };

const col = columnsFor<AdminComplaint>();

function Details({ id }: { id: number }) {
  const detail = useQuery({ queryKey: ['complaints', 'detail', id], queryFn: () => adminCall(getComplaint, { id }) });
  if (!detail.data) return null;
  return (
    <>
      <p style={{ whiteSpace: 'pre-wrap' }}>{detail.data.message}</p>
      <Timeline
        items={detail.data.events.map((e) => ({
          children: (
            <span>
              <b>{e.kind.replace('_', ' ')}</b> {when(e.at)} {e.operator ? `by ${e.operator}` : 'by the player'}
              {e.note ? <span style={{ display: 'block', whiteSpace: 'pre-wrap' }}>{e.note}</span> : null}
            </span>
          ),
        }))}
      />
    </>
  );
}

export default function ComplaintsPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [state, setState] = useState<StateFilter>('unresolved');
  const [overdue, setOverdue] = useState(false);
  const [reference, setReference] = useState('');
  const [viewing, setViewing] = useState<AdminComplaint | null>(null);
  const [writing, setWriting] = useState<Writing>(null);
  const [text, setText] = useState('');
  const filters = {
    ...(state === 'all' ? {} : { state }),
    ...(overdue ? { overdue: 'true' as const } : {}),
    ...(reference.trim() ? { reference: reference.trim() } : {}),
  };
  const list = useKeyset('complaints', filters, (input) => adminCall(listComplaints, input));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['complaints'] });

  const start = async (c: AdminComplaint) => {
    try {
      await adminCall(startComplaint, { id: c.id });
      notify.ok(`${c.reference} is in progress`);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const submit = async () => {
    if (!writing) return;
    try {
      if (writing.kind === 'escalate') await adminCall(escalateComplaint, { id: writing.complaint.id, reason: text });
      else await adminCall(resolveComplaint, { id: writing.complaint.id, response: text });
      notify.ok(`${writing.complaint.reference} ${writing.kind === 'escalate' ? 'escalated' : 'resolved'}`);
      setWriting(null);
      setText('');
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<AdminComplaint> = [
    col.accessor('reference', { header: 'Reference', cell: (c) => <Button type="link" size="small" onClick={() => setViewing(c.row.original)}>{c.getValue()}</Button> }),
    col.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}`}>{c.getValue()}</Link> }),
    col.accessor('category', { header: 'About' }),
    col.accessor('subject', { header: 'Subject' }),
    col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue().replace('_', ' ')} /> }),
    col.accessor('dueAt', {
      header: 'Final response due',
      cell: (c) => (c.row.original.overdue ? <Tag color="red">Overdue since {when(c.getValue())}</Tag> : <span className="weak">{when(c.getValue())}</span>),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: (c) => {
        const complaint = c.row.original;
        if (complaint.state === 'resolved') return <span className="weak">{when(complaint.resolvedAt ?? '')}</span>;
        return (
          <Flex gap={4}>
            {complaint.state === 'open' ? <Button size="small" onClick={() => void start(complaint)}>Take</Button> : null}
            {complaint.state !== 'escalated' ? <Button size="small" onClick={() => setWriting({ complaint, kind: 'escalate' })}>Escalate…</Button> : null}
            <Button size="small" type="primary" onClick={() => setWriting({ complaint, kind: 'resolve' })}>Final response…</Button>
          </Flex>
        );
      },
    }),
  ];

  return (
    <>
      <PageHeader title="Complaints">Formal complaints with a reference and an 8-week clock; the final response names the ADR body (config ComplaintsConf).</PageHeader>
      <Flex gap={8} style={{ marginBottom: 12 }} align="center">
        <Select
          aria-label="State"
          style={{ width: 160 }}
          value={state}
          options={[
            { value: 'unresolved', label: 'Unresolved' },
            { value: 'open', label: 'Open' },
            { value: 'in_progress', label: 'In progress' },
            { value: 'escalated', label: 'Escalated' },
            { value: 'resolved', label: 'Resolved' },
            { value: 'all', label: 'All' },
          ]}
          onChange={(value) => setState(value)}
        />
        <Checkbox checked={overdue} onChange={(event) => setOverdue(event.target.checked)}>
          Overdue only
        </Checkbox>
        <Input.Search aria-label="Reference" placeholder="KC-2026-000123" style={{ width: 220 }} allowClear onSearch={(value) => setReference(value)} />
      </Flex>
      <DataTable label="Complaints" rows={list.items} columns={columns} rowId={(c) => String(c.id)} loading={list.isFetching} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      <Modal open={viewing !== null} title={`${viewing?.reference ?? ''}: ${viewing?.subject ?? ''}`} footer={null} onCancel={() => setViewing(null)}>
        {viewing ? <Details id={viewing.id} /> : null}
      </Modal>
      <Modal
        open={writing !== null}
        title={writing?.kind === 'escalate' ? `Escalate ${writing.complaint.reference} to compliance` : `Final response to ${writing?.complaint.reference ?? ''}`}
        okText={writing?.kind === 'escalate' ? 'Escalate' : 'Send final response'}
        okButtonProps={{ disabled: !writing || text.trim().length < MIN[writing.kind] }}
        onOk={() => void submit()}
        onCancel={() => setWriting(null)}
      >
        <p style={{ whiteSpace: 'pre-wrap' }}>{writing?.complaint.message}</p>
        <label htmlFor="complaint-text">
          {writing?.kind === 'escalate' ? 'Reason (internal)' : `Final response (the player sees it, with: you may take this to ${writing?.complaint.adr.name ?? ''})`}
        </label>
        <Input.TextArea id="complaint-text" rows={5} maxLength={writing?.kind === 'escalate' ? 2000 : 4000} value={text} onChange={(event) => setText(event.target.value)} />
      </Modal>
    </>
  );
}
