import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { PersonalDataView } from '../../features/settings/components/personal-data.tsx';

export default function PersonalDataPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.personalData')} backTo={paths.profileSettings()} />
      <PersonalDataView />
    </>
  );
}
