// A confirmation that asks why (3 to 500 characters, kept in the audit log): suspending or resuming
// an event or a market, removing a player's limits.
import { Input, Modal } from 'antd';
import { useId, useState, type ReactNode } from 'react';

export function ReasonModal(props: {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm(reason.trim());
      setReason('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.danger ?? false, disabled: reason.trim().length < 3, loading: busy }}
      onOk={() => void confirm()}
      onCancel={props.onClose}
    >
      {props.children}
      <label htmlFor={reasonId}>Reason (kept in the audit log)</label>
      <Input.TextArea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
    </Modal>
  );
}
