import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { MailboxView } from '../../features/mailbox/components/mailbox-view.tsx';

export default function NotificationsPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.notifications')} />
      <MailboxView />
    </>
  );
}
