// Sets a player's own sportsbook limits (largest stake and payout per bet, in rupees; empty = the
// book's) with a reason. Adding needs at least one; both empty removes them.
import { setPlayerSportsLimit, type PlayerSportsLimit } from '@khel/contracts/admin/sportsbook';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { limitFromRupees, limitText, limitToRupees, MAX_LIMIT_RUPEES } from './limit-text.ts';
import { REASON_RULES } from './reason-rule.ts';
import { RupeeInput } from './rupee-input.tsx';

interface PlayerLimitValues {
  playerId: number;
  maxStake: number | null;
  maxPayout: number | null;
  reason: string;
}

const rupeeRule = { type: 'number' as const, min: 0.01, max: MAX_LIMIT_RUPEES, message: 'From ₨0.01 to ₨100,000,000.00, or empty' };

/** `editing` null: a new player's limits. */
export function PlayerLimitModal({ editing, onClose, onSaved }: { editing: PlayerSportsLimit | null; onClose: () => void; onSaved: () => void }) {
  const notify = useNotify();
  const [form] = Form.useForm<PlayerLimitValues>();
  const [busy, setBusy] = useState(false);

  const save = async (values: PlayerLimitValues) => {
    setBusy(true);
    try {
      const reply = await adminCall(setPlayerSportsLimit, {
        playerId: values.playerId,
        maxStake: limitFromRupees(values.maxStake),
        maxPayout: limitFromRupees(values.maxPayout),
        reason: values.reason.trim(),
      });
      notify.ok(
        reply.limit
          ? `Player ${values.playerId}: max stake ${limitText(reply.limit.maxStake)}, max payout ${limitText(reply.limit.maxPayout)}`
          : `Player ${values.playerId}'s own limits removed: the book's apply`,
      );
      onSaved();
    } catch (error) {
      notify.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={editing ? `Limits of player ${editing.playerId}` : 'Add player limits'}
      okText="Save limits"
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PlayerLimitValues>
        form={form}
        layout="vertical"
        initialValues={{ playerId: editing?.playerId, maxStake: limitToRupees(editing?.maxStake ?? null), maxPayout: limitToRupees(editing?.maxPayout ?? null), reason: '' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="playerId" label="Player id" rules={[{ required: true, type: 'number', min: 1, message: 'A player id' }]}>
          <InputNumber<number> min={1} precision={0} disabled={editing !== null} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="maxStake" label="Max stake per bet (₨)" extra="Empty: the book's limit applies" rules={[rupeeRule]}>
          <RupeeInput min={0.01} max={MAX_LIMIT_RUPEES} />
        </Form.Item>
        <Form.Item
          name="maxPayout"
          label="Max payout per bet (₨)"
          extra="Empty: the book's limit applies"
          dependencies={['maxStake']}
          rules={[
            rupeeRule,
            ({ getFieldValue }) => ({
              validator: (_, value: number | null | undefined) =>
                editing === null && (value === null || value === undefined) && (getFieldValue('maxStake') ?? null) === null
                  ? Promise.reject(new Error('Set a max stake, a max payout or both'))
                  : Promise.resolve(),
            }),
          ]}
        >
          <RupeeInput min={0.01} max={MAX_LIMIT_RUPEES} />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={REASON_RULES}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
