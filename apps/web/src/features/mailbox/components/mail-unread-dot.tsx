// The mailbox red dot (docs/requirements/mailbox.md#1-messages: left menu E-Mail, personal centre Notifications): shown while any
// message is unread. app/ passes it to those features (features never import each other).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLiveConnected } from '../../../lib/live.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { mailCountsQueryOptions } from '../api/mailbox-api.ts';
import './mailbox.css';

export function MailUnreadDot() {
  const { t } = useTranslation(['ui', 'messages']);
  const loggedIn = useIsLoggedIn();
  const live = useLiveConnected();
  const { data } = useQuery(mailCountsQueryOptions(loggedIn, !live));
  if (!loggedIn || !data || data.unread === 0) return null;
  return <span className="mail-unread-dot" role="status" aria-label={t('mailbox.unreadDot')} data-testid="mail-unread-dot" />;
}
