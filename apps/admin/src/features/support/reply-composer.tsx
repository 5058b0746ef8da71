// The operator's reply: text (a canned reply fills it) and an image. The image is checked when
// picked, by the same rule the server applies (PNG, JPEG or WebP by its first bytes, at most 2 MB:
// the contracts' supportImageProblem): a refused file is named like the server's refusal and never
// attached, so nothing is uploaded.
import { replyToConversation } from '@khel/contracts/admin/support-chat';
import { SUPPORT_IMAGE_HEAD_BYTES, supportImageProblem } from '@khel/contracts/endpoints/support-chat';
import { supportChatEn } from '@khel/contracts/messages/features/support-chat';
import { Button, Flex, Input, Select } from 'antd';
import { useRef, useState } from 'react';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { typing, useSupportSettings } from './inbox-api.ts';

const TYPING_EVERY_MS = 3_000;

/** The refusal's text (the server's own wording), or null when the file may be sent. */
async function imageRefusal(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SUPPORT_IMAGE_HEAD_BYTES).arrayBuffer());
  const problem = supportImageProblem(file.size, head);
  return problem ? supportChatEn[problem] : null;
}

async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function ReplyComposer({ conversationId, onSent }: { conversationId: number; onSent: () => void }) {
  const notify = useNotify();
  const settings = useSupportSettings();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const onText = (value: string) => {
    setText(value);
    if (value && Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      typing(conversationId).catch(() => undefined);
    }
  };

  const onFile = async (file: File | undefined) => {
    // The same file may be picked again after a refusal.
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const refusal = await imageRefusal(file);
    if (refusal) notify.refuse(refusal);
    setImage(refusal ? null : file);
  };

  const send = async () => {
    setSending(true);
    try {
      await adminCall(replyToConversation, { id: conversationId, text, ...(image ? { image: await base64Of(image) } : {}) });
      setText('');
      setImage(null);
      onSent();
    } catch (error) {
      notify.fail(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="support-conversation__composer">
      <Flex gap={8} style={{ marginBottom: 8 }}>
        <Select
          aria-label="Canned reply"
          placeholder="Canned reply…"
          style={{ width: 240 }}
          value={null}
          options={(settings.data?.cannedReplies ?? []).map((r, i) => ({ value: i, label: r.title }))}
          onChange={(i: number) => setText(settings.data?.cannedReplies[i]?.text ?? '')}
        />
        <Button onClick={() => fileInput.current?.click()}>{image ? `Image: ${image.name}` : 'Add an image'}</Button>
        {image ? <Button onClick={() => setImage(null)}>Remove image</Button> : null}
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/png,image/jpeg,image/webp"
          data-testid="reply-file"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </Flex>
      <Flex gap={8} align="end">
        <Input.TextArea aria-label="Reply" rows={3} maxLength={1000} value={text} onChange={(e) => onText(e.target.value)} placeholder="Write a reply (text only)" />
        <Button type="primary" loading={sending} disabled={!text.trim() && !image} onClick={() => void send()}>
          Send
        </Button>
      </Flex>
    </div>
  );
}
