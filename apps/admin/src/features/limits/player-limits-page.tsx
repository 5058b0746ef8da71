// A player's limits in the console: deposit, loss, wager and session-time limits in
// force, used and pending; an operator with limits.manage sets one with a reason (stricter applies
// at once, a raise or removal becomes a request for a second operator).
import { OPERATOR_LIMIT_KINDS, playerLimits, setPlayerLimit, type OperatorLimitKind } from '@khel/contracts/admin/limits';
import { rupeesToHundredths } from '@khel/contracts/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';
import { limitValue } from './limit-format.ts';
import { LimitRequestsTable } from './limit-requests-table.tsx';

type Period = 'daily' | 'weekly' | 'monthly' | 'session';
interface SetForm {
  kind: OperatorLimitKind;
  period: Period;
  /** Rupees (deposit, loss, wager) or minutes (session); empty = remove. */
  value: number | null;
  reason: string;
}

const periodsOf = (kind: OperatorLimitKind): Period[] => (kind === 'session' ? ['session'] : ['daily', 'weekly', 'monthly']);

export default function PlayerLimitsPage() {
  const id = Number(useParams()['id']);
  const can = useCan();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SetForm>();
  const kind = Form.useWatch('kind', form) ?? 'loss';
  const [outcome, setOutcome] = useState<string | null>(null);
  const key = ['player-limits', id];
  const query = useQuery({ queryKey: key, queryFn: () => adminCall(playerLimits, { id }), enabled: Number.isSafeInteger(id) && id > 0 });

  const submit = async (values: SetForm) => {
    const amount = values.value === null || values.value === undefined ? null : values.kind === 'session' ? values.value : rupeesToHundredths(values.value);
    try {
      const reply = await adminCall(setPlayerLimit, { id, kind: values.kind, period: values.period, amount, reason: values.reason });
      setOutcome(
        reply.applied
          ? `${values.kind} · ${values.period} is now ${limitValue(values.kind, amount)} (in force at once)`
          : `Request #${reply.lift?.id ?? ''} to make ${values.kind} · ${values.period} ${limitValue(values.kind, amount)} waits for a second operator`,
      );
      form.resetFields(['value', 'reason']);
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['limit-lifts'] });
    } catch (error) {
      notify.fail(error);
    }
  };

  const limits = query.data?.limits ?? [];
  return (
    <>
      <PageHeader title={`Player ${id}: limits`} extra={<Link to={`/players/${id}`}>Back to the player</Link>}>
        A lower limit applies at once. The player&apos;s own raises wait 24 hours; an operator&apos;s raise or removal waits for a second operator.
      </PageHeader>
      <Table
        size="small"
        rowKey={(l) => `${l.kind}-${l.period}`}
        loading={query.isFetching}
        pagination={false}
        dataSource={limits}
        columns={[
          { title: 'Limit', render: (_, l) => `${l.kind} · ${l.period}` },
          { title: 'In force', align: 'right', render: (_, l) => limitValue(l.kind, l.amount) },
          { title: 'Used', align: 'right', render: (_, l) => (l.kind === 'session' ? `${l.used} min this session` : money(l.used)) },
          { title: 'Pending', render: (_, l) => (l.pending ? `${limitValue(l.kind, l.pending.amount)} from ${when(l.pending.effectiveAt)}` : '—') },
        ]}
      />
      {can('limits.manage') ? (
        <Card title="Set a limit" size="small" style={{ marginTop: 16, maxWidth: 720 }}>
          {outcome ? <Alert type="success" showIcon message={outcome} style={{ marginBottom: 12 }} closable onClose={() => setOutcome(null)} /> : null}
          <Form form={form} layout="inline" initialValues={{ kind: 'loss', period: 'daily', value: null, reason: '' }} onFinish={(values) => void submit(values)}>
            <Form.Item name="kind" label="Kind">
              <Select
                style={{ width: 120 }}
                options={OPERATOR_LIMIT_KINDS.map((k) => ({ value: k, label: k }))}
                onChange={(next: OperatorLimitKind) => form.setFieldValue('period', periodsOf(next)[0])}
              />
            </Form.Item>
            <Form.Item name="period" label="Period">
              <Select style={{ width: 120 }} options={periodsOf(kind).map((p) => ({ value: p, label: p }))} />
            </Form.Item>
            <Form.Item name="value" label={kind === 'session' ? 'Minutes' : 'Rupees'} extra="Empty removes the limit">
              <InputNumber min={kind === 'session' ? 5 : 0} max={kind === 'session' ? 1440 : 99_999_999} precision={kind === 'session' ? 0 : 2} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="reason" label="Reason" rules={[{ required: true, min: 3, max: 500, message: 'A reason of 3 to 500 characters' }]}>
              <Input style={{ width: 260 }} maxLength={500} />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  Set
                </Button>
              </Space>
            </Form.Item>
          </Form>
        </Card>
      ) : null}
      <h3 style={{ marginTop: 24 }}>Limit requests</h3>
      <LimitRequestsTable rows={query.data?.lifts ?? []} loading={query.isFetching} onDecided={() => void queryClient.invalidateQueries({ queryKey: key })} />
    </>
  );
}
