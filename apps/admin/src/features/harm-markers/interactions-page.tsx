// Customer interaction: markers of harm the scan saw (thresholds in the server-only
// HarmConf) open an interaction per player; the operator records contacting the player and
// closes it, each with a note (audited). "Run the scans" looks now (they also run every 15 minutes).
import { INTERACTION_STATES, listInteractions, scanHarm, updateInteraction, type CustomerInteraction, type HarmMarkerKind } from '@khel/contracts/admin/harm-markers';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';

type Marker = CustomerInteraction['markers'][number];
type State = (typeof INTERACTION_STATES)[number];

const MARKER_NAMES: Record<HarmMarkerKind, string> = {
  loss_chasing: 'Loss chasing',
  night_play: 'Night play',
  limit_raises: 'Repeated limit raises',
  rapid_deposits: 'Rapid deposits after losses',
};

function describeMarker(m: Marker): string {
  const d = m.detail as Record<string, number>;
  switch (m.marker) {
    case 'loss_chasing':
      return `${d['deposits']} deposits within ${d['withinMinutes']} min of losing the previous one (${money(d['lost'])} lost)`;
    case 'rapid_deposits':
      return `${d['deposits']} deposits of ${money(d['deposited'])} within ${d['windowMinutes']} min, ${money(d['lost'])} lost`;
    case 'night_play':
      return `${d['nightSharePercent']} % of ${money(d['stakes'])} staked 00:00–06:00 over ${d['rounds']} rounds (${d['windowDays']} days)`;
    case 'limit_raises':
      return `${d['requests']} deposit-limit raises or removals in ${d['windowDays']} days`;
  }
}

const col = columnsFor<CustomerInteraction>();

export default function InteractionsPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<{ state?: State; playerId?: number }>({ state: 'open', playerId: Number(params.get('playerId')) || undefined });
  const [editing, setEditing] = useState<{ interaction: CustomerInteraction; state: 'contacted' | 'closed' } | null>(null);
  const [note, setNote] = useState('');
  const list = useKeyset('harm-interactions', filters, (input) => adminCall(listInteractions, input));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['harm-interactions'] });

  const save = async () => {
    if (!editing) return;
    try {
      await adminCall(updateInteraction, { id: editing.interaction.id, state: editing.state, note });
      notify.ok(`Interaction #${editing.interaction.id} ${editing.state}`);
      setEditing(null);
      setNote('');
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const scan = async () => {
    try {
      const { created } = await adminCall(scanHarm, {});
      notify.ok(`New markers: ${Object.entries(created).map(([marker, n]) => `${marker} ${n}`).join(', ')}`);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<CustomerInteraction> = [
    col.accessor('id', { header: '#' }),
    col.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}`}>{c.getValue()}</Link> }),
    col.accessor('markers', {
      header: 'Markers seen',
      cell: (c) => (
        <Space orientation="vertical" size={2}>
          {(c.getValue() as Marker[]).map((m) => (
            <span key={m.id}>
              <Tag color="orange">{MARKER_NAMES[m.marker]}</Tag>
              <span className="weak">
                {describeMarker(m)} · {when(m.seenAt)}
              </span>
            </span>
          ))}
        </Space>
      ),
    }),
    col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
    col.accessor('note', { header: 'Note', cell: (c) => <span className="weak">{c.getValue() || '—'}</span> }),
    col.accessor('updatedAt', { header: 'Last change', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: (c) =>
        c.row.original.state === 'closed' ? null : (
          <Space size={4}>
            <Button size="small" onClick={() => setEditing({ interaction: c.row.original, state: 'contacted' })}>
              Contacted…
            </Button>
            <Button size="small" onClick={() => setEditing({ interaction: c.row.original, state: 'closed' })}>
              Close…
            </Button>
          </Space>
        ),
    }),
  ];

  return (
    <>
      <PageHeader title="Customer interaction" extra={<Button onClick={() => void scan()}>Run the scans now</Button>}>
        Markers of harm in a player&apos;s deposits and play. Contact the player, record what was said, close with a note. Thresholds: the HarmConf document.
      </PageHeader>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Select
          aria-label="State"
          style={{ width: 140 }}
          value={filters.state ?? 'all'}
          options={[{ value: 'all', label: 'All' }, ...INTERACTION_STATES.map((s) => ({ value: s, label: s }))]}
          onChange={(value) => setFilters((f) => ({ ...f, state: value === 'all' ? undefined : (value as State) }))}
        />
        {filters.playerId ? <Button onClick={() => setFilters((f) => ({ ...f, playerId: undefined }))}>Player {filters.playerId} ✕</Button> : null}
      </Flex>
      <DataTable label="Customer interactions" rows={list.items} columns={columns} rowId={(i) => String(i.id)} loading={list.isFetching} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      <Modal
        open={editing !== null}
        title={editing ? `${editing.state === 'closed' ? 'Close' : 'Contacted'}: interaction #${editing.interaction.id}` : ''}
        okText={editing?.state === 'closed' ? 'Close interaction' : 'Save'}
        okButtonProps={{ disabled: note.trim().length < 3 }}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
      >
        <label htmlFor="interaction-note">{editing?.state === 'closed' ? 'Outcome' : 'What was said and offered'}</label>
        <Input.TextArea id="interaction-note" rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      </Modal>
    </>
  );
}
