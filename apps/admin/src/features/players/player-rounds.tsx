// The player view's Rounds tab: every round, newest first (keyset), filtered by state
// and days; a click opens the round with its fairness data.
import { ROUND_STATES, playerRounds, type AdminRound, type RoundState } from '@khel/contracts/admin/reports-rounds';
import { DatePicker, Drawer, Flex, Select } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { adminCall } from '../../lib/api.ts';
import { RoundDetail, roundColumns } from '../../components/round-views.tsx';

const columns = roundColumns(false);

export function PlayerRounds({ playerId }: { playerId: number }) {
  const [filters, setFilters] = useState<{ state?: RoundState; from?: string; to?: string }>({});
  const [open, setOpen] = useState<AdminRound | null>(null);
  const list = useKeyset(`player-rounds-${playerId}`, filters, (input) => adminCall(playerRounds, { ...input, id: playerId }), 20);
  return (
    <>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Select<RoundState>
          aria-label="Round state"
          placeholder="Any state"
          allowClear
          style={{ width: 160 }}
          options={ROUND_STATES.map((value) => ({ value, label: value }))}
          onChange={(state) => setFilters((f) => ({ ...f, state: state ?? undefined }))}
        />
        <DatePicker.RangePicker
          aria-label="Days"
          onChange={(dates) =>
            setFilters((f) => ({ ...f, from: dates?.[0]?.format('YYYY-MM-DD') ?? undefined, to: dates?.[1]?.format('YYYY-MM-DD') ?? undefined }))
          }
        />
      </Flex>
      <DataTable label="Rounds" rows={list.items} columns={columns} rowId={(r) => String(r.id)} loading={list.isFetching} onRowClick={setOpen} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size="large" title="Round">
        {open ? <RoundDetail round={open} /> : null}
      </Drawer>
    </>
  );
}
