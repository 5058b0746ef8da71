// One withdrawal's actions, as the role and the state allow: approve / reject (decide), mark paid
// with the gateway reference / mark failed / inquire (pay). Maker-checker: the operator who approved
// it cannot mark it paid — the button says so (and the server refuses anyway); nor is a request
// approved while the player has an open AML case.
import {
  approveWithdrawal,
  inquireWithdrawal,
  markWithdrawalFailed,
  markWithdrawalPaid,
  rejectWithdrawal,
  type AdminWithdrawal,
} from '@khel/contracts/admin/withdrawals';
import { Button, Input, Modal, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { useCan, useSession } from '../../lib/session.ts';

type Ask = { kind: 'reject' | 'paid' | 'failed'; withdrawal: AdminWithdrawal } | null;

const PROMPTS = {
  reject: { title: 'Reject the withdrawal', label: 'Reason (the hold returns to the player)', ok: 'Reject' },
  paid: { title: 'Mark as paid', label: 'Gateway reference of the payout', ok: 'Mark paid' },
  failed: { title: 'Mark the payout failed', label: 'What happened (the hold returns to the player)', ok: 'Mark failed' },
};

export function useWithdrawalActions(onDone: () => void) {
  const can = useCan();
  const me = useSession()?.me;
  const notify = useNotify();
  const [ask, setAsk] = useState<Ask>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<AdminWithdrawal>, done: string) => {
    setBusy(true);
    try {
      const after = await work();
      notify.ok(`${done}: W${after.id} is ${after.state}`);
      onDone();
    } catch (error) {
      notify.fail(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!ask) return;
    const id = ask.withdrawal.id;
    const work =
      ask.kind === 'reject'
        ? () => adminCall(rejectWithdrawal, { id, note: text })
        : ask.kind === 'paid'
          ? () => adminCall(markWithdrawalPaid, { id, reference: text })
          : () => adminCall(markWithdrawalFailed, { id, note: text });
    await run(work, PROMPTS[ask.kind].ok);
    setAsk(null);
    setText('');
  };

  const actions = (w: AdminWithdrawal) => {
    const approvedByMe = w.approvedBy !== null && w.approvedBy === me?.operatorId;
    return (
      <Space size={4} wrap onClick={(event) => event.stopPropagation()}>
        {can('withdrawals.decide') && w.state === 'pending' ? (
          <Tooltip title={w.amlCase ? `AML case #${w.amlCase.id} is open: compliance resolves it before any approval` : undefined}>
            <Button size="small" type="primary" loading={busy} disabled={w.amlCase !== null} onClick={() => void run(() => adminCall(approveWithdrawal, { id: w.id }), 'Approved')}>
              Approve
            </Button>
          </Tooltip>
        ) : null}
        {can('withdrawals.decide') && (w.state === 'pending' || w.state === 'approved') ? (
          <Button size="small" danger onClick={() => setAsk({ kind: 'reject', withdrawal: w })}>
            Reject
          </Button>
        ) : null}
        {can('withdrawals.pay') && w.state === 'processing' ? (
          <>
            <Tooltip title={approvedByMe ? 'You approved it: a second operator marks it paid' : undefined}>
              <Button size="small" type="primary" disabled={approvedByMe} onClick={() => setAsk({ kind: 'paid', withdrawal: w })}>
                Mark paid
              </Button>
            </Tooltip>
            <Button size="small" onClick={() => setAsk({ kind: 'failed', withdrawal: w })}>
              Failed
            </Button>
            <Button size="small" onClick={() => void run(() => adminCall(inquireWithdrawal, { id: w.id }), 'Inquired')}>
              Inquire
            </Button>
          </>
        ) : null}
      </Space>
    );
  };

  const modal = (
    <Modal
      open={ask !== null}
      title={ask ? `${PROMPTS[ask.kind].title} W${ask.withdrawal.id}` : ''}
      okText={ask ? PROMPTS[ask.kind].ok : 'OK'}
      okButtonProps={{ disabled: ask?.kind === 'paid' && text.trim() === '', loading: busy, danger: ask?.kind !== 'paid' }}
      onOk={() => void confirm()}
      onCancel={() => {
        setAsk(null);
        setText('');
      }}
      destroyOnHidden
    >
      <label htmlFor="withdrawal-action-text">{ask ? PROMPTS[ask.kind].label : ''}</label>
      <Input id="withdrawal-action-text" value={text} maxLength={ask?.kind === 'paid' ? 128 : 500} onChange={(event) => setText(event.target.value)} autoFocus />
    </Modal>
  );

  return { actions, modal };
}
