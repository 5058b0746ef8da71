// AML: the players' cases (aml-cases.tsx) and what the rules found (thresholds in
// the server-only AmlConf), by state, rule and case; resolving needs a note. "Run the rules" scans
// now (they also run every 5 minutes).
import { AML_RULES, listAmlFlags, resolveAmlFlag, scanAml, type AmlFlag } from '@khel/contracts/admin/aml';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { AmlCases } from './aml-cases.tsx';
import { RULE_NAMES, describeFinding } from './aml-rules.ts';

const col = columnsFor<AmlFlag>();

export default function AmlPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const playerId = Number(params.get('playerId')) || undefined;
  const caseId = Number(params.get('caseId')) || undefined;
  const [filters, setFilters] = useState<{ state?: 'open' | 'resolved'; rule?: (typeof AML_RULES)[number]; playerId?: number; caseId?: number }>(
    caseId ? { caseId } : { state: 'open', playerId },
  );
  const [resolving, setResolving] = useState<AmlFlag | null>(null);
  const [note, setNote] = useState('');
  const list = useKeyset('aml', filters, (input) => adminCall(listAmlFlags, input));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['aml'] });
    void queryClient.invalidateQueries({ queryKey: ['aml-cases'] });
  };

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
    col.display({ id: 'what', header: 'Finding', cell: (c) => describeFinding(c.row.original) }),
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
      <PageHeader title="AML" extra={<Button onClick={() => void scan()}>Run the rules now</Button>}>
        Every finding about a player attaches to the player&apos;s one open case; while it is open no withdrawal of the player is approved, by
        hand, in bulk or automatically. Thresholds: the AmlConf document.
      </PageHeader>
      <AmlCases playerId={filters.playerId} onPick={(c) => setFilters({ caseId: c.id })} />
      <Typography.Title level={4}>Findings</Typography.Title>
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
        {filters.caseId ? <Button onClick={() => setFilters((f) => ({ ...f, caseId: undefined }))}>Case {filters.caseId} ✕</Button> : null}
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
