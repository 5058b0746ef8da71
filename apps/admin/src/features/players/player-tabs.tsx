// The player view's lists, each keyset-paged: ledger entries, betting tasks,
// withdrawals, deposits, adjustments, notes; plus sessions and devices.
import { listAdjustments, type Adjustment } from '@khel/contracts/admin/adjustments';
import { listDeposits, type AdminDeposit } from '@khel/contracts/admin/payments';
import { addPlayerNote, listPlayerNotes, playerBettingTasks, playerLedger, type LedgerLine, type PlayerDetail } from '@khel/contracts/admin/players';
import { listWithdrawals, type AdminWithdrawal } from '@khel/contracts/admin/withdrawals';
import { useQueryClient } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { Button, Input, Space, Tabs, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset, type KeysetPage } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { reasonName } from '../../lib/reasons.ts';
import { useCan } from '../../lib/session.ts';
import { PlayerPnl } from './player-pnl.tsx';
import { PlayerRounds } from './player-rounds.tsx';

function Paged<Item extends RowData>({ name, playerId, fetch, columns, rowId }: { name: string; playerId: number; fetch: (input: { cursor?: string; limit: number }) => Promise<KeysetPage<Item>>; columns: Columns<Item>; rowId: (item: Item) => string }) {
  const list = useKeyset(`player-${name}-${playerId}`, {}, fetch, 20);
  return (
    <>
      <DataTable label={name} rows={list.items} columns={columns} rowId={rowId} loading={list.isFetching} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
    </>
  );
}

const ledger = columnsFor<LedgerLine>();
const task = columnsFor<z.infer<typeof playerBettingTasks.response>['items'][number]>();
const wd = columnsFor<AdminWithdrawal>();
const dep = columnsFor<AdminDeposit>();
const adj = columnsFor<Adjustment>();
const note = columnsFor<z.infer<typeof listPlayerNotes.response>['items'][number]>();
const sess = columnsFor<PlayerDetail['sessions'][number]>();
const amount = (header: string) => ({ header: () => <div className="num">{header}</div>, cell: (c: { getValue: () => number }) => <div className="num">{money(c.getValue())}</div> });
const time = (header: string) => ({ header, cell: (c: { getValue: () => string | null }) => <span className="weak">{when(c.getValue())}</span> });

function Notes({ playerId }: { playerId: number }) {
  const can = useCan();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const add = async () => {
    try {
      await adminCall(addPlayerNote, { id: playerId, body: text });
      setText('');
      void queryClient.invalidateQueries({ queryKey: [`player-notes-${playerId}`] });
    } catch (error) {
      notify.fail(error);
    }
  };
  return (
    <>
      {can('players.note') ? (
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Input aria-label="New note" placeholder="Add a note (kept for good)" value={text} maxLength={2000} onChange={(event) => setText(event.target.value)} onPressEnter={() => void add()} />
          <Button type="primary" disabled={text.trim() === ''} onClick={() => void add()}>
            Add note
          </Button>
        </Space.Compact>
      ) : null}
      <Paged
        name="notes"
        playerId={playerId}
        fetch={(input) => adminCall(listPlayerNotes, { ...input, id: playerId })}
        rowId={(n) => String(n.id)}
        columns={[note.accessor('body', { header: 'Note' }), note.accessor('operator', { header: 'By' }), note.accessor('createdAt', time('When'))]}
      />
    </>
  );
}

