// AML cases: one open case per player, every finding about the player attaches to it;
// while it is open no withdrawal of the player is approved. Picking a case lists its findings
// below; resolving needs a note and resolves its findings with it.
import { listAmlCases, resolveAmlCase, type AmlCase } from '@khel/contracts/admin/aml';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { RULE_NAMES } from './aml-rules.ts';

const col = columnsFor<AmlCase>();

export function AmlCases({ playerId, onPick }: { playerId?: number | undefined; onPick: (c: AmlCase) => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'open' | 'resolved' | undefined>('open');
  const [resolving, setResolving] = useState<AmlCase | null>(null);
  const [note, setNote] = useState('');
  const list = useKeyset('aml-cases', { state, playerId }, (input) => adminCall(listAmlCases, input));

  const resolve = async () => {
    if (!resolving) return;
    try {
      await adminCall(resolveAmlCase, { id: resolving.id, note });
      notify.ok(`Case #${resolving.id} resolved`);
      setResolving(null);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: ['aml-cases'] });
      void queryClient.invalidateQueries({ queryKey: ['aml'] });
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<AmlCase> = [
    col.accessor('id', { header: 'Case' }),
    col.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}`} onClick={(event) => event.stopPropagation()}>{c.getValue()}</Link> }),
    col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
    col.accessor('findings', { header: () => <div className="num">Findings</div>, cell: (c) => <div className="num">{c.getValue()}</div> }),
    col.accessor('rules', {
      header: 'Rules',
      cell: (c) => (
        <Space size={4} wrap>
          {(c.getValue() as AmlCase['rules']).map((rule) => (
            <Tag key={rule}>{RULE_NAMES[rule]}</Tag>
          ))}
        </Space>
      ),
    }),
    col.accessor('openedAt', { header: 'Opened', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.accessor('updatedAt', { header: 'Last finding', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.display({
      id: 'resolution',
      header: 'Resolution',
      cell: (c) =>
        c.row.original.state === 'open' ? (
          <Button
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              setResolving(c.row.original);
            }}
          >
            Resolve case…
          </Button>
        ) : (
          <span className="weak">{c.row.original.resolution}</span>
        ),
    }),
  ];

  return (
    <section aria-label="AML cases" style={{ marginBottom: 24 }}>
      <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Cases
        </Typography.Title>
        <Select
          aria-label="Which cases"
          style={{ width: 140 }}
          value={state ?? 'all'}
          options={[{ value: 'all', label: 'All' }, { value: 'open', label: 'Open' }, { value: 'resolved', label: 'Resolved' }]}
          onChange={(value) => setState(value === 'all' ? undefined : (value as 'open' | 'resolved'))}
        />
        <span className="weak">Pick a case to list its findings.</span>
      </Flex>
      <DataTable label="AML cases" rows={list.items} columns={columns} rowId={(c) => String(c.id)} loading={list.isFetching} onRowClick={onPick} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      <Modal
        open={resolving !== null}
        title={`Resolve case #${resolving?.id ?? ''}`}
        okText="Resolve"
        okButtonProps={{ disabled: note.trim().length < 3 }}
        onOk={() => void resolve()}
        onCancel={() => setResolving(null)}
      >
        <p>
          Its {resolving?.findings} findings resolve with the same note; the player&apos;s withdrawals can be approved again.
        </p>
        <label htmlFor="aml-case-note">What was checked and decided</label>
        <Input.TextArea id="aml-case-note" rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      </Modal>
    </section>
  );
}
