// AML flags (issue #11): what the rules found (thresholds in the server-only AmlConf), by state and
// rule; resolving needs a note. "Run the rules" scans now (they also run every 5 minutes).
import { AML_RULES, listAmlFlags, resolveAmlFlag, scanAml, type AmlFlag } from '@khel/contracts/admin/aml';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Select, Space } from 'antd';
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

const RULE_NAMES: Record<(typeof AML_RULES)[number], string> = {
  large_deposit: 'Large deposit',
  deposit_withdraw_little_play: 'In and out, little play',
  shared_device: 'Shared device',
  shared_ip: 'Shared IP address',
};

function describe(flag: AmlFlag): string {
  const d = flag.detail as Record<string, number | string>;
  switch (flag.rule) {
    case 'large_deposit':
      return `${money(Number(d['amount']))} via ${d['gateway']} (${d['orderNo']}); threshold ${money(Number(d['threshold']))}`;
    case 'deposit_withdraw_little_play':
      return `withdrawal ${money(Number(d['amount']))} after deposits ${money(Number(d['deposits']))} and stakes ${money(Number(d['stakes']))} in ${d['windowDays']} days`;
    case 'shared_device':
      return `${d['accounts']} accounts on device ${d['device']} (${d['windowDays']} days)`;
    case 'shared_ip':
      return `${d['accounts']} accounts from ${d['ip']} (${d['windowDays']} days)`;
  }
}

const col = columnsFor<AmlFlag>();

export default function AmlPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const playerId = Number(params.get('playerId')) || undefined;
  const [filters, setFilters] = useState<{ state?: 'open' | 'resolved'; rule?: (typeof AML_RULES)[number]; playerId?: number }>({ state: 'open', playerId });
  const [resolving, setResolving] = useState<AmlFlag | null>(null);
  const [note, setNote] = useState('');
  const list = useKeyset('aml', filters, (input) => adminCall(listAmlFlags, input));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['aml'] });

  const resolve = async () => {
    if (!resolving) return;
    try {
      await adminCall(resolveAmlFlag, { id: resolving.id, note });
      notify.ok(`Flag #${resolving.id} resolved`);
      setResolving(null);
      setNote('');
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const scan = async () => {
    try {
      const { created } = await adminCall(scanAml, {});
      notify.ok(`New flags: ${Object.entries(created).map(([rule, n]) => `${rule} ${n}`).join(', ')}`);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<AmlFlag> = [
    col.accessor('id', { header: '#' }),
    col.accessor('rule', { header: 'Rule', cell: (c) => RULE_NAMES[c.getValue() as AmlFlag['rule']] }),
    col.display({ id: 'what', header: 'Finding', cell: (c) => describe(c.row.original) }),
    col.accessor('playerIds', {
      header: 'Players',
      cell: (c) => (
        <Space size={4} wrap>
          {(c.getValue() as number[]).map((id) => (
            <Link key={id} to={`/players/${id}`}>
              {id}
            </Link>
          ))}
        </Space>
      ),
    }),
    col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
    col.accessor('createdAt', { header: 'Raised', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.display({
      id: 'resolution',
      header: 'Resolution',
      cell: (c) =>
        c.row.original.state === 'open' ? (
          <Button size="small" onClick={() => setResolving(c.row.original)}>
            Resolve…
          </Button>
        ) : (
          <span className="weak">{c.row.original.resolution}</span>
        ),
    }),
  ];

  return (
    <>
      <PageHeader title="AML flags" extra={<Button onClick={() => void scan()}>Run the rules now</Button>}>
        A player with an open flag gets no automatic withdrawal approval. Thresholds: the AmlConf document.
      </PageHeader>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Select
          aria-label="State"
          style={{ width: 140 }}
          value={filters.state ?? 'all'}
          options={[{ value: 'all', label: 'All' }, { value: 'open', label: 'Open' }, { value: 'resolved', label: 'Resolved' }]}
          onChange={(value) => setFilters((f) => ({ ...f, state: value === 'all' ? undefined : (value as 'open' | 'resolved') }))}
        />
        <Select
          aria-label="Rule"
          style={{ width: 220 }}
          value={filters.rule ?? 'all'}
          options={[{ value: 'all', label: 'Every rule' }, ...AML_RULES.map((r) => ({ value: r, label: RULE_NAMES[r] }))]}
          onChange={(value) => setFilters((f) => ({ ...f, rule: value === 'all' ? undefined : (value as (typeof AML_RULES)[number]) }))}
        />
        {filters.playerId ? <Button onClick={() => setFilters((f) => ({ ...f, playerId: undefined }))}>Player {filters.playerId} ✕</Button> : null}
      </Flex>
      <DataTable label="AML flags" rows={list.items} columns={columns} rowId={(f) => String(f.id)} loading={list.isFetching} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      <Modal open={resolving !== null} title={`Resolve flag #${resolving?.id ?? ''}`} okText="Resolve" okButtonProps={{ disabled: note.trim().length < 3 }} onOk={() => void resolve()} onCancel={() => setResolving(null)}>
        <label htmlFor="aml-note">What was checked and decided</label>
        <Input.TextArea id="aml-note" rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      </Modal>
    </>
  );
}