export function PlayerTabs({ detail }: { detail: PlayerDetail }) {
  const can = useCan();
  const id = detail.profile.id;
  const items: { key: string; label: string; children: ReactNode }[] = [
    {
      key: 'ledger',
      label: 'Ledger',
      children: (
        <Paged
          name="ledger"
          playerId={id}
          fetch={(input) => adminCall(playerLedger, { ...input, id })}
          rowId={(l) => String(l.entryId)}
          columns={[
            ledger.accessor('entryId', { header: 'Entry', cell: (c) => <span className="mono">{c.getValue()}</span> }),
            ledger.accessor('createdAt', time('When')),
            ledger.accessor('amount', { header: () => <div className="num">Amount</div>, cell: (c) => <div className="num" style={{ color: c.getValue() < 0 ? '#d4380d' : '#389e0d' }}>{money(c.getValue())}</div> }),
            ledger.accessor('reason', { header: 'Reason', cell: (c) => reasonName(c.getValue()) }),
            ledger.accessor('counterparty', { header: 'Other side', cell: (c) => <span className="mono">{c.getValue()}</span> }),
            ledger.accessor('reference', { header: 'Reference', cell: (c) => <span className="mono weak">{c.getValue()}</span> }),
          ]}
        />
      ),
    },
    {
      key: 'tasks',
      label: 'Betting tasks',
      children: (
        <Paged
          name="tasks"
          playerId={id}
          fetch={(input) => adminCall(playerBettingTasks, { ...input, id })}
          rowId={(t) => String(t.id)}
          columns={[
            task.accessor('id', { header: 'Task' }),
            task.accessor('money', amount('Bonus')),
            task.accessor('multi', { header: 'Multiple', cell: (c) => `×${c.getValue()}` }),
            task.accessor('requirement', amount('Required bets')),
            task.accessor('curValue', amount('Done')),
            task.accessor('remaining', amount('Remaining')),
            task.accessor('state', { header: 'State', cell: (c) => <Tag>{['Not started', 'Ongoing', 'Completed', 'Abandoned'][c.getValue()] ?? c.getValue()}</Tag> }),
            task.accessor('reason', { header: 'Source', cell: (c) => reasonName(c.getValue()) }),
            task.accessor('createdAt', time('Created')),
          ]}
        />
      ),
    },
    {
      key: 'sessions',
      label: 'Sessions & devices',
      children: (
        <DataTable
          label="Sessions"
          rows={detail.sessions}
          rowId={(s) => String(s.id)}
          columns={[
            sess.accessor('createdAt', time('Logged in')),
            sess.accessor('live', { header: 'Live', cell: (c) => (c.getValue() ? <Tag color="green">live</Tag> : <Tag>ended</Tag>) }),
            sess.accessor('deviceId', { header: 'Device', cell: (c) => <span className="mono">{c.getValue()}</span> }),
            sess.accessor('deviceType', { header: 'Type' }),
            sess.accessor('deviceDetail', { header: 'Details', cell: (c) => Object.values(c.getValue()).filter(Boolean).join(' · ') }),
            sess.accessor('ip', { header: 'IP', cell: (c) => <span className="mono">{c.getValue()}</span> }),
          ]}
        />
      ),
    },
    { key: 'notes', label: 'Notes', children: <Notes playerId={id} /> },
  ];
  // Dispute tools: the round history, and the P&L for roles that read reports.
  items.splice(1, 0, { key: 'rounds', label: 'Rounds', children: <PlayerRounds playerId={id} /> });
  if (can('reports.read')) items.splice(2, 0, { key: 'pnl', label: 'P&L', children: <PlayerPnl playerId={id} /> });
  if (can('withdrawals.read')) {
    items.splice(2, 0, {
      key: 'withdrawals',
      label: 'Withdrawals',
      children: (
        <Paged
          name="withdrawals"
          playerId={id}
          fetch={(input) => adminCall(listWithdrawals, { ...input, playerId: id })}
          rowId={(w) => String(w.id)}
          columns={[
            wd.accessor('id', { header: 'ID', cell: (c) => <span className="mono">W{c.getValue()}</span> }),
            wd.accessor('amount', amount('Amount')),
            wd.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
            wd.accessor('createdAt', time('Requested')),
            wd.accessor('payoutReference', { header: 'Reference', cell: (c) => c.getValue() ?? '—' }),
          ]}
        />
      ),
    });
  }
  if (can('deposits.read')) {
    items.splice(3, 0, {
      key: 'deposits',
      label: 'Deposits',
      children: (
        <Paged
          name="deposits"
          playerId={id}
          fetch={(input) => adminCall(listDeposits, { ...input, playerId: id })}
          rowId={(d) => String(d.id)}
          columns={[
            dep.accessor('orderNo', { header: 'Order', cell: (c) => <span className="mono">{c.getValue()}</span> }),
            dep.accessor('amount', amount('Amount')),
            dep.accessor('bonus', amount('Bonus')),
            dep.accessor('gateway', { header: 'Gateway' }),
            dep.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
            dep.accessor('createdAt', time('Created')),
          ]}
        />
      ),
    });
  }
  if (can('adjustments.request')) {
    items.push({
      key: 'adjustments',
      label: 'Adjustments',
      children: (
        <Paged
          name="adjustments"
          playerId={id}
          fetch={(input) => adminCall(listAdjustments, { ...input, playerId: id })}
          rowId={(a) => String(a.id)}
          columns={[
            adj.accessor('id', { header: 'ID' }),
            adj.accessor('direction', { header: 'Direction' }),
            adj.accessor('amount', amount('Amount')),
            adj.accessor('reason', { header: 'Reason' }),
            adj.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
            adj.accessor('requestedByName', { header: 'Requested by' }),
            adj.accessor('decidedByName', { header: 'Decided by', cell: (c) => c.getValue() ?? '—' }),
          ]}
        />
      ),
    });
  }
  return <Tabs items={items} destroyOnHidden />;
}
