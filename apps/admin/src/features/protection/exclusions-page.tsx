// Exclusions: players under a time-out or exclusion now, an operator-imposed exclusion
// with a reason, lifting one (a reason, then a SECOND operator approves), and players' requests to
// come back after a self-exclusion (they reopen 24 h after asking).
import {
  decideExclusionLift,
  imposeExclusion,
  listExclusions,
  listReturnRequests,
  requestExclusionLift,
  type ExcludedPlayer,
} from '@khel/contracts/admin/protection';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, InputNumber, Modal, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

const KIND: Record<ExcludedPlayer['kind'], string> = { timeout: 'Time-out', self_exclusion: 'Self-exclusion', operator_exclusion: 'Operator exclusion' };
const STATE: Record<ExcludedPlayer['state'], string> = { active: 'In force', awaitingReturn: 'Period over, not asked back', coolingOff: 'Cooling off' };

type ReturnRow = { id: number; playerId: number; showId: string; account: string | null; requestedAt: string; reopensAt: string };
const col = columnsFor<ExcludedPlayer>();
const returnCol = columnsFor<ReturnRow>();

export default function ExclusionsPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const excluded = useQuery({ queryKey: ['exclusions'], queryFn: () => adminCall(listExclusions, {}) });
  const returns = useQuery({ queryKey: ['exclusions', 'returns'], queryFn: () => adminCall(listReturnRequests, {}) });
  const [imposing, setImposing] = useState(false);
  const [playerId, setPlayerId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [lifting, setLifting] = useState<ExcludedPlayer | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['exclusions'] });
  const done = (message: string) => {
    notify.ok(message);
    setReason('');
    refresh();
  };

  const impose = async () => {
    if (playerId === null) return;
    try {
      await adminCall(imposeExclusion, { playerId, reason });
      setImposing(false);
      done(`Player ${playerId} excluded`);
    } catch (error) {
      notify.fail(error);
    }
  };
  const askLift = async () => {
    if (!lifting) return;
    try {
      await adminCall(requestExclusionLift, { id: lifting.restrictionId, reason });
      setLifting(null);
      done('Lift requested: a second operator must approve it');
    } catch (error) {
      notify.fail(error);
    }
  };
  const decide = async (liftId: number, approve: boolean) => {
    try {
      await adminCall(decideExclusionLift, { id: liftId, approve });
      done(approve ? 'Lift approved: the restriction ended' : 'Lift rejected');
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<ExcludedPlayer> = [
    col.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}`}>{c.row.original.account ?? c.row.original.showId}</Link> }),
    col.accessor('kind', { header: 'Kind', cell: (c) => KIND[c.getValue() as ExcludedPlayer['kind']] }),
    col.accessor('period', { header: 'Period' }),
    col.accessor('startsAt', { header: 'Since', cell: (c) => when(c.getValue()) }),
    col.accessor('endsAt', { header: 'Period ends', cell: (c) => (c.getValue() ? when(c.getValue()) : <span className="weak">no end date</span>) }),
    col.accessor('state', {
      header: 'State',
      cell: (c) => (
        <Tag color={c.getValue() === 'active' ? 'red' : 'gold'}>
          {STATE[c.getValue() as ExcludedPlayer['state']]}
          {c.row.original.reopensAt ? ` until ${when(c.row.original.reopensAt)}` : ''}
        </Tag>
      ),
    }),
    col.accessor('reason', { header: 'Reason', cell: (c) => c.getValue() || <span className="weak">the player's choice</span> }),
    col.accessor('imposedBy', { header: 'By', cell: (c) => c.getValue() ?? <span className="weak">player</span> }),
    col.display({
      id: 'lift',
      header: 'Lift',
      cell: (c) => {
        const lift = c.row.original.pendingLift;
        if (!lift) return <Button size="small" onClick={() => setLifting(c.row.original)}>Ask to lift…</Button>;
        return (
          <Space direction="vertical" size={2}>
            <span className="weak">
              {lift.requestedBy}: {lift.reason}
            </span>
            <Space size={4}>
              <Button size="small" type="primary" onClick={() => void decide(lift.id, true)}>
                Approve
              </Button>
              <Button size="small" danger onClick={() => void decide(lift.id, false)}>
                Reject
              </Button>
            </Space>
          </Space>
        );
      },
    }),
  ];
  const returnColumns: Columns<ReturnRow> = [
    returnCol.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}`}>{c.row.original.account ?? c.row.original.showId}</Link> }),
    returnCol.accessor('requestedAt', { header: 'Asked', cell: (c) => when(c.getValue()) }),
    returnCol.accessor('reopensAt', { header: 'Reopens (24 h cooling-off)', cell: (c) => when(c.getValue()) }),
  ];

  return (
    <>
      <PageHeader title="Exclusions" extra={<Button danger onClick={() => setImposing(true)}>Exclude a player…</Button>}>
        An exclusion binds the person: other accounts sharing a CNIC, phone, device or payment account are refused too. A self-exclusion never ends by
        itself; lifting any restriction needs a second operator.
      </PageHeader>
      <Tabs
        items={[
          {
            key: 'excluded',
            label: `Excluded now (${excluded.data?.items.length ?? 0})`,
            children: <DataTable label="Excluded players" rows={excluded.data?.items ?? []} columns={columns} rowId={(r) => String(r.restrictionId)} loading={excluded.isFetching} />,
          },
          {
            key: 'returns',
            label: 'Requests to come back',
            children: <DataTable label="Requests to come back" rows={returns.data?.items ?? []} columns={returnColumns} rowId={(r) => String(r.id)} loading={returns.isFetching} />,
          },
        ]}
      />
      <Modal
        open={imposing}
        title="Exclude a player"
        okText="Exclude"
        okButtonProps={{ danger: true, disabled: playerId === null || reason.trim().length < 3 }}
        onOk={() => void impose()}
        onCancel={() => setImposing(false)}
      >
        <Flex vertical gap={8}>
          <label htmlFor="exclusion-player">Player id</label>
          <InputNumber id="exclusion-player" min={1} precision={0} style={{ width: '100%' }} value={playerId} onChange={(value) => setPlayerId(value)} />
          <label htmlFor="exclusion-reason">Reason (kept in the audit log)</label>
          <Input.TextArea id="exclusion-reason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Flex>
      </Modal>
      <Modal
        open={lifting !== null}
        title={`Ask to lift: ${lifting ? KIND[lifting.kind] : ''} of ${lifting?.account ?? lifting?.showId ?? ''}`}
        okText="Ask a second operator"
        okButtonProps={{ disabled: reason.trim().length < 3 }}
        onOk={() => void askLift()}
        onCancel={() => setLifting(null)}
      >
        <label htmlFor="lift-reason">Why it should end now</label>
        <Input.TextArea id="lift-reason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Modal>
    </>
  );
}
