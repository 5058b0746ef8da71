// One conversation: messages (text shown as text, images fetched with the token), the player's
// typing, and the operator's tools: take, assign to another operator, close or reopen, a reply
// with a canned text and an image. Opening it marks the player's messages read (the player sees ✓✓).
import { assignConversation, replyToConversation, setConversationState, type ConversationDetail, type InboxMessage } from '@khel/contracts/admin/support-chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { imageBlob, markRead, typing, useSupportSettings } from './inbox-api.ts';

const TYPING_EVERY_MS = 3_000;

export function ConversationPanel({ detail, operators, meId }: { detail: ConversationDetail; operators: { id: number; username: string }[]; meId: number | undefined }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { conversation, messages } = detail;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['support-conversation', conversation.id] });
    void queryClient.invalidateQueries({ queryKey: ['support-inbox'] });
  };
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify.ok(done);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };

  const unread = messages.some((m) => m.author === 'player' && !m.read);
  useEffect(() => {
    if (unread) markRead(conversation.id).then(refresh, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per conversation and unread state
  }, [conversation.id, unread]);

  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, conversation.id]);

  return (
    <section className="support-conversation" aria-label={`Conversation with player ${conversation.playerId}`}>
      <Flex justify="space-between" align="center" wrap gap={8} className="support-conversation__head">
        <Space>
          <Typography.Text strong>Player {conversation.playerId}</Typography.Text>
          <Tag color={conversation.state === 'open' ? 'blue' : 'default'}>{conversation.state}</Tag>
          <span className="weak">{conversation.assignedName ? `Assigned to ${conversation.assignedName}` : 'Unassigned'}</span>
        </Space>
        <Space>
          {conversation.assignedTo !== meId ? (
            <Button onClick={() => void act(() => adminCall(assignConversation, { id: conversation.id }), 'Conversation taken')}>Take</Button>
          ) : null}
          <Select
            aria-label="Assign to"
            placeholder="Assign to…"
            style={{ width: 180 }}
            value={null}
            options={operators.filter((o) => o.id !== conversation.assignedTo).map((o) => ({ value: o.id, label: o.username }))}
            onChange={(operatorId: number) => void act(() => adminCall(assignConversation, { id: conversation.id, operatorId }), 'Conversation assigned')}
          />
          {conversation.state === 'open' ? (
            <Button onClick={() => void act(() => adminCall(setConversationState, { id: conversation.id, state: 'closed' }), 'Conversation closed')}>Close</Button>
          ) : (
            <Button onClick={() => void act(() => adminCall(setConversationState, { id: conversation.id, state: 'open' }), 'Conversation reopened')}>Reopen</Button>
          )}
        </Space>
      </Flex>
      <ol className="support-conversation__list" ref={list} aria-label="Messages">
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} />
        ))}
      </ol>
      <p className="support-conversation__typing weak" aria-live="polite">
        {detail.playerTyping ? 'The player is typing…' : ''}
      </p>
      <Composer conversationId={conversation.id} onSent={refresh} />
    </section>
  );
}

function MessageBubble({ message }: { message: InboxMessage }) {
  const mine = message.author === 'operator';
  return (
    <li className={`support-conversation__bubble support-conversation__bubble--${mine ? 'operator' : 'player'}`}>
      {message.imageId !== null ? <ChatImage id={message.imageId} /> : null}
      {message.text ? <span className="support-conversation__text" dir="auto">
          {message.text}
        </span> : null}
      <span className="support-conversation__meta">
        {mine ? (message.operatorName ?? 'Operator') : 'Player'} · {when(message.createdAt)}
        {message.offline ? ' · sent offline (answer goes to the mailbox too)' : ''}
        {mine ? <span aria-label={message.read ? 'Read by the player' : 'Sent'}> {message.read ? '✓✓' : '✓'}</span> : null}
      </span>
    </li>
  );
}

function ChatImage({ id }: { id: number }) {
  const image = useQuery({ queryKey: ['support-image', id], queryFn: () => imageBlob(id), staleTime: Infinity });
  const url = useMemo(() => (image.data && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? <img className="support-conversation__image" src={url} alt={`Image ${id}`} /> : <span className="weak">Image {id}</span>;
}

async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function Composer({ conversationId, onSent }: { conversationId: number; onSent: () => void }) {
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
        <input ref={fileInput} type="file" hidden accept="image/png,image/jpeg,image/webp" data-testid="reply-file" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
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
