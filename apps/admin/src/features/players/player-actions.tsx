// Freeze / unfreeze (with a reason) and a manual adjustment request, from the player view. An
// adjustment moves nothing until a second operator approves it on the Adjustments screen.
import { ADJUSTMENT_CATEGORIES, requestAdjustment } from '@khel/contracts/admin/adjustments';
import { freezePlayer, unfreezePlayer, type PlayerDetail } from '@khel/contracts/admin/players';
import { rupeesToHundredths } from '@khel/contracts/money';
import { Button, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';

interface AdjustValues {
  direction: 'credit' | 'debit';
  rupees: number;
  category: (typeof ADJUSTMENT_CATEGORIES)[number];
  reason: string;
}

export function PlayerActions({ detail, onChange }: { detail: PlayerDetail; onChange: (next?: PlayerDetail) => void }) {
  const can = useCan();
  const notify = useNotify();
  const [freezing, setFreezing] = useState(false);
  const [reason, setReason] = useState('');
  const [adjusting, setAdjusting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<AdjustValues>();
  const frozen = detail.profile.status === 'blocked';
  const id = detail.profile.id;

  const toggleFreeze = async () => {
    setBusy(true);
    try {
      const next = await adminCall(frozen ? unfreezePlayer : freezePlayer, { id, reason });
      notify.ok(frozen ? 'Player unfrozen' : 'Player frozen: sessions ended');
      setFreezing(false);
      setReason('');
      onChange(next);
    } catch (error) {
      notify.fail(error);
    } finally {
      setBusy(false);
    }
  };

  const adjust = async (values: AdjustValues) => {
    setBusy(true);
    try {
      const created = await adminCall(requestAdjustment, { playerId: id, direction: values.direction, amount: rupeesToHundredths(values.rupees), category: values.category, reason: values.reason });
      notify.ok(`Adjustment #${created.id} (${values.direction} ${money(created.amount)}) waits for a second operator`);
      setAdjusting(false);
      form.resetFields();
      onChange();
    } catch (error) {
      notify.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space>
      {can('adjustments.request') ? <Button onClick={() => setAdjusting(true)}>Adjust balance…</Button> : null}
      {can('players.freeze') ? (
        <Button danger={!frozen} type={frozen ? 'default' : 'primary'} onClick={() => setFreezing(true)}>
          {frozen ? 'Unfreeze…' : 'Freeze…'}
        </Button>
      ) : null}
      <Modal
        open={freezing}
        title={frozen ? `Unfreeze player ${id}` : `Freeze player ${id}`}
        okText={frozen ? 'Unfreeze' : 'Freeze'}
        okButtonProps={{ danger: !frozen, disabled: reason.trim().length < 3, loading: busy }}
        onOk={() => void toggleFreeze()}
        onCancel={() => setFreezing(false)}
      >
        <p>
          {frozen
            ? 'The player will be able to log in again.'
            : 'The player will not be able to log in, play or deposit; every session ends now. Pending withdrawals cannot be approved while frozen (they can be rejected).'}
        </p>
        <label htmlFor="freeze-reason">Reason (kept in the history and the audit log)</label>
        <Input.TextArea id="freeze-reason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Modal>
      <Modal open={adjusting} title={`Adjust the balance of player ${id}`} okText="Request" okButtonProps={{ loading: busy }} onOk={() => form.submit()} onCancel={() => setAdjusting(false)} destroyOnHidden>
        <p>Balance {money(detail.balance.balance)} (available {money(detail.balance.available)}). Nothing moves until a second operator approves.</p>
        <Form<AdjustValues> form={form} layout="vertical" initialValues={{ direction: 'credit', category: 'correction' }} onFinish={(values) => void adjust(values)}>
          <Form.Item name="direction" label="Direction">
            <Radio.Group options={[{ value: 'credit', label: 'Credit (add)' }, { value: 'debit', label: 'Debit (take)' }]} />
          </Form.Item>
          <Form.Item name="rupees" label="Amount (₨)" rules={[{ required: true, type: 'number', min: 0.01, max: 1_000_000, message: 'From ₨0.01 to ₨1,000,000.00' }]}>
            <InputNumber<number> min={0.01} step={1} precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="category" label="Category">
            <Select options={ADJUSTMENT_CATEGORIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item name="reason" label="Reason" rules={[{ required: true, min: 3, message: 'Say why (at least 3 characters)' }]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
