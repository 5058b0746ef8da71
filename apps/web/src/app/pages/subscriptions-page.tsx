import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { SubscriptionsForm } from '../../features/settings/components/subscriptions-form.tsx';

export default function SubscriptionsPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.subscriptions')} backTo={paths.profileSettings()} />
      <SubscriptionsForm />
    </>
  );
}
