import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { MailUnreadDot } from '../../features/mailbox/components/mail-unread-dot.tsx';
import { PersonalCentre } from '../../features/profile/components/personal-centre.tsx';

export default function ProfilePage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.profile')} />
      <PersonalCentre tileBadges={{ notifications: <MailUnreadDot /> }} />
    </>
  );
}
