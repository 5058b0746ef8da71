// Deposit orders with the gateway's state and flags; re-inquiry asks the gateway now
// (a confirmed payment is credited once, keyed by the gateway's reference).
import { DEPOSIT_STATES, inquireDeposit, listDeposits, type AdminDeposit } from '@khel/contracts/admin/payments';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Flex, InputNumber, Select, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';

interface Filters {
  state?: (typeof DEPOSIT_STATES)[number];
  gateway?: string;
  playerId?: number;
  from?: string;
  to?: string;
  flagged?: 'true' | 'false';
}

const col = columnsFor<AdminDeposit>();

export default function DepositsPage() {
  const can = useCan();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({});
  const [busy, setBusy] = useState<number | null>(null);
  const list = useKeyset('deposits', filters, (input) => adminCall(listDeposits, input));

  const inquire = async (deposit: AdminDeposit) => {
    setBusy(deposit.id);
    try {
      const { outcome, deposit: after } = await adminCall(inquireDeposit, { id: deposit.id });
      notify.ok(`${after.orderNo}: ${outcome} (${after.state})`);
      void queryClient.invalidateQueries({ queryKey: ['deposits'] });
    } catch (error) {
      notify.fail(error);
    } finally {
      setBusy(null);
    }
  };

  const columns: Columns<AdminDeposit> = [
    col.accessor('orderNo', { header: 'Order', cell: (c) => <span className="mono">{c.getValue()}</span> }),
    col.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}`}>{c.getValue()}</Link> }),
    col.accessor('amount', { header: () => <div className="num">Amount</div>, cell: (c) => <div className="num">{money(c.getValue())}</div> }),
    col.accessor('bonus', { header: () => <div className="num">Bonus</div>, cell: (c) => <div className="num weak">{money(c.getValue())}</div> }),
    col.display({ id: 'gateway', header: 'Gateway', cell: (c) => <span>{c.row.original.typeName} via {c.row.original.gateway} · <span className="mono weak">{c.row.original.gatewayRef}</span></span> }),
    col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
    col.accessor('flags', { header: 'Flags', cell: (c) => (c.getValue() as string[]).map((flag) => <Tag key={flag} color="red">{flag}</Tag>) }),
    col.accessor('createdAt', { header: 'Created', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.accessor('settledAt', { header: 'Settled', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) =>
        can('deposits.inquire') && c.row.original.state !== 'paid' ? (
          <Button size="small" loading={busy === c.row.original.id} onClick={() => void inquire(c.row.original)}>
            Re-inquire
          </Button>
        ) : null,
    }),
  ];

  return (
    <>
      <PageHeader title="Deposits">A deposit is credited only when the gateway's status inquiry confirms it; flags mark what needs a look.</PageHeader>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="State"
          style={{ width: 140 }}
          value={filters.state ?? 'all'}
          options={[{ value: 'all', label: 'All states' }, ...DEPOSIT_STATES.map((s) => ({ value: s, label: s }))]}
          onChange={(value) => setFilters((f) => ({ ...f, state: value === 'all' ? undefined : (value as Filters['state']) }))}
        />
        <Select
          aria-label="Gateway"
          style={{ width: 150 }}
          value={filters.gateway ?? 'all'}
          options={[{ value: 'all', label: 'All gateways' }, ...['sandbox', 'jazzcash', 'easypaisa'].map((g) => ({ value: g, label: g }))]}
          onChange={(value) => setFilters((f) => ({ ...f, gateway: value === 'all' ? undefined : value }))}
        />
        <Select
          aria-label="Flags"
          style={{ width: 140 }}
          value={filters.flagged ?? 'all'}
          options={[
            { value: 'all', label: 'Flagged or not' },
            { value: 'true', label: 'Flagged' },
            { value: 'false', label: 'Not flagged' },
          ]}
          onChange={(value) => setFilters((f) => ({ ...f, flagged: value === 'all' ? undefined : (value as 'true' | 'false') }))}
        />
        <InputNumber<number> aria-label="Player ID" placeholder="Player ID" style={{ width: 140 }} min={1} onChange={(value) => setFilters((f) => ({ ...f, playerId: value ?? undefined }))} />
        <DatePicker.RangePicker onChange={(dates) => setFilters((f) => ({ ...f, from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') }))} />
      </Flex>
      <DataTable label="Deposits" rows={list.items} columns={columns} rowId={(d) => String(d.id)} loading={list.isFetching} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} loading={list.isFetching} />
    </>
  );
}
