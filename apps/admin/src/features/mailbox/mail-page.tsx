// The mail composer: one player, every registered player, or every player who
// registers from now on; title and text in English (required), Chinese and Urdu; an optional
// reward with its wagering multiple and an expiry. Sent messages can be retracted. A message is
// marketing (never shown to players on a break or who turned in-app offers off; any reward makes it
// marketing) or a service notice that reaches everyone addressed (docs/compliance/marketing.md).
// A message with a reward goes out only when a second admin approves it (four eyes).
import { decideMail, listSentMail, retractMail, sendMail } from '@khel/contracts/admin/mailbox';
import type { SentMail } from '@khel/contracts/admin/mailbox';
import { rupeesToHundredths } from '@khel/contracts/money';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { FourEyesActions } from '../../components/four-eyes-actions.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';

interface Compose {
  audience: 'player' | 'all' | 'new';
  kind: 'marketing' | 'service';
  playerId?: number;
  titleEn: string;
  bodyEn: string;
  titleZh?: string;
  bodyZh?: string;
  titleUr?: string;
  bodyUr?: string;
  rupees?: number;
  wagerMulti?: number;
  expiresAt?: Dayjs;
}

const texts = (en: string, zh?: string, ur?: string) => ({ en, ...(zh ? { zh } : {}), ...(ur ? { ur } : {}) });
const col = columnsFor<SentMail>();

