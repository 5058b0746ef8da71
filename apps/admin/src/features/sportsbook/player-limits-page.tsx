// Players with sportsbook limits of their own (largest stake and payout per bet), under the book's;
// sportsbook.trade adds, edits or removes them (both limits null), each with a reason.
import { setPlayerSportsLimit, type PlayerSportsLimit } from '@khel/contracts/admin/sportsbook';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';
import { limitText } from './limit-text.ts';
import { PlayerLimitModal } from './player-limit-modal.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { usePlayerSportsLimits } from './sportsbook-api.ts';

const col = columnsFor<PlayerSportsLimit>();
const num = (header: string) => () => <div className="num">{header}</div>;

export default function SportsPlayerLimitsPage() {
  const can = useCan();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = usePlayerSportsLimits();
  const [editing, setEditing] = useState<PlayerSportsLimit | 'new' | null>(null);
  const [removing, setRemoving] = useState<PlayerSportsLimit | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['sportsbook-player-limits'] });

  const remove = async (limit: PlayerSportsLimit, reason: string) => {
    try {
      await adminCall(setPlayerSportsLimit, { playerId: limit.playerId, maxStake: null, maxPayout: null, reason });
      notify.ok(`Player ${limit.playerId}'s own limits removed: the book's apply`);
      setRemoving(null);
      reload();
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<PlayerSportsLimit> = [
    col.accessor('playerId', { header: 'Player', cell: (c) => (can('players.read') ? <Link to={`/players/${c.getValue()}`}>{c.getValue()}</Link> : c.getValue()) }),
    col.accessor('maxStake', { header: num('Max stake'), cell: (c) => <div className="num">{limitText(c.getValue())}</div> }),
    col.accessor('maxPayout', { header: num('Max payout'), cell: (c) => <div className="num">{limitText(c.getValue())}</div> }),
    col.accessor('reason', { header: 'Reason' }),
    col.display({ id: 'set', header: 'Set', cell: (c) => <span className="weak">{c.row.original.setBy} · {when(c.row.original.setAt)}</span> }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) =>
        can('sportsbook.trade') ? (
          <Space size={4}>
            <Button size="small" onClick={() => setEditing(c.row.original)}>
              Edit
            </Button>
            <Button size="small" danger onClick={() => setRemoving(c.row.original)}>
              Remove
            </Button>
          </Space>
        ) : null,
    }),
  ];

  return (
    <>
      <PageHeader
        title="Player limits"
        extra={
          can('sportsbook.trade') ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              Add player limits
            </Button>
          ) : null
        }
      >
        A player&apos;s own largest stake and payout per bet; &quot;book&quot; where the book&apos;s limit applies.
      </PageHeader>
      {query.error ? <Alert type="error" title={query.error.message} style={{ marginBottom: 12 }} /> : null}
      <DataTable label="Player sportsbook limits" rows={query.data?.limits ?? []} columns={columns} rowId={(l) => String(l.playerId)} loading={query.isFetching} empty="No player has limits of their own" />
      {editing ? (
        <PlayerLimitModal
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      <ReasonModal
        open={removing !== null}
        title={`Remove the limits of player ${removing?.playerId ?? ''}`}
        okText="Remove"
        danger
        onConfirm={(reason) => (removing ? remove(removing, reason) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      >
        <p>The book&apos;s limits apply to the player again.</p>
      </ReasonModal>
    </>
  );
}
