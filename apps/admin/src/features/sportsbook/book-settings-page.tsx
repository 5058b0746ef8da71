// The book's settings: min and max stake and max payout per bet (rupees), the in-play bet delay
// (seconds) and the cash-out share (percent here, basis points on the wire). Anyone with
// sportsbook.read sees them; sportsbook.trade changes them with a reason.
import type { SportsbookSettings } from '@khel/contracts/admin/sportsbook';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, type FormRule } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { useCan } from '../../lib/session.ts';
import { BOOK_LIMITS, fromForm, orderProblem, toForm, type BookSettingsForm } from './book-settings-values.ts';
import { REASON_RULES } from './reason-rule.ts';
import { RupeeInput } from './rupee-input.tsx';
import { putBookSettings, useBookSettings } from './sportsbook-api.ts';

type Field = keyof typeof BOOK_LIMITS;

const range = (field: Field, unit: (n: number) => string): FormRule => ({
  required: true,
  type: 'number',
  min: BOOK_LIMITS[field].min,
  max: BOOK_LIMITS[field].max,
  message: `From ${unit(BOOK_LIMITS[field].min)} to ${unit(BOOK_LIMITS[field].max)}`,
});
const rupees = (n: number) => `₨${n.toLocaleString('en-GB')}`;
/** min ≤ max stake ≤ max payout, shown on the field the contract names. */
const ordered = (field: 'minStake' | 'maxStake'): FormRule => ({ getFieldsValue }) => ({
  validator: () => {
    const problem = orderProblem(getFieldsValue() as Partial<BookSettingsForm>);
    return problem?.field === field ? Promise.reject(new Error(problem.message)) : Promise.resolve();
  },
});

function SettingsForm({ settings, editable }: { settings: SportsbookSettings; editable: boolean }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BookSettingsForm>();
  const [busy, setBusy] = useState(false);

  const save = async (values: BookSettingsForm) => {
    setBusy(true);
    try {
      const saved = await putBookSettings(fromForm(values));
      queryClient.setQueryData(['sportsbook-settings'], saved);
      form.setFieldsValue({ ...toForm(saved), reason: '' });
      notify.ok('Book settings saved');
    } catch (error) {
      notify.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<BookSettingsForm> form={form} layout="vertical" disabled={!editable} initialValues={{ ...toForm(settings), reason: '' }} onFinish={(values) => void save(values)} style={{ maxWidth: 480 }}>
      <Form.Item name="minStake" label="Min stake per bet (₨)" dependencies={['maxStake']} rules={[range('minStake', rupees), ordered('minStake')]}>
        <RupeeInput />
      </Form.Item>
      <Form.Item name="maxStake" label="Max stake per bet (₨)" dependencies={['minStake', 'maxPayout']} rules={[range('maxStake', rupees), ordered('maxStake')]}>
        <RupeeInput />
      </Form.Item>
      <Form.Item name="maxPayout" label="Max payout per bet (₨)" extra="The most one bet may return" dependencies={['maxStake']} rules={[range('maxPayout', rupees)]}>
        <RupeeInput />
      </Form.Item>
      <Form.Item name="inPlayDelaySeconds" label="In-play bet delay (seconds)" extra="An in-play bet waits this long, then is taken at the prices then" rules={[range('inPlayDelaySeconds', (n) => `${n} s`)]}>
        <InputNumber<number> precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="cashOutPercent" label="Cash-out share (%)" extra="Cash-out offers this share of the bet's fair value" rules={[range('cashOutPercent', (n) => `${n}%`)]}>
        <InputNumber<number> precision={2} style={{ width: 120 }} />
      </Form.Item>
      {editable ? (
        <>
          <Form.Item name="reason" label="Reason" rules={REASON_RULES}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            Save settings
          </Button>
        </>
      ) : null}
    </Form>
  );
}

export default function BookSettingsPage() {
  const can = useCan();
  const query = useBookSettings();
  return (
    <>
      <PageHeader title="Book settings">The book&apos;s limits apply wherever a market or a player has none of its own. Changes are audited.</PageHeader>
      {query.error ? <Alert type="error" title={query.error.message} /> : null}
      <Card size="small" loading={query.isLoading}>
        {query.data ? <SettingsForm settings={query.data} editable={can('sportsbook.trade')} /> : null}
      </Card>
    </>
  );
}
