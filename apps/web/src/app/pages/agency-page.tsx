import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AgencyView } from '../../features/agency/components/agency-view.tsx';

export default function AgencyPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('routes.agency')} />
      <AgencyView />
    </>
  );
}
