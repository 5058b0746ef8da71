// A document's versions (keyset), the diff of any version against the current one (computed by
// the server with jsdiff), and rollback: the old version written again as a new one — for a
// document that needs a second operator, a proposal of the old version that another approves.
import { diffConfig, listConfigVersions, rollbackConfig } from '@khel/contracts/admin/config';
import { needsSecondOperator, proposeConfigRollback } from '@khel/contracts/admin/config-proposals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';
import { DiffHunks } from './config-diff.tsx';

type Version = z.infer<typeof listConfigVersions.response>['items'][number];
const col = columnsFor<Version>();

function DiffView({ name, from, to }: { name: string; from: number; to: number }) {
  const query = useQuery({ queryKey: ['config-diff', name, from, to], queryFn: () => adminCall(diffConfig, { name, from, to }) });
  if (!query.data) return null;
  return <DiffHunks hunks={query.data.hunks} same="The two versions are the same." />;
}

export function ConfigHistory({ name, current, onRolledBack }: { name: string; current: number; onRolledBack: () => void }) {
  const can = useCan();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [diff, setDiff] = useState<number | null>(null);
  const list = useKeyset(`config-versions-${name}`, { name }, (input) => adminCall(listConfigVersions, input), 20);

  const fourEyes = needsSecondOperator(name);
  const rollback = async (version: number) => {
    try {
      if (fourEyes) {
        const proposal = await adminCall(proposeConfigRollback, { name, version });
        notify.ok(`Rollback to version ${version} proposed (#${proposal.id}): nothing is live until a second operator approves it`);
        void queryClient.invalidateQueries({ queryKey: ['config-proposals'] });
        return;
      }
      const after = await adminCall(rollbackConfig, { name, version });
      notify.ok(`Version ${version} is now version ${after.version}`);
      void queryClient.invalidateQueries({ queryKey: [`config-versions-${name}`] });
      onRolledBack();
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<Version> = [
    col.accessor('version', { header: 'Version', cell: (c) => <strong>v{c.getValue()}</strong> }),
    col.accessor('origin', { header: 'How' }),
    col.accessor('operator', { header: 'By', cell: (c) => c.getValue() ?? 'seed' }),
    col.accessor('createdAt', { header: 'When', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) =>
        c.row.original.version === current ? (
          <span className="weak">current</span>
        ) : (
          <Space size={4}>
            <Button size="small" onClick={() => setDiff(c.row.original.version)}>
              Diff with current
            </Button>
            {can('config.write') ? (
              <Popconfirm
                title={fourEyes ? `Propose version ${c.row.original.version} again? A second operator must approve it.` : `Write version ${c.row.original.version} again as the newest?`}
                okText={fourEyes ? 'Propose rollback' : 'Roll back'}
                onConfirm={() => void rollback(c.row.original.version)}
              >
                <Button size="small" danger>
                  {fourEyes ? 'Propose rollback' : 'Roll back to this'}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        ),
    }),
  ];

  return (
    <>
      <DataTable label="Versions" rows={list.items} columns={columns} rowId={(v) => String(v.version)} loading={list.isFetching} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      <Modal open={diff !== null} title={`${name}: v${diff ?? ''} → v${current}`} width={900} footer={null} onCancel={() => setDiff(null)} destroyOnHidden>
        {diff !== null ? <DiffView name={name} from={diff} to={current} /> : null}
      </Modal>
    </>
  );
}
