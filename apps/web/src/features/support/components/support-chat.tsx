// The in-app support chat (docs/requirements/support-chat.md): the conversation with its history,
// the player's ✓ sent / ✓✓ read marks, the agent's typing, an offline note when nobody is staffed
// (the message is kept and the answer also reaches the mailbox), text and image messages. Text is
// shown as text, never as HTML. Live events refresh it; with the live channel down it polls.
import { SUPPORT_CHAT_RETENTION, type ChatMessage } from '@khel/contracts/endpoints/support-chat';
import type { MessageKey } from '@khel/contracts/messages/en';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useLiveConnected, useLiveEvent } from '../../../lib/live.ts';
import { chatQueryKey, chatQueryOptions, sendRead, sendTyping, useSendChatMessage } from '../api/support-chat-api.ts';
import { base64Of, chatImageProblem } from './chat-image-check.ts';
import { ChatImage } from './chat-image.tsx';
import './support-chat.css';

/** How long "typing…" stays after the agent's last keystroke event (the server's window too). */
const TYPING_SHOWN_MS = 5_000;
/** At most one typing notice per this many milliseconds while the player types. */
const TYPING_EVERY_MS = 3_000;

export function SupportChat() {
  const { t } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const connected = useLiveConnected();
  const chat = useQuery(chatQueryOptions(!connected));
  const [agentTyping, setAgentTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatQueryKey });

  useLiveEvent('support-message', () => {
    setAgentTyping(false);
    refresh();
  });
  useLiveEvent('support-read', refresh);
  useLiveEvent('support-typing', () => {
    setAgentTyping(true);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const messages = chat.data?.messages ?? [];
  const newestUnread = messages.filter((m) => m.author === 'operator' && !m.read).at(-1)?.id;
  useEffect(() => {
    // The panel is open and showing them: the agent's messages are read.
    if (newestUnread !== undefined) sendRead(newestUnread).then(refresh, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refresh is stable in effect
  }, [newestUnread]);

  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const typing = agentTyping || chat.data?.operatorTyping === true;
  return (
    <div className="support-chat">
      {chat.data && !chat.data.staffed ? (
        <p className="support-chat__offline" role="status">
          {t('supportChat.offline')}
        </p>
      ) : null}
      {chat.isError && !chat.data ? <p className="support-chat__note">{t('supportChat.loadFailed')}</p> : null}
      <ol className="support-chat__list" ref={list} aria-label={t('supportChat.messages')} aria-live="polite">
        {chat.data && messages.length === 0 ? <li className="support-chat__note">{t('supportChat.welcome')}</li> : null}
        {messages.map((m) => (
          <Bubble key={m.id} message={m} />
        ))}
        {chat.data?.state === 'closed' ? <li className="support-chat__note">{t('supportChat.closedNote')}</li> : null}
      </ol>
      <p className="support-chat__typing" aria-live="polite">
        {typing ? t('supportChat.typing') : ''}
      </p>
      <Composer />
    </div>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const mine = message.author === 'player';
  const time = new Date(message.createdAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <li className={`support-chat__bubble support-chat__bubble--${mine ? 'mine' : 'agent'}`}>
      <span className="support-chat__who">{mine ? t('supportChat.you') : t('supportChat.agent')}: </span>
      {message.imageId !== null ? <ChatImage id={message.imageId} alt={t('supportChat.image')} /> : null}
      {message.imageRemoved ? (
        <span className="support-chat__image-removed">{t('supportChat.imageRemoved', { days: SUPPORT_CHAT_RETENTION.imageDaysAfterClose })}</span>
      ) : null}
      {message.text ? <span className="support-chat__text" dir="auto">
          {message.text}
        </span> : null}
      <span className="support-chat__meta">
        <time dateTime={message.createdAt}>{time}</time>
        {mine ? (
          <span className={`support-chat__mark${message.read ? ' support-chat__mark--read' : ''}`} aria-label={message.read ? t('supportChat.read') : t('supportChat.sent')} role="img">
            {message.read ? '✓✓' : '✓'}
          </span>
        ) : null}
      </span>
    </li>
  );
}

function Composer() {
  const { t } = useTranslation(['ui', 'messages']);
  const send = useSendChatMessage();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);

  const onText = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendTyping().catch(() => undefined);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const refusal: MessageKey | null = await chatImageProblem(file);
    setProblem(refusal ? t(refusal, { ns: 'messages' }) : null);
    setImage(refusal ? null : file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((!text.trim() && !image) || send.isPending) return;
    setProblem(null);
    try {
      await send.mutateAsync({ text, ...(image ? { image: await base64Of(image) } : {}) });
      setText('');
      setImage(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form className="support-chat__composer" onSubmit={(event) => void submit(event)}>
      {problem ? (
        <p className="support-chat__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {image ? (
        <p className="support-chat__attached">
          <span>{t('supportChat.imageAttached')}</span>
          <button type="button" className="icon-button" aria-label={t('supportChat.removeImage')} onClick={() => setImage(null)}>
            <Icon name="CloseOutline" />
          </button>
        </p>
      ) : null}
      <div className="support-chat__row">
        <button type="button" className="icon-button" aria-label={t('supportChat.attach')} onClick={() => fileInput.current?.click()}>
          <Icon name="AddCircleOutline" />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          data-testid="support-chat-file"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <textarea
          className="support-chat__input"
          dir="auto"
          rows={1}
          maxLength={1000}
          value={text}
          placeholder={t('supportChat.placeholder')}
          aria-label={t('supportChat.placeholder')}
          onChange={(event) => onText(event.target.value)}
        />
        <button type="submit" className="support-chat__send" disabled={send.isPending || (!text.trim() && !image)}>
          {t('supportChat.send')}
        </button>
      </div>
    </form>
  );
}
