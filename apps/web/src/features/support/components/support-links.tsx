// Support channels from ClientParamConf (ClientParamConf entries: feedback.telegram, feedback.whatsapp,
// feedback.social, feedback.customer). A channel that is not configured is simply not listed. A
// signed-in player chats in the app (support-chat-popup.tsx); the external live-chat address stays
// the fallback for visitors, who have no conversation to keep.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientParam } from '../../../lib/config-documents.ts';
import './support.css';
import { Icon } from '../../../components/ui/icon.tsx';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';

interface Channel {
  key: 'live' | 'telegram' | 'whatsapp' | 'social';
  url: string | undefined;
  icon: ReactNode;
}

export function SupportLinks() {
  const { t } = useTranslation(['ui', 'messages']);
  const channels: Channel[] = [
    { key: 'live', url: useClientParam('feedback.customer'), icon: <Icon name="MessageOutline" /> },
    { key: 'telegram', url: useClientParam('feedback.telegram'), icon: <Icon name="SendOutline" /> },
    { key: 'whatsapp', url: useClientParam('feedback.whatsapp'), icon: <WhatsAppIcon /> },
    { key: 'social', url: useClientParam('feedback.social'), icon: <Icon name="TeamOutline" /> },
  ];
  const loggedIn = useIsLoggedIn();
  const open = usePopupStore((state) => state.open);
  const available = channels
    .filter((channel): channel is Channel & { url: string } => Boolean(channel.url))
    .filter((channel) => !(loggedIn && channel.key === 'live'));

  if (available.length === 0 && !loggedIn) {
    return <p className="support-empty">{t('support.unavailable')}</p>;
  }
  return (
    <ul className="support-links">
      {loggedIn ? (
        <li>
          <button type="button" className="support-link support-link--live support-link--button" onClick={() => open({ name: 'support-chat' })}>
            <span className="support-link__icon" aria-hidden="true">
              <Icon name="MessageOutline" />
            </span>
            <span className="support-link__text">
              <strong>{t('supportChat.entry.title')}</strong>
              <span>{t('supportChat.entry.text')}</span>
            </span>
          </button>
        </li>
      ) : null}
      {available.map((channel) => (
        <li key={channel.key}>
          <a className={`support-link support-link--${channel.key}`} href={channel.url} target="_blank" rel="noopener noreferrer">
            <span className="support-link__icon" aria-hidden="true">
              {channel.icon}
            </span>
            <span className="support-link__text">
              <strong>{t(`support.channels.${channel.key}.title`)}</strong>
              <span>{t(`support.channels.${channel.key}.text`)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function WhatsAppIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19l-4 1z" strokeLinejoin="round" />
      <path d="M9 8.5c0 3 2.5 6.5 6.5 6.5l1-1.5-2-1-1 .8c-1-.4-2.4-1.8-2.8-2.8l.8-1-1-2L9 8.5z" strokeLinejoin="round" />
    </svg>
  );
}
