// The audit log: every operator action with who, what, on what, before/after; newest
// first, filtered by operator id, action (or family ending in '.') and target. Export CSV (issue
// 19) writes every entry of the same filter, optionally of chosen days, oldest first; the server
// streams it and records the export itself in the log.
import { exportAudit } from '@khel/contracts/admin/reports-exports';
import { listAudit, type AuditEntry } from '@khel/contracts/admin/operators';
import { Button, DatePicker, Flex, Input, InputNumber, Popover, Typography } from 'antd';
import { useState } from 'react';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall, downloadCsv } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

const col = columnsFor<AuditEntry>();
const columns: Columns<AuditEntry> = [
  col.accessor('id', { header: '#', cell: (c) => <span className="mono">{c.getValue()}</span> }),
  col.accessor('createdAt', { header: 'When', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
  col.accessor('operator', { header: 'Operator', cell: (c) => c.getValue() ?? 'system' }),
  col.accessor('action', { header: 'Action', cell: (c) => <span className="mono">{c.getValue()}</span> }),
  col.accessor('target', { header: 'Target', cell: (c) => <span className="mono">{c.getValue()}</span> }),
  col.accessor('detail', {
    header: 'Detail',
    cell: (c) => {
      const text = JSON.stringify(c.getValue());
      if (text === '{}') return null;
      return (
        <Popover content={<pre style={{ maxWidth: 600, maxHeight: 400, overflow: 'auto', margin: 0 }}>{JSON.stringify(c.getValue(), null, 2)}</pre>}>
          <Typography.Text className="mono" ellipsis style={{ maxWidth: 420 }}>
            {text}
          </Typography.Text>
        </Popover>
      );
    },
  }),
  col.accessor('ip', { header: 'IP', cell: (c) => <span className="mono weak">{c.getValue()}</span> }),
];

export default function AuditPage() {
  const [filters, setFilters] = useState<{ operatorId?: number; action?: string; target?: string }>({});
  const [days, setDays] = useState<{ from: string; to: string } | null>(null);
  const list = useKeyset('audit', filters, (input) => adminCall(listAudit, input));
  const notify = useNotify();
  const exportCsv = () => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filters, ...days })) if (value !== undefined) query.set(key, String(value));
    const text = query.toString();
    downloadCsv(text ? `${exportAudit.path}?${text}` : exportAudit.path, `audit${days ? `-${days.from}-${days.to}` : ''}.csv`).catch(notify.fail);
  };
  return (
    <>
      <PageHeader title="Audit log">Append-only: nothing here can be changed or deleted, not even by the database's owner without dropping a trigger.</PageHeader>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <InputNumber<number> aria-label="Operator ID" placeholder="Operator ID" style={{ width: 140 }} min={1} onChange={(value) => setFilters((f) => ({ ...f, operatorId: value ?? undefined }))} />
        <Input.Search aria-label="Action" placeholder="Action, or family: withdrawal." allowClear style={{ width: 260 }} onSearch={(value) => setFilters((f) => ({ ...f, action: value.trim() || undefined }))} />
        <Input.Search aria-label="Target" placeholder="Target: player:100001" allowClear style={{ width: 260 }} onSearch={(value) => setFilters((f) => ({ ...f, target: value.trim() || undefined }))} />
        <DatePicker.RangePicker
          aria-label="Export days"
          onChange={(dates) => setDays(dates?.[0] && dates[1] ? { from: dates[0].format('YYYY-MM-DD'), to: dates[1].format('YYYY-MM-DD') } : null)}
        />
        <Button onClick={exportCsv}>Export CSV</Button>
      </Flex>
      <DataTable label="Audit log" rows={list.items} columns={columns} rowId={(e) => String(e.id)} loading={list.isFetching} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
    </>
  );
}
