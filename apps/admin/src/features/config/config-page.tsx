// Config documents: every document an operator may edit, public (the apps fetch it) or
// server-only (ProtectionConf, AmlConf), with its version and last change.
import { listConfig } from '@khel/contracts/admin/config';
import { needsSecondOperator } from '@khel/contracts/admin/config-proposals';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

type Item = z.infer<typeof listConfig.response>['items'][number];
const col = columnsFor<Item>();
const columns: Columns<Item> = [
  col.accessor('name', { header: 'Document', cell: (c) => <strong className="mono">{c.getValue()}</strong> }),
  col.accessor('public', { header: 'Served to', cell: (c) => (c.getValue() ? <Tag color="blue">apps (public)</Tag> : <Tag color="purple">server only</Tag>) }),
  col.display({ id: 'approval', header: 'Changes', cell: (c) => (needsSecondOperator(c.row.original.name) ? <Tag color="gold">second operator approves</Tag> : <span className="weak">direct</span>) }),
  col.accessor('version', { header: 'Version', cell: (c) => `v${c.getValue()}` }),
  col.accessor('updatedAt', { header: 'Changed', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
];

export default function ConfigPage() {
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['config'], queryFn: () => adminCall(listConfig, {}) });
  return (
    <>
      <PageHeader title="Config documents">
        Each editor is generated from the document's schema; a document with an unknown key or a wrong value is refused and changes nothing. Every save is a new version. A
        document that moves money or sets a threshold is proposed, and changes only when a second operator approves it under Pending changes.
      </PageHeader>
      <DataTable label="Config documents" rows={query.data?.items ?? []} columns={columns} rowId={(d) => d.name} loading={query.isFetching} onRowClick={(d) => void navigate(`/config/${d.name}`)} />
    </>
  );
}
