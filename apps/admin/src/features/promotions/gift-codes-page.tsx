// Gift codes: batches for campaigns (made at once, exported as CSV for distribution) and
// single codes (create, end now). Each is pending until a second operator approves it.
// Amounts in rupees here, hundredths on the wire.
import {
  createGiftCode,
  createGiftCodeBatch,
  decideGiftCode,
  decideGiftCodeBatch,
  expireGiftCode,
  listGiftCodeBatches,
  listGiftCodes,
  type GiftCodeBatch,
  type GiftCodeView,
} from '@khel/contracts/admin/promotions';
import { useQueryClient } from '@tanstack/react-query';
import { rupeesToHundredths } from '@khel/contracts/money';
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { FourEyesActions } from '../../components/four-eyes-actions.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { StateTag } from '../../components/state-tag.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall, downloadCsv } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';

interface BatchForm {
  name: string;
  size: number;
  rupees: number;
  wagerMulti: number;
  usesPerCode: number;
  expiresAt: Dayjs;
}
interface CodeForm {
  code?: string;
  rupees: number;
  wagerMulti: number;
  totalUses: number;
  expiresAt: Dayjs;
}

const b = columnsFor<GiftCodeBatch>();
const c = columnsFor<GiftCodeView>();

function Batches() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const me = useSession()?.me;
  const [form] = Form.useForm<BatchForm>();
  const list = useKeyset('gift-code-batches', {}, (input) => adminCall(listGiftCodeBatches, input), 20);
  const create = async (values: BatchForm) => {
    try {
      const batch = await adminCall(createGiftCodeBatch, {
        name: values.name,
        size: values.size,
        amount: rupeesToHundredths(values.rupees),
        wagerMulti: values.wagerMulti,
        usesPerCode: values.usesPerCode,
        expiresAt: values.expiresAt.toISOString(),
      });
      notify.ok(`Batch "${batch.name}": ${batch.size} codes made; a second operator approves them before they pay`);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['gift-code-batches'] });
    } catch (error) {
      notify.fail(error);
    }
  };
  const decide = async (batch: GiftCodeBatch, approve: boolean, note = '') => {
    try {
      await adminCall(decideGiftCodeBatch, { id: batch.id, approve, note });
      notify.ok(approve ? `Batch "${batch.name}" approved: its codes pay from now on` : `Batch "${batch.name}" rejected`);
      void queryClient.invalidateQueries({ queryKey: ['gift-code-batches'] });
    } catch (error) {
      notify.fail(error);
    }
  };
  const columns: Columns<GiftCodeBatch> = [
    b.accessor('id', { header: '#' }),
    b.accessor('name', { header: 'Campaign', cell: (x) => <strong>{x.getValue()}</strong> }),
    b.accessor('size', { header: 'Codes' }),
    b.accessor('amount', { header: () => <div className="num">Each</div>, cell: (x) => <div className="num">{money(x.getValue())}</div> }),
    b.accessor('wagerMulti', { header: 'Wager', cell: (x) => `×${x.getValue()}` }),
    b.accessor('usesPerCode', { header: 'Uses each' }),
    b.accessor('used', { header: 'Redeemed' }),
    b.accessor('expiresAt', { header: 'Expires', cell: (x) => <span className="weak">{when(x.getValue())}</span> }),
    b.accessor('state', { header: 'State', cell: (x) => <StateTag state={x.getValue()} /> }),
    b.display({
      id: 'decide',
      header: '',
      cell: (x) => (x.row.original.state === 'pending' ? (
          <FourEyesActions
            mine={x.row.original.createdBy === me?.operatorId}
            what={`batch "${x.row.original.name}"`}
            onApprove={() => decide(x.row.original, true)}
            onReject={(note) => decide(x.row.original, false, note)}
          />
        ) : null),
    }),
    b.display({
      id: 'csv',
      header: '',
      cell: (x) => (
        <Button size="small" onClick={() => downloadCsv(`/admin/api/gift-code-batches/${x.row.original.id}/codes.csv`, `gift-codes-batch-${x.row.original.id}.csv`).catch(notify.fail)}>
          Export CSV
        </Button>
      ),
    }),
  ];
  return (
    <Row gutter={16}>
      <Col span={6}>
        <Card size="small" title="New batch">
          <Form<BatchForm> form={form} layout="vertical" initialValues={{ size: 100, wagerMulti: 1, usesPerCode: 1, expiresAt: dayjs().add(30, 'day') }} onFinish={(v) => void create(v)}>
            <Form.Item name="name" label="Campaign name" rules={[{ required: true }]}><Input maxLength={80} /></Form.Item>
            <Form.Item name="size" label="How many codes" rules={[{ required: true }]}><InputNumber<number> min={1} max={10_000} style={{ width: '100%' }} /></Form.Item>
            <Form.Item name="rupees" label="Amount per code (₨)" rules={[{ required: true }]}><InputNumber<number> min={0.01} precision={2} style={{ width: '100%' }} /></Form.Item>
            <Form.Item name="wagerMulti" label="Wagering multiple"><InputNumber<number> min={0} max={100} style={{ width: '100%' }} /></Form.Item>
            <Form.Item name="usesPerCode" label="Uses per code (different players)"><InputNumber<number> min={1} max={10_000} style={{ width: '100%' }} /></Form.Item>
            <Form.Item name="expiresAt" label="Expires" rules={[{ required: true }]}><DatePicker showTime style={{ width: '100%' }} /></Form.Item>
            <Button type="primary" htmlType="submit" block>Make the codes</Button>
          </Form>
        </Card>
      </Col>
      <Col span={18}>
        <DataTable label="Gift-code batches" rows={list.items} columns={columns} rowId={(x) => String(x.id)} loading={list.isFetching} />
        <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      </Col>
    </Row>
  );
}

