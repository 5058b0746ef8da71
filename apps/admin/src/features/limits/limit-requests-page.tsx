// The queue of limit raises and removals: one operator asks with a reason, a second
// approves here (the change applies at once) or rejects it (the limit stays).
import { listLimitLifts } from '@khel/contracts/admin/limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { adminCall } from '../../lib/api.ts';
import { LimitRequestsTable } from './limit-requests-table.tsx';

export default function LimitRequestsPage() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'pending' | 'all'>('pending');
  const list = useQuery({ queryKey: ['limit-lifts', state], queryFn: () => adminCall(listLimitLifts, { state }) });
  return (
    <>
      <PageHeader title="Limit requests">
        Four eyes on player limits: lowering a limit applies at once; raising or removing one needs a reason and a second operator&apos;s approval.
      </PageHeader>
      <Select
        aria-label="State"
        style={{ width: 160, marginBottom: 12 }}
        value={state}
        options={[
          { value: 'pending', label: 'Waiting' },
          { value: 'all', label: 'All (latest 200)' },
        ]}
        onChange={(value) => setState(value)}
      />
      <LimitRequestsTable rows={list.data?.items ?? []} loading={list.isFetching} onDecided={() => void queryClient.invalidateQueries({ queryKey: ['limit-lifts'] })} />
    </>
  );
}
