// Canned replies and staffed hours, edited as one document (audited with the previous value).
import { putSupportSettings, type SupportSettings } from '@khel/contracts/admin/support-chat';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';

export function SupportSettingsModal({ settings, onClose }: { settings: SupportSettings; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(settings);
  const setReply = (i: number, patch: Partial<SupportSettings['cannedReplies'][number]>) =>
    setDraft((d) => ({ ...d, cannedReplies: d.cannedReplies.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));

  const save = async () => {
    try {
      await adminCall(putSupportSettings, { body: draft });
      notify.ok('Support settings saved');
      void queryClient.invalidateQueries({ queryKey: ['support-settings'] });
      onClose();
    } catch (error) {
      notify.fail(error);
    }
  };

  return (
    <Modal open title="Canned replies and staffed hours" okText="Save" onOk={() => void save()} onCancel={onClose} width={720}>
      <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
        <span>Staffed (Asia/Karachi) from</span>
        <InputNumber aria-label="Opens at hour" min={0} max={23} value={draft.staffedHours.open} onChange={(v) => setDraft((d) => ({ ...d, staffedHours: { ...d.staffedHours, open: v ?? 0 } }))} />
        <span>to</span>
        <InputNumber aria-label="Closes at hour" min={0} max={23} value={draft.staffedHours.close} onChange={(v) => setDraft((d) => ({ ...d, staffedHours: { ...d.staffedHours, close: v ?? 0 } }))} />
        <span className="weak">o’clock (a close before the open spans midnight; equal hours: always)</span>
      </Flex>
      {draft.cannedReplies.map((reply, i) => (
        <Flex key={i} gap={8} align="start" style={{ marginBottom: 8 }}>
          <Input aria-label={`Reply ${i + 1} title`} style={{ width: 160 }} maxLength={60} value={reply.title} onChange={(e) => setReply(i, { title: e.target.value })} />
          <Input.TextArea aria-label={`Reply ${i + 1} text`} rows={2} maxLength={1000} value={reply.text} onChange={(e) => setReply(i, { text: e.target.value })} />
          <Button aria-label={`Remove reply ${i + 1}`} onClick={() => setDraft((d) => ({ ...d, cannedReplies: d.cannedReplies.filter((_, j) => j !== i) }))}>
            Remove
          </Button>
        </Flex>
      ))}
      <Button onClick={() => setDraft((d) => ({ ...d, cannedReplies: [...d.cannedReplies, { title: '', text: '' }] }))}>Add a canned reply</Button>
    </Modal>
  );
}