function Codes() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CodeForm>();
  const me = useSession()?.me;
  const list = useKeyset('gift-codes', {}, (input) => adminCall(listGiftCodes, input), 20);
  // When the list was drawn: which codes can still be ended.
  const [shownAt] = useState(() => Date.now());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['gift-codes'] });
  const create = async (values: CodeForm) => {
    try {
      const made = await adminCall(createGiftCode, {
        ...(values.code ? { code: values.code } : {}),
        amount: rupeesToHundredths(values.rupees),
        wagerMulti: values.wagerMulti,
        totalUses: values.totalUses,
        expiresAt: values.expiresAt.toISOString(),
      });
      notify.ok(`Code ${made.code} made; a second operator approves it before it pays`);
      form.resetFields();
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const decide = async (code: GiftCodeView, approve: boolean, note = '') => {
    try {
      await adminCall(decideGiftCode, { id: code.id, approve, note });
      notify.ok(approve ? `${code.code} approved: it pays from now on` : `${code.code} rejected`);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const end = async (code: string) => {
    try {
      await adminCall(expireGiftCode, { code });
      notify.ok(`${code} ended`);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const columns: Columns<GiftCodeView> = [
    c.accessor('code', { header: 'Code', cell: (x) => <span className="mono">{x.getValue()}</span> }),
    c.accessor('amount', { header: () => <div className="num">Amount</div>, cell: (x) => <div className="num">{money(x.getValue())}</div> }),
    c.accessor('wagerMulti', { header: 'Wager', cell: (x) => `×${x.getValue()}` }),
    c.display({ id: 'uses', header: 'Used', cell: (x) => `${x.row.original.used} / ${x.row.original.totalUses}` }),
    c.accessor('expiresAt', { header: 'Expires', cell: (x) => <span className="weak">{when(x.getValue())}</span> }),
    c.accessor('state', { header: 'State', cell: (x) => <StateTag state={x.getValue()} /> }),
    c.display({
      id: 'decide',
      header: '',
      cell: (x) =>
        x.row.original.state === 'pending' && x.row.original.batchId === null ? (
          <FourEyesActions
            mine={x.row.original.createdBy === me?.operatorId}
            what={`code ${x.row.original.code}`}
            onApprove={() => decide(x.row.original, true)}
            onReject={(note) => decide(x.row.original, false, note)}
          />
        ) : null,
    }),
    c.display({
      id: 'end',
      header: '',
      cell: (x) =>
        Date.parse(x.row.original.expiresAt) > shownAt ? (
          <Button size="small" danger onClick={() => void end(x.row.original.code)}>
            End now
          </Button>
        ) : null,
    }),
  ];
  return (
    <Row gutter={16}>
      <Col span={6}>
        <Card size="small" title="New code">
          <Form<CodeForm> form={form} layout="vertical" initialValues={{ wagerMulti: 1, totalUses: 100, expiresAt: dayjs().add(7, 'day') }} onFinish={(v) => void create(v)}>
            <Form.Item name="code" label="Code (empty: a random one)"><Input maxLength={32} style={{ textTransform: 'uppercase' }} /></Form.Item>
            <Form.Item name="rupees" label="Amount (₨)" rules={[{ required: true }]}><InputNumber<number> min={0.01} precision={2} style={{ width: '100%' }} /></Form.Item>
            <Form.Item name="wagerMulti" label="Wagering multiple"><InputNumber<number> min={0} max={100} style={{ width: '100%' }} /></Form.Item>
            <Form.Item name="totalUses" label="Total uses"><InputNumber<number> min={1} style={{ width: '100%' }} /></Form.Item>
            <Form.Item name="expiresAt" label="Expires" rules={[{ required: true }]}><DatePicker showTime style={{ width: '100%' }} /></Form.Item>
            <Button type="primary" htmlType="submit" block>Make the code</Button>
          </Form>
        </Card>
      </Col>
      <Col span={18}>
        <DataTable label="Gift codes" rows={list.items} columns={columns} rowId={(x) => String(x.id)} loading={list.isFetching} />
        <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      </Col>
    </Row>
  );
}

export default function GiftCodesPage() {
  return (
    <>
      <PageHeader title="Gift codes">
        Players redeem a code once each (Gift Code 2205), with its betting task when the multiple is above 0. A new code or batch pays nobody until a second operator approves it; above ₨100,000 in all, an admin.
      </PageHeader>
      <Tabs items={[{ key: 'batches', label: 'Batches', children: <Batches /> }, { key: 'codes', label: 'Single codes', children: <Codes /> }]} />
    </>
  );
}
