// Player search: by player id, show id, phone (as typed: 03…, +92…, a prefix), email or
// account name prefix; newest first, keyset pages; a row opens the player view.
import { searchPlayers, type PLAYER_STATUSES, type PlayerListItem } from '@khel/contracts/admin/players';
import { Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

const col = columnsFor<PlayerListItem>();
const columns: Columns<PlayerListItem> = [
  col.accessor('id', { header: 'Player ID', cell: (c) => <span className="mono">{c.getValue()}</span> }),
  col.accessor('showId', { header: 'Show ID', cell: (c) => <span className="mono">{c.getValue()}</span> }),
  col.accessor('account', { header: 'Account', cell: (c) => c.getValue() ?? '—' }),
  col.accessor('phone', { header: 'Phone', cell: (c) => (c.getValue() ? `+92 ${c.getValue()}` : '—') }),
  col.accessor('email', { header: 'Email', cell: (c) => c.getValue() ?? '—' }),
  col.accessor('name', { header: 'Name' }),
  col.accessor('vip', { header: 'VIP', cell: (c) => `VIP${c.getValue()}` }),
  col.accessor('status', { header: 'Status', cell: (c) => <StateTag state={c.getValue()} /> }),
  col.accessor('createdAt', { header: 'Registered', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
];

export default function PlayersPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<{ q?: string; status?: (typeof PLAYER_STATUSES)[number] }>({});
  const list = useKeyset('players', filters, (input) => adminCall(searchPlayers, input));
  return (
    <>
      <PageHeader title="Players">Search by player ID, show ID, phone, email or account name.</PageHeader>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Search players"
          placeholder="ID, phone (03…), email or account"
          allowClear
          enterButton="Search"
          style={{ maxWidth: 480 }}
          onSearch={(q) => setFilters((f) => ({ ...f, q: q.trim() || undefined }))}
        />
        <Select
          aria-label="Status"
          style={{ width: 150 }}
          value={filters.status ?? 'all'}
          options={[{ value: 'all', label: 'Any status' }, { value: 'active', label: 'Active' }, { value: 'blocked', label: 'Frozen' }]}
          onChange={(value) => setFilters((f) => ({ ...f, status: value === 'all' ? undefined : (value as 'active' | 'blocked') }))}
        />
      </Flex>
      <DataTable label="Players" rows={list.items} columns={columns} rowId={(p) => String(p.id)} loading={list.isFetching} onRowClick={(p) => void navigate(`/players/${p.id}`)} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} loading={list.isFetching} />
    </>
  );
}
