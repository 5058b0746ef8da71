// One conversation: messages (text shown as text, images fetched with the token), the player's
// typing, and the operator's tools: take, assign to another operator, close or reopen, a reply
// with a canned text and an image (reply-composer.tsx). Opening it marks the player's messages read
// (the player sees ✓✓). An image retention deleted shows as a note where it was.
import { assignConversation, setConversationState, type ConversationDetail, type InboxMessage } from '@khel/contracts/admin/support-chat';
import { SUPPORT_CHAT_RETENTION } from '@khel/contracts/endpoints/support-chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { imageBlob, markRead } from './inbox-api.ts';
import { ReplyComposer } from './reply-composer.tsx';

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
      <ReplyComposer conversationId={conversation.id} onSent={refresh} />
    </section>
  );
}

function MessageBubble({ message }: { message: InboxMessage }) {
  const mine = message.author === 'operator';
  return (
    <li className={`support-conversation__bubble support-conversation__bubble--${mine ? 'operator' : 'player'}`}>
      {message.imageId !== null ? <ChatImage id={message.imageId} /> : null}
      {message.imageRemoved ? (
        <span className="support-conversation__image-removed weak">Image removed {SUPPORT_CHAT_RETENTION.imageDaysAfterClose} days after the conversation was closed</span>
      ) : null}
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
