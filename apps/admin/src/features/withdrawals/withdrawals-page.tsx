// The withdrawal queue: filters, keyset pages, ageing, bulk approve/reject, and each
// request's actions (withdrawal-actions.tsx); a row shows the player's open AML case and opens
// the request in full (withdrawal-detail.tsx).
import { WITHDRAWAL_STATES, bulkWithdrawals, listWithdrawals, type AdminWithdrawal } from '@khel/contracts/admin/withdrawals';
import { useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { rupeesToHundredths } from '@khel/contracts/money';
import { Button, DatePicker, Flex, Input, InputNumber, Modal, Select, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { age, money, when } from '../../lib/format.ts';
import { useCan, useSession } from '../../lib/session.ts';
import { useWithdrawalActions } from './withdrawal-actions.tsx';
import { WithdrawalDetail } from './withdrawal-detail.tsx';

type State = (typeof WITHDRAWAL_STATES)[number];
interface Filters {
  state?: State;
  playerId?: number;
  minAmount?: number;
  from?: string;
  to?: string;
  order: 'newest' | 'oldest';
}

const col = columnsFor<AdminWithdrawal>();

export default function WithdrawalsPage() {
  const can = useCan();
  const me = useSession()?.me;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ state: 'pending', order: 'oldest' });
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [bulkNote, setBulkNote] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useKeyset('withdrawals', filters, (input) => adminCall(listWithdrawals, input));
  const refresh = () => {
    setSelected({});
    void queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
  };
  const { actions, modal } = useWithdrawalActions(refresh);
  const ids = Object.keys(selected).map(Number);

  const bulk = async (action: 'approve' | 'reject', note = '') => {
    try {
      const { results } = await adminCall(bulkWithdrawals, { action, ids, note });
      const failed = results.filter((r) => !r.ok);
      if (failed.length === 0) notify.ok(`${results.length} withdrawals ${action === 'approve' ? 'approved' : 'rejected'}`);
      else notify.fail(new Error(`${results.length - failed.length} done; refused: ${failed.map((r) => `W${r.id} (${r.msg})`).join(', ')}`));
    } catch (error) {
      notify.fail(error);
    }
    setBulkNote(null);
    refresh();
  };

  const columns: Columns<AdminWithdrawal> = [
    col.accessor('id', { header: 'ID', cell: (c) => <span className="mono">W{c.getValue()}</span> }),
    col.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}`}>{c.getValue()}</Link> }),
    col.accessor('amount', { header: () => <div className="num">Amount</div>, cell: (c) => <div className="num">{money(c.getValue())}</div> }),
    col.accessor('fee', { header: () => <div className="num">Fee</div>, cell: (c) => <div className="num weak">{money(c.getValue())}</div> }),
    col.display({ id: 'account', header: 'To', cell: (c) => <span>{c.row.original.channel} · <span className="mono">{c.row.original.cardNo}</span> · {c.row.original.accountName}</span> }),
    col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
    col.accessor('amlCase', {
      header: 'AML',
      cell: (c) => {
        const amlCase = c.getValue() as AdminWithdrawal['amlCase'];
        return amlCase ? (
          <Tooltip title={`Open case: ${amlCase.findings} findings. Approval is blocked until compliance resolves it.`}>
            <Tag color="red">case #{amlCase.id}</Tag>
          </Tooltip>
        ) : null;
      },
    }),
    col.accessor('ageMinutes', {
      header: 'Age',
      cell: (c) => {
        const minutes = c.getValue();
        const open = ['pending', 'approved', 'processing'].includes(c.row.original.state);
        return <Tag color={open && minutes >= 24 * 60 ? 'red' : open && minutes >= 60 ? 'orange' : 'default'}>{age(minutes)}</Tag>;
      },
    }),
    col.accessor('createdAt', { header: 'Requested', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.display({
      id: 'who',
      header: 'Approved / paid by',
      cell: (c) => {
        const w = c.row.original;
        const name = (id: number | null) => (id === null ? (w.autoApproved ? 'auto' : '—') : id === me?.operatorId ? 'you' : `#${id}`);
        return <span className="weak">{name(w.approvedBy)} / {w.paidBy === null ? '—' : name(w.paidBy)}</span>;
      },
    }),
    col.display({ id: 'actions', header: 'Actions', cell: (c) => actions(c.row.original) }),
  ];

  return (
    <>
      <PageHeader title="Withdrawals">
        Oldest first by default, so the longest wait is on top. The operator who approves a withdrawal cannot mark it paid.
      </PageHeader>
      <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
        <Select<State | 'all'>
          aria-label="State"
          style={{ width: 150 }}
          value={filters.state ?? 'all'}
          options={[{ value: 'all', label: 'All states' }, ...WITHDRAWAL_STATES.map((s) => ({ value: s, label: s }))]}
          onChange={(value) => setFilters((f) => ({ ...f, state: value === 'all' ? undefined : value }))}
        />
        <InputNumber<number> aria-label="Player ID" placeholder="Player ID" style={{ width: 140 }} min={1} onChange={(value) => setFilters((f) => ({ ...f, playerId: value ?? undefined }))} />
        <InputNumber<number>
          aria-label="Minimum amount"
          placeholder="Min ₨"
          style={{ width: 120 }}
          min={0}
          onChange={(value) => setFilters((f) => ({ ...f, minAmount: value === null ? undefined : rupeesToHundredths(value) }))}
        />
        <DatePicker.RangePicker
          aria-label="Requested between"
          onChange={(dates) => setFilters((f) => ({ ...f, from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') }))}
        />
        <Select
          aria-label="Order"
          style={{ width: 140 }}
          value={filters.order}
          options={[
            { value: 'oldest', label: 'Oldest first' },
            { value: 'newest', label: 'Newest first' },
          ]}
          onChange={(order) => setFilters((f) => ({ ...f, order }))}
        />
        {can('withdrawals.decide') ? (
          <Space style={{ marginInlineStart: 'auto' }}>
            <Button type="primary" disabled={ids.length === 0} onClick={() => void bulk('approve')}>
              Approve {ids.length || ''} selected
            </Button>
            <Button danger disabled={ids.length === 0} onClick={() => setBulkNote('')}>
              Reject {ids.length || ''} selected
            </Button>
          </Space>
        ) : null}
      </Flex>
      <DataTable
        label="Withdrawals"
        rows={list.items}
        columns={columns}
        rowId={(w) => String(w.id)}
        loading={list.isFetching}
        selection={can('withdrawals.decide') ? { selected, onChange: setSelected, canSelect: (w) => w.state === 'pending' } : undefined}
        onRowClick={(w) => setOpenId(w.id)}
      />
      <WithdrawalDetail withdrawal={list.items.find((w) => w.id === openId) ?? null} actions={actions} onClose={() => setOpenId(null)} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} loading={list.isFetching} />
      {modal}
      <Modal open={bulkNote !== null} title={`Reject ${ids.length} withdrawals`} okText="Reject" okButtonProps={{ danger: true }} onOk={() => void bulk('reject', bulkNote ?? '')} onCancel={() => setBulkNote(null)}>
        <label htmlFor="bulk-note">Reason (the holds return to the players)</label>
        <Input id="bulk-note" value={bulkNote ?? ''} maxLength={500} onChange={(event) => setBulkNote(event.target.value)} />
      </Modal>
    </>
  );
}
