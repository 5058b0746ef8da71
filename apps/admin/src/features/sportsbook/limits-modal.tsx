// A market's own largest stake per bet and largest payout per player, in rupees; empty = none of
// its own (the book's applies).
import { setMarketLimits, type TradingMarket } from '@khel/contracts/admin/sportsbook';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { limitFromRupees, limitText, limitToRupees, MAX_LIMIT_RUPEES } from './limit-text.ts';
import { marketName } from './market-names.ts';
import { REASON_RULES } from './reason-rule.ts';
import { RupeeInput } from './rupee-input.tsx';

interface LimitsValues {
  maxStake: number | null;
  maxPayout: number | null;
  reason: string;
}

const rupeeRule = { type: 'number' as const, min: 0.01, max: MAX_LIMIT_RUPEES, message: 'From ₨0.01 to ₨100,000,000.00, or empty' };

export function LimitsModal({ market, onClose, onSaved }: { market: TradingMarket; onClose: () => void; onSaved: (market: TradingMarket) => void }) {
  const notify = useNotify();
  const [form] = Form.useForm<LimitsValues>();
  const [busy, setBusy] = useState(false);
  const name = marketName(market.kind, market.params, market.line);

  const save = async (values: LimitsValues) => {
    setBusy(true);
    try {
      const saved = await adminCall(setMarketLimits, { id: market.id, maxStake: limitFromRupees(values.maxStake), maxPayout: limitFromRupees(values.maxPayout), reason: values.reason.trim() });
      notify.ok(`${name}: max stake ${limitText(saved.maxStake)}, max payout ${limitText(saved.maxPayout)}`);
      onSaved(saved);
    } catch (error) {
      notify.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={`Limits: ${name}`} okText="Save limits" okButtonProps={{ loading: busy }} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form<LimitsValues>
        form={form}
        layout="vertical"
        initialValues={{ maxStake: limitToRupees(market.maxStake), maxPayout: limitToRupees(market.maxPayout), reason: '' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="maxStake" label="Max stake per bet (₨)" extra="Empty: the book's limit applies" rules={[rupeeRule]}>
          <RupeeInput min={0.01} max={MAX_LIMIT_RUPEES} />
        </Form.Item>
        <Form.Item name="maxPayout" label="Max payout per player (₨)" extra="Empty: the book's limit applies" rules={[rupeeRule]}>
          <RupeeInput min={0.01} max={MAX_LIMIT_RUPEES} />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={REASON_RULES}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