export default function MailPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const me = useSession()?.me;
  const [form] = Form.useForm<Compose>();
  const audience = Form.useWatch('audience', form);
  const reward = Form.useWatch('rupees', form);
  const kind = Form.useWatch('kind', form);
  const list = useKeyset('mail', {}, (input) => adminCall(listSentMail, input), 20);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['mail'] });

  const send = async (v: Compose) => {
    try {
      const sent = await adminCall(sendMail, {
        audience: v.audience,
        kind: v.kind,
        ...(v.audience === 'player' ? { playerId: v.playerId } : {}),
        title: texts(v.titleEn, v.titleZh, v.titleUr),
        body: texts(v.bodyEn, v.bodyZh, v.bodyUr),
        ...(v.rupees ? { reward: rupeesToHundredths(v.rupees), wagerMulti: v.wagerMulti ?? 0 } : {}),
        ...(v.expiresAt ? { expiresAt: v.expiresAt.toISOString() } : {}),
      });
      notify.ok(sent.state === 'pending' ? `Message #${sent.id} waits for a second admin's approval (it carries a reward)` : `Message #${sent.id} sent`);
      form.resetFields();
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const decide = async (id: number, approve: boolean, note = '') => {
    try {
      await adminCall(decideMail, { id, approve, note });
      notify.ok(approve ? `Message #${id} approved and sent` : `Message #${id} rejected`);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const retract = async (id: number) => {
    try {
      await adminCall(retractMail, { id });
      notify.ok(`Message #${id} retracted`);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<SentMail> = [
    col.accessor('id', { header: '#' }),
    col.display({ id: 'to', header: 'To', cell: (x) => (x.row.original.audience === 'player' ? `player ${x.row.original.playerId}` : x.row.original.audience === 'all' ? 'everyone' : 'new players') }),
    col.display({ id: 'title', header: 'Title', cell: (x) => x.row.original.title['en'] }),
    col.accessor('kind', { header: 'Kind', cell: (x) => (x.getValue() === 'service' ? <Tag color="blue">service</Tag> : <Tag>marketing</Tag>) }),
    col.accessor('withheld', {
      header: () => <div className="num" title="Players on a break or opted out of in-app offers when it was sent: it never reaches them">Held back</div>,
      cell: (x) => <div className="num">{x.getValue() || '—'}</div>,
    }),
    col.accessor('reward', { header: () => <div className="num">Reward</div>, cell: (x) => <div className="num">{x.getValue() ? money(x.getValue()) : '—'}</div> }),
    col.accessor('createdAt', { header: 'Sent', cell: (x) => <span className="weak">{when(x.getValue())}</span> }),
    col.accessor('state', { header: 'State', cell: (x) => <StateTag state={x.getValue()} /> }),
    col.display({
      id: 'actions',
      header: '',
      cell: (x) => {
        const m = x.row.original;
        if (m.state === 'pending') {
          return <FourEyesActions mine={m.createdBy === me?.operatorId} what={`message #${m.id}`} onApprove={() => decide(m.id, true)} onReject={(note) => decide(m.id, false, note)} />;
        }
        return m.state === 'sent' ? (
          <Button size="small" danger onClick={() => void retract(m.id)}>
            Retract
          </Button>
        ) : null;
      },
    }),
  ];

  return (
    <>
      <PageHeader title="Mail">
        Messages appear in the players' mailbox in their language (English when a translation is missing). A message with a reward goes out when a second admin approves it.
      </PageHeader>
      <Row gutter={16}>
        <Col span={10}>
          <Card size="small" title="New message">
            <Form<Compose> form={form} layout="vertical" initialValues={{ audience: 'player', kind: 'marketing', wagerMulti: 1 }} onFinish={(v) => void send(v)}>
              <Form.Item name="audience" label="To">
                <Radio.Group options={[{ value: 'player', label: 'One player' }, { value: 'all', label: 'Every player' }, { value: 'new', label: 'New players from now' }]} />
              </Form.Item>
              <Form.Item
                name="kind"
                label="Kind"
                extra={kind === 'service' ? 'Account notices only (results, rule changes): reaches every player addressed, never with a reward.' : 'Not shown to players on a break or who turned in-app offers off.'}
              >
                <Radio.Group options={[{ value: 'marketing', label: 'Marketing' }, { value: 'service', label: 'Service notice' }]} />
              </Form.Item>
              {audience === 'player' ? (
                <Form.Item name="playerId" label="Player ID" rules={[{ required: true }]}>
                  <InputNumber<number> min={1} style={{ width: '100%' }} />
                </Form.Item>
              ) : null}
              <Form.Item name="titleEn" label="Title (English)" rules={[{ required: true, max: 80 }]}><Input maxLength={80} /></Form.Item>
              <Form.Item name="bodyEn" label="Text (English)" rules={[{ required: true }]}><Input.TextArea rows={3} /></Form.Item>
              <Row gutter={8}>
                <Col span={12}><Form.Item name="titleZh" label="Title (中文)"><Input maxLength={80} /></Form.Item></Col>
                <Col span={12}><Form.Item name="titleUr" label="Title (اردو)"><Input maxLength={80} dir="rtl" /></Form.Item></Col>
                <Col span={12}><Form.Item name="bodyZh" label="Text (中文)"><Input.TextArea rows={2} /></Form.Item></Col>
                <Col span={12}><Form.Item name="bodyUr" label="Text (اردو)"><Input.TextArea rows={2} dir="rtl" /></Form.Item></Col>
              </Row>
              <Row gutter={8}>
                <Col span={8}><Form.Item name="rupees" label="Reward (₨, optional)"><InputNumber<number> min={0} precision={2} disabled={kind === 'service'} style={{ width: '100%' }} /></Form.Item></Col>
                <Col span={8}><Form.Item name="wagerMulti" label="Wagering multiple"><InputNumber<number> min={0} max={100} disabled={!reward} style={{ width: '100%' }} /></Form.Item></Col>
                <Col span={8}><Form.Item name="expiresAt" label="Expires (optional)"><DatePicker showTime style={{ width: '100%' }} /></Form.Item></Col>
              </Row>
              <Button type="primary" htmlType="submit" block>Send</Button>
            </Form>
          </Card>
        </Col>
        <Col span={14}>
          <DataTable label="Sent messages" rows={list.items} columns={columns} rowId={(x) => String(x.id)} loading={list.isFetching} />
          <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
        </Col>
      </Row>
    </>
  );
}
