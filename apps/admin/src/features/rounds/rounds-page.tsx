// Round search: the round id a player or provider quotes → the round with its player,
// game, stake, win, times and, for in-house games, the provably fair data.
import { findRounds } from '@khel/contracts/admin/reports-rounds';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, Input } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { adminCall } from '../../lib/api.ts';
import { RoundDetail, roundColumns } from '../../components/round-views.tsx';

const columns = roundColumns(true);

export default function RoundsPage() {
  const [roundId, setRoundId] = useState('');
  const query = useQuery({ queryKey: ['round-search', roundId], queryFn: () => adminCall(findRounds, { roundId }), enabled: roundId !== '' });
  const items = query.data?.items ?? [];
  return (
    <>
      <PageHeader title="Rounds">Find a round (bet) by its id, exactly as the game, the provider or the player's records show it.</PageHeader>
      <Input.Search aria-label="Round id" placeholder="Round id" allowClear enterButton="Find" style={{ maxWidth: 520, marginBottom: 16 }} onSearch={(value) => setRoundId(value.trim())} />
      {query.error ? <Alert type="error" title={query.error.message} /> : null}
      {roundId !== '' && query.isSuccess && items.length === 0 ? <Empty description={`No round ${roundId}`} /> : null}
      {items.length > 0 ? (
        <Flex vertical gap={16}>
          <DataTable label="Rounds found" rows={items} columns={columns} rowId={(r) => String(r.id)} loading={query.isFetching} />
          {items.map((round) => (
            <RoundDetail key={round.id} round={round} />
          ))}
        </Flex>
      ) : null}
    </>
  );
}
